"""Friends behind one router share an address, and so its limit of tables waiting for a
friend: the refusal says so in words, and joining is never limited by it.

A household or a club whose players all reach the server through one address could find
"This address already has 3 tables nobody has joined" on the screen of someone who had started
none, with nothing to say that a friend's code would still let them in.
"""

from __future__ import annotations

import json

from net_support import ann_seated
from test_address_limits import create_frame, hello
from ui_helpers import screen_text, wait_until
from websockets.asyncio.client import connect

from spades_tui.core.rules import Rules
from spades_tui.net import protocol
from spades_tui.net.limits import UNJOINED_PER_ADDRESS
from spades_tui.net.server import GameServer
from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.host_wait import LobbyScreen
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.words.refusals import network_text


async def fill_the_address(url: str) -> list[dict]:
    """Tables from 127.0.0.1 that nobody joins, as many as one address may have."""
    made = [await hello(url, create_frame(f"P{n}")) for n in range(UNJOINED_PER_ADDRESS)]
    assert {m["type"] for m in made} == {"created"}
    assert (await hello(url, create_frame()))["code"] == "too_many_tables"
    return made


def test_the_refusal_says_everyone_behind_the_address_counts_and_joining_works() -> None:
    words = network_text("too_many_tables", "", {"most": 3, "minutes": 60})
    assert "3 tables waiting for a friend" in words
    assert "Everyone who shares the address counts" in words
    assert "Joining a table with its code still works" in words
    assert "after 60 min" in words


async def test_an_address_at_its_limit_still_joins_comes_back_and_watches() -> None:
    server = GameServer(frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    try:
        made = await fill_the_address(url)
        other = server.create_table("Zoe", Rules(), 2)  # from elsewhere: a friend's table
        for code, answer in (
            (other.meta.codes[1], "welcome"),  # joining a friend's table
            (made[0]["your_code"], "welcome"),  # coming back to one's own seat
            (other.meta.watch_code, "watch"),  # watching
        ):
            frame = {"type": "join", "version": protocol.VERSION, "code": code, "name": "Kim"}
            async with connect(url, proxy=None) as ws:
                await ws.send(json.dumps(frame))
                assert json.loads(await ws.recv())["type"] == answer, code
    finally:
        await server.stop()


async def test_the_lobby_says_why_and_takes_a_friends_code_next() -> None:
    server, url, table, ann, runner = await ann_seated()
    try:
        await fill_the_address(url)
        app = network_app(RemoteSetup(url, None, "Kim"))
        async with app.run_test(size=(80, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await pilot.pause()
            await pilot.press("enter")  # no code: a new table
            await wait_until(pilot, lambda: isinstance(app.screen, InfoScreen))
            text = " ".join(screen_text(app).split())
            assert "Joining a table with its code still works" in text
            await pilot.press("enter")
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await pilot.pause()
            await pilot.press(*table.meta.codes[1], "enter")
            await wait_until(pilot, lambda: table.meta.names[1] == "Kim")
    finally:
        await ann.close()
        runner.cancel()
        await server.stop()
