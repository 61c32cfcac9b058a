"""What a player can do. Actions name no seat: they are always for the seat to act."""

from __future__ import annotations

from dataclasses import dataclass

from spades_tui.core.cards import CARDS, Card


@dataclass(frozen=True, slots=True)
class DeclareDoubleNil:
    """The answer to the double-nil offer made before a player's first draft card."""

    declare: bool

    def __str__(self) -> str:
        return "declare double nil" if self.declare else "no double nil"


@dataclass(frozen=True, slots=True)
class Keep:
    """Keep the card just drawn; the next stock card goes to the discards."""

    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True, slots=True)
class Reject:
    """Discard the card just drawn and keep the next one."""

    def __str__(self) -> str:
        return "reject"


@dataclass(frozen=True, slots=True)
class Exchange:
    """Give these cards (possibly none) for as many drawn at random from the discards."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "exchange " + (" ".join(c.code for c in self.cards) or "nothing")


@dataclass(frozen=True, slots=True)
class Bid:
    tricks: int

    def __str__(self) -> str:
        return "bid nil" if self.tricks == 0 else f"bid {self.tricks}"


@dataclass(frozen=True, slots=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return f"play {self.card.code}"


Action = DeclareDoubleNil | Keep | Reject | Exchange | Bid | Play

# Shared instances keep legal_actions() cheap in the hot loop of simulations.
KEEP = Keep()
REJECT = Reject()
DECLARE = DeclareDoubleNil(True)
DECLINE = DeclareDoubleNil(False)
BIDS: tuple[Bid, ...] = tuple(Bid(n) for n in range(14))
PLAYS: tuple[Play, ...] = tuple(Play(c) for c in CARDS)
# The fixed choices of two phases, shared so that views need not copy them.
DRAFT_CHOICES: tuple[Action, ...] = (KEEP, REJECT)
DOUBLE_NIL_CHOICES: tuple[Action, ...] = (DECLARE, DECLINE)
BIDS_WITHOUT_NIL: tuple[Bid, ...] = BIDS[1:]
