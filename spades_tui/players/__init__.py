"""Computer players, by level name."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

from spades_tui.players.base import Player
from spades_tui.players.random_player import RandomPlayer


def _on_first_use(module: str, name: str) -> Callable[[int | None], Player]:
    """A factory that imports its level only when a player is made.

    The app and the command line need the level names at start-up; importing the search
    players (and their tables) then would only slow every start.
    """

    def factory(seed: int | None = None) -> Player:
        made: Player = getattr(import_module(f"spades_tui.players.{module}"), name)(seed)
        return made

    return factory


# level name -> factory taking a seed; stronger levels register here as they are added.
LEVELS: dict[str, Callable[[int | None], Player]] = {
    "random": RandomPlayer,
    "heuristic": _on_first_use("heuristic", "HeuristicPlayer"),
    "normal": _on_first_use("search", "normal_player"),
    "hard": _on_first_use("search", "hard_player"),
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
