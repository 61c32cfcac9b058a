"""The side log: the newest lines that fit, chosen when it is drawn at its laid-out size."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import OverflowMethod
from rich.text import Text
from textual.widgets import Static


class LogPanel(Static):
    """Holds every line; each paint shows the last ones its height allows.

    The choice is made in ``render``, when the panel's final height is known: a count taken
    earlier (before the panels above grew or shrank) let the newest lines fall off the end.
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines: Sequence[str] = ()
        self.overflow: OverflowMethod = "ellipsis"

    def show(self, lines: Sequence[str], overflow: OverflowMethod) -> None:
        self.lines, self.overflow = lines, overflow
        self.refresh()

    def render(self) -> Text:
        room = self.content_size.height or 12  # before the first layout there is no height
        newest = "\n".join(self.lines[-room:])
        return Text(newest, style="dim", no_wrap=True, overflow=self.overflow)
