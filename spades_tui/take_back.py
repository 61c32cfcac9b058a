"""Take back: the game as it stood just before a seat's last choice, to play it again.

The core has no undo, and needs none: a take back is the game replayed (``core.replay``) up to
just before that seat's last choice; the other seat's replies after it go too. The replayed
game deals from the same stocks and exchange draws. The take-back is noted in the game
(``Game.take_backs``), and so in its record. Pure: no UI here.

Only a bid or a card of the hand in play can be taken back. Every decision before the bidding
shows the person cards of the stock: a kept card shows the next one go (or the rejected one
was seen anyway), each turn is followed by the next card drawn, and an exchange shows the
cards drawn from the discards. The stock cannot be dealt again without changing the game, so
taking such a decision back would let the person learn cards that are still to come. A hand
that is over stays over for the same reason: the next hand's cards may already be showing.
A move with one legal choice is no choice, so it is never what is taken back.
"""

from __future__ import annotations

from dataclasses import dataclass

from spades_tui.core.actions import Action
from spades_tui.core.game import Game, Phase
from spades_tui.core.replay import position, replay

# Why nothing can be taken back now: no choice made yet; the last one was made before the
# bidding (it has shown cards); the hand of the last choice is over.
NOTHING = "nothing"
CARDS_SEEN = "cards_seen"
HAND_OVER = "hand_over"

UNDOABLE = (Phase.BIDDING, Phase.PLAY)


@dataclass(frozen=True, slots=True)
class Choice:
    at: int  # how many decisions of the game came before it
    hand: int  # the hand it was made in
    phase: Phase


def last_choice(game: Game, seat: int) -> Choice | None:
    """``seat``'s last decision that had more than one legal option; None if none."""
    last = None
    for k, step in enumerate(replay(game)):
        if step.seat == seat and len(step.game.legal_actions()) > 1:
            last = Choice(k, step.game.hand.number, step.phase)
    return last


def forced_since(game: Game, seat: int) -> list[Action]:
    """``seat``'s decisions after its last choice: each had one legal option, and a take-back
    takes them back too."""
    choice = last_choice(game, seat)
    if choice is None:
        return []
    return [s.action for k, s in enumerate(replay(game)) if k > choice.at and s.seat == seat]


def last_decision(game: Game, seat: int) -> int | None:
    """How many decisions the game had before ``seat``'s last choice; None if it made none."""
    choice = last_choice(game, seat)
    return None if choice is None else choice.at


def refusal(game: Game, seat: int) -> str | None:
    """Why ``seat`` may not take anything back now (NOTHING, CARDS_SEEN, HAND_OVER); None
    when ``take_back`` gives a game."""
    return _refusal(game, last_choice(game, seat))


def _refusal(game: Game, choice: Choice | None) -> str | None:
    # A game played on from a review's position starts there: a choice before it was made in
    # the game reviewed, not in this one.
    if choice is None or choice.at < (game.practice_from or 0):
        return NOTHING
    if game.phase is Phase.GAME_OVER or choice.hand != game.hand.number:
        return HAND_OVER
    if choice.phase not in UNDOABLE:
        return CARDS_SEEN
    return None


def take_back(game: Game, seat: int) -> Game | None:
    """A new game just before ``seat``'s last choice, or None when ``refusal`` gives a reason."""
    choice = last_choice(game, seat)
    if _refusal(game, choice) is not None:
        return None
    assert choice is not None
    back = position(game, choice.at)
    back.take_backs = [*game.take_backs, (back.hand.number, choice.at)]
    # A practice game taken back is still one, from the same position.
    back.practice, back.practice_from = game.practice, game.practice_from
    return back
