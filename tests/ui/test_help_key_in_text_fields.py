"""Where a text field has the focus, the Footer names F1 for the help, not ?.

A ? typed into a name, a code, a port or a path goes into that field, so a Footer that said
"? Help" there named a key that did not open the help. The Footer shows "? Help" wherever ?
opens it, and "F1 Help" where a text field takes the ?.
"""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input
from ui_helpers import screen_text, wait_until

from spades_tui.net.server import GameServer
from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.help import HelpScreen
from spades_tui.ui.screens.host_wait import LobbyScreen


def footer(app: SpadesApp) -> str:
    return screen_text(app).splitlines()[-1]


async def focus_each(pilot: Pilot, app: SpadesApp, seen: dict[str, str]) -> None:
    """Tab through the form on show, noting the Footer's help key for each kind of field."""
    for _ in range(12):  # past every field of the settings, the longest form
        await pilot.pause()
        kind = "text" if isinstance(app.focused, Input) else "other"
        key = "F1 Help" if "F1 Help" in footer(app) else "? Help" if "? Help" in footer(app) else ""
        assert seen.setdefault(kind, key) == key, (type(app.focused).__name__, footer(app))
        await pilot.press("tab")


async def test_the_forms_name_f1_in_their_text_fields_and_question_mark_elsewhere(
    tmp_path: Path,
) -> None:
    from spades_tui.ui.network_start import open_form

    app = SpadesApp(storage=Storage(tmp_path))
    async with app.run_test(size=(80, 30)) as pilot:
        await pilot.pause()
        for open_it in (app.action_new_game, app.action_settings, lambda: open_form(app)):
            open_it()
            seen: dict[str, str] = {}
            await focus_each(pilot, app, seen)
            assert seen == {"text": "F1 Help", "other": "? Help"}, seen
            await pilot.press("escape")


async def test_in_the_new_game_form_question_mark_types_and_f1_opens_the_help(
    tmp_path: Path,
) -> None:
    app = SpadesApp(storage=Storage(tmp_path))
    async with app.run_test(size=(80, 30)) as pilot:
        await pilot.pause()
        app.action_new_game()
        await wait_until(pilot, lambda: app.screen.query("#name0"))
        name = app.screen.query_one("#name0", Input)
        name.focus()
        name.value = ""
        await pilot.press("question_mark")
        await wait_until(pilot, lambda: name.value == "?")  # typed, not the help
        assert "F1 Help" in footer(app) and "? Help" not in screen_text(app)
        await pilot.press("f1")
        await wait_until(pilot, lambda: isinstance(app.screen, HelpScreen))


async def test_the_lobby_of_a_server_names_f1_while_the_name_is_typed() -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    app = network_app(RemoteSetup(f"ws://{host}:{port}", None, None))
    try:
        async with app.run_test(size=(80, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await pilot.pause()
            await pilot.press("question_mark")
            await wait_until(pilot, lambda: app.screen.query_one("#name", Input).value == "?")
            assert "F1 Help" in footer(app) and "? Help" not in screen_text(app)
    finally:
        await server.stop()
