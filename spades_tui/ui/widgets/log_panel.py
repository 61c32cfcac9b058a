"""The side log: the newest lines that fit, chosen when it is drawn at its laid-out size."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from rich.console import OverflowMethod
from rich.text import Text
from textual.widgets import Static

# Rows a line left out would leave blank above the newer ones before its end is shown cut.
CUT_ROWS = 3


class LogPanel(Static):
    """Holds every line; each paint shows the last ones its height allows.

    The choice is made in ``render``, when the panel's final height is known: a count taken
    earlier (before the panels above grew or shrank) let the newest lines fall off the end.
    A line longer than the panel is wrapped, the rest indented, rather than cut: at 80
    columns the panel is about 20 wide and a cut line lost the very words that mattered.
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines: Sequence[str] = ()
        self.overflow: OverflowMethod = "ellipsis"

    def show(self, lines: Sequence[str], overflow: OverflowMethod) -> None:
        if (tuple(lines), overflow) == (tuple(self.lines), self.overflow):
            return  # a repaint of the table with nothing new for the log
        self.lines, self.overflow = lines, overflow
        self.refresh()

    def render(self) -> Text:
        room = self.content_size.height or 12  # before the first layout there is no height
        width = self.content_size.width or 30
        rows: list[str] = []
        for line in reversed(self.lines[-room:]):
            wrapped = textwrap.wrap(line, width, subsequent_indent="  ") or [""]
            left = room - len(rows)
            if len(wrapped) > left:
                # A line shows whole, but one so long (a computer's reason for its bid) that
                # it would leave rows of the panel blank is cut at its top, marked.
                if left >= CUT_ROWS:
                    rows[:0] = ["…" + wrapped[-left].lstrip(), *wrapped[len(wrapped) - left + 1 :]]
                break
            rows[:0] = wrapped
        # A single word longer than the panel still gets the overflow mark.
        return Text("\n".join(rows), style="dim", no_wrap=True, overflow=self.overflow)
