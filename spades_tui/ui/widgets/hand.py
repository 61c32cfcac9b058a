"""A fanned row of cards: a hand face up, or an opponent's card backs.

The cursor's card and marked cards are lifted a line, and a marked card carries a ×; cards
that cannot be played now are dimmed; cards flagged as dangerous carry a !. A review writes a
few characters under cards (``notes``, a line of its own) and points at the card played.
Clicking a card posts ``Picked``.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from rich.style import Style
from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from spades_tui.ui.cardtext import DEFAULT_PALETTE, CardPalette, glyphs
from spades_tui.ui.widgets.cardface import Canvas, CardShape, face_look, paint_back, paint_face
from spades_tui.words.cards import Glyphs

FACE_SHAPES = {False: CardShape(6, 4), True: CardShape(8, 6)}
BACK_SHAPES = {False: CardShape(4, 3), True: CardShape(6, 4)}
FACE_SLICE = {False: 4, True: 6}  # columns of each covered card that stay in view
BACK_SLICE = {False: 2, True: 3}
SUIT_GAP = 1
# What is written under a card: (text, colour), or (text, colour, a shorter text).
Note = tuple[str, str] | tuple[str, str, str]


class HandRow(Widget):
    """Shows cards; it knows nothing about rules, only what it is told to mark."""

    DEFAULT_CSS = """
    HandRow { height: 5; width: 100%; }
    """

    class Picked(Message):
        def __init__(self, index: int, row: HandRow | None = None) -> None:
            self.index = index
            self.row = row  # which row was clicked, where a screen shows two
            super().__init__()

        @property
        def control(self) -> HandRow | None:
            return self.row

    def __init__(self, *, id: str | None = None, backs: bool = False) -> None:
        # backs: the opponent's row, which never lifts a card.
        super().__init__(id=id)
        self.backs = backs
        self.cards: tuple[int, ...] = ()
        self.back_count = 0
        self.enabled: frozenset[int] = frozenset()
        self.marked: frozenset[int] = frozenset()
        self.danger: frozenset[int] = frozenset()
        self.cursor: int | None = None
        self.notes: Mapping[int, Note] = {}
        self.pointed: int | None = None
        self.ascii_only = False
        self.large = False
        self.palette: CardPalette = DEFAULT_PALETTE
        self._starts: list[int] = []
        self._offset = 0
        self._apply_height()

    # ------------------------------------------------------------------ what the screen sets
    def show(
        self,
        cards: Sequence[int],
        enabled: Collection[int] = (),
        cursor: int | None = None,
        marked: Collection[int] = (),
        danger: Collection[int] = (),
        notes: Mapping[int, Note] | None = None,
        pointed: int | None = None,
    ) -> None:
        """``notes``: card -> (text, colour) written under the card, or (text, colour, short)
        with a shorter text for where the whole one would run into the next card's note;
        ``pointed``: a card shown as the cursor's and marked on its face, so it reads without
        colour too."""
        self._set_state(
            tuple(cards),
            0,
            frozenset(enabled),
            frozenset(marked),
            frozenset(danger),
            cursor,
            dict(notes or {}),
            pointed,
        )

    def show_backs(self, count: int) -> None:
        self._set_state((), count, self.enabled, frozenset(), frozenset(), None, {}, None)

    # What the row shows, beside its look: a repaint that brings the same is let go by.
    _SHOWN = ("cards", "back_count", "enabled", "marked", "danger", "cursor", "notes", "pointed")

    def _state(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self._SHOWN)

    def _set_state(self, *state: object) -> None:
        if state == self._state():
            return  # a repaint of the table with nothing new for this row
        for name, value in zip(self._SHOWN, state, strict=True):
            setattr(self, name, value)
        self._apply_height()
        self.refresh()

    def set_look(self, large: bool, palette: CardPalette, ascii_only: bool) -> None:
        self.large, self.palette, self.ascii_only = large, palette, ascii_only
        self._apply_height()
        self.refresh()

    # ------------------------------------------------------------------ geometry
    @property
    def face_down(self) -> bool:
        return self.back_count > 0 and not self.cards

    @property
    def shape(self) -> CardShape:
        return (BACK_SHAPES if self.face_down else FACE_SHAPES)[self.large]

    @property
    def lift(self) -> int:
        return 0 if self.backs else 1

    @property
    def note_rows(self) -> int:
        return 1 if self.notes and not self.face_down else 0

    def _apply_height(self) -> None:
        height = self.shape.height + self.lift + self.note_rows
        if self.styles.height is None or self.styles.height.value != height:
            self.styles.height = height

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # As tall as its cards, whatever the width: a grid row sized to fit the hand asks
        # with the width of one column, and the canvas's lines would be wrapped to it.
        return self.shape.height + self.lift + self.note_rows

    def _layout(self, width: int) -> tuple[list[int], int]:
        """Where each card starts, and the whole fan's width, spread wider when few."""
        count = self.back_count if self.face_down else len(self.cards)
        if not count:
            return [], 0
        shape = self.shape
        gaps = [
            bool(i) and not self.face_down and self.cards[i] // 13 != self.cards[i - 1] // 13
            for i in range(count)
        ]
        gap_total = SUIT_GAP * sum(gaps)
        step = (BACK_SLICE if self.backs else FACE_SLICE)[self.large]
        # The gaps between suits go first when they would leave a face too narrow to show its
        # corner ("10♠" needs its three columns).
        narrow = (
            count > 1 and (width - shape.width - gap_total) // (count - 1) < FACE_SLICE[self.large]
        )
        if narrow and not self.face_down:
            gaps, gap_total = [False] * count, 0
        if count > 1:
            room = (width - shape.width - gap_total) // (count - 1)
            step = max(2, min(room, shape.width + 1 if not self.face_down else step))
        starts, x = [], 0
        for i in range(count):
            x += SUIT_GAP if gaps[i] else 0
            starts.append(x)
            x += step
        return starts, starts[-1] + shape.width

    def x_of(self, index: int) -> int:
        """The column of the card at ``index``, for clicks in tests and tools."""
        return self._offset + self._starts[index] + 1

    # ------------------------------------------------------------------ painting
    def render(self) -> Text:
        width = max(1, self.size.width)
        starts, total = self._layout(width)
        self._starts = starts
        self._offset = max(0, (width - total) // 2)
        canvas = Canvas(width, self.shape.height + self.lift + self.note_rows)
        g = glyphs(self.ascii_only)
        if self.face_down:
            for start in starts:
                paint_back(canvas, self._offset + start, 0, self.shape, self.palette, g)
            return canvas.to_text()
        for i, card in enumerate(self.cards):
            pointed = card == self.pointed
            lifted = i == self.cursor or card in self.marked or pointed
            background = None
            if card in self.marked:
                background = self.palette["card-mark"]
            if i == self.cursor or pointed:
                background = self.palette["card-cursor"]
            look = face_look(card, self.palette, card in self.enabled, background)
            mark = self._mark(card, pointed, g)
            y = 0 if lifted else self.lift
            covered_from = starts[i + 1] - starts[i] if i + 1 < len(starts) else None
            paint_face(
                canvas,
                self._offset + starts[i],
                y,
                self.shape,
                card,
                look,
                g,
                mark,
                self.palette["card-danger"] if card in self.danger else "",
                in_view=covered_from,
            )
        self._paint_notes(canvas, starts, width)
        return canvas.to_text()

    def _mark(self, card: int, pointed: bool, g: Glyphs) -> str:
        """What a card carries in its lower corner, so it reads without colour too."""
        if card in self.danger:
            return "!"
        if pointed:
            return g.cursor
        return g.marked if card in self.marked else ""

    def _paint_notes(self, canvas: Canvas, starts: list[int], width: int) -> None:
        """Each note centred under the part of its card in view, cut to fit there: written
        from the card's left edge, a short mark sat under its corner, apart from the card."""
        y = self.shape.height + self.lift
        for i, card in enumerate(self.cards):
            note = self.notes.get(card)
            if note is None:
                continue
            text, colour, *short = note
            end = starts[i + 1] if i + 1 < len(starts) else width - self._offset
            room = max(1, min(end, starts[i] + self.shape.width) - starts[i])
            after = self.cards[i + 1] if i + 1 < len(self.cards) else None
            if short and len(text) >= room and after in self.notes:
                text = short[0]  # "-123-121" read as one figure, and cut it would be wrong
            text = text[:room]
            bold = card == self.pointed
            style = Style(color=colour or None, bold=bold, underline=bold)
            canvas.put(self._offset + starts[i] + (room - len(text)) // 2, y, text, style)

    def on_click(self, event: events.Click) -> None:
        x = event.x - self._offset
        hit = [i for i, s in enumerate(self._starts) if s <= x < s + self.shape.width]
        if hit and not self.face_down:
            self.post_message(self.Picked(hit[-1], self))
