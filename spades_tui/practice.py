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
