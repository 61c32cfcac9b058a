"""The game-over chart's side shows whole, round scores within the game's range."""

from __future__ import annotations

from itertools import pairwise

import pytest
from textual.app import App, ComposeResult

from spades_tui import i18n
from spades_tui.core.events import SeatResult
from spades_tui.ui.widgets.score_chart import ScoreChart, score_ticks


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


def _result(score: int) -> SeatResult:
    return SeatResult(3, False, 3, 30, 0, 0, score, 0)


async def _drawn(scores: list[tuple[int, int]]) -> str:
    """The chart of a game whose totals after each hand were ``scores``, as text."""
    chart = ScoreChart(["Ann", "Bob"], [(_result(a), _result(b)) for a, b in scores])

    class ChartApp(App[None]):
        def compose(self) -> ComposeResult:
            yield chart

    async with ChartApp().run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        return str(chart.plt.build())


async def _side_of_a_chart(language: str) -> str:
    """The chart drawn for a game that went below zero, as text."""
    i18n.use(language)
    try:
        return await _drawn([(-120, 60), (-200, 150)])
    finally:
        i18n.use("en")


async def test_a_hungarian_chart_writes_its_negative_scores_with_a_minus_sign() -> None:
    side = await _side_of_a_chart("hu")
    assert "−200" in side and "-200" not in side


async def test_an_english_chart_writes_them_with_the_minus_sign_too() -> None:
    side = await _side_of_a_chart("en")
    assert "−200" in side and "-200" not in side


async def test_the_two_lines_are_drawn_in_marks_of_their_own() -> None:
    """Both lines were drawn in the same half blocks, told apart by colour alone, which a
    player who does not see the colours (or a monochrome terminal) could not."""
    import re

    side = re.sub(r"\x1b\[[0-9;]*m", "", await _side_of_a_chart("en"))
    lines = side.splitlines()
    ann = next(line for line in lines if "Ann" in line).split("Ann")[0]
    bob = next(line for line in lines if "Bob" in line).split("Bob")[0]
    assert "•" in bob and "•" not in ann and "▞" in ann
    below = lines[lines.index(next(line for line in lines if "Bob" in line)) + 1 :]
    assert any("•" in line for line in below)  # the second line itself, under the legend


async def test_the_legend_stands_clear_of_the_lines() -> None:
    # plotext draws the legend at the top left, over whatever line runs there: with Bob's
    # score at its highest, dots ran through "Bob" and beside "Ann".
    import re

    drawn = re.sub(r"\x1b\[[0-9;]*m", "", await _drawn([(-20, 150), (-60, 160), (-80, 100)]))
    legend = [line for line in drawn.splitlines() if "Ann" in line or "Bob" in line]
    assert len(legend) == 2
    for line in legend:
        _marks, _name, rest = line.partition("Ann" if "Ann" in line else "Bob")
        assert set(rest) <= {" ", "│"}, line  # nothing drawn beyond the name
