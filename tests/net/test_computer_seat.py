"""A table against the computer on a server: created with a level, played through the same
match loop, the computer thinking off the event loop, and capped by a server option."""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path

import pytest
from net_support import PrivacyWatch
from websockets.asyncio.client import connect

from spades_tui.core.rules import Rules
from spades_tui.net import protocol
from spades_tui.net import table as table_module
from spades_tui.net.bots import play_seat
from spades_tui.net.client import SeatClient
from spades_tui.net.server import GameServer
from spades_tui.players import make_player
from spades_tui.storage import load_file

RULES = Rules(target=150, loss_floor=-150)


def create_frame(level: str, name: str = "Ann") -> str:
    computer = {"level": level, "name": "Gép"}
    frame = {"type": "create", "version": protocol.VERSION, "name": name, "computer": computer}
    return json.dumps(frame)


@pytest.mark.parametrize("level", ["heuristic", "normal"])
async def test_a_computer_table_is_played_to_game_over_over_loopback(
    tmp_path: Path, level: str
) -> None:
    watch = PrivacyWatch()
    server = GameServer(tmp_path, frame_rate=1e6)
    server.tap = watch
    host, port = await server.start("127.0.0.1", 0)
    created: asyncio.Future = asyncio.get_running_loop().create_future()
    try:
        client = SeatClient(
            f"ws://{host}:{port}", name="Ann", create=(RULES, 5), computer=(level, "Gép")
        )
        stats = await asyncio.wait_for(play_seat(client, "random", 1, created=created), 120)
    finally:
        await server.stop()
    assert stats.finished and stats.refused == [] and stats.ended is None
    assert created.result().friend_code is None  # nobody else takes the computer's seat
    (table,) = server.tables.values()
    game = table.game
    assert game is not None and game.winner is not None
    assert [p.kind for p in game.players] == ["human", f"ai:{level}"]
    assert [p.name for p in game.players] == ["Ann", "Gép"]
    assert watch.leaks == [] and server.crashes == 0
    assert all(v.verified for v in stats.shuffles) and stats.shuffles
    (saved,) = tmp_path.glob("tables/*/history/*-finished.json")
    assert load_file(saved).winner == game.winner


async def test_the_computer_thinks_off_the_event_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the computer is deep in thought, the server answers everyone else."""
    thinking, go_on = threading.Event(), threading.Event()

    class Slow:
        level = "slow"

        def __init__(self) -> None:
            self.inner = make_player("random", 0)

        def choose(self, view):
            thinking.set()
            go_on.wait(30)
            return self.inner.choose(view)

    monkeypatch.setattr(table_module, "make_player", lambda level, seed=None: Slow())
    server = GameServer(None, frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", RULES, 3, computer=protocol.Computer("hard", "C"))
    bot = asyncio.create_task(play_seat(SeatClient(url, table.meta.codes[0], "Ann"), "random", 1))
    try:
        await asyncio.wait_for(asyncio.to_thread(thinking.wait, 30), 35)
        # The computer holds its thread; a newcomer is still answered.
        async with connect(url, proxy=None) as ws:
            await ws.send(json.dumps({"type": "create", "version": 1, "name": "Kim"}))
            answer = json.loads(await asyncio.wait_for(ws.recv(), 60))
        assert answer["type"] == "created"
        assert table.game is not None and table.game.to_act == 1
    finally:
        go_on.set()
        bot.cancel()
        await server.stop()


async def test_the_server_caps_its_computer_tables(tmp_path: Path) -> None:
    server = GameServer(None, frame_rate=1e6, computer_tables=2)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    try:
        answers = []
        sockets = []
        for source in ("127.0.0.1", "127.0.0.2", "127.0.0.3"):
            ws = await connect(url, proxy=None, local_addr=(source, 0))
            sockets.append(ws)
            await ws.send(create_frame("random"))
            answers.append(json.loads(await asyncio.wait_for(ws.recv(), 60)))
        assert [a["type"] for a in answers] == ["created", "created", "error"]
        assert answers[2]["code"] == "too_many_computers"
        assert answers[2]["params"] == {"most": 2}
        # A table against a friend is still open to all.
        async with connect(url, proxy=None) as ws:
            await ws.send(json.dumps({"type": "create", "version": 1, "name": "Kim"}))
            assert json.loads(await ws.recv())["type"] == "created"
        for ws in sockets:
            await ws.close()
    finally:
        await server.stop()


@pytest.mark.parametrize(
    "computer",
    [{"level": "grandmaster"}, {"level": "hard", "colour": "red"}, "hard", {"name": "X"}],
)
async def test_a_wrong_computer_is_a_bad_field(computer: object) -> None:
    server = GameServer(None)
    host, port = await server.start("127.0.0.1", 0)
    try:
        async with connect(f"ws://{host}:{port}", proxy=None) as ws:
            frame = {"type": "create", "version": 1, "name": "Ann", "computer": computer}
            await ws.send(json.dumps(frame))
            answer = json.loads(await ws.recv())
        assert (answer["type"], answer["code"]) == ("error", "bad_field")
        assert server.tables == {}
    finally:
        await server.stop()


async def test_a_computer_table_comes_back_after_a_restart(tmp_path: Path) -> None:
    server = GameServer(tmp_path, frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    table = server.create_table("Ann", RULES, 9, computer=protocol.Computer("heuristic", "C"))
    await server.save_meta(table)
    client = SeatClient(f"ws://{host}:{port}", table.meta.codes[0], "Ann")
    await asyncio.wait_for(play_seat(client, "random", 1, stop_after=12), 60)
    await server.stop()
    again = GameServer(tmp_path, frame_rate=1e6)
    (restored,) = again.restore()
    assert restored.computer == "heuristic" and restored.game is not None
    host, port = await again.start("127.0.0.1", 0)
    try:
        client = SeatClient(f"ws://{host}:{port}", table.meta.codes[0], "Ann")
        stats = await asyncio.wait_for(play_seat(client, "random", 2), 120)
    finally:
        await again.stop()
    assert stats.finished and restored.game.players[1].kind == "ai:heuristic"


async def test_the_header_names_a_network_computer_by_the_level_players_read() -> None:
    from spades_tui.ui.app import network_app
    from spades_tui.ui.network_table import NetworkTable, RemoteSetup

    setup = RemoteSetup("ws://127.0.0.1:9", None, "Ann")
    table = NetworkTable(network_app(setup), setup, lambda code, words: None)
    table.computer = "heuristic"
    # "heuristic" is what records and the protocol keep; players choose and read "easy".
    assert table.mode_text() == "network game against the computer (easy)"
