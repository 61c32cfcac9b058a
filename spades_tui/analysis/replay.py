"""Walk a finished game's decisions again through a fresh core ``Game``.

A review needs each seat's view at each moment of a hand (for what the ``hard`` level would
have done with the same information) and the exact position before every card.  The record
has been checked already (``core.record`` replays it when loading), so here the recorded
choices are simply fed back, phase by phase, into a game dealt from the same stocks.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from spades_tui.core.actions import DECLARE, DECLINE, KEEP, PLAYS, REJECT, Action, Bid, Exchange
from spades_tui.core.chance import RecordedChance, SeededChance
from spades_tui.core.game import Game, HandState, Phase


@dataclass(frozen=True, slots=True)
class Step:
    """A decision about to be replayed: ``game`` is the position just before ``action``."""

    game: Game
    seat: int
    phase: Phase
    action: Action


def replay_hand(game: Game, number: int) -> Iterator[Step]:
    """Yield every decision of hand ``number`` of ``game``, each before it is applied.

    The yielded game is live: read it (views, hands) before asking for the next step.
    Only a finished hand can be walked (the hands before it always are).
    """
    if not 1 <= number <= len(game.hands) or game.hands[number - 1].result is None:
        raise ValueError(f"hand {number} is not a finished hand of this game")
    again = _fresh(game)
    for recorded in game.hands[:number]:
        while again.hand.number == recorded.number and again.phase is not Phase.GAME_OVER:
            action = _recorded_action(again, recorded)
            if recorded.number == number:
                yield Step(again, again.to_act, again.phase, action)
            again.apply(action)


def replay_game(game: Game) -> Iterator[Step]:
    """Yield every decision of ``game`` in order, each before it is applied, to the last one
    made (an unfinished hand too). The yielded game is live, as in ``replay_hand``."""
    again = _fresh(game)
    while again.actions_applied < game.actions_applied:
        action = _recorded_action(again, game.hands[again.hand.number - 1])
        yield Step(again, again.to_act, again.phase, action)
        again.apply(action)


def _fresh(game: Game) -> Game:
    """A new game dealt from ``game``'s recorded stocks and exchange draws."""
    stocks = {h.number: list(h.stock) for h in game.hands}
    draws = {(h.number, e.seat): list(e.got) for h in game.hands for e in h.exchange}
    return Game(
        rules=game.rules,
        seed=game.seed,
        players=game.players,
        chance=RecordedChance(stocks, draws, SeededChance(game.seed)),
    )


def _recorded_action(game: Game, recorded: HandState) -> Action:
    live = game.hand
    seat = game.to_act
    phase = game.phase
    if phase is Phase.DOUBLE_NIL:
        return DECLARE if recorded.double_nil[seat] else DECLINE
    if phase is Phase.DRAFT:
        return REJECT if recorded.draft[len(live.draft)].rejected else KEEP
    if phase is Phase.EXCHANGE:
        return Exchange(recorded.exchange[len(live.exchange)].gave)
    if phase is Phase.BIDDING:
        bid = recorded.bid[seat]
        assert bid is not None
        return Bid(bid)
    trick = len(live.tricks) - 1
    return PLAYS[recorded.tricks[trick].cards[len(live.tricks[trick].cards)]]
