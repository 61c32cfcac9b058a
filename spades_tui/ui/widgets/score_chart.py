"""Both players' running scores over the hands of a game, as a line chart."""

from __future__ import annotations

from collections.abc import Sequence

from textual_plotext import PlotextPlot

from spades_tui.core.events import SeatResult
from spades_tui.i18n import _, points

SERIES_COLOURS = ("cyan", "orange")
LEGEND_ROOM = 0.3  # of the scores' range, left empty above them


class ScoreChart(PlotextPlot):
    def __init__(
        self,
        names: Sequence[str],
        history: Sequence[tuple[SeatResult, SeatResult]],
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.names, self.history = names, history

    def on_mount(self) -> None:
        plt = self.plt
        hands = list(range(len(self.history) + 1))
        # Half blocks: every monospaced font that draws box lines has them; not so braille.
        # The second line is drawn in a mark of its own, so the two tell apart without colour.
        markers = ("hd", "*" if getattr(self.app, "ascii_only", False) else "•")
        for seat in (0, 1):
            scores = [0] + [hand[seat].score for hand in self.history]
            plt.plot(
                hands,
                scores,
                label=self.names[seat],
                marker=markers[seat],
                color=SERIES_COLOURS[seat],
            )
        plt.title(_("Score after each hand"))
        plt.xticks(hands if len(hands) <= 12 else hands[:: max(1, len(hands) // 10)])
        plt.xlabel(_("hand"))
        every = [0] + [hand[seat].score for hand in self.history for seat in (0, 1)]
        ticks = score_ticks(min(every), max(every))
        # Written as every score is: Hungarian has a minus sign (−100) and spaced thousands.
        ascii_only = bool(getattr(self.app, "ascii_only", False))
        plt.yticks(ticks, [points(tick, ascii_only=ascii_only) for tick in ticks])
        # Room above the highest score for the legend, which plotext draws at the top left,
        # over the lines there.
        low, high = min(every), max(every)
        plt.ylim(low, high + LEGEND_ROOM * max(high - low, 10))


def score_ticks(low: int, high: int, most: int = 4) -> list[int]:
    """Whole, round scores for the chart's side (plotext would print 31.8 and -4.3)."""
    span = max(high - low, 1)
    step = next(
        s for s in (10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10**9) if span / s <= most
    )
    first = -(-low // step) * step  # the first multiple of step at or above low
    return list(range(first, high + 1, step))
