"""The play policy's playout when each seat knows only its own cards (``unseen``)."""

from __future__ import annotations

import random

from spades_tui.engine import ALL_CARDS, PlayState
from spades_tui.players.policy import Contract, Seat, playout


def _deals(count: int) -> list[tuple[int, int]]:
    rng = random.Random(11)
    out = []
    for _ in range(count):
        cards = rng.sample(range(52), 26)
        out.append((sum(1 << c for c in cards[:13]), sum(1 << c for c in cards[13:])))
    return out


CONTRACTS = [Contract((Seat(a, 0), Seat(b, 0)), 10, 100) for a, b in ((4, 5), (0, 6), (7, 3))]


def test_knowing_exactly_the_other_hand_plays_as_face_up() -> None:
    # Told exactly the other's cards, each seat narrows them by what is played and shown out
    # of, and so always sees the other's real hand: the same play as the face-up playout.
    for h0, h1 in _deals(60):
        for contract in CONTRACTS:
            for leader in (0, 1):
                start = PlayState(h0, h1, leader)
                assert playout(start, contract, (h1, h0)) == playout(start, contract)


def test_not_knowing_the_other_hand_changes_some_results() -> None:
    differ = 0
    for h0, h1 in _deals(60):
        start = PlayState(h0, h1, 1)
        unseen = (ALL_CARDS & ~h0, ALL_CARDS & ~h1)
        differ += playout(start, CONTRACTS[0], unseen) != playout(start, CONTRACTS[0])
    assert differ > 0
