"""A row of labelled choices (Keep / Reject, Yes / No) with a cursor; clicks pick one."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget


class ChoiceRow(Widget):
    DEFAULT_CSS = """
    ChoiceRow { height: 1; width: 100%; }
    """

    class Chosen(Message):
        def __init__(self, index: int) -> None:
            self.index = index
            super().__init__()

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.options: tuple[str, ...] = ()
        self.cursor = 0
        self.compact = False
        self._spans: list[tuple[int, int]] = []

    def show(self, options: Sequence[str], cursor: int = 0, compact: bool = False) -> None:
        if (tuple(options), cursor, compact) == (self.options, self.cursor, self.compact):
            return  # a repaint of the table with nothing new for the choices
        self.options = tuple(options)
        self.cursor = cursor
        self.compact = compact
        self.refresh()

    def render(self) -> Text:
        text = Text(no_wrap=True, overflow="crop")
        self._spans = []
        for i, option in enumerate(self.options):
            if i and not self.compact:
                text.append("  ")
            start = len(text)
            style = "bold reverse" if i == self.cursor else "bold"
            text.append(f" {option} " if self.compact else f"[ {option} ]", style=style)
            self._spans.append((start, len(text)))
        return text

    def on_click(self, event: events.Click) -> None:
        for i, (start, end) in enumerate(self._spans):
            if start <= event.x < end:
                self.post_message(self.Chosen(i))
