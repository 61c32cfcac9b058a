"""Sets of cards as bit masks, in the core's numbering.

A card is ``suit * 13 + rank`` (suit 0 = spades, 1 hearts, 2 diamonds, 3 clubs; rank 0 = two
... 12 = ace), and a set of cards is an ``int`` with bit ``i`` set for card ``i``.  The engine
does not import the core on purpose: the computer players run it in tight loops, so it works
on bare ints.
"""

from __future__ import annotations

from collections.abc import Iterable

SUIT_MASK = 0x1FFF  # the 13 bits of one suit, before shifting into place
SUIT_MASKS = tuple(SUIT_MASK << (13 * s) for s in range(4))
SPADES = SUIT_MASKS[0]
ALL_CARDS = (1 << 52) - 1
NONSPADES = ALL_CARDS ^ SPADES

# For every 13-bit suit pattern: its set ranks in ascending order, so that picking the k-th
# card of a suit in a playout is one tuple index rather than a loop over bits.
RANKS_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(r for r in range(13) if pattern >> r & 1) for pattern in range(1 << 13)
)
POP: bytes = bytes(len(ranks) for ranks in RANKS_OF)


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: int) -> list[int]:
    """Card indices of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def kth_card(mask: int, k: int) -> int:
    """Index of the k-th lowest set bit of ``mask`` (k counts from 0)."""
    shift = 0
    while True:
        chunk = (mask >> shift) & SUIT_MASK
        n = POP[chunk]
        if k < n:
            return shift + RANKS_OF[chunk][k]
        k -= n
        shift += 13
