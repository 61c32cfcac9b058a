"""One address cannot fill the server: unjoined tables are limited per address, and expire.

A probe once filled all 1,000 tables of a server in 5 s with ~670 ``create`` frames from one
address, and a restart restored them all. Loopback has a whole /8 of addresses, so "another
address" here is 127.0.0.2 (a source address this machine has).
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from websockets.asyncio.client import connect

from spades_tui.core.rules import Rules
from spades_tui.net import protocol
from spades_tui.net.limits import UNJOINED_KEPT, UNJOINED_PER_ADDRESS
from spades_tui.net.server import GameServer


def create_frame(name: str = "Ann") -> str:
    return json.dumps({"type": "create", "version": protocol.VERSION, "name": name})


async def hello(url: str, frame: str, source: str = "127.0.0.1", **headers: str) -> dict:
    """One fresh connection from ``source``: send ``frame``, return the server's first answer."""
    async with connect(
        url,
        proxy=None,
        local_addr=(source, 0),
        additional_headers=headers or None,
        open_timeout=10,
    ) as ws:
        await ws.send(frame)
        return json.loads(await asyncio.wait_for(ws.recv(), 60))


async def test_one_address_gets_a_few_unjoined_tables_and_others_are_still_answered(
    tmp_path: Path,
) -> None:
    server = GameServer(tmp_path, frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    try:
        answers = await asyncio.gather(*(hello(url, create_frame()) for _ in range(40)))
        kinds = [a["type"] for a in answers]
        assert kinds.count("created") == UNJOINED_PER_ADDRESS
        refused = [a for a in answers if a["type"] == "error"]
        assert {a["code"] for a in refused} == {"too_many_tables"}
        minutes = UNJOINED_KEPT // 60
        assert refused[0]["params"] == {"most": UNJOINED_PER_ADDRESS, "minutes": minutes}
        assert len(server.tables) == UNJOINED_PER_ADDRESS
        # Someone else is answered at once, and can create their own table.
        other = await asyncio.wait_for(hello(url, create_frame("Kim"), "127.0.0.2"), 60)
        assert other["type"] == "created"
        # A table whose friend came no longer counts: its creator may start another.
        first = next(a for a in answers if a["type"] == "created")
        join = {"type": "join", "version": protocol.VERSION, "code": first["friend_code"]}
        async with connect(url, proxy=None) as friend:
            await friend.send(json.dumps({**join, "name": "Bob"}))
            assert json.loads(await friend.recv())["type"] == "welcome"
            assert (await hello(url, create_frame()))["type"] == "created"
            assert (await hello(url, create_frame()))["code"] == "too_many_tables"
    finally:
        await server.stop()


async def test_a_table_against_the_computer_is_not_held_to_the_friends_limit() -> None:
    """An address whose tables all wait for friends may still play the computer, which waits
    for nobody; the cap on the computer's tables holds for it all the same."""
    server = GameServer(frame_rate=1e6, computer_tables=1)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    computer = {"type": "create", "version": protocol.VERSION, "name": "Ann"}
    computer["computer"] = {"level": "hard"}
    try:
        for _ in range(UNJOINED_PER_ADDRESS):
            assert (await hello(url, create_frame()))["type"] == "created"
        assert (await hello(url, create_frame()))["code"] == "too_many_tables"
        assert (await hello(url, json.dumps(computer)))["type"] == "created"
        assert (await hello(url, json.dumps(computer)))["code"] == "too_many_computers"
        # The computer's table does not make room for another friend's either.
        assert (await hello(url, create_frame()))["code"] == "too_many_tables"
    finally:
        await server.stop()


async def test_the_browser_fronts_door_counts_each_browser_by_its_own_address() -> None:
    server = GameServer(frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    door = await server.open_door()
    try:
        for _ in range(UNJOINED_PER_ADDRESS):
            got = await hello(
                f"ws://127.0.0.1:{door}", create_frame(), **{"X-Forwarded-For": "203.0.113.9"}
            )
            assert got["type"] == "created"
        refused = await hello(
            f"ws://127.0.0.1:{door}", create_frame(), **{"X-Forwarded-For": "203.0.113.9"}
        )
        assert refused["code"] == "too_many_tables"
        other = await hello(
            f"ws://127.0.0.1:{door}", create_frame(), **{"X-Forwarded-For": "198.51.100.7"}
        )
        assert other["type"] == "created"
        # The game's own port does not believe the header: that is 127.0.0.1 asking.
        for _ in range(UNJOINED_PER_ADDRESS):
            assert (
                await hello(
                    f"ws://{host}:{port}", create_frame(), **{"X-Forwarded-For": "192.0.2.50"}
                )
            )["type"] == "created"
        assert (
            await hello(f"ws://{host}:{port}", create_frame(), **{"X-Forwarded-For": "192.0.2.51"})
        )["code"] == "too_many_tables"
    finally:
        await server.stop()


async def test_a_table_nobody_joined_expires_and_its_creator_is_told(tmp_path: Path) -> None:
    now = [1_000_000.0]
    server = GameServer(tmp_path, frame_rate=1e6, clock=lambda: now[0])
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    try:
        joined = server.create_table("Ann", Rules(), 1)
        async with connect(url, proxy=None) as ws:
            await ws.send(create_frame("Zed"))
            created = json.loads(await ws.recv())
            assert created["type"] == "created"
            await ws.recv()  # welcome
            async with connect(url, proxy=None) as friend:
                join = {"type": "join", "version": 1, "code": joined.meta.codes[1], "name": "Bob"}
                await friend.send(json.dumps(join))
                await friend.recv()
                now[0] += UNJOINED_KEPT - 1
                assert server.expire_unjoined() == 0
                now[0] += 2
                assert server.expire_unjoined() == 1
                ended = json.loads(await asyncio.wait_for(ws.recv(), 60))
                assert ended["type"] == "error" and ended["code"] == "expired"
                assert ended["params"] == {"minutes": UNJOINED_KEPT // 60}
        assert list(server.tables) == [joined.id]
        assert server.find(created["your_code"]) is None
        assert not (tmp_path / "tables" / created["table"]).exists()
        # The table that was joined is kept, and so is its file.
        assert (tmp_path / "tables" / joined.id / "table.json").exists()
    finally:
        await server.stop()


async def test_a_restart_does_not_bring_back_tables_nobody_joined_in_time(tmp_path: Path) -> None:
    now = [1_000_000.0]
    first = GameServer(tmp_path, clock=lambda: now[0])
    old = first.create_table("Ann", Rules(), 1)
    await first.save_meta(old)
    now[0] += UNJOINED_KEPT / 2
    young = first.create_table("Kim", Rules(), 1)
    await first.save_meta(young)
    now[0] += UNJOINED_KEPT / 2 + 1
    again = GameServer(tmp_path, clock=lambda: now[0])
    assert [t.id for t in again.restore()] == [young.id]
    assert not (tmp_path / "tables" / old.id).exists()


async def test_the_server_sweeps_unjoined_tables_by_itself() -> None:
    server = GameServer(unjoined_kept=0.3)
    await server.start("127.0.0.1", 0)
    try:
        server.create_table("Ann", Rules(), 1)
        for _ in range(100):
            await asyncio.sleep(0.05)
            if not server.tables:
                break
        assert not server.tables
    finally:
        await server.stop()
