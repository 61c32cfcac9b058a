"""What one seat knows about the deck: its own cards, and the cards it has not seen.

The draft variant rewards memory, so the table keeps the count for the player: for each suit,
the cards in the hand, then the ones whose place the seat does not know, which hold the
opponent's; the cards played and the discards it saw are left out, as they cannot be in the
opponent's hand (unless the opponent's double-nil exchange may have drawn them back).
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.widgets import Static

from spades_tui.core.view import PlayerView
from spades_tui.i18n import _
from spades_tui.ui.cardtext import DEFAULT_PALETTE, CardPalette, glyphs, rank_name
from spades_tui.ui.widgets.steady import set_border_title

RANKS = 13
SUIT_ROWS = (0, 1, 3, 2)  # the order of the hand on screen


# "♠ ", thirteen ranks (the ten is two characters) a space apart, " / " and a dash for an
# empty side: the widest a spaced row can be.
SPACED_WIDTH = 2 + 14 + 12 + 3 + 1


def memory_text(
    view: PlayerView,
    ascii_only: bool = False,
    palette: CardPalette = DEFAULT_PALETTE,
    width: int = SPACED_WIDTH,
) -> Text:
    """A row a suit: your cards, then after "/" the ones you have not seen. A card played, or
    seen going to the discards, is in neither: it cannot be in the opponent's hand. Words and
    plain characters only, so it reads the same without colour and in ASCII. The ranks stand
    a space apart, easier to read, when every row fits so in ``width`` columns; otherwise
    every row is squeezed but for a space beside each ten: one form for the panel, so the
    columns of the rows compare."""
    mine = set(view.hand)
    # Once the play has begun, an opponent with no card left can hold none of them.
    unseen = set(view.unseen_cards) if view.opponent_hand_size or not view.tricks else set()
    g = glyphs(ascii_only)
    # High to low, as the hand is sorted; the ten is "10", as on the cards.
    suits = [[suit * 13 + 12 - i for i in range(RANKS)] for suit in SUIT_ROWS]
    sides = [
        ([c for c in cards if c in mine], [c for c in cards if c in unseen]) for cards in suits
    ]
    spaced = all(_row_width(held, others, " ", g.none) <= width for held, others in sides)
    gap = " " if spaced else ""
    out = Text(no_wrap=True, overflow="crop", end="")
    for row, (suit, (held, others)) in enumerate(zip(SUIT_ROWS, sides, strict=True)):
        if row:
            out.append("\n")
        out.append(g.suits[suit] + " ", Style(bold=True))
        for card, text in _spelt(held, gap):
            out.append(
                text, Style(color=palette.ink(card), bgcolor=palette["card-face"], bold=True)
            )
        if not held:
            out.append(g.none, Style(dim=True))
        out.append(f"{gap}/{gap}", Style(dim=True))
        out.append(_side_text(others, gap) or g.none)
    out.append("\n")
    if view.exchanged[view.opponent]:
        # The discards seen are back on the right: "not seen" would no longer be true.
        out.append(_("yours / maybe theirs"), Style(dim=True))
    else:
        out.append(_("yours / not seen yet"), Style(dim=True))
    return out


def _spelt(cards: list[int], gap: str) -> list[tuple[int, str]]:
    """Each card's rank with what stands before it: ``gap`` between two ranks, and a space
    beside a ten even where the ranks are squeezed, as its two digits would run into their
    neighbours ("J1098": a one, a ten or a nine?). Squeezed, the widest row, a whole suit on
    one side, is then 20 columns: the panel's width at 80 columns."""
    out = []
    for i, card in enumerate(cards):
        rank = rank_name(card)
        before = ""
        if i:
            ten_beside = max(len(rank), len(rank_name(cards[i - 1]))) > 1
            before = " " if ten_beside else gap
        out.append((card, before + rank))
    return out


def _side_text(cards: list[int], gap: str) -> str:
    return "".join(text for _card, text in _spelt(cards, gap))


def _row_width(held: list[int], others: list[int], gap: str, none: str) -> int:
    """The columns of a suit's row: "♠ ", your ranks, the "/" and the ranks not seen."""
    return (
        2
        + len(_side_text(held, gap) or none)
        + len(f"{gap}/{gap}")
        + len(_side_text(others, gap) or none)
    )


class MemoryPanel(Static):
    DEFAULT_CSS = """
    MemoryPanel { height: auto; border: round $primary; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = _("What you know")
        self._shown: tuple[PlayerView, bool, CardPalette] | None = None

    def show(self, view: PlayerView, ascii_only: bool, palette: CardPalette) -> None:
        set_border_title(self, _("What you know"))  # again: the language may have changed
        if self._shown == (view, ascii_only, palette):
            return  # a repaint of the table with nothing new for this panel
        self._shown = (view, ascii_only, palette)
        self.refresh(layout=True)

    def render(self) -> Text:
        # Made when painted, at the panel's own width: where a row fits, its ranks stand apart.
        if self._shown is None:
            return Text()
        view, ascii_only, palette = self._shown
        return memory_text(view, ascii_only, palette, self.content_size.width)
