"""The lobby's error line can be read at 80x24.

"That is not a join code: …" was written under the opponent list, below the bottom of the
screen at 80x24, so a mistyped code seemed to do nothing.
"""

from __future__ import annotations

import pytest
from textual.widgets import Input
from ui_helpers import screen_text, wait_until

from spades_tui import i18n
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.host_wait import LobbyScreen


@pytest.mark.parametrize("language", ["en", "hu"])
async def test_a_code_that_is_not_one_is_said_on_screen_at_80x24(language: str) -> None:
    i18n.use(language)
    try:
        app = SpadesApp(None, pace=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            lobby = LobbyScreen("192.0.2.7:7777", "Ann")
            app.push_screen(lobby)
            await wait_until(pilot, lambda: app.screen is lobby and bool(lobby.query("#code")))
            lobby.query_one("#code", Input).value = "K7PQ"
            lobby.query_one("#code", Input).focus()
            await pilot.press("enter")
            said = i18n._(
                "That is not a join code: 16 letters and digits, like K7PQ-M2XW-9HTR-C4DN."
            )
            await wait_until(
                pilot, lambda: said.split(":")[0] in str(lobby.query_one("#lobby-message").render())
            )
            await pilot.pause()
            text = " ".join(screen_text(app).split())
            assert said.split(":")[0] in text
            assert "K7PQ-M2XW-9HTR-C4DN" in text
    finally:
        i18n.use("en")
