"""Hostile frames against a live server: every one answered, no crash, the game unchanged.

A table is set up on 127.0.0.1 with a game in progress (two bots play some moves and leave),
then malformed and hostile frames are sent: garbage, binary, JSON of every wrong shape, wrong
codes and versions, oversized and deeply nested frames, and well-formed actions that are out
of turn, stale or illegal. Each must get a refusal or an error (or the websocket's own close
for an oversized frame); afterwards the game must be exactly as it was and still playable.

    python bench/net_fuzz.py [--frames 10000] [--seed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import ClientConnection, connect  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402

from spades_tui.core.actions import Action  # noqa: E402
from spades_tui.core.cards import CARDS  # noqa: E402
from spades_tui.core.game import Game  # noqa: E402
from spades_tui.core.record import game_to_record  # noqa: E402
from spades_tui.core.rules import Rules  # noqa: E402
from spades_tui.net import protocol, wire  # noqa: E402
from spades_tui.net.bots import play_seat  # noqa: E402
from spades_tui.net.client import SeatClient  # noqa: E402
from spades_tui.net.limits import WrongCodeLimiter  # noqa: E402
from spades_tui.net.server import GameServer, Table  # noqa: E402

ANSWERS = ("refused", "error")


def _garbage(rng: random.Random) -> str | bytes:
    pick = rng.randrange(12)
    if pick == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
    if pick == 1:
        return "".join(chr(rng.randrange(32, 0x2FF)) for _ in range(rng.randrange(1, 200)))
    if pick == 2:
        return json.dumps(rng.choice([[], [1, 2], 42, "hello", None, True, 1.5]))
    if pick == 3:
        return json.dumps({"no": "type"})
    if pick == 4:
        return json.dumps({"type": rng.choice([1, None, [], {}, True])})
    if pick == 5:
        return json.dumps({"type": rng.choice(["hello", "ACTION", "update", "", "x" * 500])})
    if pick == 6:
        depth = rng.randrange(1000, 30000)
        return "[" * depth + "]" * depth
    if pick == 7:
        return '{"type": "action", "n": 1' + "0" * rng.randrange(5000, 20000) + "}"
    if pick == 8:
        return json.dumps({"type": "action", "pad": "x" * (protocol.MAX_FRAME + 10)})
    if pick == 9:
        return '{"type": "action", "action": {"type": "play", "card": "AS"}'  # cut short
    if pick == 10:
        return "\x00" * rng.randrange(1, 100)
    return json.dumps({"type": "action", "action": None, "at": None, "extra": list(range(50))})


def hostile_hello(rng: random.Random, code: str) -> str | bytes:
    pick = rng.randrange(10)
    if pick < 3:
        return _garbage(rng)
    hello: dict[str, Any] = {"type": "join", "version": protocol.VERSION, "code": code}
    if pick == 3:
        hello["version"] = rng.choice([0, 2, "1", None, 1.0001, [1]])
    elif pick == 4:
        hello["code"] = rng.choice([None, 5, [code], "", "x" * 100, code[:-1] + "?"])
    elif pick == 5:
        hello["code"] = "".join(rng.choice("0123456789ABCDEFGHJKMNPQRSTVWXYZ") for _ in range(16))
    elif pick == 6:
        hello["name"] = rng.choice(["", " ", "x" * 21, "a\x1bb", 7, ["Ann"], "\n"])
    elif pick == 7:
        hello = {"type": "create", "version": 1, "name": "Zed", "rules": {"target": "lots"}}
    elif pick == 8:
        hello = {"type": "create", "version": 1, "name": "Zed", "seed": -5}
    else:
        hello = {"type": "action", "action": {"type": "keep"}, "at": 0}
    return json.dumps(hello)


def _any_action(rng: random.Random) -> dict[str, Any]:
    kind = rng.choice(["play", "keep", "reject", "bid", "declare_double_nil", "exchange"])
    if kind == "play":
        return {"type": kind, "card": rng.choice(CARDS).code}
    if kind == "bid":
        return {"type": kind, "tricks": rng.randrange(0, 14)}
    if kind == "declare_double_nil":
        return {"type": kind, "declare": rng.random() < 0.5}
    if kind == "exchange":
        return {"type": kind, "cards": [c.code for c in rng.sample(CARDS, rng.randrange(0, 5))]}
    return {"type": kind}


def _bad_shape(rng: random.Random) -> dict[str, Any]:
    return rng.choice(
        [
            {"type": "play", "card": rng.choice([5, "ZZ", "", None, ["AS"], "as ", "10S"])},
            {"type": "bid", "tricks": rng.choice(["4", True, 14, -1, 10**100, 2.5, None])},
            {"type": "double_nil", "declare": rng.choice(["yes", 1, None])},
            {"type": "exchange", "cards": rng.choice(["AS", [1, 2], ["AS"] * 20, None])},
            {"type": rng.choice(["pass", "", 3, None, "PLAY"])},
            {},
        ]
    )


def hostile_play(rng: random.Random, game: Game, seat: int) -> str | bytes:
    """A frame from a seated client that must not change the game."""
    pick = rng.randrange(10)
    at = game.actions_applied
    if pick < 2:
        return _garbage(rng)
    if pick == 2:
        return json.dumps({"type": "action", "action": _bad_shape(rng), "at": at})
    if pick == 3:
        return json.dumps(
            {"type": "action", "action": _any_action(rng), "at": rng.choice([-1, "0", 1.5, None])}
        )
    data = _any_action(rng)
    action: Action = wire.action_from_dict(data)
    if game.to_act == seat and game.refusal(action) is None:
        at += rng.choice([1, -1, 1000])  # legal now: make it stale so it must be refused
    return json.dumps({"type": "action", "action": data, "at": max(at, 0) if at != -1 else 5})


@dataclass
class FuzzResult:
    frames: int = 0
    answered: int = 0
    unanswered: list[str] = field(default_factory=list)
    kinds: dict[str, int] = field(default_factory=dict)
    crashes: int = 0
    game_changed: bool = False
    still_playable: bool = False
    seconds: float = 0.0


async def _answer(ws: ClientConnection, timeout: float = 3.0) -> str:
    """The server's reply to the last frame: 'refused', 'error', or 'closed:<code>'."""
    try:
        while True:
            text = await asyncio.wait_for(ws.recv(), timeout)
            kind = json.loads(text).get("type")
            if kind in ANSWERS:
                return str(kind)
    except ConnectionClosed as exc:
        return f"closed:{exc.rcvd.code if exc.rcvd else 'none'}"
    except TimeoutError:
        return "silence"


async def _connect(url: str) -> ClientConnection:
    return await connect(url, max_size=None, compression=None, proxy=None, open_timeout=10)


async def _seated(url: str, code: str) -> ClientConnection:
    ws = await _connect(url)
    await ws.send(json.dumps({"type": "join", "version": protocol.VERSION, "code": code}))
    while json.loads(await ws.recv())["type"] != "update":
        pass
    return ws


async def fuzz(frames: int, seed: int, data_root: Path | None = None) -> FuzzResult:
    rng = random.Random(seed)
    server = GameServer(data_root, frame_rate=1e6)
    # Wrong codes are part of the fuzz; the per-address limit has its own test.
    server.limiter = WrongCodeLimiter(most=10**9)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    result = FuzzResult()
    started = time.perf_counter()
    try:
        table: Table = server.create_table("Ann", Rules(), seed)
        bots = [
            play_seat(SeatClient(url, table.meta.codes[s], n), "random", s, stop_after=20)
            for s, n in enumerate(("Ann", "Bob"))
        ]
        await asyncio.gather(*bots)
        game = table.game
        assert game is not None
        before, applied = json.dumps(game_to_record(game)), game.actions_applied
        seated: dict[int, ClientConnection] = {}
        for n in range(frames):
            if rng.random() < 0.25:
                ws = await _connect(url)
                await ws.send(hostile_hello(rng, rng.choice(table.meta.codes)))
                answer = await _answer(ws)
                await ws.close()
            else:
                seat = rng.randrange(2)
                if seat not in seated:
                    seated[seat] = await _seated(url, table.meta.codes[seat])
                ws = seated[seat]
                try:
                    await ws.send(hostile_play(rng, game, seat))
                    answer = await _answer(ws)
                except ConnectionClosed:
                    answer = "closed:early"
                if answer != "refused":
                    await ws.close()
                    del seated[seat]
            result.frames += 1
            result.kinds[answer] = result.kinds.get(answer, 0) + 1
            if answer == "silence":
                result.unanswered.append(f"frame {n}")
            else:
                result.answered += 1
        for ws in seated.values():
            await ws.close()
        result.game_changed = (
            json.dumps(game_to_record(game)) != before or game.actions_applied != applied
        )
        # The server still plays: the seat to act makes a legal move.
        ws = await _seated(url, table.meta.codes[game.to_act])
        move = wire.action_to_dict(game.legal_actions()[0])
        await ws.send(json.dumps({"type": "action", "action": move, "at": applied}))
        while json.loads(await ws.recv())["type"] != "update":
            pass
        result.still_playable = game.actions_applied == applied + 1
        await ws.close()
    finally:
        result.crashes = server.crashes
        await server.stop()
    result.seconds = time.perf_counter() - started
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    result = asyncio.run(fuzz(args.frames, args.seed))
    print(f"hostile frames sent:   {result.frames}")
    print(f"answered:              {result.answered} ({result.kinds})")
    print(f"unanswered:            {len(result.unanswered)}")
    print(f"server crashes:        {result.crashes}")
    print(f"game changed:          {result.game_changed}")
    print(f"still playable after:  {result.still_playable}")
    print(f"time:                  {result.seconds:.1f} s")


if __name__ == "__main__":
    main()
