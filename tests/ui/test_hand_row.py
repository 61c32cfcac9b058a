"""A row of face-up cards shows every card's corner, tens included, even when it is narrow."""

from __future__ import annotations

from textual.app import App, ComposeResult

from spades_tui.core.cards import parse_card
from spades_tui.ui.widgets.hand import HandRow

# Thirteen cards in four suits, a ten in each: as the replay shows the opponent's hand.
CODES = ("TS", "9S", "8S", "TH", "9H", "8H", "7H", "TC", "9C", "8C", "TD", "9D", "8D")
CARDS = [parse_card(c) for c in CODES]


class OneRow(App[None]):
    CSS = "HandRow { width: 56; }"

    def compose(self) -> ComposeResult:
        yield HandRow(id="row", backs=True)


async def test_every_ten_keeps_its_suit_in_a_narrow_row() -> None:
    app = OneRow()
    async with app.run_test(size=(80, 12)) as pilot:
        row = app.query_one(HandRow)
        row.show(CARDS)
        await pilot.pause()
        corners = row.render().plain.splitlines()[1]
        for ten in ("10♠", "10♥", "10♣", "10♦"):
            assert ten in corners, corners


def loose_corners(lines: list[str]) -> list[tuple[int, int]]:
    """Right-hand corners that close no frame: a top corner with nothing going down under it,
    or a bottom corner with nothing coming down into it (the next card's edge or corner)."""
    loose = []
    for y, line in enumerate(lines):
        for x, char in enumerate(line):
            below = lines[y + 1][x] if y + 1 < len(lines) and x < len(lines[y + 1]) else " "
            above = lines[y - 1][x] if y and x < len(lines[y - 1]) else " "
            if char == "╮" and below not in "│╭╮":
                loose.append((x, y))
            if char == "╯" and above not in "│╰╯":
                loose.append((x, y))
    return loose


async def test_lifted_and_lowered_cards_keep_their_frames_whole_in_large_cards() -> None:
    """At 120 columns the cards are wider than the slice each shows: a marked card lifted
    beside a lowered one (and the other way round) must not leave a corner hanging."""
    from ui_helpers import app_for, position

    from spades_tui.core.game import Phase

    game = position(5, stop=lambda g: g.phase is Phase.EXCHANGE, declare=(True, False))
    app = app_for(game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter", "space", "right", "right", "space", "right")
        row = app.screen.query_one("#hand", HandRow)
        assert row.large and len(row.marked) == 2
        lines = row.render().plain.splitlines()
        assert loose_corners(lines) == [], "\n".join(lines)


async def test_a_lifted_card_keeps_its_frame_whole_in_small_cards() -> None:
    app = OneRow()
    async with app.run_test(size=(80, 12)) as pilot:
        row = app.query_one(HandRow)
        row.backs = False
        for large in (False, True):
            row.set_look(large, row.palette, False)
            row.show(CARDS, cursor=4, marked=[CARDS[1], CARDS[2], CARDS[9]])
            await pilot.pause()
            lines = row.render().plain.splitlines()
            assert loose_corners(lines) == [], "\n".join(lines)


async def test_a_card_marked_for_the_exchange_carries_a_mark_the_cursors_card_does_not() -> None:
    """Marked cards and the cursor's card were both lifted, told apart by colour alone."""
    app = OneRow()
    async with app.run_test(size=(80, 12)) as pilot:
        row = app.query_one(HandRow)
        row.show(CARDS[:4], enabled=CARDS[:4], cursor=0, marked=[CARDS[2]])
        await pilot.pause()
        lines = row.render().plain.splitlines()
        marks = [(y, line.index("×")) for y, line in enumerate(lines) if "×" in line]
        assert len(marks) == 1  # on the marked card alone, not on the cursor's
        third = lines[1].index("8♠")  # the marked card lifts: its corner is on line 1
        assert marks[0][1] == third


async def test_a_note_sits_under_the_middle_of_its_card_not_its_left_edge() -> None:
    """The review's "=" sat under the card's left corner, reading as the border's, not the
    card's; each note is centred under the part of its card in view."""
    app = OneRow()
    async with app.run_test(size=(80, 12)) as pilot:
        row = app.query_one(HandRow)
        cards = CARDS[:4]
        row.show(
            cards, set(cards), notes={int(cards[0]): ("=", "green"), int(cards[3]): ("-9", "red")}
        )
        await pilot.pause()
        lines = row.render().plain.splitlines()
        notes = lines[-1]
        starts = row._starts
        first_end = min(starts[1], starts[0] + row.shape.width)
        at = notes.index("=") - row._offset
        assert starts[0] < at < first_end - 1  # inside the card's span, off its edges
        last = notes.index("-9") - row._offset
        assert starts[3] < last and last + 2 < starts[3] + row.shape.width


async def test_notes_too_wide_for_their_cards_give_their_short_form_not_one_long_figure() -> None:
    """At 80 columns the review wrote "−123−121−121" under three cards, one figure to the eye;
    cut to fit, "−123" would read "−12"."""
    app = OneRow()
    async with app.run_test(size=(80, 12)) as pilot:
        row = app.query_one(HandRow)
        notes = {int(card): ("\u2212123", "red", "\u2212") for card in CARDS}
        notes[int(CARDS[-1])] = ("\u2212121", "red", "\u2212")  # the last card has room
        notes[int(CARDS[5])] = ("=", "green", "=")
        row.show(CARDS, set(CARDS), notes=notes)
        await pilot.pause()
        line = row.render().plain.splitlines()[-1]
        assert "\u2212123" not in line and "\u221212" not in line.replace("\u2212121", "")
        assert line.split() == ["\u2212"] * 5 + ["="] + ["\u2212"] * 6 + ["\u2212121"]
