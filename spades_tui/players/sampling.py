"""Deals of the opponent's hidden hand that agree with everything a seat knows.

A deal never contains a card the seat holds, has seen discarded (unless the opponent's
double-nil exchange may have drawn it back), or has seen played, and never a card of a suit
the opponent has shown to be out of.  An optional prior leans the deal towards cards the
opponent was likely to keep in the draft, and an optional test (``accept``) lets the caller
reject deals that do not fit the opponent's bid.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from spades_tui.engine import cards_of
from spades_tui.players.knowledge import DISCARD_PILE, Knowledge


def _pick(pool: int, count: int, rng: random.Random, prior: Sequence[float] | None) -> int:
    cards = cards_of(pool)
    if count >= len(cards):
        chosen = cards
    elif prior is None:
        chosen = rng.sample(cards, count)
    else:
        # Weighted sampling without replacement (Efraimidis-Spirakis keys).
        keys = sorted(cards, key=lambda c: rng.random() ** (1.0 / prior[c]), reverse=True)
        chosen = keys[:count]
    mask = 0
    for card in chosen:
        mask |= 1 << card
    return mask


def deal_once(k: Knowledge, rng: random.Random, prior: Sequence[float] | None = None) -> int:
    need = k.opp_size
    void = k.opp_void_mask
    hand = 0
    if k.opp_exchanged:
        # How many known discards the exchange drew: the draw was uniform over the pile, of
        # which ``known_pile`` were cards this seat had seen.
        draws = rng.sample(range(DISCARD_PILE), min(k.opp_exchanged, DISCARD_PILE))
        drawn_known = sum(d < k.known_pile.bit_count() for d in draws)
        drawn_known -= (k.opp_played & k.known_pile).bit_count()
        candidates = k.known_out & ~void
        if drawn_known > 0 and candidates:
            hand = _pick(candidates, min(drawn_known, need), rng, None)
    rest = need - hand.bit_count()
    pool = k.unseen & ~void
    if pool.bit_count() < rest:
        # Only an inconsistent view (or a broken exchange guess) gets here; widening the pool
        # keeps the search going with the nearest deal rather than failing the decision.
        pool = (k.unseen | k.known_out) & ~hand
    hand |= _pick(pool, rest, rng, prior)
    return hand


def deal(
    k: Knowledge,
    rng: random.Random,
    prior: Sequence[float] | None = None,
    accept: Callable[[int], bool] | None = None,
    tries: int = 8,
) -> int:
    """One opponent hand as a bitmask; ``accept`` may turn down up to ``tries - 1`` deals."""
    hand = deal_once(k, rng, prior)
    if accept is None:
        return hand
    for _ in range(tries - 1):
        if accept(hand):
            return hand
        hand = deal_once(k, rng, prior)
    return hand
