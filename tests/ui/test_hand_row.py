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
