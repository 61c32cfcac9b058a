"""A few cards laid side by side, each with a caption: the trick, or the card drawn."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from spades_tui.ui.cardtext import DEFAULT_PALETTE, CardPalette, glyphs
from spades_tui.ui.short_name import cut_to_cells
from spades_tui.ui.widgets.cardface import (
    Canvas,
    CardShape,
    face_look,
    paint_back,
    paint_face,
    paint_slot,
)

SHAPES = {False: CardShape(7, 5), True: CardShape(9, 7)}
GUTTER = 4


@dataclass(frozen=True)
class Slot:
    card: int | None  # None: an empty place for a card still to come
    caption: str = ""
    note: str = ""
    face_down: bool = False
    faded: bool = False  # the card that lost a finished trick
    strong: bool = False  # the note is the news (the winner)


class TrickView(Widget):
    DEFAULT_CSS = """
    TrickView { height: 7; width: 24; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.slots: tuple[Slot, ...] = ()
        self.large = False
        self.ascii_only = False
        self.palette: CardPalette = DEFAULT_PALETTE
        self._resize()

    def show(self, slots: Sequence[Slot]) -> None:
        if tuple(slots) == self.slots:
            return  # a repaint of the table with nothing new for the trick
        self.slots = tuple(slots)
        self._resize()
        self.refresh()

    def set_look(self, large: bool, palette: CardPalette, ascii_only: bool) -> None:
        self.large, self.palette, self.ascii_only = large, palette, ascii_only
        self._resize()
        self.refresh()

    def _resize(self) -> None:
        shape = SHAPES[self.large]
        width = max(1, len(self.slots)) * (shape.width + GUTTER)
        height = shape.height + 2
        if self.styles.width is None or self.styles.width.value != width:
            self.styles.width = width
        if self.styles.height is None or self.styles.height.value != height:
            self.styles.height = height

    def render(self) -> Text:
        shape = SHAPES[self.large]
        g = glyphs(self.ascii_only)
        cell = shape.width + GUTTER
        canvas = Canvas(max(1, len(self.slots)) * cell, shape.height + 2)
        for i, slot in enumerate(self.slots):
            x = i * cell + GUTTER // 2
            if slot.card is None:
                paint_slot(canvas, x, 0, shape, g)
            elif slot.face_down:
                paint_back(canvas, x, 0, shape, self.palette, g)
            else:
                look = face_look(slot.card, self.palette, not slot.faded)
                paint_face(canvas, x, 0, shape, slot.card, look, g)
            for row, words, style in (
                (shape.height, slot.caption, Style(bold=True)),
                (shape.height + 1, slot.note, Style(bold=slot.strong, dim=not slot.strong)),
            ):
                words = _fit(words, cell - 1, g.ellipsis)  # a column apart from the next one
                canvas.put(i * cell + (cell - cell_len(words)) // 2, row, words, style)
        return canvas.to_text()


def _fit(words: str, room: int, ellipsis: str) -> str:
    """``words`` cut to ``room`` cells, the cut shown, so two long names never run together."""
    if cell_len(words) <= room:
        return words
    return cut_to_cells(words, max(0, room - len(ellipsis))) + ellipsis
