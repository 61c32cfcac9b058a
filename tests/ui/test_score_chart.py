"""The game-over chart's side shows whole, round scores within the game's range."""

from __future__ import annotations

from itertools import pairwise

import pytest

from spades_tui.ui.widgets.score_chart import score_ticks


@pytest.mark.parametrize(
    ("low", "high"), [(-149, 68), (0, 512), (-23, 0), (0, 0), (-350, 1200), (37, 41)]
)
def test_ticks_are_round_and_inside_the_range(low: int, high: int) -> None:
    ticks = score_ticks(low, high)
    assert ticks, "at least one tick"
    assert all(low <= t <= high for t in ticks)
    assert len(ticks) <= 7
    steps = {b - a for a, b in pairwise(ticks)}
    assert len(steps) <= 1 and all(s % 10 == 0 for s in steps)
    if low <= 0 <= high:
        assert 0 in ticks
