"""A seat is told where its game lives: on the host's computer or on a server, and against
which computer, in the words a local game uses.

A guest of ``spades-tui host`` whose host had left was told the game was "kept on the
server", though it lives in the host's own app and goes on only when they host it again; and
the header of a game against a server's computer did not say the computer's level, as the
header of a local game against the computer does.
"""

from __future__ import annotations

import asyncio

from net_support import notices, until
from ui_helpers import header_settled, wait_until

from spades_tui.core.rules import Rules
from spades_tui.net import protocol
from spades_tui.net.client import SeatClient, Welcome
from spades_tui.net.server import GameServer
from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import RemoteSetup


async def kims_notices_when_ann_goes(server: GameServer, host_stops: bool = False) -> str:
    """Kim's notices once Ann, in seat 0 of a table of ``server``, has gone mid-game: she
    left, or (``host_stops``) the app that hosts the game stopped short, and Kim's client
    has since tried again twice."""
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", Rules(), 3)
    ann = SeatClient(url, table.meta.codes[0], "Ann")
    runner = asyncio.create_task(ann.run())
    app = network_app(RemoteSetup(url, table.meta.codes[1], "Kim", share_address=url))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: app.flow.view is not None)
            await until(ann, Welcome)
            if host_stops:
                await server.stop()
            else:
                await ann.close()
            await wait_until(pilot, lambda: "Ann has left" in notices(app))
            if host_stops:  # the waits between tries grow: 0.5 s, 1 s, 2 s
                flow = app.flow
                await wait_until(pilot, lambda: "again in 2 s" in str(flow.status_override))
            await wait_until(pilot, lambda: header_settled(app))
            return notices(app)
    finally:
        await ann.close()
        runner.cancel()
        await server.stop()


def ann_has_left(said: str) -> str:
    return next(line for line in said.splitlines() if "Ann has left" in line)


async def test_a_hosts_guest_is_told_the_game_waits_on_the_hosts_computer() -> None:
    said = ann_has_left(await kims_notices_when_ann_goes(GameServer(hosted=True)))
    assert "kept on their computer until they host it again" in said
    assert "server" not in said


async def test_a_server_players_opponent_is_told_the_game_waits_on_the_server() -> None:
    said = ann_has_left(await kims_notices_when_ann_goes(GameServer()))
    assert "kept on the server" in said


async def test_the_header_names_the_computers_level_as_a_local_game_does() -> None:
    server = GameServer(frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    computer = protocol.Computer("hard", "Computer")
    table = server.create_table("Ann", Rules(), 3, computer=computer)
    friendly = server.create_table("Bob", Rules(), 4)
    # Ann comes back to her table against the computer with her code: nothing on this side
    # knew the level until the server said it.
    app = network_app(RemoteSetup(url, table.meta.codes[0], "Ann", share_address=url))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: app.flow.view is not None)
            assert app.sub_title == "network game against the computer (hard)"
            await wait_until(pilot, lambda: header_settled(app))
        app = network_app(RemoteSetup(url, friendly.meta.codes[1], "Kim", share_address=url))
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: app.flow.seat is not None)
            assert app.sub_title == "network game"
            await wait_until(pilot, lambda: header_settled(app))
    finally:
        await server.stop()


async def test_a_guest_whose_host_stops_short_is_told_once_the_game_waits_for_the_host() -> None:
    # The host's app stopped without a word (killed, or its computer went off): its guest
    # was told only that no server answered, again at each try.
    said = await kims_notices_when_ann_goes(GameServer(hosted=True), host_stops=True)
    assert "kept on their computer until they host it again" in ann_has_left(said)
    assert said.count("Ann has left") == 1  # not again at each later try
