"""How cards look on screen: rank and suit, the card colours, and plain letters with --ascii.

Card colours are theme variables (``card-face``, ``card-red`` ...), so a theme may restyle the
deck; ``CARD_VARIABLES`` holds the defaults. The face stays light in every theme and the ink
and edge stay dark, so a card reads the same on a dark screen and on a light one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from rich.text import Text

from spades_tui.core.cards import CARDS, Card, sort_key
from spades_tui.i18n import N_, _

# Cards as plain text live below the screens (the record reader names cards too); the
# screens take them from here with the rest of how a card looks.
from spades_tui.words.cards import (  # noqa: F401
    FACE_LETTERS,
    Glyphs,
    glyphs,
    label,
    plain,
    rank_name,
)

CARD_VARIABLES: dict[str, str] = {
    "card-face": "#f7f4ea",
    "card-edge": "#4d4d4d",
    "card-black": "#141414",
    "card-red": "#b8142a",
    "card-green": "#17692a",  # clubs in the four-colour deck
    "card-blue": "#1746a8",  # diamonds in the four-colour deck
    "card-dim-face": "#bdbab1",  # a card that cannot be played now
    "card-dim-ink": "#4a4a4a",
    "card-cursor": "#ffd54a",
    "card-mark": "#a8d4ff",
    "card-back": "#24508f",
    "card-back-ink": "#9fb8e0",
    "card-danger": "#c2002f",
}

RED = CARD_VARIABLES["card-red"]
BLACK = CARD_VARIABLES["card-black"]
FACE = f"on {CARD_VARIABLES['card-face']}"


@dataclass(frozen=True)
class CardPalette:
    """The card colours in use: theme variables over the defaults, and the deck's inks."""

    colours: Mapping[str, str]
    four_colour: bool = False

    @classmethod
    def from_variables(cls, variables: Mapping[str, str], four_colour: bool = False) -> CardPalette:
        merged = dict(CARD_VARIABLES)
        merged.update({k: v for k, v in variables.items() if k in CARD_VARIABLES})
        return cls(merged, four_colour)

    def __getitem__(self, name: str) -> str:
        return self.colours[name]

    def ink(self, card: int) -> str:
        suit = card // 13
        if self.four_colour and suit == 3:
            return self.colours["card-green"]
        if self.four_colour and suit == 2:
            return self.colours["card-blue"]
        return self.colours["card-red" if suit in (1, 2) else "card-black"]


DEFAULT_PALETTE = CardPalette(CARD_VARIABLES)


def is_red(card: int) -> bool:
    return card // 13 in (1, 2)


def card_text(
    card: int,
    ascii_only: bool = False,
    width: int = 0,
    style: str = "",
    palette: CardPalette = DEFAULT_PALETTE,
) -> Text:
    """One card on a light face, so black suits stay readable on a dark theme."""
    text = label(card, ascii_only)
    return Text(
        text.rjust(width), style=style or f"bold {palette.ink(card)} on {palette['card-face']}"
    )


def cards_text(
    cards: Iterable[int],
    ascii_only: bool = False,
    sep: str = " ",
    palette: CardPalette = DEFAULT_PALETTE,
) -> Text:
    out = Text()
    for i, card in enumerate(cards):
        if i:
            out.append(sep)
        out.append_text(card_text(card, ascii_only, palette=palette))
    return out


def sorted_hand(cards: Iterable[int]) -> list[Card]:
    return sorted((CARDS[c] for c in cards), key=sort_key)


def bid_text(bid: int | None, double_nil: bool | None = False, ascii_only: bool = False) -> str:
    if bid is None:
        return glyphs(ascii_only).none
    if double_nil:
        return _("double nil")
    return _("nil") if bid == 0 else str(bid)


SUIT_NAMES = (N_("spades"), N_("hearts"), N_("diamonds"), N_("clubs"))


def suit_word(suit: int) -> str:
    """The suit's name in the player's language (pikk, kőr, káró, treff)."""
    return _(SUIT_NAMES[suit])
