"""How cards look on screen: rank and suit, the card colours, and plain letters with --ascii.

Card colours are theme variables (``card-face``, ``card-red`` ...), so a theme may restyle the
deck; ``CARD_VARIABLES`` holds the defaults. The face stays light in every theme and the ink
and edge stay dark, so a card reads the same on a dark screen and on a light one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from rich.console import OverflowMethod
from rich.text import Text

from spades_tui.core.actions import Action, Bid, DeclareDoubleNil, Exchange, Keep, Play, Reject
from spades_tui.core.cards import CARDS, Card, sort_key
from spades_tui.i18n import N_, _, current

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


@dataclass(frozen=True)
class Glyphs:
    """Every non-letter the table draws, so --ascii swaps them all in one place."""

    suits: str
    top_left: str
    top_right: str
    bottom_left: str
    bottom_right: str
    across: str
    down: str
    back: str
    pip_won: str
    pip_due: str
    pip_over: str
    lead: str
    win: str
    dot: str
    ellipsis: str
    dash: str
    arrows: str
    enter: str
    minus: str
    cursor: str
    overflow: OverflowMethod  # how a line too long for its box ends: Rich's ellipsis is not ASCII


UNICODE = Glyphs(
    "♠♥♦♣", "╭", "╮", "╰", "╯", "─", "│", "▒", "●", "○", "◆", "▶", "★", "·", "…", "—",
    "←→", "⏎", "−", "▲", "ellipsis",
)  # fmt: skip
ASCII = Glyphs(
    "SHDC", "+", "+", "+", "+", "-", "|", "#", "*", "o", "+", ">", "*", ".", "...", "-",
    "<-/->", "Enter", "-", "^", "crop",
)  # fmt: skip


# The face letters of jack, queen, king, ace in each language (Hungarian: bubi, dáma, király,
# ász). They are card faces, not sentences, so they live here rather than in the catalog.
FACE_LETTERS = {"en": "JQKA", "hu": "BDKA"}
# Suits as letters in plain ASCII. Hungarian cannot use S H D C: D is also the dáma, and the
# letters of its own suit words clash with ranks (K: király and kőr). Its suits are the small
# letters typed for them, p k r t (pikk, kőr, káRó, treff), after the capital rank letters:
# Dr is the dáma of káró, Kk the király of kőr, 10t the ten of treff.
ASCII_SUITS = {"en": "SHDC", "hu": "pkrt"}
_ASCII_IN = {language: replace(ASCII, suits=suits) for language, suits in ASCII_SUITS.items()}


def glyphs(ascii_only: bool) -> Glyphs:
    """The drawing characters; in plain ASCII the suits are letters of the language in use."""
    return _ASCII_IN.get(current(), ASCII) if ascii_only else UNICODE


def rank_name(card: int) -> str:
    rank = card % 13
    if rank < 9:
        return str(rank + 2)
    return FACE_LETTERS.get(current(), "JQKA")[rank - 9]


def suit_glyph(card: int, ascii_only: bool = False) -> str:
    return glyphs(ascii_only).suits[card // 13]


def label(card: int, ascii_only: bool = False) -> str:
    return rank_name(card) + glyphs(ascii_only).suits[card // 13]


_ASCII_SIGNS = (
    {"…": "...", "—": "-", "–": "-", "−": "-"}
    | {"·": ".", "→": "->", "←": "<-", "⏎": "Enter", "★": "*", "▶": ">"}
    | {"●": "*", "○": "o", "◆": "+"}
)
_ASCII_TEXT = {
    language: str.maketrans(dict(zip(UNICODE.suits, suits, strict=True)) | _ASCII_SIGNS)
    for language, suits in ASCII_SUITS.items()
}


def plain(text: str, ascii_only: bool) -> str:
    """Text from the core (e.g. "You must follow ♥") with plain letters when asked for."""
    if not ascii_only:
        return text
    return text.translate(_ASCII_TEXT.get(current(), _ASCII_TEXT["en"]))


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
        return "-" if ascii_only else "–"
    if double_nil:
        return _("double nil")
    return _("nil") if bid == 0 else str(bid)


def describe(action: Action, ascii_only: bool = False) -> str:
    """An action in words, for hints and the log."""
    if isinstance(action, Play):
        return _("play {card}").format(card=label(action.card, ascii_only))
    if isinstance(action, Keep):
        return _("keep the card")
    if isinstance(action, Reject):
        return _("reject the card")
    if isinstance(action, Bid):
        return _("bid nil") if action.tricks == 0 else _("bid {n}").format(n=action.tricks)
    if isinstance(action, DeclareDoubleNil):
        return _("declare double nil") if action.declare else _("no double nil")
    if isinstance(action, Exchange):
        if not action.cards:
            return _("exchange nothing")
        cards = " ".join(label(c, ascii_only) for c in action.cards)
        return _("exchange {cards}").format(cards=cards)
    return str(action)


SUIT_NAMES = (N_("spades"), N_("hearts"), N_("diamonds"), N_("clubs"))


def suit_word(suit: int) -> str:
    """The suit's name in the player's language (pikk, kőr, káró, treff)."""
    return _(SUIT_NAMES[suit])
