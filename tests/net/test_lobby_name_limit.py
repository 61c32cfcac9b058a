"""The lobby's name field says where the length limit is, as the other name fields do.

It stopped at 20 characters without a word, so a longer name seemed to lose keys.
"""

from __future__ import annotations

from textual.widgets import Input
from ui_helpers import toast_words, wait_until

from spades_tui.names import MAX_NAME
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.host_wait import LobbyScreen


async def test_a_name_past_the_limit_is_cut_with_a_word() -> None:
    app = SpadesApp(None, pace=0)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        lobby = LobbyScreen("192.0.2.7:7777", "")
        app.push_screen(lobby)
        await wait_until(pilot, lambda: app.screen is lobby and bool(lobby.query("#name")))
        name = lobby.query_one("#name", Input)
        name.focus()
        await pilot.press(*"Bartholomew Fitzgerald")  # 22 characters
        await wait_until(pilot, lambda: f"at most {MAX_NAME} characters" in toast_words(app))
        assert name.value == "Bartholomew Fitzgera"
