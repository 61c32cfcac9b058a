"""Everything that happens in a game, each event tagged with who may see it.

``audience`` is ``PUBLIC`` (-1) or the seat (0 or 1) the event is private to. The core hands a
subscriber only the events its audience allows, so a screen or a computer player that follows
one seat never receives the other seat's cards.

Events are plain slotted dataclasses rather than frozen ones because a frozen dataclass costs
three times as much to build, and simulations build millions; treat them as read-only.
"""

from __future__ import annotations

from dataclasses import dataclass

from spades_tui.core.cards import Card

PUBLIC = -1


@dataclass(slots=True)
class Event:
    """Written as plain JSON types by ``serial.event_to_dict``."""

    audience: int


@dataclass(slots=True)
class HandStarted(Event):
    hand: int
    first: int


@dataclass(slots=True)
class DoubleNilAnswered(Event):
    seat: int
    declared: bool
    offered: bool  # False when the rules did not allow the offer to this seat


@dataclass(slots=True)
class CardDrawn(Event):
    """The top stock card, shown only to its drawer."""

    seat: int
    card: Card
    turn: int  # 1..13, the drawer's own turn number


@dataclass(slots=True)
class DraftTurnTaken(Event):
    """Public: a draft turn ended (what was kept is not said)."""

    seat: int
    turn: int
    stock_left: int


@dataclass(slots=True)
class CardKept(Event):
    """Private: what the drawer kept, and the discard if they saw it (else None)."""

    seat: int
    kept: Card
    discarded: Card | None
    rejected: bool


@dataclass(slots=True)
class Exchanged(Event):
    """Public form says only the count; the private form also names the cards."""

    seat: int
    count: int
    gave: tuple[Card, ...] = ()
    got: tuple[Card, ...] = ()


@dataclass(slots=True)
class BidMade(Event):
    seat: int
    bid: int
    double_nil: bool


@dataclass(slots=True)
class CardPlayed(Event):
    seat: int
    card: Card


@dataclass(slots=True)
class SpadesBroken(Event):
    seat: int


@dataclass(slots=True)
class TrickWon(Event):
    winner: int
    leader: int
    cards: tuple[Card, Card]
    number: int  # 1..13


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's result for a hand; frozen because views share it with the game."""

    bid: int
    double_nil: bool
    tricks: int
    points: int
    bags_added: int
    bag_penalty: int
    score: int
    bags: int


@dataclass(slots=True)
class HandScored(Event):
    hand: int
    results: tuple[SeatResult, SeatResult]


@dataclass(slots=True)
class GameOver(Event):
    winner: int
    scores: tuple[int, int]


@dataclass(slots=True)
class ActionRequired(Event):
    """The game now waits for ``seat`` to decide; ``phase`` is the Phase value's name."""

    seat: int
    phase: str


def told_to_both_hands(event: Event) -> bool:
    """Whether one who sees both hands (a watcher of two computers, a replay) is told
    ``event``: the public events, except that a draft turn is told as what its drawer kept and
    let go (the private CardKept) rather than the public line that hides it."""
    if isinstance(event, CardKept):
        return True
    return event.audience == PUBLIC and not isinstance(event, DraftTurnTaken)
