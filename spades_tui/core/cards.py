"""Cards as small integers with text codes.

A card is ``suit * 13 + rank`` so that sets of cards fit in an int bitmask for the computer
players, while ``Card`` (an ``int`` subclass, 52 shared instances) still prints as ``AS``.
"""

from __future__ import annotations

from enum import IntEnum


class Suit(IntEnum):
    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


RANK_CODES = "23456789TJQKA"
RANK_NAMES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = tuple(Suit)


class Card(int):
    """One of the 52 cards; use ``CARDS[i]`` or ``parse_card`` rather than the constructor."""

    __slots__ = ()

    @property
    def suit(self) -> Suit:
        return SUITS[self // 13]

    @property
    def rank(self) -> int:
        """0 for a two up to 12 for an ace."""
        return self % 13

    @property
    def code(self) -> str:
        return RANK_CODES[self % 13] + "SHDC"[self // 13]

    @property
    def label(self) -> str:
        """Rank and suit symbol, as shown on screen (``10♥``)."""
        return RANK_NAMES[self % 13] + "♠♥♦♣"[self // 13]

    @property
    def ascii_label(self) -> str:
        return RANK_NAMES[self % 13] + "SHDC"[self // 13]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(52))
_BY_CODE = {c.code: c for c in CARDS}
DECK: tuple[Card, ...] = CARDS


def card_of(suit: int, rank: int) -> Card:
    return CARDS[suit * 13 + rank]


def parse_card(text: str) -> Card:
    """Read a card code: ``AS``, ``th``, ``10h`` (case and a leading ``10`` are forgiven)."""
    if not isinstance(text, str):
        raise ValueError(f"a card code must be text, got {text!r}")
    code = text.strip().upper()
    if code.startswith("10"):
        code = "T" + code[2:]
    card = _BY_CODE.get(code)
    if card is None:
        raise ValueError(f"{text!r} is not a card code (rank 2-9 T J Q K A + suit S H D C)")
    return card


def codes(cards: object) -> list[str]:
    return [CARDS[c].code for c in cards]  # type: ignore[attr-defined]


def sort_key(card: int) -> tuple[int, int]:
    """Hand order on screen: spades, hearts, clubs, diamonds alternate colours; high first."""
    return (_SUIT_ORDER[card // 13], -(card % 13))


_SUIT_ORDER = (0, 1, 3, 2)
