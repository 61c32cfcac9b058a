"""How cards look on screen: rank and suit, red or black, or plain letters with --ascii."""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text

from spades_tui.core.actions import Action, Bid, DeclareDoubleNil, Exchange, Keep, Play, Reject
from spades_tui.core.cards import CARDS, Card, sort_key

RED = "#c0182a"
BLACK = "#101010"
FACE = "on #f4f1e8"


def label(card: int, ascii_only: bool = False) -> str:
    c = CARDS[card]
    return c.ascii_label if ascii_only else c.label


_ASCII_SUITS = str.maketrans("♠♥♦♣", "SHDC")


def plain(text: str, ascii_only: bool) -> str:
    """Text from the core (e.g. "You must follow ♥") with suit letters when asked for."""
    return text.translate(_ASCII_SUITS) if ascii_only else text


def is_red(card: int) -> bool:
    return card // 13 in (1, 2)


def card_text(card: int, ascii_only: bool = False, width: int = 0, style: str = "") -> Text:
    """One card on a light face, so black suits stay readable on a dark theme."""
    text = label(card, ascii_only)
    colour = RED if is_red(card) else BLACK
    return Text(text.rjust(width), style=style or f"bold {colour} {FACE}")


def cards_text(cards: Iterable[int], ascii_only: bool = False, sep: str = " ") -> Text:
    out = Text()
    for i, card in enumerate(cards):
        if i:
            out.append(sep)
        out.append_text(card_text(card, ascii_only))
    return out


def sorted_hand(cards: Iterable[int]) -> list[Card]:
    return sorted((CARDS[c] for c in cards), key=sort_key)


def bid_text(bid: int | None, double_nil: bool | None = False) -> str:
    if bid is None:
        return "–"
    if double_nil:
        return "double nil"
    return "nil" if bid == 0 else str(bid)


def describe(action: Action, ascii_only: bool = False) -> str:
    """An action in words, for hints and the log."""
    if isinstance(action, Play):
        return f"play {label(action.card, ascii_only)}"
    if isinstance(action, Keep):
        return "keep the card"
    if isinstance(action, Reject):
        return "reject the card"
    if isinstance(action, Bid):
        return "bid nil" if action.tricks == 0 else f"bid {action.tricks}"
    if isinstance(action, DeclareDoubleNil):
        return "declare double nil" if action.declare else "no double nil"
    if isinstance(action, Exchange):
        if not action.cards:
            return "exchange nothing"
        return "exchange " + " ".join(label(c, ascii_only) for c in action.cards)
    return str(action)
