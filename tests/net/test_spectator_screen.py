"""The spectator's screen: a watch code opens it; it shows the public side and no hand."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from ui_helpers import wait_until

from spades_tui.core.rules import Rules
from spades_tui.net.bots import play_seat
from spades_tui.net.client import SeatClient
from spades_tui.net.server import GameServer
from spades_tui.ui.app import network_app
from spades_tui.ui.cardtext import label
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.spectate import SpectatorScreen


def body(app) -> str:
    return str(app.screen.query_one("#watch-body").render())


@asynccontextmanager
async def watching(size: tuple[int, int]) -> AsyncIterator[tuple[Any, Any, Any]]:
    """A spectator's app at ``size`` on a table two random players have played 60 moves of:
    the app, its pilot and the server's table."""
    server = GameServer(None, frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", Rules(), 3)
    bots = [
        asyncio.create_task(
            play_seat(SeatClient(url, table.meta.codes[s], n), "random", s, stop_after=60)
        )
        for s, n in enumerate(("Ann", "Bob"))
    ]
    app = network_app(RemoteSetup(url, table.meta.watch_code, None, share_address=url))
    try:
        async with app.run_test(size=size) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, SpectatorScreen))
            await asyncio.wait_for(asyncio.gather(*bots), 60)
            yield app, pilot, table
    finally:
        await server.stop()


async def test_a_watch_code_shows_the_table_without_a_hand() -> None:
    async with watching((100, 30)) as (app, pilot, table):
        await wait_until(pilot, lambda: "Hand" in body(app))
        text = body(app)
        assert "Watching Ann and Bob" in text and "bid" in text
        game = table.game
        assert game is not None
        # No card of either hand is on the screen; only cards played to a trick are.
        held = {label(c) for hand in game.hand.hands for c in hand}
        assert held and not held & set(text.replace(":", " ").split())
        # Its code is the watch code it came with: nothing to come back with as a player.
        titles = [command.title for command in app.flow.commands(app.screen)]
        assert "Show my codes" not in titles


async def test_on_a_large_terminal_the_watch_box_takes_the_room_and_the_log_the_rows() -> None:
    # The box stood 76 columns wide with eight lines of the log in a window of any size.
    async with watching((160, 50)) as (app, pilot, _table):
        await wait_until(pilot, lambda: len(body(app).splitlines()) > 30)
        box = app.screen.query_one("#watch-box").region
        assert box.width == 110 and box.bottom < 50


async def test_a_watch_ended_by_the_creator_says_why_after_the_app_has_gone() -> None:
    import json

    from test_spectators import hello

    from spades_tui.ui.screens.info import InfoScreen

    server = GameServer(None, frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", Rules(), 3)
    app = network_app(RemoteSetup(url, table.meta.watch_code, None, share_address=url))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, SpectatorScreen))
            _welcome, creator = await hello(url, table.meta.codes[0])
            await creator.send(json.dumps({"type": "watching", "on": False}))
            await wait_until(pilot, lambda: isinstance(app.screen, InfoScreen))
            await pilot.press("enter")
            await wait_until(pilot, lambda: app._exit_renderables)
            # The terminal kept nothing of the reason once the screen had gone.
            said = " ".join(str(r) for r in app._exit_renderables)
            assert "does not let anyone watch" in said
            await creator.close()
    finally:
        await server.stop()
