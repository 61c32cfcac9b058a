"""Computer players, by level name."""

from __future__ import annotations

from collections.abc import Callable

from spades_tui.players.base import Player
from spades_tui.players.heuristic import HeuristicPlayer
from spades_tui.players.random_player import RandomPlayer
from spades_tui.players.search import hard_player, normal_player

# level name -> factory taking a seed; stronger levels register here as they are added.
LEVELS: dict[str, Callable[[int | None], Player]] = {
    "random": RandomPlayer,
    "heuristic": HeuristicPlayer,
    "normal": normal_player,
    "hard": hard_player,
}


def make_player(level: str, seed: int | None = None) -> Player:
    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(
            f"unknown computer level {level!r}; choose from {', '.join(LEVELS)}"
        ) from None
    return factory(seed)


__all__ = ["LEVELS", "Player", "make_player"]
