"""The puzzles' score, kept in the data folder: answers right and wrong, and what was used.

``puzzles.json`` holds the count of right and wrong answers, the keys of the puzzles
answered (so none is served twice) and of the hands used up (every puzzle answered, or none
in them), so a search does not solve them again. A file that cannot be read starts the
score afresh rather than stopping the puzzles; it is replaced at the next answer. Also the
games a search looks at: the finished and abandoned records of the history with a person
in them, newest first. No Textual here.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from spades_tui.core.game import Game
from spades_tui.history import HUMAN_KIND, IN_PROGRESS, UNREADABLE, read_history
from spades_tui.storage import Storage, write_atomic

FILE_NAME = "puzzles.json"


@dataclass
class PuzzleScore:
    right: int = 0
    wrong: int = 0
    answered: set[str] = field(default_factory=set)
    used_hands: set[str] = field(default_factory=set)

    def to_json(self) -> str:
        data = {
            "right": self.right,
            "wrong": self.wrong,
            "answered": sorted(self.answered),
            "used_hands": sorted(self.used_hands),
        }
        return json.dumps(data, indent=1) + "\n"


def score_path(storage: Storage) -> Path:
    return storage.root / FILE_NAME


def load_score(storage: Storage) -> PuzzleScore:
    try:
        data = json.loads(score_path(storage).read_text(encoding="utf-8"))
        return PuzzleScore(
            right=_count(data["right"]),
            wrong=_count(data["wrong"]),
            answered={str(k) for k in data["answered"]},
            used_hands={str(k) for k in data["used_hands"]},
        )
    except (OSError, ValueError, KeyError, TypeError):
        return PuzzleScore()  # none yet, or unreadable: the score starts again


def _count(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"not a count: {value!r}")
    return value


def save_score(storage: Storage, score: PuzzleScore) -> None:
    write_atomic(score_path(storage), score.to_json())


def own_games(storage: Storage) -> Iterator[tuple[str, Game, tuple[int, ...]]]:
    """Each filed game with a person in it: its file name, the game, the person's seats."""
    for entry in read_history(storage):
        if entry.game is None or entry.status in (IN_PROGRESS, UNREADABLE):
            continue
        seats = tuple(s for s in (0, 1) if entry.game.players[s].kind == HUMAN_KIND)
        if seats:
            yield entry.path.name, entry.game, seats
