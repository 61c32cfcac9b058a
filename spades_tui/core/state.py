"""What the modules beside ``Game`` read of a game, named as a protocol.

``ahead`` and ``seat_views`` work on a game's position but are used by ``Game`` itself; they
name here what they read instead of importing ``Game``, so the core's modules form no circle.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from spades_tui.core import events as ev
    from spades_tui.core.actions import Action
    from spades_tui.core.hand import HandState
    from spades_tui.core.phases import Phase
    from spades_tui.core.rules import Rules
    from spades_tui.core.view import PlayerView


class GameState(Protocol):
    """A game's position: the public attributes of ``Game`` that views are built from."""

    names: tuple[str, str]
    rules: Rules
    phase: Phase
    to_act: int
    hand: HandState
    scores: list[int]
    bags: list[int]
    history: tuple[tuple[ev.SeatResult, ev.SeatResult], ...]
    winner: int | None

    @property
    def actions_applied(self) -> int: ...

    @property
    def bid_choices(self) -> Sequence[Action]: ...

    def legal_actions(self) -> Sequence[Action]: ...

    def view(self, seat: int) -> PlayerView: ...
