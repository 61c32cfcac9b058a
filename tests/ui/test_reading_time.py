"""A hand's summary takes its Enter only once it has been on view long enough to read: the
key that ended the last trick's pause could arrive as the summary came up, and closed it
before anyone had read it."""

from __future__ import annotations

import pytest
from ui_helpers import SIZE, near_the_end, screen_text, until_summary, wait_until

from spades_tui.ui.screens.scores import HandOverScreen


async def test_the_hand_summary_takes_no_enter_before_it_has_been_readable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(HandOverScreen, "READ_TIME", 60)
    app = near_the_end()
    async with app.run_test(size=SIZE) as pilot:
        await until_summary(pilot)
        summary = app.screen
        for key in ("enter", "space"):
            await pilot.press(key)
        await pilot.pause()
        assert app.screen is summary
        assert "Continue" not in screen_text(app)  # the footer does not offer it meanwhile


async def test_enter_closes_the_hand_summary_once_it_has_been_readable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(HandOverScreen, "READ_TIME", 0.05)
    app = near_the_end()
    async with app.run_test(size=SIZE) as pilot:
        await until_summary(pilot)
        summary = app.screen
        assert isinstance(summary, HandOverScreen)
        await wait_until(pilot, lambda: summary.armed)
        await wait_until(pilot, lambda: "Continue" in screen_text(app))  # the footer offers it
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.screen is not summary)
