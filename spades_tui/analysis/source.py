"""Which hands of a game can be reviewed.

The file the game comes from is read by ``spades_tui.record_file``, the one reader of record
files (a save, an export, or JSON Lines of many games).
"""

from __future__ import annotations

from spades_tui.core.game import Game


def finished_hands(game: Game) -> list[int]:
    return [h.number for h in game.hands if h.result is not None]
