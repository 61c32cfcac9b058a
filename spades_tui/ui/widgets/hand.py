"""A row of cards with a cursor: legal cards bright, others dimmed, marked cards lifted."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from spades_tui.ui.cardtext import BLACK, RED, is_red, label

CELL = 4  # three characters of card and one of gap
DIM = "#8a8a8a on #4a4a4a"
CURSOR_FACE = "on #ffd54a"
MARK_FACE = "on #9ad0ff"


class HandRow(Widget):
    """Shows cards; clicking one posts ``Picked``. It knows nothing about rules."""

    DEFAULT_CSS = """
    HandRow { height: 2; width: 100%; }
    """

    class Picked(Message):
        def __init__(self, index: int) -> None:
            self.index = index
            super().__init__()

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: tuple[int, ...] = ()
        self.enabled: frozenset[int] = frozenset()
        self.marked: frozenset[int] = frozenset()
        self.cursor: int | None = None
        self.ascii_only = False

    def show(
        self,
        cards: Sequence[int],
        enabled: Collection[int] = (),
        cursor: int | None = None,
        marked: Collection[int] = (),
    ) -> None:
        self.cards = tuple(cards)
        self.enabled = frozenset(enabled)
        self.marked = frozenset(marked)
        self.cursor = cursor
        self.refresh()

    def render(self) -> Text:
        row = Text(no_wrap=True, overflow="crop")
        pointer = Text(no_wrap=True, overflow="crop")
        for i, card in enumerate(self.cards):
            face = "on #f4f1e8"
            if card in self.marked:
                face = MARK_FACE
            if i == self.cursor:
                face = CURSOR_FACE
            colour = RED if is_red(card) else BLACK
            style = f"bold {colour} {face}" if card in self.enabled else DIM
            row.append(label(card, self.ascii_only).rjust(3), style=style)
            row.append(" ")
            mark = "▲" if i == self.cursor else ("•" if card in self.marked else " ")
            if self.ascii_only:
                mark = {"▲": "^", "•": "*"}.get(mark, mark)
            pointer.append(f" {mark}  ", style="bold")
        return Text("\n").join([row, pointer])

    def on_click(self, event: events.Click) -> None:
        index = event.x // CELL
        if 0 <= index < len(self.cards) and event.x % CELL < 3:
            self.post_message(self.Picked(index))
