"""What a computer player is: a seat's view in, one legal action out."""

from __future__ import annotations

from typing import Protocol

from spades_tui.core.actions import Action
from spades_tui.core.view import PlayerView


class Player(Protocol):
    """A computer player. It is handed only ``PlayerView`` snapshots, never the game."""

    level: str  # the name used in --players / --vs, e.g. "random"

    def choose(self, view: PlayerView) -> Action:
        """Return one of ``view.legal_actions`` (the view is always this player's turn)."""
        ...
