"""A table made from a server's lobby that nobody has joined can be taken back.

A player who made a table for a friend and changed their mind had no way to close it: Esc
on the waiting screen left the program, and the table stayed for an hour, counted among the
three waiting tables its address may have; three changes of mind locked the address out of
making tables. Esc there now takes the table back (its codes stop working) and returns to
the lobby.
"""

from __future__ import annotations

import asyncio

from net_support import until
from textual.widgets import Input
from ui_helpers import screen_text, wait_until

from spades_tui.core.rules import Rules
from spades_tui.net.client import Created, Ended, SeatClient
from spades_tui.net.server import GameServer
from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.host_wait import LobbyScreen, WaitScreen
from spades_tui.words.refusals import network_text


async def test_the_creator_takes_back_a_table_nobody_joined_and_its_code_stops_working() -> None:
    server = GameServer(frame_rate=1e6)
    port = (await server.start("127.0.0.1", 0))[1]
    url = f"ws://127.0.0.1:{port}"
    try:
        ann = SeatClient(url, None, "Ann", create=(Rules(), None))
        running = asyncio.create_task(ann.run())
        created = await until(ann, Created)
        assert isinstance(created, Created) and server.unjoined_by("127.0.0.1") == 1
        assert await ann.cancel_table()
        for _ in range(200):
            if not server.tables:
                break
            await asyncio.sleep(0.01)
        assert not server.tables and server.unjoined_by("127.0.0.1") == 0
        await ann.close()
        running.cancel()
        kim = SeatClient(url, created.friend_code, "Kim")
        asyncio.create_task(kim.run())
        ended = await until(kim, Ended)
        # Not "check the code": the code was right, and the friend needs a new one.
        assert isinstance(ended, Ended) and ended.code == "taken_back"
        assert server.limiter.wait_for("127.0.0.1") == 0
        said = network_text(ended.code, ended.reason, ended.params)
        assert said.startswith("The player who made this table took it back"), said
        await kim.close()
    finally:
        await server.stop()


async def test_a_table_someone_joined_is_not_the_creators_to_take_back() -> None:
    server = GameServer(frame_rate=1e6)
    await server.start("127.0.0.1", 0)
    try:
        table = server.create_table("Ann", Rules(), 1, "127.0.0.1")
        table.meta.names = ["Ann", "Kim"]  # the friend has come
        server.cancel(table, 0)
        assert table.id in server.tables
        fresh = server.create_table("Lou", Rules(), 1, "127.0.0.1")
        server.cancel(fresh, 1)  # only the creator's seat may
        assert fresh.id in server.tables
    finally:
        await server.stop()


async def test_esc_on_the_waiting_screen_takes_the_table_back_to_the_lobby() -> None:
    server = GameServer(frame_rate=1e6)
    port = (await server.start("127.0.0.1", 0))[1]
    app = network_app(RemoteSetup(f"ws://127.0.0.1:{port}", None, "Ann"))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await pilot.press("enter")  # no code: a new table for a friend
            await wait_until(pilot, lambda: "Tell your friend" in screen_text(app))
            assert isinstance(app.screen, WaitScreen) and len(server.tables) == 1
            assert "Esc takes the table back" in screen_text(app)
            assert "Esc Take back" in screen_text(app)  # the footer says so too
            await pilot.press("escape")
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await wait_until(pilot, lambda: not server.tables)
            assert app.is_running  # still here, in the lobby
            assert "Esc Leave" in screen_text(app)
            await pilot.press("enter")  # and a new table can be made at once
            await wait_until(pilot, lambda: "Tell your friend" in screen_text(app))
            assert len(server.tables) == 1
    finally:
        await server.stop()


async def test_a_name_left_blank_is_blank_again_back_in_the_lobby() -> None:
    """The name field came back filled with "Host", the word a blank name stands for."""
    server = GameServer(frame_rate=1e6)
    port = (await server.start("127.0.0.1", 0))[1]
    app = network_app(RemoteSetup(f"ws://127.0.0.1:{port}", None, None))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            assert app.screen.query_one("#name", Input).value == ""
            await pilot.press("enter", "enter")  # on to the code, then a new table
            await wait_until(pilot, lambda: "Tell your friend" in screen_text(app))
            await pilot.press("escape")
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            assert app.screen.query_one("#name", Input).value == ""
    finally:
        await server.stop()
