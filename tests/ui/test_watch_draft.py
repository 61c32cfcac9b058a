"""Watching computer against computer shows the draft: each player's choice (kept, let go)
is said in the log, at the pace of the game, as it is made."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import pytest
from ui_helpers import SIZE, app_for, position, screen_text, wait_until

from spades_tui.core.game import Phase
from spades_tui.ui import computer
from spades_tui.ui.computer import QUICK_PHASES
from spades_tui.ui.flow.local import LocalTable

TURNS_SHOWN = 6


def pace_for_some_turns(monkeypatch: pytest.MonkeyPatch, turns: int, waits: list[float]) -> None:
    """The computers' pace runs out ``turns`` times, then never: the screen holds still."""

    async def wait_out(flow: LocalTable, seconds: float) -> None:
        waits.append(seconds)
        if len(waits) > turns:
            await asyncio.Event().wait()

    monkeypatch.setattr(LocalTable, "_wait_out_pace", wait_out)


def the_draft_begins() -> object:
    return position(5, stop=lambda g: g.phase is Phase.DRAFT, names=("Ann", "Bob"))


async def test_a_watcher_reads_both_players_draft_choices(monkeypatch) -> None:
    waits: list[float] = []
    pace_for_some_turns(monkeypatch, TURNS_SHOWN, waits)
    # The computer's thinking time is taken off the pace; held still, what is waited is the
    # pace itself, however slow the machine (a loaded one thought longer than the pace).
    monkeypatch.setattr(computer, "time", SimpleNamespace(monotonic=lambda: 0.0))
    app = app_for(the_draft_begins(), ("random", "random"), pace=1.0)  # type: ignore[arg-type]
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: len(waits) > TURNS_SHOWN)
        await wait_until(pilot, lambda: "thinking" in screen_text(app))
        text = screen_text(app)
        for name in ("Ann", "Bob"):
            assert f"{name} kept" in text or f"{name} rejected" in text
        assert "took draft turn" not in text
        # Each choice is given the game's whole pace, not the third a player's own turn gets.
        assert Phase.DRAFT in QUICK_PHASES and set(waits) == {1.0}


async def test_a_watcher_is_offered_no_log_key_as_the_log_always_shows(monkeypatch) -> None:
    """ "g Log" did nothing for a watcher: with no hand of their own on the table, the log is
    the side panel's only content and stays."""
    from textual.widgets._footer import FooterKey

    waits: list[float] = []
    pace_for_some_turns(monkeypatch, 2, waits)
    app = app_for(the_draft_begins(), ("random", "random"), pace=1.0)  # type: ignore[arg-type]
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: len(waits) > 2)
        keys = {key.key for key in app.screen.query(FooterKey)}
        assert "g" not in keys and "plus" in keys
        await pilot.press("g")
        await pilot.pause()
        assert app.screen.query_one("#log").display
