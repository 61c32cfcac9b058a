"""Hot-seat at one keyboard: whose decision to show next, so that it changes hands least.

The core says who may decide now (``Game.may_act()``: the seat on turn, and in the draft a
seat that may decide ahead). The person at the keyboard keeps it for as long as they may
decide; only when they may not is it handed to the seat on turn. In play that means a player
who wins a trick and leads the next keeps the keyboard, and in the draft each player takes
their turns in one sitting. No rule is decided here: which seat may act is the core's answer.
"""

from __future__ import annotations

from spades_tui.core.game import Game


def seat_to_show(game: Game, holder: int | None) -> int:
    """The seat whose decision to show next, given who holds the keyboard (None: nobody)."""
    seats = game.may_act()
    if not seats:
        raise ValueError("the game is over: nobody decides")
    if holder in seats:
        return holder
    if holder is None:
        # A game continued from its save: a seat with decisions kept for later was deciding
        # ahead, so it held the keyboard when the game was set aside.
        ahead = [seat for seat in seats if game.hand.ahead[seat]]
        if ahead:
            return ahead[0]
    return seats[0]


class Keyboard:
    """Who holds the one keyboard, and how often it has changed hands."""

    def __init__(self, holder: int | None = None) -> None:
        self.holder = holder
        self.hand_offs = 0

    def next_seat(self, game: Game) -> int:
        """For ``Match(next_seat=...)``: the seat to ask next."""
        return seat_to_show(game, self.holder)

    def take(self, seat: int) -> bool:
        """``seat``'s person is shown a decision: True when the keyboard changed hands (a
        hand-off screen comes first)."""
        if seat == self.holder:
            return False
        self.holder = seat
        self.hand_offs += 1
        return True
