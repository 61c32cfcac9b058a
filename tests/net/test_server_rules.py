"""The server's rules for connections: codes, seats, turns, floods, versions."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from spades_tui.core.actions import DECLINE, KEEP
from spades_tui.core.rules import Rules
from spades_tui.net import codes, protocol, wire
from spades_tui.net.limits import TokenBucket, WrongCodeLimiter
from spades_tui.net.server import GameServer, Table


@pytest.fixture
async def live() -> AsyncIterator[tuple[GameServer, str, Table]]:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    table = server.create_table("Ann", Rules(), 4)
    yield server, f"ws://{host}:{port}", table
    await server.stop()


async def hello(url: str, message: dict) -> ClientConnection:
    ws = await connect(url, proxy=None, compression=None)
    await ws.send(json.dumps(message))
    return ws


async def join(url: str, code: str, name: str | None = None) -> ClientConnection:
    message = {"type": "join", "version": protocol.VERSION, "code": code}
    if name:
        message["name"] = name
    return await hello(url, message)


async def next_of(ws: ClientConnection, *types: str) -> dict:
    while True:
        data = json.loads(await asyncio.wait_for(ws.recv(), 60))
        if data["type"] in types:
            return data


async def closed_with(ws: ClientConnection) -> tuple[dict | None, int | None]:
    """The error frame (if any) the server sent before closing, and the close code."""
    error = None
    try:
        while True:
            data = json.loads(await asyncio.wait_for(ws.recv(), 60))
            if data["type"] == "error":
                error = data
    except ConnectionClosed as exc:
        return error, exc.rcvd.code if exc.rcvd else None


def act(action, at: int) -> str:
    return json.dumps(protocol.action(action, at))


def test_codes_carry_80_random_bits_and_forgive_typing() -> None:
    made = {codes.new_code() for _ in range(200)}
    assert len(made) == 200
    code = made.pop()
    assert len(code) == 19 and code.count("-") == 3
    assert codes.BITS >= 64
    assert codes.normalize(code.lower().replace("-", " ")) == code
    assert codes.normalize(code.replace("0", "o").replace("1", "l")) == code
    assert codes.normalize("short") is None and codes.normalize(code + "X") is None
    assert codes.same_code(code, code) and not codes.same_code(code, codes.new_code())


async def test_a_full_join_starts_the_game_with_both_names(live) -> None:
    server, url, table = live
    ann = await join(url, table.meta.codes[0], "Ignored")
    assert (await next_of(ann, "welcome"))["names"] == ["Ann", None]
    bob = await join(url, table.meta.codes[1], "[b]Bob")
    welcome = await next_of(bob, "welcome")
    assert welcome["seat"] == 1 and welcome["names"] == ["Ann", "[b]Bob"]
    update = await next_of(ann, "update")
    assert update["view"]["names"] == ["Ann", "[b]Bob"] and update["at"] == 0
    assert table.game is not None and table.game.players[1].name == "[b]Bob"
    await ann.close()
    await bob.close()


async def test_out_of_turn_stale_and_illegal_actions_are_refused_and_change_nothing(live) -> None:
    server, url, table = live
    ann = await join(url, table.meta.codes[0])
    bob = await join(url, table.meta.codes[1])
    await next_of(bob, "update")
    await next_of(ann, "update")
    game = table.game
    cases = [
        (bob, act(DECLINE, 0), "not_your_turn"),
        (ann, act(DECLINE, 3), "stale"),
        (ann, act(KEEP, 0), "illegal"),
    ]
    for ws, frame, code in cases:
        await ws.send(frame)
        refusal = await next_of(ws, "refused", "error")
        assert refusal["type"] == "refused" and refusal["code"] == code and refusal["reason"]
    assert game.actions_applied == 0
    await ann.send(act(DECLINE, 0))  # the connection is still open and plays on
    assert (await next_of(ann, "update"))["at"] == 1
    assert game.actions_applied == 1
    await ann.close()
    await bob.close()


async def test_a_new_connection_with_the_code_takes_the_seat_over(live) -> None:
    server, url, table = live
    first = await join(url, table.meta.codes[0])
    await next_of(first, "welcome")
    second = await join(url, table.meta.codes[0])
    await next_of(second, "welcome")
    error, code = await closed_with(first)
    assert error is not None and error["code"] == "taken_over" and code == 1008
    assert table.peers[0] is not None and table.peers[0].ws is not None
    await second.close()


async def test_wrong_codes_are_refused_then_the_address_must_wait(live) -> None:
    server, url, table = live
    server.limiter = WrongCodeLimiter(most=3, window=60)
    for _ in range(3):
        ws = await join(url, codes.new_code())
        error, _ = await closed_with(ws)
        assert error["code"] == "wrong_code"
    ws = await join(url, table.meta.codes[0])  # even the right code must wait now
    error, _ = await closed_with(ws)
    assert error["code"] == "slow_down" and "try again in" in error["reason"]


def test_the_wrong_code_limiter_forgets_after_its_window_and_stays_small() -> None:
    now = [0.0]
    limiter = WrongCodeLimiter(most=2, window=10, clock=lambda: now[0], max_addresses=100)
    limiter.failed("a")
    limiter.failed("a")
    assert limiter.wait_for("a") == 10 and limiter.wait_for("b") == 0
    now[0] = 10.5
    assert limiter.wait_for("a") == 0
    for n in range(1000):
        limiter.failed(f"10.0.{n // 256}.{n % 256}")
    assert len(limiter._failures) <= 100


def test_the_token_bucket_allows_bursts_then_the_rate() -> None:
    now = [0.0]
    bucket = TokenBucket(rate=10, burst=5, clock=lambda: now[0])
    assert [bucket.take() for _ in range(6)] == [True] * 5 + [False]
    now[0] = 0.1
    assert bucket.take() and not bucket.take()


async def test_a_flood_closes_the_connection_with_a_reason(live) -> None:
    server, url, table = live
    ann = await join(url, table.meta.codes[0])
    await next_of(ann, "welcome")
    with contextlib.suppress(ConnectionClosed):
        for _ in range(200):
            await ann.send(act(KEEP, 0))
    error, code = await closed_with(ann)
    assert error["code"] == "flood" and code == 1008
    assert server.crashes == 0


async def test_another_protocol_version_is_refused_with_the_servers(live) -> None:
    server, url, table = live
    ws = await hello(url, {"type": "join", "version": 99, "code": table.meta.codes[0]})
    error, code = await closed_with(ws)
    assert error["code"] == "version" and "version 1" in error["reason"] and code == 1008


async def test_a_frame_over_64_kib_is_closed_by_the_websocket_layer(live) -> None:
    server, url, table = live
    ws = await join(url, table.meta.codes[0])
    await next_of(ws, "welcome")
    await ws.send(json.dumps({"type": "action", "pad": "x" * 70_000}))
    _, code = await closed_with(ws)
    assert code == 1009  # "message too big"


async def test_creating_tables_can_be_refused_and_is_answered_with_two_codes(live) -> None:
    server, url, table = live
    ws = await hello(url, {"type": "create", "version": 1, "name": "Cy"})
    created = await next_of(ws, "created")
    assert codes.normalize(created["your_code"]) and codes.normalize(created["friend_code"])
    assert created["your_code"] != created["friend_code"]
    await ws.close()
    server.allow_create = False
    ws = await hello(url, {"type": "create", "version": 1, "name": "Cy"})
    error, _ = await closed_with(ws)
    assert error["code"] == "no_create"


def test_views_and_events_survive_the_wire_for_a_whole_game() -> None:
    from spades_tui.core.game import Game
    from spades_tui.players import make_player

    game = Game(Rules(target=100, loss_floor=-100), seed=9)
    heard = {0: [], 1: []}
    for seat in (0, 1):
        game.subscribe(heard[seat].append, seat)
    players = [make_player("random", 1), make_player("random", 2)]
    phases = set()
    while game.winner is None:
        for seat in (0, 1):
            view = game.view(seat)
            back = wire.view_from_dict(json.loads(json.dumps(wire.view_to_dict(view))))
            assert back == view or list(back.legal_actions) == list(view.legal_actions)
            phases.add(view.phase)
        game.apply(players[game.to_act].choose(game.view(game.to_act)))
    for seat in (0, 1):
        for event in heard[seat]:
            assert wire.event_from_dict(json.loads(json.dumps(wire.event_to_dict(event)))) == event
    assert len(phases) >= 4
