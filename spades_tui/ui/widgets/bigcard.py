"""The drawn card, drawn large so the draft decision has one clear focus."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from spades_tui.core.cards import CARDS, RANK_NAMES
from spades_tui.ui.cardtext import BLACK, RED, is_red


class BigCard(Widget):
    DEFAULT_CSS = """
    BigCard { width: 9; height: 5; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.card: int | None = None
        self.ascii_only = False

    def show(self, card: int | None) -> None:
        self.card = card
        self.refresh()

    def render(self) -> Text:
        if self.card is None:
            return Text("")
        card = CARDS[self.card]
        rank = RANK_NAMES[card.rank]
        suit = card.suit.letter if self.ascii_only else card.suit.symbol
        style = f"bold {RED if is_red(card) else BLACK} on #f4f1e8"
        lines = [
            " " * 7,
            f" {rank:<2}    ",
            f"   {suit}   ",
            f"    {rank:>2} ",
            " " * 7,
        ]
        return Text("\n").join(Text(line, style=style) for line in lines)
