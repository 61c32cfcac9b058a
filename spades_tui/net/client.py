"""A seat at a remote table: connects, says who it is, and keeps reconnecting with back-off.

Everything the server says arrives, already read and checked, as a message object in
``inbox`` (an asyncio queue), in order; the network table of the app and the bot
players of the tests and benchmarks both consume it. ``SeatClient.act`` sends an action.
"""

from __future__ import annotations

import asyncio
import json
import random
import ssl
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from spades_tui.core.actions import Action
from spades_tui.core.events import Event
from spades_tui.core.game import Game
from spades_tui.core.record import from_record
from spades_tui.core.refusals import Refusal
from spades_tui.core.rules import Rules
from spades_tui.core.serial import refusal_from_dict
from spades_tui.core.view import PlayerView
from spades_tui.i18n import _
from spades_tui.net import protocol, wire
from spades_tui.net.bid_reasons import reasons_from
from spades_tui.net.codes import normalize
from spades_tui.net.public import PublicView, public_view_from_dict
from spades_tui.net.reach_words import (
    hung_up_in_clear,
    name_unknown,
    tls_failure,
    tls_hung_up,
    why_unreachable,
)
from spades_tui.net.shuffles import ShuffleChecker, Verdict, read_notes
from spades_tui.net.trust import client_tls, host_if_misnamed
from spades_tui.players.valuation import BidReason
from spades_tui.shown import shown

# Errors after which trying again cannot help: say so and stop.
RETRYABLE = {"server_error", "timeout", "too_slow"}


@dataclass(frozen=True)
class Welcome:
    seat: int
    table: str
    names: tuple[str | None, str | None]
    connected: tuple[bool, bool]
    watch_code: str | None = None  # the creator's only: the code a spectator watches with
    watching: bool = True
    hosted: bool = False  # the game runs in the other player's app (spades-tui host)
    computer: str | None = None  # the level of the computer in seat 1, if it plays there
    friend_code: str | None = None  # a creator's, while nobody has joined: the code to give
    address: str | None = None  # with it, the address and page to give (as in Created)
    page: str | None = None


FRIEND_FIELDS = ("friend_code", "address", "page")  # a welcome's, for a creator back


@dataclass(frozen=True)
class Created:
    table: str
    your_code: str
    friend_code: str | None  # None: the computer plays the other seat
    watch_code: str | None = None
    address: str | None = None  # the server's address for players, when it gives one
    page: str | None = None  # the server's browser page, when it serves one


@dataclass(frozen=True)
class Update:
    view: PlayerView
    events: list[Event]
    at: int
    log: bool  # True: ``events`` is the seat's whole log (after a join), not just the news
    shuffles: list[Verdict] = field(default_factory=list)  # the hands' shuffles just opened
    record: Game | None = None  # the whole game, once it is over (to keep in History)
    # The computer's reasons for its bids in the hands these events score: hand, seat, why.
    reasons: tuple[tuple[int, int, BidReason], ...] = ()


@dataclass(frozen=True)
class Watch:
    """This connection watches a table (it joined with the watch code): who plays there."""

    table: str
    names: tuple[str | None, str | None]
    connected: tuple[bool, bool]


@dataclass(frozen=True)
class PublicUpdate:
    """A spectator's news: the public view after ``at`` actions and the public events."""

    view: PublicView
    events: list[Event]
    at: int
    log: bool
    shuffles: list[Verdict] = field(default_factory=list)


@dataclass(frozen=True)
class WatchingState:
    """To the creator: whether spectators may watch now."""

    on: bool


@dataclass(frozen=True)
class Presence:
    seat: int
    name: str | None
    connected: bool


@dataclass(frozen=True)
class Refused:
    """An action the server did not take: ``code`` and ``params`` (or, for a move the rules
    forbid, the core's ``refusal``) to word it; ``reason`` is the server's English."""

    code: str
    reason: str
    params: protocol.Params = field(default_factory=dict)
    refusal: Refusal | None = None


@dataclass(frozen=True)
class RematchAsked:
    """``seat`` wants another game; it starts (with a fresh ``Update``) when both have asked."""

    seat: int


@dataclass(frozen=True)
class Lost:
    """The connection dropped (or could not be made); another attempt follows in ``retry_in`` s."""

    reason: str
    retry_in: float
    attempt: int


@dataclass(frozen=True)
class Reached:
    """A probe's connection opened: a server answers at the address (``SeatClient.probe``)."""


@dataclass(frozen=True)
class Ended:
    """No more attempts: the server refused us for good, or the client was closed."""

    code: str
    reason: str  # in the player's language when this client made it, else the server's English
    params: protocol.Params = field(default_factory=dict)


Message = (
    Welcome
    | Created
    | Update
    | Watch
    | PublicUpdate
    | WatchingState
    | Presence
    | Refused
    | RematchAsked
    | Lost
    | Reached
    | Ended
)


def backoff(first: float = 0.5, most: float = 10.0) -> Iterator[float]:
    """Delays between attempts: doubling from ``first`` up to ``most``, with some jitter so
    many clients cut off at once do not all come back at the same instant."""
    delay = first
    while True:
        yield delay * random.uniform(0.8, 1.2)
        delay = min(most, delay * 2)


@dataclass
class SeatClient:
    url: str
    code: str | None = None  # join with this code; None with ``create`` set creates a table
    name: str | None = None
    create: tuple[Rules, int | None] | None = None
    computer: tuple[str, str] | None = None  # with ``create``: the computer's level and name
    tls: ssl.SSLContext | None = None
    max_attempts: int | None = None  # None: keep trying until closed
    browser: str | None = None  # a browser front's tab: the browser's address, for the server
    # Only find the server, and say nothing to it: a lobby is not shown for an address where
    # no server answers. Ends at the first connection, with ``Reached``.
    probe: bool = False
    first_delay: float = 0.5
    open_timeout: float = 10  # seconds an attempt may take to open
    inbox: asyncio.Queue[Message] = field(default_factory=asyncio.Queue)
    seat: int | None = None
    shuffles: ShuffleChecker = field(default_factory=ShuffleChecker)
    _ws: ClientConnection | None = None
    _closed: bool = False
    # Why the address as typed (ws://) failed, once it is being tried over TLS instead.
    _in_clear: str | None = None

    def __post_init__(self) -> None:
        # A code as a person typed it ("k7pq m2xw…") is kept, and shown back to them to come
        # back with, in its usual form.
        if self.code is not None:
            self.code = normalize(self.code) or self.code

    async def run(self) -> None:
        """Connect and relay messages until ``close()`` or a final refusal."""
        delays = backoff(self.first_delay)
        attempt = 0
        while not self._closed:
            attempt += 1
            reason = await self._session()
            if reason is None:
                return  # ended for good, and the inbox was told why
            if self._closed:
                break
            if self.max_attempts is not None and attempt >= self.max_attempts:
                gave_up = _("{reason}; gave up after {tries} tries").format(
                    reason=reason, tries=attempt
                )
                self.inbox.put_nowait(Ended("gave_up", gave_up))
                return
            if self.seat is not None:
                attempt = min(attempt, 1)  # had a seat: start the back-off again from short
            delay = next(delays)
            self.inbox.put_nowait(Lost(reason, delay, attempt))
            await asyncio.sleep(delay)
        if self._closed:
            self.inbox.put_nowait(Ended("closed", _("the connection was closed")))

    async def _session(self) -> str | None:
        """One connection; returns why it ended when another attempt may help, else None."""
        secure = self.url.startswith("wss://")
        if secure and self.tls is None:
            self.tls = client_tls()
        try:
            async with connect(
                self.url,
                ssl=self.tls if secure else None,
                max_size=4 * 1024 * 1024,
                open_timeout=self.open_timeout,
                ping_interval=10,
                ping_timeout=20,
                compression=None,
                proxy=None,
                additional_headers={"X-Forwarded-For": self.browser} if self.browser else None,
            ) as ws:
                self._ws = ws
                if self.probe:
                    self.inbox.put_nowait(Reached())
                    self._closed = True
                    return None
                await ws.send(protocol.dumps(self._hello()))
                async for frame in ws:
                    message = self._read(frame)
                    if isinstance(message, Ended):
                        self.inbox.put_nowait(message)
                        if message.code in RETRYABLE:
                            return message.reason
                        self._closed = True
                        return None
                    if isinstance(message, Created):
                        self.code = message.your_code  # from now on reconnect to this seat
                        self.create = None
                    elif isinstance(message, Welcome):
                        self.seat = message.seat
                    self.inbox.put_nowait(message)
                return _("the server closed the connection")
        except ConnectionClosed as exc:
            if exc.rcvd and exc.rcvd.reason:
                return _("the connection was lost ({why})").format(why=shown(exc.rcvd.reason))
            return _("the connection was lost")
        except InvalidURI as exc:
            why = _("this is not a server address: {why}").format(why=shown(exc))
            self.inbox.put_nowait(Ended("bad_address", why))
            self._closed = True
            return None
        except ssl.SSLError as exc:
            final = tls_failure(exc, self.url, await host_if_misnamed(exc, self.url, self.tls))
            no_certificate_at_fault = final is None or final[0] != "bad_certificate"
            if self._in_clear is not None and self.seat is None and no_certificate_at_fault:
                return self._back_in_clear()
            if final is None:
                return why_unreachable(exc, self.url, self.open_timeout)
            self.inbox.put_nowait(Ended(*final))
            self._closed = True
            return None
        except (OSError, InvalidHandshake, TimeoutError) as exc:
            if self.seat is None and self._in_clear is None and hung_up_in_clear(exc, self.url):
                # A TLS server hangs up on a request in the clear: a friend who typed the
                # address without wss:// meant it over TLS. (Never once seated in the clear.)
                self._in_clear = why_unreachable(exc, self.url, self.open_timeout)
                self.url = "wss://" + self.url.removeprefix("ws://")
                return await self._session()
            if self._in_clear is not None and self.seat is None:
                return self._back_in_clear()
            no_tls = tls_hung_up(exc, self.url)
            if no_tls is not None and self.seat is None:
                # Never seated over TLS here: trying again would only say it again.
                self.inbox.put_nowait(Ended("tls_failed", no_tls))
                self._closed = True
                return None
            if name_unknown(exc) and self.seat is None:
                # A name mistyped stays mistyped; once seated, a name that worked may come back.
                why = why_unreachable(exc, self.url, self.open_timeout)
                self.inbox.put_nowait(Ended("bad_address", why))
                self._closed = True
                return None
            return no_tls or why_unreachable(exc, self.url, self.open_timeout)
        finally:
            self._ws = None

    def _back_in_clear(self) -> str:
        """Over TLS it failed as well: what answers is not a TLS game server, or not one
        yet. Back to the address as it was typed, and to what was said of it; the next
        attempt starts the same way again."""
        why, self._in_clear = self._in_clear, None
        assert why is not None
        self.url = "ws://" + self.url.removeprefix("wss://")
        return why

    def _hello(self) -> dict[str, Any]:
        if self.code is not None:
            hello: dict[str, Any] = {"type": "join", "version": protocol.VERSION, "code": self.code}
            # Always a name: the server's default would be English whatever the player reads.
            hello["name"] = self.name or _("Guest")
            return hello
        rules, seed = self.create or (Rules(), None)
        hello = {
            "type": "create",
            "version": protocol.VERSION,
            "name": self.name or _("Host"),
            "rules": rules.to_dict(),
            "seed": seed,
        }
        if self.computer is not None:
            hello["computer"] = {"level": self.computer[0], "name": self.computer[1]}
        return hello

    def _read(self, frame: str | bytes) -> Message:
        try:
            data = json.loads(frame)
            kind = data["type"]
            if kind == "update":
                view = wire.view_from_dict(data["view"])
                if data.get("log") and view.hand_number == 1 and view.draft_turns_taken == 0:
                    self.shuffles.forget()  # a new game (a rematch) numbers its hands anew
                notes = read_notes(data.get("shuffles"))
                return Update(
                    view,
                    [wire.event_from_dict(e) for e in data["events"]],
                    wire.integer(data["at"], "at", 0),
                    bool(data.get("log")),
                    self.shuffles.take(notes, view),
                    _finished_game(data.get("record"), view),
                    reasons_from(data.get("reasons")),
                )
            if kind == "public":
                public = public_view_from_dict(data["view"])
                if data.get("log") and public.game.hand_number == 1:
                    self.shuffles.forget()
                return PublicUpdate(
                    public,
                    [wire.event_from_dict(e) for e in data["events"]],
                    wire.integer(data["at"], "at", 0),
                    bool(data.get("log")),
                    self.shuffles.take(read_notes(data.get("shuffles")), None),
                )
            if kind == "watch":
                names = data["names"]
                return Watch(
                    str(data["table"]),
                    (wire.name(names[0]), wire.name(names[1])),
                    (bool(data["connected"][0]), bool(data["connected"][1])),
                )
            if kind == "watching":
                return WatchingState(data["on"] is True)
            if kind == "presence":
                return Presence(
                    wire.seat(data["seat"]), wire.name(data.get("name")), bool(data["connected"])
                )
            if kind == "rematch":
                return RematchAsked(wire.seat(data["seat"]))
            if kind == "refused":
                refusal = data.get("refusal")
                return Refused(
                    str(data["code"]),
                    str(data.get("reason", data["code"])),
                    _params(data.get("params")),
                    None if refusal is None else refusal_from_dict(refusal),
                )
            if kind == "welcome":
                names = data["names"]
                watch_code = data.get("watch_code")
                return Welcome(
                    wire.seat(data["seat"]),
                    str(data["table"]),
                    (wire.name(names[0]), wire.name(names[1])),
                    (bool(data["connected"][0]), bool(data["connected"][1])),
                    None if watch_code is None else str(watch_code),
                    data.get("watching", True) is not False,
                    data.get("hosted") is True,
                    wire.level(data.get("computer")),
                    *(None if data.get(k) is None else str(data[k]) for k in FRIEND_FIELDS),
                )
            if kind == "created":
                friend, watch_code = data.get("friend_code"), data.get("watch_code")
                address, page = data.get("address"), data.get("page")
                return Created(
                    str(data["table"]),
                    str(data["your_code"]),
                    None if friend is None else str(friend),
                    None if watch_code is None else str(watch_code),
                    None if address is None else str(address),
                    None if page is None else str(page),
                )
            if kind == "error":
                return Ended(str(data["code"]), str(data["reason"]), _params(data.get("params")))
        except (ValueError, KeyError, TypeError, IndexError, RecursionError) as exc:
            return Ended(
                "bad_frame",
                _("the server sent a message this game cannot read ({why})").format(why=shown(exc)),
            )
        return Ended("bad_frame", _("the server sent a message of an unknown kind"))

    async def act(self, action: Action, at: int) -> bool:
        """Send an action decided on the view of ``at`` actions; False if not connected now."""
        return await self._send(protocol.action(action, at))

    async def ask_rematch(self) -> bool:
        """Ask for another game once this one is over; False if not connected now."""
        return await self._send({"type": "rematch"})

    async def set_watching(self, on: bool) -> bool:
        """The creator lets spectators watch, or turns them out; False if not connected."""
        return await self._send({"type": "watching", "on": on})

    async def cancel_table(self) -> bool:
        """The creator takes back the table nobody has joined: its codes stop working (the
        server then lets the connection go); False if not connected now."""
        return await self._send({"type": "cancel"})

    async def _send(self, frame: dict[str, object]) -> bool:
        ws = self._ws
        if ws is None:
            return False
        try:
            await ws.send(protocol.dumps(frame))
        except ConnectionClosed:
            return False
        return True

    async def close(self) -> None:
        self._closed = True
        ws = self._ws
        if ws is not None:
            await ws.close()


def _params(value: object) -> protocol.Params:
    """A refusal's parameters: names to whole numbers or text (absent from older servers)."""
    if value is None:
        return {}
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and type(v) in (int, str) for k, v in value.items()
    ):
        raise ValueError("'params' must map names to whole numbers or text")
    return dict(value)


def _finished_game(record: object, view: PlayerView) -> Game | None:
    """The finished game a final update carries, if it reads as one and ends as the seat saw
    it end; else None (the game is then kept by the server alone, as before records came)."""
    if record is None or view.winner is None:
        return None
    try:
        game = from_record(record)
    except (ValueError, TypeError, KeyError, RecursionError):  # RecordError among them
        return None  # a record this version cannot read: the game goes on all the same
    return game if (game.winner, tuple(game.scores)) == (view.winner, tuple(view.scores)) else None
