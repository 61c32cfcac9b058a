"""Typing fast in the lobby: keys that follow a Tab or an Enter go to the field it moved to.

A browser sends a person's typing in bursts, and a paste is one: the keys reach the app
together. The focus used to move only after the keys already on their way had been handed to
the field that had it, so "Ann", Tab, and a code typed quickly put part of the code into the
name. The keys here are put to the app all at once, as a burst arrives, not one by one.
"""

from __future__ import annotations

from textual import events
from textual.app import App
from textual.widgets import Input
from ui_helpers import wait_until

from spades_tui.ui.screens.host_wait import LobbyScreen

CODE = "K7PQM2XW9HTRC4DN"
CHARACTERS = {"tab": "\t", "shift+tab": None, "enter": "\r"}


class LobbyApp(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.chosen: tuple[str, str, str | None] | None = None

    def on_mount(self) -> None:
        self.push_screen(LobbyScreen("127.0.0.1:7777"), self._chose)

    def _chose(self, chosen: tuple[str, str, str | None] | None) -> None:
        self.chosen = chosen


def burst(app: App[None], *keys: str) -> None:
    """Put every key to the app at once, the way a burst of typing arrives."""
    for key in keys:
        character = CHARACTERS.get(key, key)
        app.post_message(events.Key(key, character))


def field(app: App[None], name: str) -> str:
    return app.screen.query_one(f"#{name}", Input).value


async def lobby(pilot) -> None:  # type: ignore[no-untyped-def]
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, LobbyScreen))
    await pilot.pause()


async def test_a_code_typed_fast_after_tab_lands_in_the_code_field() -> None:
    app = LobbyApp()
    async with app.run_test(size=(80, 30)) as pilot:
        await lobby(pilot)
        burst(app, *"Ann", "tab", *CODE)
        await wait_until(pilot, lambda: len(field(app, "name") + field(app, "code")) == 19)
        assert (field(app, "name"), field(app, "code")) == ("Ann", CODE)
        burst(app, "shift+tab", *"Bo")  # back: the name, selected as it takes the focus
        await wait_until(pilot, lambda: field(app, "name") == "Bo")
        assert field(app, "code") == CODE


async def test_a_code_typed_fast_after_enter_lands_in_the_code_field_and_enter_joins() -> None:
    app = LobbyApp()
    async with app.run_test(size=(80, 30)) as pilot:
        await lobby(pilot)
        burst(app, *"Ann", "enter", *CODE, "enter")
        await wait_until(pilot, lambda: app.chosen is not None)
        assert app.chosen == (CODE, "Ann", None)


async def test_enter_on_the_opponent_chosen_starts_a_new_table_against_it() -> None:
    app = LobbyApp()
    async with app.run_test(size=(80, 30)) as pilot:
        await lobby(pilot)
        burst(app, *"Ann", "tab", "tab", "right", "right", "right")  # on to the computer, normal
        await wait_until(pilot, lambda: app.screen.query_one("#opponent").value == "normal")
        burst(app, "enter")
        await wait_until(pilot, lambda: app.chosen is not None)
        assert app.chosen == ("", "Ann", "normal")


async def test_the_arrows_move_between_the_lobbys_fields_as_on_every_form() -> None:
    """↓ on the code field went nowhere: only Tab reached the choice of opponent."""
    from spades_tui.ui.widgets.cycle import Cycle

    app = LobbyApp()
    async with app.run_test(size=(80, 30)) as pilot:
        await lobby(pilot)
        await pilot.press("tab")  # the name to the code
        assert app.focused is app.screen.query_one("#code", Input)
        await pilot.press("down")
        assert isinstance(app.focused, Cycle) and app.focused.id == "opponent"
        await pilot.press("up")
        assert app.focused is app.screen.query_one("#code", Input)
