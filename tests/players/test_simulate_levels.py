"""The search levels run under ``spades-tui simulate`` and their records validate."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_simulate_hard_against_heuristic_writes_valid_records(tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    run = [sys.executable, "-m", "spades_tui"]
    simulate = subprocess.run(
        run
        + ["simulate", "--games", "1", "--seed", "3", "--players", "hard,heuristic"]
        + ["--max-hands", "1", "--out", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert simulate.returncode == 0, simulate.stderr
    assert out.read_text().count("\n") == 1
    check = subprocess.run(run + ["validate", str(out)], cwd=ROOT, capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr


def test_search_levels_replay_the_same_game_from_the_same_seed() -> None:
    """Search effort is counted rather than timed, so a seeded game is reproducible."""
    from spades_tui.core import Rules
    from spades_tui.core.record import dumps
    from spades_tui.simulate import play_game

    games = [dumps(play_game(("normal", "hard"), Rules(), 21, max_hands=1)) for _ in range(2)]
    assert games[0] == games[1]
