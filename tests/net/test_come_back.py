"""A player who started a table from the lobby (a browser tab, say) can come back to it.

The creator's own code used to be kept by its client and never shown: after a reload the
lobby showed, there was no code to type, and the friend waited on "Waiting for Ann to
reconnect…" for good. Now each player is shown their own code, the lobby takes it, and a
player whose opponent has gone is told the game is kept and how to come back to it.
"""

from __future__ import annotations

import asyncio

from net_support import ann_seated, notices, until
from ui_helpers import header_settled, wait_until

from spades_tui.core.rules import Rules
from spades_tui.net.address import for_a_friend
from spades_tui.net.client import SeatClient, Update, Welcome
from spades_tui.net.server import GameServer
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.host_wait import LobbyScreen, WaitScreen
from spades_tui.ui.screens.table import TableScreen


def screen_text(app: SpadesApp) -> str:
    return "\n".join(str(getattr(w, "render", lambda: "")()) for w in app.screen.query("Static"))


async def test_the_creator_is_shown_their_own_code_and_the_lobby_takes_it_back() -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    page = "http://cards.example.org:8080"
    setup = RemoteSetup(url, None, "Ann", share_address=url, page=page, browser="203.0.113.9")
    first = network_app(setup)
    kim = None
    try:
        async with first.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(first.screen, LobbyScreen))
            await pilot.pause()
            # A browser player is shown the page to give a friend, not the server's door.
            assert f"Friends join at {page}" in screen_text(first)
            assert "Server:" not in screen_text(first)
            await pilot.press("enter", "enter")  # Ann's name is known: straight to a new table
            await wait_until(pilot, lambda: first.flow.friend_code is not None)
            (table,) = server.tables.values()
            own = table.meta.codes[0]
            await wait_until(pilot, lambda: own in screen_text(first))
            assert isinstance(first.screen, WaitScreen)
            assert table.meta.codes[1] in screen_text(first)
        # The tab is reloaded (the app is gone); the friend arrives meanwhile.
        kim = SeatClient(url, table.meta.codes[1], "Kim")
        runner = asyncio.create_task(kim.run())
        await until(kim, Update)
        again = network_app(RemoteSetup(url, None, None, share_address=url, page=page))
        async with again.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(again.screen, LobbyScreen))
            await pilot.pause()
            await pilot.press("enter", *own, "enter")
            await wait_until(
                pilot, lambda: isinstance(again.screen, TableScreen) and again.flow.view
            )
            assert again.flow.seat == 0 and again.flow.names == ("Ann", "Kim")
            await wait_until(pilot, lambda: own in notices(again))
            await wait_until(pilot, lambda: header_settled(again))
        runner.cancel()
    finally:
        if kim is not None:
            await kim.close()
        await server.stop()


async def test_a_player_whose_opponent_left_is_told_the_game_is_kept_and_their_code() -> None:
    server, url, table, ann, runner = await ann_seated()
    code = table.meta.codes[1]
    app = network_app(RemoteSetup(url, code, "Kim", share_address="10.0.0.5:7777"))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: app.flow.view is not None)
            await until(ann, Welcome)
            await ann.close()
            runner.cancel()
            await wait_until(pilot, lambda: "Ann has left" in notices(app))
            words = notices(app)
            assert code in words and "kept" in words
            await wait_until(pilot, lambda: header_settled(app))
    finally:
        await server.stop()


async def test_a_creator_back_before_the_friend_came_is_given_the_friends_code_again() -> None:
    """Esc on the waiting screen, then the creator's own code in the lobby: "Waiting for the
    game to start" with no code to give, and the table counting against the address's
    waiting tables for an hour."""
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    # As `spades-tui server --web` sets them: loopback only, and a page for browsers.
    server.join_address, server.web_page = f"127.0.0.1:{port}", "http://192.0.2.7:8080"
    creator = SeatClient(url, create=(Rules(), 1), name="Ann")
    runs = [asyncio.create_task(creator.run())]
    try:
        (table,) = [await until_table(server)]
        await creator.close()
        back = SeatClient(url, table.meta.codes[0], "Ann")
        runs.append(asyncio.create_task(back.run()))
        welcome = await until(back, Welcome)
        assert isinstance(welcome, Welcome) and welcome.friend_code == table.meta.codes[1]
        assert (welcome.address, welcome.page) == (server.join_address, server.web_page)
        own = table.meta.codes[0]
        app = network_app(RemoteSetup(url, own, "Ann", share_address=for_a_friend(url)))
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, WaitScreen))
            # The address the server gives out, as when the table was made: this machine's
            # network address, guessed, is one a server on loopback alone cannot be reached at.
            command = f"spades-tui join 127.0.0.1:{port} {table.meta.codes[1]}"
            await wait_until(pilot, lambda: command in screen_text(app))
            words = "or to open http://192.0.2.7:8080 in a browser and type the code:"
            assert words in " ".join(screen_text(app).split())
        await back.close()
        kim = SeatClient(url, table.meta.codes[1], "Kim")  # the friend comes: no code now
        runs.append(asyncio.create_task(kim.run()))
        await until(kim, Welcome)
        again = SeatClient(url, table.meta.codes[0], "Ann")
        runs.append(asyncio.create_task(again.run()))
        welcome = await until(again, Welcome)
        assert isinstance(welcome, Welcome) and welcome.friend_code is None
        await kim.close()
        await again.close()
    finally:
        for run in runs:
            run.cancel()
        await server.stop()


async def until_table(server: GameServer):  # type: ignore[no-untyped-def]
    async with asyncio.timeout(10):
        while not server.tables:
            await asyncio.sleep(0.01)
    return next(iter(server.tables.values()))
