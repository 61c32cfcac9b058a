"""Draft and exchange choices shared by every level above random.

In this draft a rejected card goes out of play rather than to the opponent, so keeping is a
one-step comparison: the drawn card against what the next, unseen card is worth on average.
"""

from __future__ import annotations

from spades_tui.core.actions import KEEP, REJECT, Action, Exchange
from spades_tui.core.cards import CARDS
from spades_tui.core.view import PlayerView
from spades_tui.engine import ALL_CARDS, cards_of, mask_of
from spades_tui.players.handeval import draft_value, nil_danger


def plans_nil(view: PlayerView) -> bool:
    return bool(view.double_nil[view.seat])


def choose_draft(view: PlayerView) -> Action:
    drawn = view.drawn
    assert drawn is not None
    hand = mask_of(view.hand)
    seen = hand | mask_of(t.discarded for t in view.draft if t.discarded is not None)
    # Kept cards of earlier turns are in the hand; the next card is one I have not seen.
    unknown = cards_of(ALL_CARDS & ~seen & ~(1 << drawn))
    if plans_nil(view):

        def worth(card: int) -> float:
            return -nil_danger(card, hand | 1 << card)

    else:
        worth = draft_value
    expected = sum(worth(c) for c in unknown) / len(unknown) if unknown else 0.0
    return KEEP if worth(drawn) >= expected else REJECT


def choose_exchange(view: PlayerView, margin: float = 0.05) -> Action:
    """Give away the cards most likely to win a trick, when a random discard is safer."""
    hand = mask_of(view.hand)
    seen = mask_of(t.discarded for t in view.draft if t.discarded is not None)
    # The pile holds my discards (many seen) and the opponent's (unseen, so any card I have
    # not seen is a fair stand-in for them).
    pool = cards_of(ALL_CARDS & ~hand)
    weights = [2.0 if seen >> c & 1 else 1.0 for c in pool]
    mean = sum(w * nil_danger(c, hand) for w, c in zip(weights, pool, strict=True)) / sum(weights)
    ranked = sorted(view.hand, key=lambda c: nil_danger(c, hand), reverse=True)
    give = [c for c in ranked if nil_danger(c, hand) > mean + margin][: view.rules.exchange_limit]
    return Exchange(tuple(CARDS[c] for c in sorted(give)))
