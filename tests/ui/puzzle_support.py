"""A data folder with one game of a person's on file that holds puzzles, for the puzzle tests."""

from __future__ import annotations

import json
import tempfile
from functools import cache
from pathlib import Path

from spades_tui.core.game import Game
from spades_tui.core.record import game_to_record
from spades_tui.core.rules import Rules
from spades_tui.simulate import play_game
from spades_tui.storage import Storage

RECORD = "20260101-120000-unfinished.json"
# Seed 4 between two normal players, three hands scored: hand 2 has a puzzle on its 7th
# card (only 6♥ sets the opponent's bid of 5), hand 1 one on its 20th (only J♠ makes Kim's bid).
SEED = 4


@cache
def puzzle_game() -> Game:
    """The game, played once per test process (tests only read it: 0.6 s of CPU a game)."""
    return play_game(("normal", "normal"), Rules(), SEED, 3)


def planted_key() -> str:
    """The planted game's lasting name, which the puzzles' keys start with."""
    from spades_tui.puzzle_score import game_key
    from spades_tui.storage import load_file

    return game_key(load_file(planted(Path(tempfile.mkdtemp())).history_dir / RECORD))


def planted(root: Path) -> Storage:
    """A data folder whose history holds the puzzle game, Kim (a person) in seat 0."""
    storage = Storage(root)
    storage.history_dir.mkdir(parents=True)
    record = game_to_record(puzzle_game())
    record["players"] = [
        {"name": "Kim", "kind": "human"},
        {"name": "Computer", "kind": "ai:normal"},
    ]
    (storage.history_dir / RECORD).write_text(json.dumps(record), "utf-8")
    return storage
