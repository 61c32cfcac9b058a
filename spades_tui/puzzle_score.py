"""The puzzles' score, kept in the data folder: answers right and wrong, and what was used.

``puzzles.json`` holds the count of right and wrong answers, the keys of the puzzles
answered (so none is served twice) and of the hands used up (every puzzle answered, or none
in them), so a search does not solve them again. A key names its game by ``game_key``. A
file that cannot be read starts the score afresh rather than stopping the puzzles, and is
first renamed beside itself (``puzzles.bad-<time>.json``), as a bad save is, so the next
answer does not write over it. Also the games a search looks at: the finished and abandoned
records of the history with a person in them, newest first. No Textual here.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from spades_tui.core.game import Game
from spades_tui.core.record import game_to_record
from spades_tui.history import HUMAN_KIND, IN_PROGRESS, UNREADABLE, read_history
from spades_tui.storage import Storage, write_atomic

FILE_NAME = "puzzles.json"


@dataclass
class PuzzleScore:
    right: int = 0
    wrong: int = 0
    answered: set[str] = field(default_factory=set)
    used_hands: set[str] = field(default_factory=set)
    set_aside: Path | None = None  # where an unreadable file went, this time it was loaded

    def rename_source(self, old: str, new: str) -> None:
        """Keys of a game's hands and puzzles under its ``old`` name, under its ``new`` one."""
        for keys in (self.answered, self.used_hands):
            found = {k for k in keys if k.startswith(f"{old}#")}
            keys -= found
            keys |= {new + k[len(old) :] for k in found}

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
    path = score_path(storage)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return PuzzleScore(
            right=_count(data["right"]),
            wrong=_count(data["wrong"]),
            answered={str(k) for k in data["answered"]},
            used_hands={str(k) for k in data["used_hands"]},
        )
    except OSError:
        return PuzzleScore()  # none yet (or no way to read it): the score starts
    except (ValueError, KeyError, TypeError):
        # Unreadable: the score starts again, and the file is kept for whoever wants it.
        try:
            return PuzzleScore(set_aside=storage.set_aside(path))
        except OSError:
            return PuzzleScore()


def _count(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"not a count: {value!r}")
    return value


def save_score(storage: Storage, score: PuzzleScore) -> None:
    write_atomic(score_path(storage), score.to_json())


def game_key(game: Game) -> str:
    """A name for the game that lasts: its players and its first hand, whole. A game's file is
    renamed each time it is continued and set aside again, so a file name would serve its
    puzzles again; and a game with puzzles has its first hand over, never to change."""
    record = game_to_record(game)
    first = record["hands"][0] if record["hands"] else {}
    text = json.dumps([record["players"], first], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def own_games(
    storage: Storage, score: PuzzleScore | None = None
) -> Iterator[tuple[str, Game, tuple[int, ...]]]:
    """Each filed game with a person in it: its key (``game_key``), the game, the person's
    seats. Keys ``score`` holds by the file's name, as it once kept them, take the game's."""
    for entry in read_history(storage):
        if entry.game is None or entry.status in (IN_PROGRESS, UNREADABLE):
            continue
        seats = tuple(s for s in (0, 1) if entry.game.players[s].kind == HUMAN_KIND)
        if seats:
            key = game_key(entry.game)
            if score is not None:
                score.rename_source(entry.path.name, key)
            yield key, entry.game, seats
