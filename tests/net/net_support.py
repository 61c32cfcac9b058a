"""Helpers for the network tests: a live server on loopback, and a privacy checker for frames."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Iterator
from typing import Any

from textual.app import App

from spades_tui.core.cards import CARDS
from spades_tui.core.game import Game, Phase
from spades_tui.core.rules import Rules
from spades_tui.net.client import SeatClient
from spades_tui.net.server import GameServer, Table
from spades_tui.net.table import WATCHER

CODES = {c.code for c in CARDS}


async def ann_seated() -> tuple[GameServer, str, Table, SeatClient, asyncio.Task[None]]:
    """A server on loopback with one table, Ann's client in its first seat: the server, its
    URL, the table, Ann's client and the task running it. The second seat's code is the
    table's ``meta.codes[1]``; the caller stops the server."""
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", Rules(), 3)
    ann = SeatClient(url, table.meta.codes[0], "Ann")
    return server, url, table, ann, asyncio.create_task(ann.run())


def ann_hosting(folder: Any) -> tuple[App[int], Any]:
    """Ann's app hosting a game from ``folder`` on loopback, and its ``Hosting`` (its port is
    0 until the app runs): the friend joins with ``kim_joins``."""
    from spades_tui.ui.app import network_app
    from spades_tui.ui.network_table import Hosting, RemoteSetup

    server = GameServer(folder, allow_create=False, hosted=True)
    hosting = Hosting(server, "127.0.0.1", 0, None, "Ann", Rules(), 3, "127.0.0.1")
    return network_app(RemoteSetup("", None, "Ann", hosting=hosting)), hosting


async def kim_joins(
    app: App[int], hosting: Any, pilot: Any
) -> tuple[SeatClient, asyncio.Task[None]]:
    """Kim's client in the hosted game's second seat, once Ann's app has the code and the
    port, returned when Ann's table shows; the caller closes the client and cancels its task."""
    from ui_helpers import wait_until

    from spades_tui.ui.screens.table import TableScreen

    await wait_until(pilot, lambda: app.flow.friend_code is not None and hosting.port != 0)
    kim = SeatClient(f"ws://127.0.0.1:{hosting.port}", app.flow.friend_code, "Kim")
    runner = asyncio.create_task(kim.run())
    try:
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
    except BaseException:
        await kim.close()
        runner.cancel()
        raise
    return kim, runner


async def left_past_the_draft() -> tuple[GameServer, str, tuple[str, str]]:
    """A server on loopback with one table whose two seats, Ann and Kim, played past the
    draft by random moves and left: the server, its URL and the seats' codes (each hand holds
    its cards and the score and what each seat knows are drawn). The caller stops the
    server."""
    from spades_tui.net.bots import play_seat

    server = GameServer(frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    codes = server.create_table("Ann", Rules(), 3).meta.codes
    seats = zip(codes, ("Ann", "Kim"), strict=True)
    plays = (
        play_seat(SeatClient(url, code, name), "random", seat, stop_after=30)
        for seat, (code, name) in enumerate(seats)
    )
    await asyncio.wait_for(asyncio.gather(*plays), 60)
    return server, url, (codes[0], codes[1])


def notices(app: App[Any]) -> str:
    """Every notification the app has up, one a line."""
    return "\n".join(str(n.message) for n in app._notifications)


async def until(client: SeatClient, kind: type) -> object:
    """The next message of ``kind`` in the client's inbox (the others before it dropped)."""
    async with asyncio.timeout(10):
        while not isinstance(message := await client.inbox.get(), kind):
            pass
    return message


def strings_in(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings_in(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings_in(v)


def keys_in(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from keys_in(v)
    elif isinstance(value, list):
        for v in value:
            yield from keys_in(v)


def seen_now(game: Game, seat: int) -> set[str]:
    """Cards ``seat`` may know at this moment, read from the game itself (the record's truth):
    its hand, the card it is deciding on, the discards it saw, its exchange, the tricks."""
    h = game.hand
    known = {CARDS[c].code for c in h.hands[seat]}
    if game.phase is Phase.DRAFT and game.to_act == seat:
        known.add(CARDS[h.stock[2 * len(h.draft)]].code)
    # The hand before too: the update that ends a hand arrives when the next one has begun.
    for hand in game.hands[-2:]:
        for turn in hand.draft:
            if turn.seat == seat:
                known.add(CARDS[turn.kept].code)
                if turn.rejected or game.rules.peek_discard:
                    known.add(CARDS[turn.discarded].code)
        for entry in hand.exchange:
            if entry.seat == seat:
                known.update(CARDS[c].code for c in entry.gave + entry.got)
        for trick in hand.tricks:
            known.update(CARDS[c].code for c in trick.cards)
    return known


class PrivacyWatch:
    """A server tap: every frame to a seat may name only cards that seat has come to know.

    Knowledge is cumulative over the game (a rejoining seat's log may recall earlier hands),
    and it is taken from the live game at the moment the frame is sent.
    """

    def __init__(self) -> None:
        self.known: dict[tuple[str, int], set[str]] = {}
        self.frames = [0, 0]
        self.leaks: list[str] = []

    def __call__(self, table: Table, seat: int, text: str) -> None:
        if seat == WATCHER:
            return  # a spectator's frames are SpectatorWatch's to check
        self.frames[seat] += 1
        known = self.known.setdefault((table.id, seat), set())
        if table.game is not None:
            known |= seen_now(table.game, seat)
        data = json.loads(text)
        self.leaks.extend(take_openings(table, data))
        self.leaks.extend(take_record(table, data))
        forbidden = {"seed", "stock"} & set(keys_in(data))
        if forbidden:
            self.leaks.append(f"seat {seat} was sent {sorted(forbidden)} in {data['type']}")
        leaked = {s for s in strings_in(data) if s in CODES} - known
        if leaked:
            self.leaks.append(f"seat {seat} was sent {sorted(leaked)} in {data['type']}")


def take_openings(table: Table, data: dict[str, Any]) -> list[str]:
    """Take the opened stocks out of a frame's shuffle notes: a hand's stock may be shown
    once that hand is scored, never before. Returns what broke that rule."""
    problems = []
    game = table.game
    for note in data.get("shuffles", []):
        if "stock" not in note:
            continue
        number = note["hand"]
        hand = game.hands[number - 1] if game is not None and number <= len(game.hands) else None
        if hand is None or hand.result is None:
            problems.append(f"the stock of hand {number} was opened before it was scored")
        del note["stock"]
    return problems


def take_record(table: Table, data: dict[str, Any]) -> list[str]:
    """Take the finished game's record out of a seat's frame: it may come only once the game
    is over, when nothing in it is hidden. Returns what broke that rule."""
    if "record" not in data:
        return []
    del data["record"]
    game = table.game
    if game is None or game.phase is not Phase.GAME_OVER:
        return ["the whole record was sent before the game was over"]
    return []


def public_cards(game: Game) -> set[str]:
    """The cards anyone watching the table may know now: those played to tricks (this hand's
    and the last one's, since the update that ends a hand arrives as the next begins)."""
    return {CARDS[c].code for hand in game.hands[-2:] for trick in hand.tricks for c in trick.cards}


class SpectatorWatch:
    """A server tap for spectators' frames: each may name only cards played to a trick (and
    the opened stock of a scored hand), and no view field of a seat's private side."""

    PRIVATE_KEYS = {"seed", "stock", "hand", "hands", "drawn", "draft", "drafts", "exchanges"}

    def __init__(self) -> None:
        self.frames = 0
        self.types: dict[str, int] = {}
        self.leaks: list[str] = []
        self.known: dict[str, set[str]] = {}

    def __call__(self, table: Table, seat: int, text: str) -> None:
        if seat != WATCHER:
            return
        self.frames += 1
        data = json.loads(text)
        self.types[data["type"]] = self.types.get(data["type"], 0) + 1
        self.leaks.extend(take_openings(table, data))
        view = data.get("view", {})
        forbidden = self.PRIVATE_KEYS & set(view) | {"seed", "stock"} & set(keys_in(data))
        if forbidden:
            self.leaks.append(f"a spectator was sent {sorted(forbidden)} in {data['type']}")
        for event in data.get("events", []):
            if event["audience"] != -1:
                self.leaks.append(f"a spectator was sent a private {event['type']}")
        known = self.known.setdefault(table.id, set())
        if table.game is not None:
            known |= public_cards(table.game)
        leaked = {s for s in strings_in(data) if s in CODES} - known
        if leaked:
            self.leaks.append(f"a spectator was sent {sorted(leaked)} in {data['type']}")


class Taps:
    """Several taps on one server."""

    def __init__(self, *taps: Any) -> None:
        self.taps = taps

    def __call__(self, table: Table, seat: int, text: str) -> None:
        for tap in self.taps:
            tap(table, seat, text)


def free_port() -> int:
    """A port nothing listens on now, for a program started with --port."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
