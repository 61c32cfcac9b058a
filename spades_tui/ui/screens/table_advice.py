"""Small judgements the table makes for the person at it: nil safety and a first bid.

They read only the seat's own view, like a computer player would.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace
from typing import TYPE_CHECKING

from spades_tui.core.view import PlayerView

if TYPE_CHECKING:
    from spades_tui.players.valuation import BidReason


def guarding_nil(view: PlayerView) -> bool:
    """True while this seat's nil or double nil still stands: it has taken no trick yet."""
    nil = view.bids[view.seat] == 0 or bool(view.double_nil[view.seat])
    return nil and view.tricks_won[view.seat] == 0


def winning_cards(view: PlayerView, playable: Collection[int]) -> set[int]:
    """The playable cards that would take the trick on the table now.

    A lead wins nothing yet, so only an answer to the other player's card can be judged.
    """
    from spades_tui.engine import trick_winner

    trick = view.current_trick
    if trick is None or len(trick.cards) != 1:
        return set()
    led = trick.cards[0]
    return {c for c in playable if trick_winner(trick.leader, led, c) == view.seat}


def safest_card(playable: Collection[int], winners: Collection[int]) -> int:
    """The lowest card that loses the trick; with none, the lowest card (a spade last)."""
    ducks = [c for c in playable if c not in winners]
    return min(ducks or playable, key=lambda c: (c % 13, c < 13))


def starting_bid(view: PlayerView) -> tuple[int, BidReason]:
    """A first value for the bid picker, never nil, and the count of the hand behind it.

    Both come from the valuation the computer bids by (with the other bid, once made, in the
    count), so the picker, its odds and the hint tell one story; nil is left for the player
    to choose on purpose.
    """
    from spades_tui.players.search import view_nil_odds
    from spades_tui.players.valuation import appraise_view

    count = appraise_view(view)
    if view.rules.nil:
        # The odds of a nil as the hard level weighs its own, for the picker to show on nil;
        # the count above weighs numbers only, so the picker never starts on nil.
        count = replace(count, nil_chance=view_nil_odds(view))
    return max(1, count.bid), count


def draft_worths(view: PlayerView) -> tuple[float, float]:
    """What the drawn card is worth in tricks on its own, and an unknown card on average.

    The two sides of a keep-or-reject choice: keeping takes the drawn card, rejecting takes
    the next one, which could be any card this seat has not seen. Each card is weighed alone,
    as the draft's rule of thumb does: a count of the hand so far would make the first cards
    of a hand look worth far more than they are.
    """
    from spades_tui.players.handeval import draft_value

    assert view.drawn is not None
    unseen = view.unseen_cards
    return draft_value(view.drawn), sum(draft_value(c) for c in unseen) / len(unseen)


def chance_to_make(count: BidReason, bid: int) -> float:
    """How often a hand with this count takes ``bid`` tricks or more."""
    from spades_tui.players.valuation import trick_odds

    return sum(trick_odds(count.tricks, count.spread)[bid:])
