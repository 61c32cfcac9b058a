"""Play it again: a practice game whose first hand deals the stock of a hand already played.

The practice game has the same players (a person and the same computer level, or the same
two people) and the same rules. The seats are arranged so that each player has the role it
had in that hand: whoever drew first then draws first now (the first hand's first player is
always seat 0). The draft starts again from the same stock, so every card drawn is the one
drawn then; what follows (the other choices, the exchange draws, the later hands) is new.
The scores start from 0, and the game's seed is left empty: the first stock is not a
seed's shuffle, and the later ones are fresh. The record says it is a practice game
(``practice``: the hand it replays), so statistics count it apart. No Textual here.
"""

from __future__ import annotations

from spades_tui.core.chance import RecordedChance, SeededChance
from spades_tui.core.game import Game
from spades_tui.core.replay import one_by_one, replay, steps


def practice_game(game: Game, number: int) -> tuple[Game, tuple[int, int]]:
    """The practice game of hand ``number`` (from 1) of ``game``, and for each of its seats
    the seat of ``game`` that player had. Raises ``ValueError`` for a hand not dealt."""
    if not 1 <= number <= len(game.hands):
        raise ValueError(f"hand {number} was not dealt in this game")
    hand = game.hands[number - 1]
    order = (hand.first, 1 - hand.first)
    chance = RecordedChance({1: list(hand.stock)}, {}, SeededChance(None))
    practice = Game(
        rules=game.rules,
        seed=None,
        players=(game.players[order[0]], game.players[order[1]]),
        chance=chance,
    )
    practice.practice = number
    return practice, order


def practice_from(game: Game, at: int) -> Game:
    """A practice game that goes on from ``game`` just after its first ``at`` decisions: the
    same players in the same seats, the hands so far as they were played (scores and bags
    with them), and the hands after this one dealt afresh, not as ``game`` dealt them.
    Raises ``ValueError`` for a position the game never reached."""
    if not 0 <= at <= len(game.decisions):
        raise ValueError(f"the game has no position after {at} decisions")
    # The hand of the last decision kept: at the end of a hand the next one is already
    # dealt, and it must be dealt afresh.
    number = 1
    for step in replay(game, at):
        number = step.game.hand.number
    practice = Game(
        rules=game.rules, seed=None, players=game.players, chance=_deals_of(game, number)
    )
    for _step in steps(practice, one_by_one(game.decisions[:at])):
        pass
    practice.practice, practice.practice_from = number, at
    return practice


def _deals_of(game: Game, last: int) -> RecordedChance:
    """``game``'s stocks and exchange draws up to hand ``last``; fresh shuffles after it."""
    stocks = {h.number: list(h.stock) for h in game.hands if h.number <= last}
    draws = {
        (h.number, e.seat): list(e.got) for h in game.hands if h.number <= last for e in h.exchange
    }
    return RecordedChance(stocks, draws, SeededChance(None))
