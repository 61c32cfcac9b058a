"""Take back: the game as it stood just before a seat's last decision, to play it again.

The core has no undo, and needs none: the game is walked again from its record
(``analysis.replay.replay_game``) into a fresh game, stopping before that seat's last decision;
the other seat's replies after it go too. The fresh game deals from the same recorded stocks
and keeps only the double-nil exchange draws made before the cut, so a redone exchange draws
as the game's seed would. The take-back is noted in the game (``Game.take_backs``), and so in
its record. Pure: no UI here.
"""

from __future__ import annotations

from spades_tui.analysis.replay import replay_game
from spades_tui.core.cards import Card
from spades_tui.core.chance import RecordedChance, SeededChance
from spades_tui.core.game import Game, Phase


def last_decision(game: Game, seat: int) -> int | None:
    """How many decisions the game had before ``seat``'s last one; None if it made none."""
    last = None
    for k, step in enumerate(replay_game(game)):
        if step.seat == seat:
            last = k
    return last


def take_back(game: Game, seat: int) -> Game | None:
    """A new game just before ``seat``'s last decision, or None when there is none."""
    cut = last_decision(game, seat)
    if cut is None:
        return None
    stocks = {h.number: list(h.stock) for h in game.hands}
    draws: dict[tuple[int, int], list[Card]] = {}
    fresh = Game(
        rules=game.rules,
        seed=game.seed,
        players=game.players,
        chance=RecordedChance(stocks, draws, _seeded(game)),
    )
    for k, step in enumerate(replay_game(game)):
        if k == cut:
            break
        if step.phase is Phase.EXCHANGE:
            recorded = game.hands[step.game.hand.number - 1]
            entry = recorded.exchange[len(step.game.hand.exchange)]
            draws[(recorded.number, entry.seat)] = list(entry.got)
        fresh.apply(step.action)
    fresh.take_backs = [*game.take_backs, (fresh.hand.number, cut)]
    return fresh


def _seeded(game: Game) -> SeededChance:
    """Where the game's later shuffles come from, so they stay what they would have been."""
    chance = game.chance
    if isinstance(chance, SeededChance):
        return chance
    if isinstance(chance, RecordedChance):
        return chance.fallback
    return SeededChance(game.seed)
