"""The History and Statistics screens at 80x24 and 120x40, over the same real saved games."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_history_screens import saved_games

from spades_tui.ui.app import SpadesApp

SIZES = [(80, 24), (120, 40)]


@pytest.mark.parametrize("size", SIZES)
def test_history(snap_compare, size, tmp_path: Path) -> None:
    app = SpadesApp(None, pace=0, storage=saved_games(tmp_path / "data"))
    assert snap_compare(app, press=["g", "down"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_statistics(snap_compare, size, tmp_path: Path) -> None:
    # With a game finished after a take-back: its row stands below the plain one.
    app = SpadesApp(None, pace=0, storage=saved_games(tmp_path / "data", take_back=True))
    assert snap_compare(app, press=["t"], terminal_size=size)
