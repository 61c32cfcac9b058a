"""Cards and signs as plain text: rank letters in the player's language, suit symbols or
letters, and the drawing characters, with an ASCII set for terminals that lack the others.

Below the screens, because the record reader and the command line name cards too (a refused
decision in a record says which card); the screens' colours and faces are in ``ui.cardtext``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from rich.console import OverflowMethod

from spades_tui.i18n import current


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
    marked: str  # a card marked to be given in the exchange: it reads without colour too
    none: str  # an empty cell or side: a dash, not a hyphen (a hyphen joins words)
    overflow: OverflowMethod  # how a line too long for its box ends: Rich's ellipsis is not ASCII


UNICODE = Glyphs(
    "♠♥♦♣", "╭", "╮", "╰", "╯", "─", "│", "▒", "●", "○", "◆", "▶", "★", "·", "…", "—",
    "←→", "⏎", "−", "▲", "×", "–", "ellipsis",
)  # fmt: skip
ASCII = Glyphs(
    "SHDC", "+", "+", "+", "+", "-", "|", "#", "*", "o", "+", ">", "*", ".", "...", "-",
    "<-/->", "Enter", "-", "^", "x", "-", "crop",
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


class CardName(str):
    """A card's label for a sentence whose translation may give it an ending: ``{card:t}`` is
    its accusative and ``{card:a}``, ``{card:a-t}`` the same after its definite article (a
    4♦-t, az A♠). Hungarian reads a card by its rank word (négyes, ász, király, dáma, bubi),
    and every one of those takes -t; the article follows the rank's first sound (az ötös,
    az ász). Without a spec it is the label as it is."""

    def __format__(self, spec: str) -> str:
        from spades_tui.case_endings import article_and_case, with_article

        article, case = article_and_case(spec)
        if case not in ("", "t") or not spec:
            return str.__format__(str(self), spec)
        said = f"{self}-t" if case else str(self)
        return with_article(said, article)


def card_name(card: int, ascii_only: bool = False) -> CardName:
    """``card``'s label for a ``{field}`` a translation may write with an ending."""
    return CardName(label(int(card), ascii_only))


# Between the cards of a list in a sentence: Hungarian writes a comma (A♠, K♦), English
# has always run them with a space. Typography of card names, as the face letters are.
LIST_SEPARATOR = {"en": " ", "hu": ", "}
LAST_SEPARATOR = {"hu": " és "}


def list_separator() -> str:
    """What stands between two cards of a list in the language in use."""
    return LIST_SEPARATOR.get(current(), " ")


class CardList(str):
    """Cards named in a sentence; ``{cards:a-t}`` gives each its ending and article, as
    ``CardName`` does one card's (a K♠-t, az A♠-t)."""

    names: tuple[CardName, ...] = ()

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        said = [format(name, spec) for name in self.names]
        # Read as words in a sentence, the last card comes after "and" (a B♦-t, a K♦-t és az
        # A♣-t), which a bare list of labels after a colon does without.
        last = LAST_SEPARATOR.get(current())
        if last is None or len(said) < 2:
            return list_separator().join(said)
        return list_separator().join(said[:-1]) + last + said[-1]


def label_list(cards: Iterable[int], ascii_only: bool = False) -> CardList:
    """Cards named in a sentence, with the language's separator between them."""
    names = tuple(card_name(card, ascii_only) for card in cards)
    listed = CardList(list_separator().join(names))
    listed.names = names
    return listed


_ASCII_SIGNS = (
    {"…": "...", "—": "-", "–": "-", "−": "-"}
    | {"·": ".", "→": "->", "←": "<-", "⏎": "Enter", "★": "*", "▶": ">"}
    | {"●": "*", "○": "o", "◆": "+", "×": "x"}
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
