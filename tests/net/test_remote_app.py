"""The remote app against a live server: waiting, joining, playing, and a dropped opponent."""

from __future__ import annotations

import asyncio

from ui_helpers import wait_until

from spades_tui.core.actions import DECLINE, KEEP
from spades_tui.core.rules import Rules
from spades_tui.net.client import SeatClient
from spades_tui.net.server import GameServer
from spades_tui.ui.remote_app import RemoteApp, RemoteSetup
from spades_tui.ui.screens.host_wait import WaitScreen
from spades_tui.ui.screens.table import TableScreen


def screen_text(app: RemoteApp) -> str:
    return "\n".join(str(getattr(w, "render", lambda: "")()) for w in app.screen.query("Static"))


async def test_waiting_then_playing_then_waiting_for_a_reconnect() -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", Rules(), 3)
    app = RemoteApp(RemoteSetup(url, table.meta.codes[0], "Ann", share_address="10.0.0.5:7777"))
    app.friend_code = table.meta.codes[1]
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause(0.5)
            assert isinstance(app.screen, WaitScreen)
            text = screen_text(app)
            assert f"spades-tui join 10.0.0.5:7777 {table.meta.codes[1]}" in text
            kim = SeatClient(url, table.meta.codes[1], "[b]Kim")
            runner = asyncio.create_task(kim.run())
            for _ in range(20):
                await pilot.pause(0.1)
                if isinstance(app.screen, TableScreen):
                    break
            assert isinstance(app.screen, TableScreen) and app.view is not None
            assert app.view.names == ("Ann", "[b]Kim")
            await pilot.press("n")  # Ann declines double nil
            await pilot.pause(0.3)
            await pilot.press("k")  # and keeps her first card
            await pilot.pause(0.3)
            assert table.game is not None and table.game.actions_applied == 2
            await kim.act(DECLINE, 2)
            await pilot.pause(0.3)
            await kim.act(KEEP, 3)
            await pilot.pause(0.3)
            await pilot.press("k")
            await pilot.pause(0.3)
            assert table.game.actions_applied == 5 and table.game.to_act == 1
            assert kim._ws is not None
            kim._ws.transport.abort()  # Kim's cable is pulled
            runner.cancel()
            for _ in range(20):
                await pilot.pause(0.1)
                if "to reconnect" in app.status():
                    break
            assert app.status() == "Waiting for [b]Kim to reconnect…"
            assert table.game.actions_applied == 5
    finally:
        await server.stop()


async def test_a_wrong_code_says_so_and_does_not_crash() -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    app = RemoteApp(RemoteSetup(f"ws://{host}:{port}", "0000-0000-0000-0000", "Zed"))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            for _ in range(20):
                await pilot.pause(0.1)
                if "Could not join" in screen_text(app):
                    break
            assert "No table has this code" in screen_text(app)
    finally:
        await server.stop()


async def test_hosting_on_a_port_in_use_says_so_without_a_traceback(tmp_path) -> None:
    import socket

    from spades_tui.ui.remote_app import Hosting

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        server = GameServer(tmp_path, allow_create=False)
        hosting = Hosting(server, "127.0.0.1", port, None, "Ann", Rules(), None, "127.0.0.1")
        app = RemoteApp(RemoteSetup("", None, "Ann", hosting=hosting))
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause(0.5)
            assert app.return_value == 2  # the exit status of spades-tui host
            said = " ".join(str(r) for r in app._exit_renderables)
    assert f"cannot listen on port {port}" in said


async def test_a_join_that_never_connected_does_not_say_the_connection_was_lost() -> None:
    import socket

    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]  # bound but not listening: every attempt is refused
        code = "K7PQ-M2XW-9HTR-C4DN"
        app = RemoteApp(RemoteSetup(f"ws://127.0.0.1:{port}", code, "Bob"))
        async with app.run_test(size=(100, 30)) as pilot:
            for _ in range(40):
                await pilot.pause(0.1)
                if "trying again" in screen_text(app):
                    break
            text = screen_text(app)
    assert "Not connected; trying again in" in text
    assert "Connection lost" not in text


async def test_leaving_a_game_in_progress_says_how_to_come_back() -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", Rules(), 3)
    ann = SeatClient(url, table.meta.codes[0], "Ann")
    runner = asyncio.create_task(ann.run())
    code = table.meta.codes[1]
    app = RemoteApp(RemoteSetup(url, code, "Kim", share_address="10.0.0.5:7777"))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: app.view is not None)
            assert app.view is not None
            await pilot.press("ctrl+q")
            await pilot.pause(0.2)
            said = " ".join(str(r) for r in app._exit_renderables)
        assert f"spades-tui join 10.0.0.5:7777 {code}" in said
    finally:
        await ann.close()
        runner.cancel()
        await server.stop()
