"""Both players' running scores over the hands of a game, as a line chart."""

from __future__ import annotations

from collections.abc import Sequence

from textual_plotext import PlotextPlot

from spades_tui.core.events import SeatResult

SERIES_COLOURS = ("cyan", "orange")


class ScoreChart(PlotextPlot):
    def __init__(
        self,
        names: Sequence[str],
        history: Sequence[tuple[SeatResult, SeatResult]],
        ascii_only: bool = False,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.names, self.history, self.ascii_only = names, history, ascii_only

    def on_mount(self) -> None:
        plt = self.plt
        hands = list(range(len(self.history) + 1))
        marker = "dot" if self.ascii_only else "braille"
        for seat in (0, 1):
            scores = [0] + [hand[seat].score for hand in self.history]
            plt.plot(
                hands, scores, label=self.names[seat], marker=marker, color=SERIES_COLOURS[seat]
            )
        plt.title("Score after each hand")
        plt.xticks(hands if len(hands) <= 12 else hands[:: max(1, len(hands) // 10)])
        plt.xlabel("hand")
