"""`join ADDRESS` without a code finds the server before its lobby asks anything.

The lobby used to come at once, whatever the address: a player filled in a name and a code,
and only then heard that no server answers there.
"""

from __future__ import annotations

import socket

from ui_helpers import screen_text, wait_until

from spades_tui.net.server import GameServer
from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.host_wait import LobbyScreen, WaitScreen


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_the_lobby_waits_for_a_server_to_answer() -> None:
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    app = network_app(RemoteSetup(url, None, "Kim"))
    server = GameServer()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: "no server answers" in screen_text(app))
            assert isinstance(app.screen, WaitScreen)
            assert not any(isinstance(s, LobbyScreen) for s in app.screen_stack)
            assert f"127.0.0.1:{port}" in screen_text(app)  # the address being tried
            await server.start("127.0.0.1", port)  # the server comes up: the lobby opens
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            assert not server.tables  # finding the server asked it for nothing
    finally:
        await server.stop()
