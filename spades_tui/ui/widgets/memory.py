"""What one seat knows about the deck: its own cards, the discards it saw, the cards played.

The draft variant rewards memory, so the table keeps the count for the player: a grid of the
thirteen ranks of each suit, each rank styled by what is known of it.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.widgets import Static

from spades_tui.core.view import PlayerView
from spades_tui.i18n import _
from spades_tui.ui.cardtext import DEFAULT_PALETTE, CardPalette, glyphs, rank_name

RANKS = 13
SUIT_ROWS = (0, 1, 3, 2)  # the order of the hand on screen


def known_cards(view: PlayerView) -> tuple[set[int], set[int], set[int]]:
    """This seat's cards, the discards it saw, and the cards played this hand."""
    mine = set(view.hand)
    discarded = set(view.seen_discards)
    if view.my_exchange is not None:
        gave, _ = view.my_exchange
        discarded |= set(gave)  # cards given away went back to the discards
    played = set(view.played_cards)
    return mine, discarded - played - mine, played


# "♠ " and thirteen ranks (the ten is two characters) with a space between each.
SPACED_WIDTH = 2 + 14 + 12


def memory_text(
    view: PlayerView,
    ascii_only: bool = False,
    palette: CardPalette = DEFAULT_PALETTE,
    spaced: bool = False,
) -> Text:
    """The grid; ``spaced`` puts a space between ranks, easier to read where there is room."""
    mine, discarded, played = known_cards(view)
    g = glyphs(ascii_only)
    gone = Style(dim=True, strike=True)
    out = Text(no_wrap=True, overflow="crop", end="")
    for row, suit in enumerate(SUIT_ROWS):
        if row:
            out.append("\n")
        out.append(g.suits[suit] + " ", Style(bold=True))
        for i in range(RANKS):
            if spaced and i:
                out.append(" ")
            card = suit * 13 + 12 - i
            rank = rank_name(card)  # the ten is "10", as on the cards, in every suit's row
            if card in mine:
                out.append(
                    rank, Style(color=palette.ink(card), bgcolor=palette["card-face"], bold=True)
                )
            elif card in discarded:
                out.append(rank, gone)
            elif card in played:
                out.append(g.dot.rjust(len(rank)), Style(dim=True))  # columns stay put
            else:
                out.append(rank)
    out.append("\n")
    out.append("K", Style(color=palette["card-black"], bgcolor=palette["card-face"], bold=True))
    out.append(" " + _("mine") + " ", Style(dim=True))
    out.append("K", gone)
    out.append(" " + _("out") + " " + g.dot + _("played"), Style(dim=True))
    return out


class MemoryPanel(Static):
    DEFAULT_CSS = """
    MemoryPanel { height: auto; border: round $primary; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = _("What you know")
        self._shown: tuple[PlayerView, bool, CardPalette] | None = None

    def show(self, view: PlayerView, ascii_only: bool, palette: CardPalette) -> None:
        self.border_title = _("What you know")  # again: the language may have changed
        self._shown = (view, ascii_only, palette)
        self.refresh(layout=True)

    def render(self) -> Text:
        # Made when painted, at the panel's own width: a wide side panel spaces the ranks.
        if self._shown is None:
            return Text()
        view, ascii_only, palette = self._shown
        spaced = self.content_size.width >= SPACED_WIDTH
        return memory_text(view, ascii_only, palette, spaced)
