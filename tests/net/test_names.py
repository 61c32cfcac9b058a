"""Names at a network table: the lobby asks for one, and the default words are the player's own.

Every browser player used to be "Host" or "Guest", in English whatever the language: the
browser lobby had no name to ask, and the defaults were English words in the code.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from textual.widgets import Input
from ui_helpers import header_settled, wait_until

from spades_tui import i18n
from spades_tui.core.rules import Rules
from spades_tui.net.client import Created, SeatClient, Welcome
from spades_tui.net.server import GameServer
from spades_tui.settings import Settings
from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.host_wait import LobbyScreen


@pytest.fixture
def hungarian() -> Iterator[None]:
    i18n.use("hu")
    try:
        yield
    finally:
        i18n.use("en")


async def until(client: SeatClient, kind: type) -> object:
    async with asyncio.timeout(10):
        while not isinstance(message := await client.inbox.get(), kind):
            pass
    return message


async def test_a_player_who_gives_no_name_gets_the_default_word_in_their_language(
    hungarian: None,
) -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    creator = SeatClient(url, create=(Rules(), 1))
    runs = [asyncio.create_task(creator.run())]
    try:
        created = await until(creator, Created)
        assert isinstance(created, Created)
        friend = SeatClient(url, created.friend_code)
        runs.append(asyncio.create_task(friend.run()))
        welcome = await until(friend, Welcome)
        assert isinstance(welcome, Welcome)
        assert welcome.names == (i18n._("Host"), i18n._("Guest"))
        assert welcome.names == ("Házigazda", "Vendég")
    finally:
        for client in (creator, *([friend] if len(runs) > 1 else [])):
            await client.close()
        await server.stop()


async def test_the_lobby_asks_for_a_name_and_checks_it() -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    app = network_app(RemoteSetup(url, None, None, share_address=url, page="http://x:8000"))
    app.settings = Settings(name="Owner")  # the server owner's settings: not the player's name
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await pilot.pause()
            name = app.screen.query_one("#name", Input)
            assert name.has_focus and name.value == ""
            await pilot.press(*"A" * 20, "x", "enter")  # the field stops at 20
            assert name.value == "A" * 20
            name.value = "Ann\x07"  # pasted, say: a control character is refused
            await pilot.press("enter")
            assert name.has_focus and "control characters" in str(
                app.screen.query_one("#lobby-message").render()
            )
            name.value = "   "
            await pilot.press("enter", "enter")  # no name: the default word
            await wait_until(pilot, lambda: len(server.tables) == 1)
            (table,) = server.tables.values()
            assert table.meta.names[0] == "Host"
    finally:
        await server.stop()


async def test_a_name_typed_in_the_lobby_names_the_seat() -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    creator = server.create_table("Ann", Rules(), 1)
    app = network_app(RemoteSetup(url, None, None, share_address=url, browser="203.0.113.9"))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await pilot.pause()
            await pilot.press(*"Kim", "enter", *creator.meta.codes[1], "enter")
            await wait_until(pilot, lambda: creator.meta.names[1] is not None)
            assert creator.meta.names == ["Ann", "Kim"]
            await wait_until(pilot, lambda: app.flow.view is not None)
            await wait_until(pilot, lambda: header_settled(app))
    finally:
        await server.stop()
