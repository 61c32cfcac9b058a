"""What a search needs to know about the cards: which moves are worth the same, which to try
first, and when two positions are the same game."""

from __future__ import annotations

from typing import TypeVar

from spades_tui.engine.cards import SPADES, SUIT_MASK, SUIT_MASKS
from spades_tui.engine.play import PlayState, legal_mask


def equivalent_groups(state: PlayState) -> list[list[int]]:
    """The legal cards of the seat to act, in runs of cards that are worth the same."""
    live = state.hand0 | state.hand1 | (1 << state.led if state.led >= 0 else 0)
    return legal_groups(legal_mask(state), live)


# The search looks up what it needs to know about the suits in the tables below, filled as it
# meets new ones.  Each is emptied when it reaches _KEPT entries, so that reviewing hand after
# hand does not grow them without end (a whole review adds about ten thousand).
_KEPT = 1 << 18
V = TypeVar("V")


def _remember(table: dict[int, V], key: int, value: V) -> V:
    """Keep ``value`` under ``key`` in one of these tables, and give it back."""
    if len(table) >= _KEPT:
        table.clear()
    table[key] = value
    return value


# Squeezed suits: (live cards of a suit << 13 | the part of them in hand 0) -> the owners of
# the live cards in rank order, as bits below a leading 1 that marks how many there are.
_SQUEEZED: dict[int, int] = {}


def _squeeze(pair: int) -> int:
    live, mine = pair >> 13, pair & SUIT_MASK
    out = 0
    k = 0
    for rank in range(13):
        if live >> rank & 1:
            if mine >> rank & 1:
                out |= 1 << k
            k += 1
    return _remember(_SQUEEZED, pair, out | 1 << k)


_TWO_SUITS = (1 << 26) - 1
# (live cards of two suits << 26 | the part of them in hand 0) -> both suits squeezed, the
# first above the second: spades and hearts in _HIGH, diamonds and clubs in _LOW.
_HIGH: dict[int, int] = {}
_LOW: dict[int, int] = {}


def _pair(table: dict[int, int], key: int) -> int:
    live, mine = key >> 26, key & _TWO_SUITS
    first = (live & SUIT_MASK) << 13 | mine & SUIT_MASK
    second = (live >> 13) << 13 | mine >> 13
    value = (_SQUEEZED.get(first) or _squeeze(first)) << 14 | (
        _SQUEEZED.get(second) or _squeeze(second)
    )
    return _remember(table, key, value)


def shape(h0: int, live: int, led: int) -> int:
    """The position with played cards squeezed out of every suit: who holds the 1st, 2nd...
    live card of each suit, and which of them is on the table.

    Only the order of the live cards within a suit matters to who wins what, so two positions
    of one shape are the same game; a table keyed by the shape serves both (measured: half
    the nodes on whole hands).  ``live`` includes the led card, which is in neither hand.
    Fits in 62 bits.
    """
    # Looked up two suits at a time (spades and hearts, diamonds and clubs): the search asks
    # this at every node it keeps in its table, and a lookup a suit was a fifth of a
    # review's time.
    m = _TWO_SUITS
    high = (live & m) << 26 | h0 & m
    low = (live >> 26) << 26 | h0 >> 26
    shape = (_HIGH.get(high) or _pair(_HIGH, high)) << 28 | (_LOW.get(low) or _pair(_LOW, low))
    if led >= 0:
        # The led card's place among the live cards of its suit, counted from 1.
        suit_shift = led - led % 13
        below = (live >> suit_shift) & ((1 << (led - suit_shift)) - 1)
        shape |= (led // 13 * 13 + below.bit_count() + 1) << 56
    return shape


# (legal cards of two suits << 26 | the live cards of those suits) -> the lowest card of
# each run of legal cards with no live card between them.
_RUNS_HIGH: dict[int, tuple[int, ...]] = {}
_RUNS_LOW: dict[int, tuple[int, ...]] = {}


def _runs(table: dict[int, tuple[int, ...]], key: int, first_card: int) -> tuple[int, ...]:
    legal, live = key >> 26, key & _TWO_SUITS
    out = []
    after_legal = False  # the live card just below, in the same suit, is a legal one
    for bit in range(26):
        if bit == 13:
            after_legal = False
        if live >> bit & 1:
            is_legal = bool(legal >> bit & 1)
            if is_legal and not after_legal:
                out.append(first_card + bit)
            after_legal = is_legal
    return _remember(table, key, tuple(out))


def _representatives(legal: int, live: int) -> list[int]:
    """One card of each run of equivalent legal cards, lowest card of the run.

    Two cards of one hand in one suit are interchangeable when no live card (in either hand or
    on the table) lies between them: whatever one of them can win or lose, so can the other.
    Cards already gone do not separate them, which is why late positions collapse so well.
    The runs are looked up two suits at a time, not worked out card by card: the search asks
    at every node it expands.
    """
    out: list[int] = []
    high = legal & _TWO_SUITS
    if high:
        key = high << 26 | live & _TWO_SUITS
        out += _RUNS_HIGH.get(key) or _runs(_RUNS_HIGH, key, 0)
    low = legal >> 26
    if low:
        key = low << 26 | live >> 26
        out += _RUNS_LOW.get(key) or _runs(_RUNS_LOW, key, 26)
    return out


def ordered_moves(legal: int, live: int, led: int, other: int) -> list[int]:
    """``_representatives`` in the order a search should try them; ``other`` is the other hand.

    Good first moves make alpha-beta cut early (measured: about 2.5 times fewer nodes on
    full hands than lowest-first).  On a lead: cards nothing in the other hand can beat in
    their suit first, then the rest from the lowest rank.  On a follow: the cheapest card that
    wins the trick, then the losing cards from the lowest rank (spades last), then the other
    winners.
    """
    moves = _representatives(legal, live)
    if len(moves) < 2:
        return moves
    if led < 0:
        top = []
        rest = []
        for card in moves:
            # Any card of the other hand above this one in its suit?
            if (other >> (card + 1)) & (SUIT_MASK >> (card % 13 + 1)):
                rest.append(card)
            else:
                top.append(card)
        rest.sort(key=_rank)
        return top + rest
    suit = led // 13
    if legal & SUIT_MASKS[suit]:
        # Following suit: the cards above the led one win, the lowest of them most cheaply.
        winners = [c for c in moves if c > led]
        losers = [c for c in moves if c < led]
    elif suit and legal & SPADES:
        # Void in a side suit: any spade wins; discards lose.
        winners = [c for c in moves if c < 13]
        losers = sorted((c for c in moves if c >= 13), key=_rank)
    else:
        return sorted(moves, key=_rank)
    return winners[:1] + losers + winners[1:]


def ducking_moves(legal: int, live: int, led: int) -> list[int]:
    """``_representatives`` ordered for a seat that wants to lose the trick.

    On a lead: the lowest ranks first.  On a follow: the highest card that still loses (it
    keeps the low ones for later), then the rest from the highest; spades last when void.
    """
    moves = _representatives(legal, live)
    if len(moves) < 2:
        return moves
    if led < 0:
        return sorted(moves, key=_rank)
    if legal & SUIT_MASKS[led // 13]:
        losers = [c for c in moves if c < led]
        winners = [c for c in moves if c > led]
        return losers[::-1] + winners[::-1]
    return sorted(moves, key=_discard_order)


# Sort keys as tuple lookups (a C call) rather than Python functions: the search sorts the
# moves of most nodes it expands.
_rank = tuple(card % 13 for card in range(52)).__getitem__
_discard_order = tuple((card < 13, -(card % 13)) for card in range(52)).__getitem__


def legal_groups(legal: int, live: int) -> list[list[int]]:
    groups: list[list[int]] = []
    prev = -99
    while legal:
        low = legal & -legal
        card = low.bit_length() - 1
        legal ^= low
        if (
            groups
            and card // 13 == prev // 13
            and not live >> (prev + 1) & ((1 << (card - prev - 1)) - 1)
        ):
            groups[-1].append(card)
        else:
            groups.append([card])
        prev = card
    return groups
