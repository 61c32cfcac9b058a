"""Which decisions the rules allow at a position, and why one is refused (as a code).

``Game`` asks these on every action; they read only the hand being played, the seat deciding
and the rules, so the same checks serve a decision on turn and one taken ahead of it.
"""

from __future__ import annotations

from bisect import bisect_left

from spades_tui.core.actions import Bid, DeclareDoubleNil, Exchange, Keep, Play, Reject
from spades_tui.core.cards import CARDS, Card
from spades_tui.core.hand import HandState
from spades_tui.core.phases import Phase
from spades_tui.core.refusals import Refusal
from spades_tui.core.rules import Rules

_PLAY = Phase.PLAY
_DRAFT = Phase.DRAFT


def refusal_in(
    h: HandState, seat: int, rules: Rules, phase: Phase, action: object
) -> Refusal | None:
    """Why ``seat`` may not take ``action`` as a decision of ``phase`` (the one to act now, or
    one taken ahead of its turn, in the draft or the first bid); None when it may."""
    if isinstance(action, Play):
        if phase is not _PLAY:
            return Refusal("play_not_now")
        return refuse_play(h, seat, action.card)
    if isinstance(action, (Keep, Reject)):
        return None if phase is _DRAFT else Refusal("no_draft_card")
    if isinstance(action, Bid):
        if phase is not Phase.BIDDING:
            return Refusal("bid_not_now")
        low = 0 if rules.nil else 1
        if type(action.tricks) is not int or not low <= action.tricks <= 13:
            return Refusal("bid_out_of_range", {"low": low, "high": 13})
        return None
    if isinstance(action, DeclareDoubleNil):
        if phase is not Phase.DOUBLE_NIL:
            return Refusal("double_nil_not_now")
        return None
    if isinstance(action, Exchange):
        if phase is not Phase.EXCHANGE:
            return Refusal("exchange_not_now")
        return refuse_exchange(h, seat, rules, action.cards)
    return Refusal("not_an_action", {"value": repr(action)})


def refuse_exchange(
    h: HandState, seat: int, rules: Rules, cards: tuple[Card, ...]
) -> Refusal | None:
    limit = rules.exchange_limit
    if len(cards) > limit:
        return Refusal("exchange_too_many", {"limit": limit})
    if not all(_is_card(c) for c in cards):
        return Refusal("exchange_not_cards")
    if len(set(cards)) != len(cards):
        return Refusal("exchange_repeated")
    held = h.hands[seat]
    for card in cards:
        if card not in held:
            return Refusal("not_held", {"card": _code(card)})
    return None


def legal_cards(h: HandState, seat: int) -> list[Card]:
    """The cards ``seat`` may play to the trick on the table (or lead to a new one)."""
    held = h.hands[seat]
    trick = h.tricks[-1]
    if trick.cards:
        # held is sorted, so the cards of one suit lie together.
        low = trick.cards[0] // 13 * 13
        start = bisect_left(held, low)
        end = bisect_left(held, low + 13, start)
        return held[start:end] if start < end else list(held)
    if h.spades_broken:
        return list(held)
    start = bisect_left(held, 13)
    return held[start:] if start < len(held) else list(held)


def refuse_play(h: HandState, seat: int, card: Card) -> Refusal | None:
    if type(card) is not Card and not _is_card(card):
        return Refusal("not_a_card", {"value": repr(card)})
    held = h.hands[seat]
    if card not in held:
        return Refusal("not_held", {"card": _code(card)})
    trick = h.tricks[-1]
    if trick.cards:
        suit = trick.cards[0] // 13
        if card // 13 != suit:
            for c in held:
                if c // 13 == suit:
                    return Refusal("must_follow", {"suit": suit})
        return None
    # held is sorted, so its last card is a spade only when every card is one.
    if card < 13 and not h.spades_broken and held[-1] >= 13:
        return Refusal("spades_not_broken")
    return None


def _is_card(card: object) -> bool:
    return isinstance(card, int) and not isinstance(card, bool) and 0 <= card < 52


def _code(card: int) -> str:
    return CARDS[card].code if isinstance(card, int) and 0 <= card < 52 else repr(card)
