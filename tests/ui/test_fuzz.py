"""A seeded key fuzz over every screen, hot-seat and against the computer: nothing may raise.

A small seeded run of bench/fuzz.py (which presses 10,000 keys by default); each record must
load back as itself.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from fuzz import FuzzReport, fuzz, hotseat, versus  # noqa: E402


@pytest.mark.parametrize(("mode", "first_app"), [("hot-seat", hotseat(60)), ("vs", versus(60))])
async def test_random_keys_and_sizes_break_nothing(
    mode: str, first_app, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Exports and screenshots the keys may ask for land in the temporary folder.
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    report = await fuzz(first_app, keys=150, seed=2, data_dir=tmp_path / "data", restart_every=75)
    assert report.exceptions == []
    assert isinstance(report, FuzzReport) and report.keys >= 150
    assert report.app_runs >= 2 and report.records_validated >= report.app_runs
    assert {"TableScreen", "HandoffScreen" if mode == "hot-seat" else "TableScreen"} <= (
        report.screens
    )
