"""One hand as it unfolds, and the players: the game's state that the record writes out.

A ``HandState``'s fields are the record's fields for that hand; beside them it keeps working
state for speed and the immutable pieces a view is built from.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from spades_tui.core.actions import Action
from spades_tui.core.cards import Card
from spades_tui.core.events import SeatResult
from spades_tui.core.view import OwnDraftTurn, PlayedTrick


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    name: str
    kind: str = "human"  # "human" or "ai:<level>"


@dataclass(slots=True)
class DraftTurn:
    seat: int
    kept: Card
    discarded: Card
    rejected: bool


@dataclass(slots=True)
class ExchangeEntry:
    seat: int
    gave: tuple[Card, ...]
    got: tuple[Card, ...]


@dataclass(slots=True)
class BidEntry:
    seat: int
    bid: int
    double_nil: bool


@dataclass(slots=True)
class Trick:
    leader: int
    cards: list[Card]
    winner: int | None = None


@dataclass(slots=True)
class HandState:
    """One hand as it unfolds; its fields are the record's fields for that hand."""

    number: int
    first: int
    stock: list[Card]
    double_nil: list[bool | None] = field(default_factory=lambda: [None, None])
    draft: list[DraftTurn] = field(default_factory=list)
    exchange: list[ExchangeEntry] = field(default_factory=list)
    bids: list[BidEntry] = field(default_factory=list)
    tricks: list[Trick] = field(default_factory=list)
    result: tuple[SeatResult, SeatResult] | None = None
    # Working state, derivable from the fields above but kept for speed.
    hands: tuple[list[Card], list[Card]] = field(default_factory=lambda: ([], []))
    discards: list[Card] = field(default_factory=list)
    bid: list[int | None] = field(default_factory=lambda: [None, None])
    won: list[int] = field(default_factory=lambda: [0, 0])
    spades_broken: bool = False
    exchange_queue: list[int] = field(default_factory=list)
    # Decisions a seat took ahead of its turn (core/ahead.py), applied when their turn comes.
    ahead: tuple[list[Action], list[Action]] = field(default_factory=lambda: ([], []))
    # The pieces of a view, kept as immutable values so that building a view copies nothing
    # large and a view never changes when the game moves on. Each is replaced, never changed,
    # when what it shows changes.
    seen_view: list[tuple[OwnDraftTurn, ...]] = field(default_factory=lambda: [(), ()])
    played_view: tuple[PlayedTrick, ...] = ()  # the finished tricks
    tricks_view: tuple[PlayedTrick, ...] = ()  # and the one in progress, once begun
    double_nil_view: tuple[bool | None, bool | None] = (None, None)
    bids_view: tuple[int | None, int | None] = (None, None)
    exchanged_view: tuple[int | None, int | None] = (None, None)
    my_exchange: list[tuple[tuple[Card, ...], tuple[Card, ...]] | None] = field(
        default_factory=lambda: [None, None]
    )
    # A scored hand never changes, so its JSON is made once; saving after every action then
    # costs only the hand in progress.
    json_cache: str | None = None

    @property
    def second(self) -> int:
        return 1 - self.first

    @property
    def played(self) -> tuple[PlayedTrick, ...]:
        """The finished tricks of this hand, as views show them."""
        return self.played_view
