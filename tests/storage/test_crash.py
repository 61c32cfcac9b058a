"""A small run of bench/crash.py: SIGKILL a saving game and check nothing completed is lost."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "crash.py"


def _crash_module():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("crash_bench", BENCH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["crash_bench"] = module
    spec.loader.exec_module(module)
    return module


def test_killed_games_lose_no_completed_action(tmp_path: Path) -> None:
    survived, lost, failed = _crash_module().run(5, seed=4, data_dir=tmp_path, quiet=True)
    assert (survived, lost, failed) == (5, 0, 0)
    # The children really played and saved between kills, so the check above had teeth.
    from spades_tui.storage import Storage

    resumed = Storage(tmp_path).load_unfinished()
    assert resumed is not None and resumed.actions_applied >= 50
