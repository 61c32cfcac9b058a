"""Cards drawn as little rounded boxes on a character canvas.

A canvas lets later cards cover earlier ones, which is how a fanned hand overlaps: each card
is painted whole at its place and the next one hides all of it but a slice.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from spades_tui.ui.cardtext import CardPalette, Glyphs, rank_name


@dataclass(frozen=True)
class CardShape:
    width: int
    height: int


class Canvas:
    """A grid of characters, each with its own style; blank cells keep the screen's colours."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.cells: list[list[tuple[str, Style]]] = [
            [(" ", Style.null())] * width for _ in range(height)
        ]

    def put(self, x: int, y: int, text: str, style: Style) -> None:
        if not 0 <= y < self.height:
            return
        row = self.cells[y]
        for char in text:
            # A wide character (中, 😀) covers two cells: the second is left empty, so the
            # row stays as wide as the canvas.
            width = cell_len(char)
            if x >= 0 and x + width <= self.width:
                row[x] = (char, style)
                for covered in range(x + 1, x + width):
                    row[covered] = ("", style)
            x += width

    def to_text(self) -> Text:
        out = Text(no_wrap=True, overflow="crop", end="")
        for y, row in enumerate(self.cells):
            if y:
                out.append("\n")
            run, run_style = "", Style.null()
            for char, style in row:
                if style != run_style and run:
                    out.append(run, run_style)
                    run = ""
                run_style = style
                run += char
            if run:
                out.append(run, run_style)
        return out


@dataclass(frozen=True)
class FaceLook:
    """How one face is coloured: its background, ink and edge."""

    face: str
    ink: str
    edge: str
    bold: bool = True


def face_look(
    card: int, palette: CardPalette, enabled: bool = True, background: str | None = None
) -> FaceLook:
    if not enabled:
        return FaceLook(palette["card-dim-face"], palette["card-dim-ink"], palette["card-dim-ink"])
    face = background or palette["card-face"]
    return FaceLook(face, palette.ink(card), palette["card-edge"])


def _frame(canvas: Canvas, x: int, y: int, shape: CardShape, g: Glyphs, style: Style) -> None:
    inner = shape.width - 2
    canvas.put(x, y, g.top_left + g.across * inner + g.top_right, style)
    for row in range(1, shape.height - 1):
        canvas.put(x, y + row, g.down + " " * inner + g.down, style)
    canvas.put(x, y + shape.height - 1, g.bottom_left + g.across * inner + g.bottom_right, style)


def paint_face(
    canvas: Canvas,
    x: int,
    y: int,
    shape: CardShape,
    card: int,
    look: FaceLook,
    g: Glyphs,
    mark: str = "",
    mark_colour: str = "",
    in_view: int | None = None,
) -> None:
    """Rank and suit top left; on taller cards the suit in the middle and the corner again.

    ``in_view``: the columns left in view when the next card of a fan covers the rest. The
    lower corner is drawn only when it shows whole: half of "10♥" would read as a "1".
    The frame closes on the next card's left edge: where that card sits a line higher or
    lower (a lifted card beside one that is not), the row it leaves uncovered would
    otherwise show this frame's corner hanging past that edge, cut off from its side.
    """
    edge = Style(color=look.edge, bgcolor=look.face)
    ink = Style(color=look.ink, bgcolor=look.face, bold=look.bold)
    covered = in_view is not None and in_view + 1 < shape.width
    frame = CardShape(in_view + 1, shape.height) if covered and in_view is not None else shape
    _frame(canvas, x, y, frame, g, edge)
    corner = rank_name(card) + g.suits[card // 13]
    canvas.put(x + 1, y + 1, corner, ink)
    inner = shape.width - 2
    if shape.height >= 5:
        canvas.put(x + 1 + (inner - 1) // 2, y + shape.height // 2, g.suits[card // 13], ink)
        lower = shape.width - 1 - len(corner)
        if in_view is None or lower + len(corner) <= in_view:
            canvas.put(x + lower, y + shape.height - 2, corner, ink)
    if mark:
        style = Style(color=mark_colour or look.ink, bgcolor=look.face, bold=True)
        canvas.put(x + 1, y + shape.height - 2, mark, style)


def paint_back(
    canvas: Canvas, x: int, y: int, shape: CardShape, palette: CardPalette, g: Glyphs
) -> None:
    style = Style(color=palette["card-back-ink"], bgcolor=palette["card-back"])
    _frame(canvas, x, y, shape, g, style)
    for row in range(1, shape.height - 1):
        canvas.put(x + 1, y + row, g.back * (shape.width - 2), style)


def paint_slot(canvas: Canvas, x: int, y: int, shape: CardShape, g: Glyphs) -> None:
    """An empty place where a card is still to come."""
    _frame(canvas, x, y, shape, g, Style(dim=True))
