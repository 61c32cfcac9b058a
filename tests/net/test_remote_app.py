"""The remote app against a live server: waiting, joining, playing, and a dropped opponent."""

from __future__ import annotations

import asyncio

from net_support import ann_seated
from ui_helpers import screen_text as terminal_text
from ui_helpers import wait_until

from spades_tui.core.actions import DECLINE, KEEP
from spades_tui.core.rules import Rules
from spades_tui.net.client import SeatClient
from spades_tui.net.server import GameServer
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.confirm import ConfirmScreen
from spades_tui.ui.screens.host_wait import WaitScreen
from spades_tui.ui.screens.table import TableScreen


def screen_text(app: SpadesApp) -> str:
    return "\n".join(str(getattr(w, "render", lambda: "")()) for w in app.screen.query("Static"))


async def test_waiting_then_playing_then_waiting_for_a_reconnect() -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", Rules(), 3)
    app = network_app(RemoteSetup(url, table.meta.codes[0], "Ann", share_address="10.0.0.5:7777"))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            app.flow.friend_code = table.meta.codes[1]  # the host's table knows it
            app.flow._say_waiting()
            await wait_until(pilot, lambda: isinstance(app.screen, WaitScreen))
            await wait_until(pilot, lambda: "spades-tui join" in screen_text(app))
            text = screen_text(app)
            assert f"spades-tui join 10.0.0.5:7777 {table.meta.codes[1]}" in text
            kim = SeatClient(url, table.meta.codes[1], "[b]Kim")
            runner = asyncio.create_task(kim.run())
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and app.flow.view)
            assert app.flow.view is not None
            assert app.flow.view.names == ("Ann", "[b]Kim")
            game = table.game
            assert game is not None

            def applied(n: int):  # type: ignore[no-untyped-def]
                return lambda: game.actions_applied == n

            def asked(kind: str):  # type: ignore[no-untyped-def]
                return lambda: isinstance(app.screen, TableScreen) and app.screen.kind == kind

            await wait_until(pilot, asked("double_nil"))
            await pilot.press("n")  # Ann declines double nil
            await wait_until(pilot, asked("draft"))
            await pilot.press("k")  # and keeps her first card
            await wait_until(pilot, applied(2))
            await kim.act(DECLINE, 2)
            await wait_until(pilot, applied(3))
            await kim.act(KEEP, 3)
            await wait_until(pilot, lambda: applied(4)() and asked("draft")())
            await pilot.press("k")
            await wait_until(pilot, applied(5))
            assert game.to_act == 1
            assert kim._ws is not None
            kim._ws.transport.abort()  # Kim's cable is pulled
            runner.cancel()
            await wait_until(pilot, lambda: "to reconnect" in app.flow.status())
            assert app.flow.status() == "Waiting for [b]Kim to reconnect…"
            assert game.actions_applied == 5
    finally:
        await server.stop()


async def test_a_wrong_code_says_so_and_does_not_crash() -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    app = network_app(RemoteSetup(f"ws://{host}:{port}", "0000-0000-0000-0000", "Zed"))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: "No table has this code" in screen_text(app))
            assert "No table has this code" in screen_text(app)
            # Closed, the box's words are what `join` prints as it ends: they went with the
            # screen, and the terminal was left with nothing.
            await pilot.press("enter")
            await wait_until(pilot, lambda: app.return_value is not None)
            assert app.return_value == 1  # the exit status of spades-tui join
            said = " ".join(str(r) for r in app._exit_renderables)
        assert said == "Could not join: No table has this code; check it (16 letters and digits)."
    finally:
        await server.stop()


async def test_hosting_on_a_port_in_use_says_so_without_a_traceback(tmp_path) -> None:
    import socket

    from spades_tui.ui.network_table import Hosting

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        server = GameServer(tmp_path, allow_create=False)
        hosting = Hosting(server, "127.0.0.1", port, None, "Ann", Rules(), None, "127.0.0.1")
        app = network_app(RemoteSetup("", None, "Ann", hosting=hosting))
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: app.return_value is not None)
            assert app.return_value == 2  # the exit status of spades-tui host
            said = " ".join(str(r) for r in app._exit_renderables)
    words = f"Port {port} is in use on this computer; choose another."
    assert f"spades-tui host: error: {words}" in said


async def test_a_join_that_never_connected_does_not_say_the_connection_was_lost() -> None:
    import socket

    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]  # bound but not listening: every attempt is refused
        code = "K7PQ-M2XW-9HTR-C4DN"
        app = network_app(RemoteSetup(f"ws://127.0.0.1:{port}", code, "Bob"))
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: "trying again" in screen_text(app))
            text = screen_text(app)
    assert "Not connected; trying again in" in text
    assert "Connection lost" not in text


async def test_leaving_a_game_in_progress_says_how_to_come_back() -> None:
    server, url, table, ann, runner = await ann_seated()
    code = table.meta.codes[1]
    app = network_app(RemoteSetup(url, code, "Kim", share_address="10.0.0.5:7777"))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: app.flow.view is not None)
            assert app.flow.view is not None
            await pilot.press("ctrl+q")  # asked first (tests/net/test_leaving_asks.py)
            await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
            await pilot.press("enter")
            await wait_until(pilot, lambda: app._exit_renderables)
            said = " ".join(str(r) for r in app._exit_renderables)
        # The address this player used, which reaches the server from here (a friend's may not).
        assert f"spades-tui join {url.removeprefix('ws://')} {code}" in said
    finally:
        await ann.close()
        runner.cancel()
        await server.stop()


async def test_a_wrong_code_typed_in_the_lobby_goes_back_to_the_lobby() -> None:
    from textual.widgets import Input

    from spades_tui.ui.screens.host_wait import LobbyScreen
    from spades_tui.ui.screens.info import InfoScreen

    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    table = server.create_table("Ann", Rules(), 3)
    app = network_app(RemoteSetup(f"ws://{host}:{port}", None, "Zed"))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await pilot.pause()
            await pilot.press(*"K7PQM2XW9HTRC4DN", "enter")  # no table has this code
            await wait_until(pilot, lambda: isinstance(app.screen, InfoScreen))
            assert "No table has this code" in screen_text(app)
            await pilot.press("enter")
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            assert app.is_running
            await pilot.pause()
            # The code comes back as typed, to be mended; typing replaces it.
            assert app.screen.query_one("#code", Input).value == "K7PQM2XW9HTRC4DN"
            await pilot.press(*table.meta.codes[1], "enter")  # the right code, this time
            await wait_until(pilot, lambda: table.meta.names[1] == "Zed")
    finally:
        await server.stop()


async def test_escape_in_the_lobby_leaves_and_the_footer_says_so() -> None:
    from spades_tui.ui.screens.host_wait import LobbyScreen

    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    app = network_app(RemoteSetup(f"ws://{host}:{port}", None, "Zed"))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await wait_until(pilot, lambda: "Esc Leave" in terminal_text(app).splitlines()[-1])
            await pilot.press("escape")
            await wait_until(pilot, lambda: not app.is_running)
    finally:
        await server.stop()


async def test_a_join_from_the_form_that_fails_comes_back_to_the_form_as_typed() -> None:
    """After "No table has this code" the home screen came back, and the address and the code
    had to be typed again to try once more."""
    from textual.widgets import Input

    from spades_tui.ui.screens.info import InfoScreen
    from spades_tui.ui.screens.network import NetworkScreen

    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    app = SpadesApp(None, pace=0)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.press("n")
            await wait_until(pilot, lambda: isinstance(app.screen, NetworkScreen))
            form = app.screen
            form.query_one("#address", Input).value = f"{host}:{port}"
            form.query_one("#code", Input).value = "0000-0000-0000-0000"
            form.query_one("#code", Input).focus()
            await pilot.press("enter")
            await wait_until(pilot, lambda: isinstance(app.screen, InfoScreen))
            assert "No table has this code" in screen_text(app)
            await pilot.press("enter")
            await wait_until(pilot, lambda: isinstance(app.screen, NetworkScreen))
            again = app.screen
            assert again.query_one("#address", Input).value == f"{host}:{port}"
            assert again.query_one("#code", Input).value == "0000-0000-0000-0000"
            assert again.focused is again.query_one("#address", Input)
    finally:
        await server.stop()
