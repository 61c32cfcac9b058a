"""The game server: holds the tables, checks every frame, and sends each seat only its share.

One asyncio task per connection. A connection's first frame either creates a table (when the
server allows it) or joins a seat with its code; after that it may only send actions.

A table's game is driven by a ``Match`` (``spades_tui.session.match``), the same loop as everywhere
else: each seat's agent is a ``WaitingAgent`` whose moves arrive as the client's ``action``
frames. An action goes in one place, ``Table.submit``, under the table's lock: the match checks
it with the core and applies it, the server saves it, and only then are the seats told.

Whatever a client sends, the server answers it and goes on: a wrong action is refused (the
connection stays), a frame that breaks the protocol gets an error and the connection closes,
and an unexpected failure in one connection is logged and ends that connection only.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import shutil
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from spades_tui.core import events as ev
from spades_tui.core.errors import IllegalAction
from spades_tui.core.game import Game, Phase, PlayerInfo
from spades_tui.core.rules import Rules
from spades_tui.net import protocol
from spades_tui.net.codes import code_key, new_code, normalize, same_code
from spades_tui.net.limits import TokenBucket, WrongCodeLimiter
from spades_tui.net.protocol import Act, Create, Join, ProtocolError, Rematch
from spades_tui.net.saving import SaveQueue
from spades_tui.session.match import Match, WaitingAgent

log = logging.getLogger("spades_tui.net")

HELLO_TIMEOUT = 10.0  # seconds a new connection has to say who it is
LOG_KEPT = 300  # events of each seat's log kept for a seat that (re)joins
OUTBOX = 512  # frames waiting for a slow reader before it is dropped
DEFAULT_GUEST = "Guest"
TABLE_FILE = "table.json"
FINISHED_KEPT = 120.0  # seconds a finished table stays reachable for a late reconnect
FRAME_RATE = 20.0  # frames a second a connection may send on average (twice that in a burst)
UNJOINED_PER_ADDRESS = 3  # tables one address may have waiting for their second player
UNJOINED_KEPT = 3600  # seconds a table nobody joined is kept (docs/network.md)

# A tap sees every frame the server sends: (table, seat, text). Tests check privacy with it.
Tap = Callable[["Table", int, str], None]


class Peer:
    """One client connection: frames go out in order through a queue, so a slow reader
    never holds up the table or the other seat."""

    def __init__(self, ws: ServerConnection, rate: float, burst: float) -> None:
        self.ws = ws
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue(OUTBOX)
        self.writer = asyncio.create_task(self._write())
        self.bucket = TokenBucket(rate, burst)
        self.closing = False

    def send(self, text: str) -> None:
        if self.closing:
            return
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            self.closing = True
            asyncio.create_task(self.ws.close(1008, "too slow: frames were not read"))

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while (text := await self.outbox.get()) is not None:
                await self.ws.send(text)

    async def fail(
        self, code: str, reason: str, close_code: int = 1008, params: protocol.Params | None = None
    ) -> None:
        """Tell the client what was wrong, then close: a protocol violation ends the connection."""
        self.send(protocol.dumps(protocol.error(code, reason, params)))
        await self.finish()
        with contextlib.suppress(ConnectionClosed):
            await self.ws.close(close_code, reason[:120])

    async def finish(self) -> None:
        """Let what is queued go out, then stop the writer."""
        if not self.writer.done():
            with contextlib.suppress(asyncio.QueueFull):
                self.outbox.put_nowait(None)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(self.writer), 2)
            self.writer.cancel()
        self.closing = True


@dataclass
class TableMeta:
    """What a table is, apart from its game: written beside the game's save file."""

    id: str
    codes: tuple[str, str]
    names: list[str | None]
    rules: Rules
    seed: int | None
    created: float = 0.0  # when (seconds since the epoch): a table nobody joins expires
    by: str | None = None  # the address that created it, while nobody has joined it

    @property
    def joined(self) -> bool:
        return None not in self.names

    def to_json(self) -> str:
        data: dict[str, Any] = {
            "id": self.id,
            "codes": list(self.codes),
            "names": self.names,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "created": self.created,
        }
        if self.by is not None and not self.joined:
            data["by"] = self.by
        return json.dumps(data, indent=1)

    @classmethod
    def from_json(cls, text: str) -> TableMeta:
        data = json.loads(text)
        codes = tuple(data["codes"])
        names = list(data["names"])
        if len(codes) != 2 or len(names) != 2 or not all(normalize(c) == c for c in codes):
            raise ValueError("a table file needs two codes and two names")
        created = data.get("created", 0.0)
        by = data.get("by")
        if type(created) not in (int, float) or not (by is None or isinstance(by, str)):
            raise ValueError("a table file's 'created' is a number, its 'by' an address")
        return cls(
            data["id"],
            (codes[0], codes[1]),
            names,
            Rules.from_dict(data["rules"]),
            data["seed"],
            float(created),
            by,
        )


class Table:
    """Two seats and, once both have joined, their game."""

    def __init__(self, meta: TableMeta, server: GameServer, game: Game | None = None) -> None:
        self.meta = meta
        self.server = server
        self.game: Game | None = None
        self.match: Match | None = None
        self._runner: asyncio.Task[None] | None = None
        self.peers: list[Peer | None] = [None, None]
        self.logs: tuple[list[ev.Event], list[ev.Event]] = ([], [])
        self.unsent: tuple[list[ev.Event], list[ev.Event]] = ([], [])
        self.lock = asyncio.Lock()
        self.rematch_asked: set[int] = set()  # seats that want another game once this is over
        if game is not None:
            self._adopt(game, resumed=True)

    @property
    def id(self) -> str:
        return self.meta.id

    @property
    def storage_root(self) -> Path | None:
        root = self.server.data_root
        return None if root is None else root / "tables" / self.id

    def _adopt(self, game: Game, resumed: bool = False) -> None:
        self.game = game
        # Both seats are people at their own screens: their moves come as action frames.
        self.match = Match(game, (WaitingAgent(), WaitingAgent()))
        if resumed:
            # A table restored from its save: each seat gets back the log it had, not only
            # the opening of the hand, by playing the record over.
            from spades_tui.session.told_so_far import told_so_far

            told = told_so_far(game).logs
        else:
            told = (game.opening_events(0), game.opening_events(1))
        for seat in (0, 1):
            self.logs[seat].extend(told[seat][-LOG_KEPT:])
            game.subscribe(lambda event, s=seat: self._heard(s, event), seat)

    def _run_match(self) -> None:
        """Start the match's loop, once there is an event loop (a restored table is loaded
        before the server runs one)."""
        if self.match is not None and self._runner is None:
            self._runner = asyncio.create_task(self.match.run())
            self._runner.add_done_callback(self._match_ended)

    def _match_ended(self, runner: asyncio.Task[None]) -> None:
        if not runner.cancelled() and runner.exception() is not None:
            log.error("table %s: the match stopped: %r", self.id, runner.exception())

    def close(self) -> None:
        """Stop the match's loop (the table is set aside, or the server stops)."""
        if self.match is not None:
            self.match.close()

    def _heard(self, seat: int, event: ev.Event) -> None:
        log_ = self.logs[seat]
        log_.append(event)
        if len(log_) > 2 * LOG_KEPT:
            del log_[:-LOG_KEPT]
        self.unsent[seat].append(event)

    def connected(self) -> tuple[bool, bool]:
        return (self.peers[0] is not None, self.peers[1] is not None)

    def _send(self, seat: int, message: dict[str, Any]) -> None:
        peer = self.peers[seat]
        if peer is None:
            return
        text = protocol.dumps(message)
        if self.server.tap is not None:
            self.server.tap(self, seat, text)
        peer.send(text)

    def _send_update(self, seat: int, whole_log: bool = False) -> None:
        game = self.game
        assert game is not None
        events = self.logs[seat][-LOG_KEPT:] if whole_log else self.unsent[seat]
        message = protocol.update(game.view(seat), list(events), game.actions_applied, whole_log)
        self.unsent[seat].clear()
        self._send(seat, message)

    # ------------------------------------------------------------------ seats
    async def attach(self, seat: int, peer: Peer, name: str | None) -> None:
        async with self.lock:
            old = self.peers[seat]
            self.peers[seat] = peer
            if old is not None:
                # One connection per seat: the newest one with the code takes it over.
                asyncio.create_task(
                    old.fail("taken_over", "this seat was taken over by a newer connection")
                )
            started = False
            if self.meta.names[seat] is None:
                self.meta.names[seat] = name or DEFAULT_GUEST
                if self.game is None and None not in self.meta.names:
                    names = (str(self.meta.names[0]), str(self.meta.names[1]))
                    players = (PlayerInfo(names[0]), PlayerInfo(names[1]))
                    self._adopt(Game(self.meta.rules, self.meta.seed, players))
                    started = True
                await self.server.save_meta(self)
                if started:
                    await self.server.save_game(self)
            names = (self.meta.names[0], self.meta.names[1])
            self._send(seat, protocol.welcome(seat, self.id, names, self.connected()))
            other = 1 - seat
            self._send(other, protocol.presence(seat, self.meta.names[seat], True))
            if self.game is not None:
                self._run_match()
                self.unsent[seat].clear()
                self._send_update(seat, whole_log=True)
                if started:
                    self.unsent[other].clear()
                    self._send_update(other, whole_log=True)
            for asked in sorted(self.rematch_asked):
                self._send(seat, protocol.rematch(asked))

    def detach(self, seat: int, peer: Peer) -> None:
        if self.peers[seat] is not peer:
            return  # already taken over by a newer connection
        self.peers[seat] = None
        self._send(1 - seat, protocol.presence(seat, self.meta.names[seat], False))
        self.server.forget_if_done(self)

    # ------------------------------------------------------------------ actions
    async def submit(self, seat: int, peer: Peer, act: Act) -> None:
        async with self.lock:
            if self.peers[seat] is not peer:
                return
            refusal = self._refusal(seat, act)
            if refusal is not None:
                self._send(seat, protocol.refused(*refusal))
                return
            game, match = self.game, self.match
            assert game is not None and match is not None
            self._run_match()
            try:
                refused = match.session(seat).submit(act.action)
            except IllegalAction as exc:  # e.g. a card named twice slipped past the shape check
                self._send(seat, protocol.refused("illegal", refusal=exc.refusal))
                return
            if refused is not None:
                self._send(seat, protocol.refused("illegal", refusal=refused))
                return
            await self.server.save_game(self)
            for s in (0, 1):
                if self.peers[s] is not None:
                    self._send_update(s)
                else:
                    self.unsent[s].clear()  # it gets its whole log when it comes back
            if game.phase is Phase.GAME_OVER:
                self.server.forget_if_done(self)

    async def ask_rematch(self, seat: int, peer: Peer) -> None:
        """A seat wants another game; when both do, it starts (the finished one is already
        filed in history) and both seats are sent its opening."""
        async with self.lock:
            game = self.game
            if self.peers[seat] is not peer:
                return
            if game is None or game.phase is not Phase.GAME_OVER:
                self._send(seat, protocol.refused("not_over"))
                return
            if seat not in self.rematch_asked:
                self.rematch_asked.add(seat)
                for s in (0, 1):
                    self._send(s, protocol.rematch(seat))
            if self.rematch_asked != {0, 1}:
                return
            self.rematch_asked.clear()
            self.close()
            self._runner = None
            for seat_log in (*self.logs, *self.unsent):
                seat_log.clear()
            # The same people and rules; a fresh shuffle (no seed).
            self._adopt(Game(self.meta.rules, None, game.players))
            self._run_match()
            await self.server.save_game(self)
            for s in (0, 1):
                if self.peers[s] is not None:
                    self._send_update(s, whole_log=True)
                self.unsent[s].clear()

    def _refusal(self, seat: int, act: Act) -> tuple[str, protocol.Params] | None:
        """Why the table does not take ``act`` before the rules are asked: a code and the
        parameters a client words it with."""
        game = self.game
        if game is None:
            return ("not_started", {})
        if game.phase is Phase.GAME_OVER:
            return ("game_over", {})
        if game.to_act != seat:
            return ("not_your_turn", {"name": game.players[game.to_act].name})
        if act.at != game.actions_applied:
            return ("stale", {})
        return None  # whether the rules allow it is the match's to say


class GameServer:
    """Many tables behind one websocket endpoint."""

    def __init__(
        self,
        data_root: Path | None = None,
        allow_create: bool = True,
        max_tables: int = 1000,
        save: bool = True,
        frame_rate: float = FRAME_RATE,
        unjoined_per_address: int = UNJOINED_PER_ADDRESS,
        unjoined_kept: float = UNJOINED_KEPT,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.data_root = data_root
        self.unjoined_per_address = unjoined_per_address
        self.unjoined_kept = unjoined_kept
        self.clock = clock
        self._sweeper: asyncio.Task[None] | None = None
        self.allow_create = allow_create
        self.max_tables = max_tables
        self.save = save and data_root is not None
        # A person sends a frame a second at most; bots in tests and benchmarks go faster.
        self.frame_rate = frame_rate
        self.tables: dict[str, Table] = {}
        self._index: dict[str, tuple[Table, int]] = {}  # code_key -> (table, seat)
        self.limiter = WrongCodeLimiter()
        self.tap: Tap | None = None
        self.saves = SaveQueue()
        self.crashes = 0  # connections that ended on an unexpected error (should stay 0)
        self._listeners: list[WsServer] = []

    # ------------------------------------------------------------------ tables
    def create_table(
        self, name: str, rules: Rules, seed: int | None, by: str | None = None
    ) -> Table:
        codes = (new_code(), new_code())
        meta = TableMeta(secrets.token_hex(4), codes, [name, None], rules, seed, self.clock(), by)
        return self._add(Table(meta, self))

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
            self._forget(table)
            self._remove_folder(table)
        if old:
            log.info("%d tables nobody joined expired", len(old))
        return len(old)

    def _forget(self, table: Table) -> None:
        table.close()
        self.tables.pop(table.id, None)
        for code in table.meta.codes:
            self._index.pop(code_key(code), None)

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
            self._index[code_key(code)] = (table, seat)
        return table

    def retire(self, table: Table) -> None:
        """Set a table aside for good (a host starting anew): its game is kept in history.
        Whoever is still connected to it is told, rather than left waiting for a game that
        will not come back."""
        for seat, peer in enumerate(table.peers):
            if peer is not None:
                table.peers[seat] = None
                asyncio.create_task(
                    peer.fail("table_closed", "the host set this game aside and started a new one")
                )
        self._forget(table)
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
        if found is None or not same_code(code, found[0].meta.codes[found[1]]):
            return None
        return found

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
        for folder in sorted((self.data_root / "tables").glob("*")):
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
            address = _forwarded(ws.request.headers.get(FORWARDED)) or address
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
            if table is not None:
                table.detach(seat, peer)
            await peer.finish()

    async def _seat_for(
        self, peer: Peer, hello: Join | Create, address: str
    ) -> tuple[Table, int] | None:
        if isinstance(hello, Create):
            if not self.allow_create:
                await peer.fail("no_create", "this server does not create tables; join with a code")
                return None
            if self.unjoined_by(address) >= self.unjoined_per_address:
                most = self.unjoined_per_address
                await peer.fail(
                    "too_many_tables",
                    f"your address already has {most} tables nobody has joined; "
                    "give their codes out, or wait for them to expire",
                    params={"most": most},
                )
                return None
            if len(self.tables) >= self.max_tables:
                self.expire_unjoined()
            if len(self.tables) >= self.max_tables:
                await peer.fail("full", "this server holds as many tables as it may; try later")
                return None
            table = self.create_table(hello.name, hello.rules, hello.seed, address)
            await self.save_meta(table)
            peer.send(protocol.dumps(protocol.created(table.id, table.meta.codes)))
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
        for listener in self._listeners:
            listener.close()
        for listener in self._listeners:
            await listener.wait_closed()
        self._listeners.clear()


FORWARDED = "X-Forwarded-For"


def _forwarded(value: str | None) -> str | None:
    """The address an ``X-Forwarded-For`` header names, when it is an IP address."""
    import ipaddress

    if not value:
        return None
    try:
        return str(ipaddress.ip_address(value.split(",")[-1].strip()))
    except ValueError:
        return None


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context
