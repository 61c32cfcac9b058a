"""The game server: holds the tables, checks every frame, and sends each seat only its share.

One asyncio task per connection. A connection's first frame either creates a table (when the
server allows it, with a friend's seat or the computer's) or joins a seat with its code, or
watches a table with its watch code; after that a seat may only send actions, a spectator
nothing. A table (``net/table.py``) takes every move in one place, saves it, then tells.

Whatever a client sends, the server answers it and goes on: a wrong action is refused (the
connection stays), a frame that breaks the protocol gets an error and the connection closes,
and an unexpected failure in one connection is logged and ends that connection only.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import shutil
import ssl
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from spades_tui.core.game import Phase
from spades_tui.core.rules import Rules
from spades_tui.net import limits, protocol
from spades_tui.net.address import FORWARDED, forwarded_address
from spades_tui.net.codes import code_key, new_code, normalize, same_code
from spades_tui.net.limits import WrongCodeLimiter
from spades_tui.net.peer import Peer
from spades_tui.net.protocol import Computer, Create, Join, ProtocolError, Rematch, Watching
from spades_tui.net.saving import SaveQueue
from spades_tui.net.table import COMPUTER_SEAT, WATCHER, Table, tables_folder
from spades_tui.net.table_meta import TableMeta

log = logging.getLogger("spades_tui.net")

HELLO_TIMEOUT = 10.0  # seconds a new connection has to say who it is
TABLE_FILE = "table.json"
FINISHED_KEPT = 120.0  # seconds a finished table stays reachable for a late reconnect

# A tap sees every frame the server sends: (table, seat, text). Tests check privacy with it.
Tap = Callable[["Table", int, str], None]


class GameServer:
    """Many tables behind one websocket endpoint."""

    def __init__(
        self,
        data_root: Path | None = None,
        allow_create: bool = True,
        max_tables: int = 1000,
        save: bool = True,
        frame_rate: float = limits.FRAME_RATE,
        unjoined_per_address: int = limits.UNJOINED_PER_ADDRESS,
        unjoined_kept: float = limits.UNJOINED_KEPT,
        clock: Callable[[], float] = time.time,
        computer_tables: int = limits.COMPUTER_TABLES,
        computer_threads: int = 1,
        hosted: bool = False,
    ) -> None:
        """``hosted``: this server runs inside the app of ``spades-tui host``, whose player
        is seat 0 of its one table; the game lives (and waits) on that player's computer."""
        self.data_root = data_root
        self.hosted = hosted
        # Computer seats think here, off the event loop; the number of threads bounds the
        # CPU they take, the number of tables how long each waits for its turn there.
        self.computer_tables = computer_tables
        self.computer_pool = ThreadPoolExecutor(max(1, computer_threads), "computer")
        self.unjoined_per_address = unjoined_per_address
        self.unjoined_kept = unjoined_kept
        self.clock = clock
        self._sweeper: asyncio.Task[None] | None = None
        self.allow_create = allow_create
        self.max_tables = max_tables
        # The address players join with, as printed at the start ("players join with: ..."):
        # told to a creator, whose own address may be one a friend cannot use (loopback).
        self.join_address: str | None = None
        self.web_page: str | None = None  # the browser page, as printed, when --web serves one
        self.save = save and data_root is not None
        # A person sends a frame a second at most; bots in tests and benchmarks go faster.
        self.frame_rate = frame_rate
        self.tables: dict[str, Table] = {}
        self._index: dict[str, tuple[Table, int]] = {}  # code_key -> (table, seat)
        # The codes of tables a host set aside for a new game: a guest who was away when it
        # happened comes back with one, and is told so rather than that the code is wrong.
        self._retired: dict[str, str] = {}  # code -> why it no longer opens its table
        self.limiter = WrongCodeLimiter()
        self.tap: Tap | None = None
        self.saves = SaveQueue()
        self.crashes = 0  # connections that ended on an unexpected error (should stay 0)
        self._listeners: list[WsServer] = []

    # ------------------------------------------------------------------ tables
    def create_table(
        self,
        name: str,
        rules: Rules,
        seed: int | None,
        by: str | None = None,
        computer: Computer | None = None,
    ) -> Table:
        codes = (new_code(), new_code())
        names: list[str | None] = [name, None if computer is None else computer.name]
        meta = TableMeta(
            secrets.token_hex(4),
            codes,
            names,
            rules,
            seed,
            self.clock(),
            None if computer is not None else by,
            None if computer is None else computer.level,
        )
        return self._add(Table(meta, self))

    def computer_tables_playing(self) -> int:
        return sum(
            1
            for t in self.tables.values()
            if t.computer is not None and (t.game is None or t.game.winner is None)
        )

    def unjoined_by(self, address: str) -> int:
        """How many tables ``address`` created that nobody has joined yet."""
        return sum(1 for t in self.tables.values() if t.meta.by == address and not t.meta.joined)

    def expire_unjoined(self) -> int:
        """Drop the tables nobody joined within ``unjoined_kept`` seconds of their creation
        (a creator still waiting is told); returns how many were dropped."""
        now = self.clock()
        old = [
            t
            for t in self.tables.values()
            if not t.meta.joined and now - t.meta.created >= self.unjoined_kept
        ]
        minutes = round(self.unjoined_kept / 60)
        for table in old:
            for seat, peer in enumerate(table.peers):
                if peer is not None:
                    table.peers[seat] = None
                    asyncio.create_task(
                        peer.fail(
                            "expired",
                            f"nobody joined this table within {minutes} minutes; it is closed",
                            params={"minutes": minutes},
                        )
                    )
            self._drop(table)
        if old:
            log.info("%d tables nobody joined expired", len(old))
        return len(old)

    def cancel(self, table: Table, seat: int) -> None:
        """The creator takes back a table nobody has joined, so it no longer counts against
        its address; a table with a player or a game is not the creator's alone to close."""
        if seat == 0 and not table.meta.joined and table.game is None and not self.hosted:
            self._drop(table)
            self._close_codes(table, "taken_back")

    def _close_codes(self, table: Table, why: str) -> None:
        """The table's codes say ``why`` (a key of CLOSED) they no longer open it."""
        self._retired.update((code_key(c), why) for c in (*table.meta.codes, table.meta.watch_code))

    def _drop(self, table: Table) -> None:
        self._forget(table)
        self._remove_folder(table)

    def _forget(self, table: Table) -> None:
        table.close()
        self.tables.pop(table.id, None)
        for code in (*table.meta.codes, table.meta.watch_code):
            self._index.pop(code_key(code), None)
        for watcher in list(table.watchers):
            table.unwatch(watcher)
            asyncio.create_task(watcher.fail("table_closed", "this table is closed"))

    def _remove_folder(self, table: Table) -> None:
        """A table with no game has only its table file: nothing to keep in history."""
        root = table.storage_root
        if root is not None and self.save and table.game is None:
            with contextlib.suppress(OSError):
                (root / TABLE_FILE).unlink(missing_ok=True)
                shutil.rmtree(root, ignore_errors=True)

    async def _sweep(self) -> None:
        every = max(0.05, min(60.0, self.unjoined_kept / 3))
        while True:
            await asyncio.sleep(every)
            self.expire_unjoined()

    def _add(self, table: Table) -> Table:
        self.tables[table.id] = table
        for seat, code in enumerate(table.meta.codes):
            if table.computer is None or seat != COMPUTER_SEAT:  # nobody takes the computer's
                self._index[code_key(code)] = (table, seat)
        self._index[code_key(table.meta.watch_code)] = (table, WATCHER)
        return table

    def retire(self, table: Table) -> None:
        """Set a table aside for good (a host starting anew): its game is kept in history.
        Whoever is still connected to it is told, rather than left waiting for a game that
        will not come back."""
        for seat, peer in enumerate(table.peers):
            if peer is not None:
                table.peers[seat] = None
                asyncio.create_task(peer.fail("table_closed", protocol.CLOSED["table_closed"]))
        self._forget(table)
        self._close_codes(table, "table_closed")
        root = table.storage_root
        if root is not None and self.save:
            from spades_tui.storage import Storage

            with contextlib.suppress(OSError):
                Storage(root).shelve_unfinished()
                (root / TABLE_FILE).unlink()

    def forget_if_done(self, table: Table) -> None:
        """A finished table nobody is connected to is dropped (its record is in history), after
        a grace period: a player cut off just before the end can still come back to see it."""
        game = table.game
        if game is None or game.phase is not Phase.GAME_OVER or table.connected() != (False, False):
            return
        asyncio.get_running_loop().call_later(FINISHED_KEPT, self._drop_finished, table)

    def _drop_finished(self, table: Table) -> None:
        over = table.game is not None and table.game.phase is Phase.GAME_OVER
        if over and table.connected() == (False, False) and self.tables.get(table.id) is table:
            self._forget(table)

    def find(self, typed: str) -> tuple[Table, int] | None:
        code = normalize(typed)
        if code is None:
            return None
        found = self._index.get(code_key(code))
        if found is None:
            return None
        table, seat = found
        stored = table.meta.watch_code if seat == WATCHER else table.meta.codes[seat]
        return found if same_code(code, stored) else None

    async def save_meta(self, table: Table) -> None:
        root = table.storage_root
        if not self.save or root is None:
            return
        from spades_tui.storage import write_atomic

        text = table.meta.to_json()
        await asyncio.to_thread(write_atomic, root / TABLE_FILE, text)

    async def save_game(self, table: Table) -> None:
        """Every action is on disk before anyone hears of it; a failed save is logged."""
        root = table.storage_root
        if not self.save or root is None or table.game is None:
            return
        from spades_tui.storage import Storage

        storage = Storage(root)
        try:
            if table.game.winner is None:
                await self.saves.save(storage.current_path, table.game)
            else:
                # The last save also files the game in history: once a game, the plain way.
                await asyncio.to_thread(storage.save, table.game)
        except Exception:  # noqa: BLE001 - a full disk must not stop the game
            log.exception("table %s: the game could not be saved", table.id)

    def restore(self) -> list[Table]:
        """Load the unfinished tables kept in the data folder (after a restart)."""
        from spades_tui.storage import SaveError, Storage

        if self.data_root is None:
            return []
        found = []
        for folder in sorted(tables_folder(self.data_root).glob("*")):
            try:
                meta = TableMeta.from_json((folder / TABLE_FILE).read_text(encoding="utf-8"))
                game = Storage(folder).load_unfinished()
            except (OSError, ValueError, KeyError, TypeError, SaveError) as exc:
                log.warning("table in %s was not restored: %s", folder, exc)
                continue
            if game is None and None not in meta.names:
                continue  # its game is finished and filed in history
            if meta.id in self.tables:
                continue
            if not meta.joined and self.clock() - meta.created >= self.unjoined_kept:
                with contextlib.suppress(OSError):
                    (folder / TABLE_FILE).unlink(missing_ok=True)
                    shutil.rmtree(folder, ignore_errors=True)
                continue  # nobody joined it in time: it expired while the server was down
            found.append(self._add(Table(meta, self, game)))
        return found

    # ------------------------------------------------------------------ connections
    async def handle(self, ws: ServerConnection, door: bool = False) -> None:
        peer = Peer(ws, self.frame_rate, 2 * self.frame_rate)
        table: Table | None = None
        seat = -1
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        if door and ws.request is not None:
            # Through the loopback door, the browser front says whose connection this is.
            address = forwarded_address(ws.request.headers.get(FORWARDED)) or address
        try:
            try:
                first = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
            except TimeoutError:
                await peer.fail(
                    "timeout",
                    f"say who you are within {HELLO_TIMEOUT:.0f} seconds",
                    params={"seconds": round(HELLO_TIMEOUT)},
                )
                return
            hello = protocol.read_hello(first)
            found = await self._seat_for(peer, hello, address)
            if found is None:
                return
            table, seat = found
            if seat == WATCHER:
                await self._watch(table, peer)
                return
            await table.attach(seat, peer, hello.name if isinstance(hello, Join) else None)
            async for frame in ws:
                if not peer.bucket.take():
                    await peer.fail(
                        "flood",
                        f"too many frames: at most {self.frame_rate:.0f} a second",
                        params={"rate": round(self.frame_rate)},
                    )
                    return
                message = protocol.read_play(frame)
                if isinstance(message, Rematch):
                    await table.ask_rematch(seat, peer)
                elif isinstance(message, Watching):
                    await table.set_watching(seat, peer, message.on)
                elif isinstance(message, protocol.Cancel):
                    self.cancel(table, seat)
                    return
                else:
                    await table.submit(seat, peer, message)
        except ProtocolError as exc:
            await peer.fail(exc.code, exc.reason, params=exc.params)
        except ConnectionClosed:
            pass
        except Exception:  # noqa: BLE001 - one broken connection must never stop the server
            self.crashes += 1
            log.exception("a connection from %s failed", address)
            await peer.fail("server_error", "the server failed on this connection", 1011)
        finally:
            if table is not None and seat == WATCHER:
                table.unwatch(peer)
            elif table is not None:
                table.detach(seat, peer)
            await peer.finish()

    async def _watch(self, table: Table, peer: Peer) -> None:
        """A spectator's connection: it is sent the table's public side and sends nothing."""
        if not await table.watch(peer):
            await peer.fail("not_watched", "the table's creator has turned watching off")
            return
        async for _frame in peer.ws:
            # A spectator has nothing to say: any frame is out of place.
            await peer.fail("unknown_type", "a spectator sends no frames")
            return

    async def _seat_for(
        self, peer: Peer, hello: Join | Create, address: str
    ) -> tuple[Table, int] | None:
        if isinstance(hello, Create):
            if not self.allow_create:
                await peer.fail("no_create", "this server does not create tables; join with a code")
                return None
            # Only a table for a friend waits for anyone: one against the computer starts
            # at once, and has its own cap below.
            if hello.computer is None and self.unjoined_by(address) >= self.unjoined_per_address:
                most, minutes = self.unjoined_per_address, round(self.unjoined_kept / 60)
                await peer.fail(
                    "too_many_tables",
                    f"your address already has {most} tables nobody has joined (everyone "
                    "who shares the address counts); joining with a code still works",
                    params={"most": most, "minutes": minutes},
                )
                return None
            playing = self.computer_tables_playing()
            if hello.computer is not None and playing >= self.computer_tables:
                most = self.computer_tables
                await peer.fail(
                    "too_many_computers",
                    f"the computer plays at {most} tables already, as many as it may; try later",
                    params={"most": most},
                )
                return None
            if len(self.tables) >= self.max_tables:
                self.expire_unjoined()
            if len(self.tables) >= self.max_tables:
                await peer.fail("full", "this server holds as many tables as it may; try later")
                return None
            table = self.create_table(hello.name, hello.rules, hello.seed, address, hello.computer)
            await self.save_meta(table)
            friend = None if table.computer is not None else table.meta.codes[1]
            created = protocol.created(
                table.id,
                table.meta.codes[0],
                friend,
                table.meta.watch_code,
                self.join_address,
                self.web_page,
            )
            peer.send(protocol.dumps(created))
            return table, 0
        wait = self.limiter.wait_for(address)
        if wait > 0:
            await peer.fail(
                "slow_down",
                f"too many wrong codes from your address; try again in {wait:.0f} s",
                params={"seconds": round(wait)},
            )
            return None
        found = self.find(hello.code)
        closed = self._retired.get(code_key(normalize(hello.code) or ""))
        if found is None and closed is not None:
            await peer.fail(closed, protocol.CLOSED[closed])
            return None
        if found is None:
            self.limiter.failed(address)
            await peer.fail(
                "wrong_code", "no table has this code; check it (16 letters and digits)"
            )
            return None
        return found

    # ------------------------------------------------------------------ running
    async def start(
        self, host: str, port: int, tls: ssl.SSLContext | None = None
    ) -> tuple[str, int]:
        """Listen; returns the address actually bound (port 0 picks a free one)."""
        if self._sweeper is None:
            self._sweeper = asyncio.create_task(self._sweep())
        return await self._listen(self.handle, host, port, tls)

    async def open_door(self) -> int:
        """A second way in, on loopback only and without TLS, for this machine's own clients
        (the host's seat, the browser front's tabs): TLS between two processes of one
        machine protects nothing, and a certificate names the public host, not 127.0.0.1.
        A connection here may say whose it is in an ``X-Forwarded-For`` header (the browser
        front's tabs do), which then counts for the per-address limits. Returns its port."""

        async def through_door(ws: ServerConnection) -> None:
            await self.handle(ws, door=True)

        return (await self._listen(through_door, "127.0.0.1", 0, None))[1]

    async def _listen(
        self,
        handler: Callable[[ServerConnection], Any],
        host: str,
        port: int,
        tls: ssl.SSLContext | None,
    ) -> tuple[str, int]:
        listener = await serve(
            handler,
            host,
            port,
            ssl=tls,
            max_size=protocol.MAX_FRAME,
            max_queue=16,
            ping_interval=10,
            ping_timeout=20,
            # A client that floods is not reading either: do not wait long for its goodbye.
            close_timeout=2,
            compression=None,
        )
        self._listeners.append(listener)
        sock = next(iter(listener.sockets))
        bound = sock.getsockname()
        return str(bound[0]), int(bound[1])

    async def stop(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        for table in self.tables.values():
            table.close()
        self.computer_pool.shutdown(wait=False, cancel_futures=True)
        for listener in self._listeners:
            listener.close()
        for listener in self._listeners:
            await listener.wait_closed()
        self._listeners.clear()


__all__ = ["GameServer", "Peer", "Table", "TableMeta"]
