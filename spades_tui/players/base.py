"""What a computer player is: a seat's view in, one legal action out."""

from __future__ import annotations

import zlib
from typing import TYPE_CHECKING, Protocol

from spades_tui.core.actions import Action, Bid
from spades_tui.core.view import PlayerView

if TYPE_CHECKING:
    from spades_tui.players.valuation import BidReason


class Player(Protocol):
    """A computer player. It is handed only ``PlayerView`` snapshots, never the game."""

    level: str  # the name used in --players / --vs, e.g. "random"

    def choose(self, view: PlayerView) -> Action:
        """Return one of ``view.legal_actions`` (the view is always this player's turn)."""
        ...


def bid_reason_of(player: object, action: Action) -> BidReason | None:
    """Why ``player`` made ``action``: the reason a level that bids by the hand's worth keeps
    for its last bid, when ``action`` is that bid; else None (another level, another move)."""
    reason: BidReason | None = getattr(player, "bid_reason", None)
    if isinstance(action, Bid) and reason is not None and reason.bid == action.tricks:
        return reason
    return None


def view_seed(view: PlayerView) -> int:
    """A seed drawn from what the seat sees at a decision, so that a level that samples the
    hidden cards gives the same advice on the same position wherever it is asked: the hint
    at the table and the hint in the hand's review agree."""
    seen = (
        view.hand_number,
        view.phase.value,
        view.seat,
        view.hand,
        view.drawn,
        len(view.draft),
        view.bids,
        tuple((t.leader, t.cards) for t in view.tricks),
    )
    return zlib.crc32(repr(seen).encode())
