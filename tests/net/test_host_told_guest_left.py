"""The host is told when the friend's connection goes, as a friend is told of the host."""

from __future__ import annotations

import asyncio

from net_support import notices
from ui_helpers import wait_until

from spades_tui.core.rules import Rules
from spades_tui.net.client import SeatClient
from spades_tui.net.server import GameServer
from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import Hosting, RemoteSetup
from spades_tui.ui.screens.table import TableScreen


async def test_the_host_is_told_the_friend_has_left_and_that_the_game_is_kept(tmp_path) -> None:
    server = GameServer(tmp_path, allow_create=False, hosted=True)
    hosting = Hosting(server, "127.0.0.1", 0, None, "Ann", Rules(), 3, "127.0.0.1")
    app = network_app(RemoteSetup("", None, "Ann", hosting=hosting))
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await wait_until(pilot, lambda: app.flow.friend_code is not None and hosting.port != 0)
        kim = SeatClient(f"ws://127.0.0.1:{hosting.port}", app.flow.friend_code, "Kim")
        runner = asyncio.create_task(kim.run())
        try:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
            await wait_until(pilot, lambda: app.flow.connected == [True, True])
        finally:
            await kim.close()
            runner.cancel()
        # Without a word the host waited on, not knowing the friend had gone.
        await wait_until(pilot, lambda: "Kim has left" in notices(app))
        said = " ".join(notices(app).split())
        assert "the game is kept, to go on when you host again" in said
