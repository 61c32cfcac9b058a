"""Static judgements of a hand: how many tricks it should take, how safe it is for nil, and
what a single card is worth while drafting.

The trick estimate is a linear model over a few hand features.  Its weights come from
``data/bid_model.json`` when present (fitted by ``bench/fit_bid_model.py`` on games between
computer players); the defaults below are the hand-set starting point that fit began from.
"""

from __future__ import annotations

import json
from contextlib import suppress
from functools import cache
from pathlib import Path

from spades_tui.engine import SUIT_MASK

FEATURES = (
    "bias",
    "ace_spades",
    "king_spades",
    "queen_spades",
    "jack_spades",
    "ten_spades",
    "spades",
    "long_spades",
    "side_aces",
    "side_kings_guarded",
    "side_kings_single",
    "side_queens_guarded",
    "side_voids",
    "side_singletons",
)

DEFAULT_WEIGHTS = {
    "bias": 0.6,
    "ace_spades": 1.0,
    "king_spades": 0.8,
    "queen_spades": 0.6,
    "jack_spades": 0.4,
    "ten_spades": 0.2,
    "spades": 0.45,
    "long_spades": 0.35,
    "side_aces": 0.9,
    "side_kings_guarded": 0.6,
    "side_kings_single": 0.3,
    "side_queens_guarded": 0.3,
    "side_voids": 0.35,
    "side_singletons": 0.15,
}

MODEL_PATH = Path(__file__).with_name("data") / "bid_model.json"


@cache
def weights() -> tuple[float, ...]:
    table = dict(DEFAULT_WEIGHTS)
    # A missing or broken file leaves the hand-set weights, which still play sensibly.
    with suppress(OSError, ValueError, KeyError):
        table.update(json.loads(MODEL_PATH.read_text())["weights"])
    return tuple(float(table[name]) for name in FEATURES)


def features(hand: int) -> tuple[int, ...]:
    spades = hand & SUIT_MASK
    n = spades.bit_count()
    aces = kings_g = kings_s = queens_g = voids = singles = 0
    for suit in (1, 2, 3):
        cards = hand >> (13 * suit) & SUIT_MASK
        length = cards.bit_count()
        if length == 0:
            voids += 1
            continue
        if length == 1:
            singles += 1
        if cards >> 12 & 1:
            aces += 1
        if cards >> 11 & 1:
            if length >= 2:
                kings_g += 1
            else:
                kings_s += 1
        if cards >> 10 & 1 and length >= 3:
            queens_g += 1
    return (
        1,
        spades >> 12 & 1,
        spades >> 11 & 1,
        spades >> 10 & 1,
        spades >> 9 & 1,
        spades >> 8 & 1,
        n,
        max(0, n - 4),
        aces,
        kings_g,
        kings_s,
        queens_g,
        voids if n else 0,  # a void only wins tricks when there are spades to ruff with
        singles if n else 0,
    )


def estimate_tricks(hand: int) -> float:
    """Expected tricks of a 13-card hand played to make its bid."""
    return sum(w * f for w, f in zip(weights(), features(hand), strict=True))


def nil_danger(card: int, hand: int) -> float:
    """How likely ``card`` is to win a trick its holder wants to lose (0 safe .. 1 certain).

    A high card in a long side suit is safer than in a short one, because the holder can
    play it under the opponent's higher cards more often; spades are the worst because they
    also win whenever the holder is out of a suit led.
    """
    rank = card % 13
    suit = card // 13
    if suit == 0:
        return min(1.0, ((rank + 4) / 16) ** 2)
    length = (hand >> (13 * suit) & SUIT_MASK).bit_count()
    base = (rank / 12) ** 2
    return base * (0.8 if length >= 4 else 1.0)


def nil_risk(hand: int) -> float:
    """Sum of the danger of every card: roughly the tricks a nil hand would be forced to take."""
    total = 0.0
    mask = hand
    while mask:
        low = mask & -mask
        total += nil_danger(low.bit_length() - 1, hand)
        mask ^= low
    return total


def draft_value(card: int) -> float:
    """Trick-taking worth of one card on its own, for keep-or-reject choices."""
    rank = card % 13
    if card < 13:
        return 0.45 + 0.05 * rank + (0.5 if rank >= 10 else 0.0) + (0.3 if rank == 12 else 0.0)
    if rank == 12:
        return 0.9
    if rank == 11:
        return 0.55
    if rank == 10:
        return 0.25
    return 0.02 * rank
