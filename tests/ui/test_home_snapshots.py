"""The home screen, the settings and the new-game form at 80×24 and 120×40.

Regenerate after a deliberate change of look with
``pytest tests/ui/test_home_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from textual.widgets import Input
from ui_helpers import position

from spades_tui.core.game import Phase
from spades_tui.settings import LastSetup, Settings, SettingsFile
from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp

SIZES = [(80, 24), (120, 40)]
SAVED_AT = 1_780_000_000  # a fixed save time, so the home screen's date never changes


@pytest.fixture(autouse=True)
def _steady(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The settings screen shows where its file is: a short relative path, the same every run.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SPADES_TUI_CONFIG", "config")
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()


def remembered() -> None:
    last = LastSetup(mode="vs", seat=2, rules={"target": 300})
    SettingsFile().save(Settings(name="Kim", level="hard", last=last))


async def no_blink(pilot) -> None:
    for widget in pilot.app.screen.query(Input):
        widget.cursor_blink = False


def with_saved_game(tmp_path: Path) -> Storage:
    storage = Storage(tmp_path / "data")
    storage.save(position(5, stop=lambda g: g.hand.number == 2 and g.phase is Phase.DRAFT))
    os.utime(storage.current_path, (SAVED_AT, SAVED_AT))
    return storage


@pytest.mark.parametrize("size", SIZES)
def test_home(snap_compare, size) -> None:
    assert snap_compare(SpadesApp(None, pace=0), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_home_with_an_unfinished_game(snap_compare, tmp_path, size) -> None:
    remembered()
    app = SpadesApp(None, pace=0, storage=with_saved_game(tmp_path))
    assert snap_compare(app, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_home_in_ascii(snap_compare, tmp_path, size) -> None:
    app = SpadesApp(None, pace=0, storage=with_saved_game(tmp_path), ascii_only=True)
    assert snap_compare(app, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_new_game_form(snap_compare, size) -> None:
    remembered()
    assert snap_compare(SpadesApp(None, pace=0), press=["p"], terminal_size=size, run_before=None)


@pytest.mark.parametrize("size", SIZES)
def test_new_game_form_hotseat_with_an_error(snap_compare, size) -> None:
    async def two_kims(pilot) -> None:
        await pilot.press("h")
        await pilot.pause()
        for field in ("#name0", "#name1"):
            pilot.app.screen.query_one(field, Input).value = "Kim"
        await no_blink(pilot)
        await pilot.press("ctrl+s")

    assert snap_compare(SpadesApp(None, pace=0), terminal_size=size, run_before=two_kims)


@pytest.mark.parametrize("size", SIZES)
def test_settings(snap_compare, size) -> None:
    remembered()

    async def open_settings(pilot) -> None:
        await pilot.press("s")
        await pilot.pause()
        await no_blink(pilot)

    assert snap_compare(SpadesApp(None, pace=0), terminal_size=size, run_before=open_settings)
