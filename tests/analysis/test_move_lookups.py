"""The search's looked-up helpers (``engine.moves``) against their plain definitions.

``shape`` and the runs of equivalent cards are read from tables filled as the search meets
new suits; these tests work each one out card by card instead and compare, on random
positions of whole hands and after the tables have been emptied.
"""

from __future__ import annotations

import random

import pytest

from spades_tui.engine import moves
from spades_tui.engine.moves import _representatives, shape


def plain_shape(h0: int, live: int, led: int) -> int:
    """Who holds each live card of each suit, in rank order, above a 1 marking the count."""
    out = 0
    for suit in range(4):
        squeezed, k = 0, 0
        for rank in range(13):
            card = suit * 13 + rank
            if live >> card & 1:
                squeezed |= (h0 >> card & 1) << k
                k += 1
        out = out << 14 | squeezed | 1 << k
    if led >= 0:
        below = sum(1 for c in range(led - led % 13, led) if live >> c & 1)
        out |= (led // 13 * 13 + below + 1) << 56
    return out


def plain_runs(legal: int, live: int) -> list[int]:
    """Each legal card whose next live card below it, in its suit, is not a legal one."""
    out = []
    for card in range(52):
        if not legal >> card & 1:
            continue
        below = [c for c in range(card - card % 13, card) if live >> c & 1]
        if not below or not legal >> below[-1] & 1:
            out.append(card)
    return out


def positions(seed: int, count: int):
    """(hand 0, live cards, led card, legal cards) of random whole-hand positions."""
    rng = random.Random(seed)
    for _ in range(count):
        deck = rng.sample(range(52), 26)
        gone = rng.randrange(13)
        h0, h1 = set(deck[gone:13]), set(deck[13 + gone :])
        led = -1
        if h1 and rng.random() < 0.5:
            led = rng.choice(sorted(h1))
            h1.discard(led)
        live = sum(1 << c for c in h0 | h1) | (1 << led if led >= 0 else 0)
        mover = h0 if rng.random() < 0.5 else h1
        legal = sum(1 << c for c in mover if led < 0 or c // 13 == led // 13) or sum(
            1 << c for c in mover
        )
        yield sum(1 << c for c in h0), live, led, legal


def test_looked_up_shapes_and_runs_match_their_plain_definitions() -> None:
    for h0, live, led, legal in positions(seed=5, count=2000):
        assert shape(h0, live, led) == plain_shape(h0, live, led)
        assert _representatives(legal, live) == plain_runs(legal, live)


def test_the_lookup_tables_stay_bounded_and_right_once_emptied(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A player who reviews hand after hand must not see them grow without end.
    monkeypatch.setattr(moves, "_KEPT", 50)
    tables = (moves._SQUEEZED, moves._HIGH, moves._LOW, moves._RUNS_HIGH, moves._RUNS_LOW)
    for h0, live, led, legal in positions(seed=9, count=500):
        assert shape(h0, live, led) == plain_shape(h0, live, led)
        assert _representatives(legal, live) == plain_runs(legal, live)
        assert all(len(table) <= 50 for table in tables)
