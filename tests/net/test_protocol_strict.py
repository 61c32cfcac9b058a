"""The protocol as docs/protocol.md says it, over loopback: strict where the document is.

Found by a probe: ``"version": true`` and ``1.0`` were taken for 1; an ``action`` with an
unknown field was accepted while a ``rematch`` with one was an error; a bid outside the
document's 0-13 came back ``refused`` like a move the rules forbid; a partial ``rules`` in
``create`` was refused though the document's example has defaults fill it.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from spades_tui.core.rules import Rules
from spades_tui.net.server import GameServer


@pytest.fixture
async def url():  # type: ignore[no-untyped-def]
    server = GameServer(frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    server.test_table = server.create_table("Ann", Rules(), 1)  # type: ignore[attr-defined]
    yield f"ws://{host}:{port}", server
    await server.stop()


async def answers(url: str, *frames: dict[str, Any], wanted: int = 1) -> list[dict[str, Any]]:
    """Send ``frames`` on one connection; the server's frames until ``wanted`` are in, or it
    closes."""
    got: list[dict[str, Any]] = []
    async with connect(url, proxy=None) as ws:
        for frame in frames:
            await ws.send(json.dumps(frame))
        try:
            async with asyncio.timeout(60):
                async for text in ws:
                    got.append(json.loads(text))
                    if len(got) >= wanted:
                        break
        except (TimeoutError, ConnectionClosed):
            pass
    return got


def create(**fields: Any) -> dict[str, Any]:
    return {"type": "create", "version": 1, "name": "Zed", **fields}


@pytest.mark.parametrize("version", [True, 1.0, "1", None])
async def test_a_version_that_is_not_the_whole_number_1_is_refused(url, version) -> None:  # type: ignore[no-untyped-def]
    (got,) = await answers(url[0], create(version=version))
    assert got["type"] == "error" and got["code"] == "version"


async def test_a_hello_without_a_version_is_told_it_gave_none(url) -> None:  # type: ignore[no-untyped-def]
    frame = create()
    del frame["version"]
    (got,) = await answers(url[0], frame)
    assert got["reason"].startswith("this server speaks protocol version 1, the client gave none;")


@pytest.mark.parametrize(
    "frame",
    [
        create(colour="red"),
        {"type": "join", "version": 1, "code": "K7PQ-M2XW-9HTR-C4DN", "table": "x"},
    ],
)
async def test_a_hello_with_an_unknown_field_is_an_error(url, frame) -> None:  # type: ignore[no-untyped-def]
    (got,) = await answers(url[0], frame)
    assert got["type"] == "error" and got["code"] == "bad_field"


async def test_an_action_with_an_unknown_field_is_an_error_like_a_rematch_with_one(url) -> None:  # type: ignore[no-untyped-def]
    address, server = url
    table = server.test_table
    friend = {"type": "join", "version": 1, "code": table.meta.codes[1], "name": "Kim"}
    async with connect(address, proxy=None) as kim:
        await kim.send(json.dumps(friend))
        join = {"type": "join", "version": 1, "code": table.meta.codes[0]}
        action = {
            "type": "action",
            "at": 0,
            "action": {"type": "declare_double_nil", "declare": False},
        }
        got = await answers(address, join, {**action, "why": "x"}, wanted=4)
        assert got[-1]["type"] == "error" and got[-1]["code"] == "bad_field", got
        got = await answers(address, join, {"type": "rematch", "why": "x"}, wanted=4)
        assert got[-1]["type"] == "error" and got[-1]["code"] == "bad_field", got


@pytest.mark.parametrize("tricks", [14, -1, 100])
async def test_a_bid_outside_0_to_13_is_an_error_of_shape(url, tricks: int) -> None:  # type: ignore[no-untyped-def]
    address, server = url
    table = server.test_table
    async with connect(address, proxy=None) as kim:
        await kim.send(
            json.dumps({"type": "join", "version": 1, "code": table.meta.codes[1], "name": "K"})
        )
        join = {"type": "join", "version": 1, "code": table.meta.codes[0]}
        bid = {"type": "action", "at": 0, "action": {"type": "bid", "tricks": tricks}}
        got = await answers(address, join, bid, wanted=4)
        assert got[-1]["type"] == "error" and got[-1]["code"] == "bad_field", got
        assert "0 to 13" in got[-1]["reason"]


async def test_a_partial_rules_object_takes_the_defaults_for_the_rest(url) -> None:  # type: ignore[no-untyped-def]
    address, server = url
    got = await answers(address, create(rules={"target": 300}))
    assert got[0]["type"] == "created", got
    table = server.tables[got[0]["table"]]
    assert table.meta.rules == Rules(target=300)
    (wrong,) = await answers(address, create(rules={"target": 300, "jokers": True}))
    assert wrong["type"] == "error" and wrong["code"] == "bad_field"
    assert "jokers" in wrong["reason"]
