"""The messages of the spades-tui network protocol (docs/protocol.md describes each one).

Every frame is one JSON object with a ``type``. This module builds the server's messages and
reads the client's, strictly: a frame that is not what the protocol allows raises
``ProtocolError`` with a reason the server sends back before it closes the connection.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from spades_tui.core.actions import Action, Bid
from spades_tui.core.chance import LARGEST_SEED
from spades_tui.core.events import Event
from spades_tui.core.refusals import Refusal
from spades_tui.core.rules import Rules
from spades_tui.core.view import PlayerView
from spades_tui.names import EMPTY, MAX_NAME, TOO_LONG, UNSHOWN, name_problem, tidy
from spades_tui.net import wire

VERSION = 1
MAX_FRAME = 64 * 1024  # bytes; larger frames are refused by the websocket layer itself


Params = dict[str, int | str]  # the figures a refusal's sentence needs, as plain JSON values


class ProtocolError(ValueError):
    """A frame that breaks the protocol; ``code`` names the kind for programs, ``params`` holds
    the figures a client needs to word it in its own language (``reason`` is English)."""

    def __init__(self, code: str, reason: str, params: Params | None = None) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.params = params or {}


# ----------------------------------------------------------------------------- client -> server
@dataclass(frozen=True, slots=True)
class Join:
    code: str  # as typed; the server normalizes and checks it
    name: str | None


@dataclass(frozen=True, slots=True)
class Computer:
    """The computer a ``create`` asks for in the second seat: its level, and its name in
    the creator's language."""

    level: str
    name: str


@dataclass(frozen=True, slots=True)
class Create:
    name: str
    rules: Rules
    seed: int | None
    computer: Computer | None = None


@dataclass(frozen=True, slots=True)
class Act:
    action: Action
    at: int  # how many actions the game had when the client decided; guards against replays


@dataclass(frozen=True, slots=True)
class Rematch:
    """The player wants another game at this table (the same names and rules) once this one
    is over; it starts when both have asked."""


@dataclass(frozen=True, slots=True)
class Cancel:
    """The creator takes back a table nobody has joined: it is closed, its codes forgotten."""


@dataclass(frozen=True, slots=True)
class Watching:
    """The table's creator lets spectators watch (``on``) or turns them out."""

    on: bool


def decode(frame: str | bytes) -> dict[str, Any]:
    if isinstance(frame, bytes):
        raise ProtocolError("binary", "frames must be JSON text, not binary")
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        raise ProtocolError("not_json", "a frame must be one JSON object") from None
    if not isinstance(data, dict):
        raise ProtocolError("not_object", "a frame must be a JSON object with a 'type'")
    if not isinstance(data.get("type"), str):
        raise ProtocolError("no_type", "a frame must have a 'type' that is text")
    return data


def check_name(value: object) -> str:
    if not isinstance(value, str):
        raise ProtocolError("bad_name", "a name must be text that is not empty")
    name = tidy(value)
    problem = name_problem(name)
    if problem == EMPTY:
        raise ProtocolError("bad_name", "a name must be text that is not empty")
    if problem == UNSHOWN:
        raise ProtocolError("bad_name", "a name may not hold control characters")
    if problem == TOO_LONG:
        raise ProtocolError(
            "bad_name", f"a name has at most {MAX_NAME} characters", {"limit": MAX_NAME}
        )
    return name


# The fields each frame a client sends may have; any other is an error (docs/protocol.md).
FIELDS = {
    "join": {"type", "version", "code", "name"},
    "create": {"type", "version", "name", "rules", "seed", "computer"},
    "action": {"type", "action", "at"},
    "rematch": {"type"},
    "watching": {"type", "on"},
    "cancel": {"type"},
}
# Why a code no longer opens its table (an error's code and reason): the host set the game
# aside for a new one, or the player who made the table took it back before anyone came.
CLOSED = {
    "table_closed": "the host set this game aside and started a new one",
    "taken_back": "the player who made this table took it back; ask them for a new code",
}
COMPUTER_NAME = "Computer"  # a computer seat's name when ``create`` gives none
MAX_BID = 13


def _only_known_fields(data: dict[str, Any]) -> None:
    unknown = sorted(set(data) - FIELDS[data["type"]])
    if unknown:
        raise ProtocolError(
            "bad_field", f"the {data['type']!r} frame has no field {unknown[0][:40]!r}"
        )


def read_rules(value: object) -> Rules:
    """``create``'s rules: any of the record's rule options; those left out take the default."""
    if value is None:
        return Rules()
    if not isinstance(value, dict):
        raise ProtocolError("bad_field", "'rules' must be an object of rule options")
    try:
        return Rules.from_dict({**Rules().to_dict(), **value})
    except (ValueError, TypeError) as exc:
        raise ProtocolError("bad_field", f"'rules' are wrong: {exc}") from None


def read_hello(frame: str | bytes) -> Join | Create:
    """The first frame of a connection: join a seat with a code, or create a table."""
    data = decode(frame)
    kind = data["type"]
    if kind not in ("join", "create"):
        raise ProtocolError(
            "hello_expected", "the first frame must be 'join' (with a code) or 'create'"
        )
    version = data.get("version")
    # The whole number itself: JSON's true and 1.0 are equal to 1 in Python, not in the protocol.
    if type(version) is not int or version != VERSION:
        # A hello without one is said so: "the client None" read as a name.
        said = "gave none" if version is None else f"speaks {json.dumps(version)[:20]}"
        raise ProtocolError(
            "version",
            f"this server speaks protocol version {VERSION}, the client {said}; "
            "use the same spades-tui version on both sides",
            {"server": VERSION},
        )
    _only_known_fields(data)
    if kind == "join":
        code = data.get("code")
        if not isinstance(code, str) or len(code) > 64:
            raise ProtocolError("bad_field", "'code' must be text (the join code)")
        name = data.get("name")
        return Join(code, None if name is None else check_name(name))
    rules = read_rules(data.get("rules"))
    seed = data.get("seed")
    if seed is not None:
        try:
            seed = wire.integer(seed, "seed", 0, LARGEST_SEED)
        except wire.WireError as exc:
            raise ProtocolError("bad_field", str(exc)) from None
    return Create(check_name(data.get("name")), rules, seed, read_computer(data.get("computer")))


def read_computer(value: object) -> Computer | None:
    """``create``'s optional computer seat: ``{"level": ..., "name": ...}`` (name optional)."""
    if value is None:
        return None
    from spades_tui.players import LEVELS

    if not isinstance(value, dict) or set(value) - {"level", "name"}:
        raise ProtocolError("bad_field", "'computer' is an object with a level and a name")
    level = value.get("level")
    if not isinstance(level, str) or level not in LEVELS:
        raise ProtocolError(
            "bad_field",
            f"'computer.level' is one of {', '.join(LEVELS)}",
            {"levels": ",".join(LEVELS)},
        )
    name = value.get("name")
    return Computer(level, COMPUTER_NAME if name is None else check_name(name))


def read_play(frame: str | bytes) -> Act | Rematch | Watching | Cancel:
    """A frame after the hello: an action, asking for a rematch, or (the creator) letting
    spectators watch or not, or taking back a table nobody has joined."""
    data = decode(frame)
    if data["type"] not in ("rematch", "action", "watching", "cancel"):
        raise ProtocolError("unknown_type", f"unknown frame type {data['type'][:40]!r}")
    _only_known_fields(data)
    if data["type"] == "rematch":
        return Rematch()
    if data["type"] == "cancel":
        return Cancel()
    if data["type"] == "watching":
        if type(data.get("on")) is not bool:
            raise ProtocolError("bad_field", "'on' is true or false")
        return Watching(data["on"])
    try:
        action = wire.action_from_dict(data.get("action"))
        at = wire.integer(data.get("at"), "'at'", 0)
    except wire.WireError as exc:
        raise ProtocolError("bad_field", str(exc)) from None
    if isinstance(action, Bid) and not 0 <= action.tricks <= MAX_BID:
        # The shape the document gives a bid; which of 0-13 the rules allow is theirs to say.
        raise ProtocolError("bad_field", f"a bid is a number of tricks from 0 to {MAX_BID}")
    return Act(action, at)


# ----------------------------------------------------------------------------- server -> client
def dumps(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def welcome(
    seat: int,
    table: str,
    names: tuple[str | None, str | None],
    connected: tuple[bool, bool],
    watch: tuple[str, bool] | None = None,
    hosted: bool = False,
    computer: str | None = None,
    friend_code: str | None = None,
    reach: tuple[str | None, str | None] = (None, None),
) -> dict[str, Any]:
    """``watch``: for the creator, the table's watch code and whether watching is on;
    ``hosted``: the game runs in the app of the player in seat 0 (``spades-tui host``), not
    on a server; ``computer``: the level of the computer playing seat 1, at such a table;
    ``friend_code``: for a creator back at a table nobody has joined, the code to give, with
    ``reach``, the address and the browser page to give with it (as ``created`` says them)."""
    frame = {
        "type": "welcome",
        "version": VERSION,
        "seat": seat,
        "table": table,
        "names": list(names),
        "connected": list(connected),
    }
    if watch is not None:
        frame["watch_code"], frame["watching"] = watch
    if hosted:
        frame["hosted"] = True
    if computer is not None:
        frame["computer"] = computer
    if friend_code is not None:
        frame["friend_code"] = friend_code
        for key, value in zip(("address", "page"), reach, strict=True):
            if value is not None:
                frame[key] = value
    return frame


def created(
    table: str,
    your_code: str,
    friend_code: str | None,
    watch_code: str,
    address: str | None = None,
    page: str | None = None,
) -> dict[str, Any]:
    """``friend_code`` is None at a table where the computer plays the other seat;
    ``address`` is the one the server gives out for players to join with, when it has one,
    and ``page`` its browser page, when it serves one."""
    frame = {
        "type": "created",
        "table": table,
        "your_code": your_code,
        "friend_code": friend_code,
        "watch_code": watch_code,
    }
    if address is not None:
        frame["address"] = address
    if page is not None:
        frame["page"] = page
    return frame


def update(
    view: PlayerView,
    events: list[Event],
    at: int,
    log: bool = False,
    shuffles: list[dict[str, Any]] | None = None,
    record: dict[str, Any] | None = None,
    reasons: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """The seat's view after ``at`` actions, with the events it has not been sent yet.

    ``log`` marks the first update after a (re)join: its events are the seat's whole log.
    ``shuffles``: the commitments and openings of hands it has not been told of yet.
    ``record``: once the game is over, its whole record, for the player to keep (a field of
    the update rather than a message of its own, which an older client would not read).
    ``reasons``: the computer's reasons for its bids in the hands these events score
    (``net.bid_reasons``), a field an older client leaves unread too.
    """
    frame = {
        "type": "update",
        "at": at,
        "view": wire.view_to_dict(view),
        "events": [wire.event_to_dict(e) for e in events],
        "log": log,
    }
    if shuffles:
        frame["shuffles"] = shuffles
    if record is not None:
        frame["record"] = record
    if reasons:
        frame["reasons"] = reasons
    return frame


def watching_welcome(
    table: str, names: tuple[str | None, str | None], connected: tuple[bool, bool]
) -> dict[str, Any]:
    """A spectator is in: who plays at the table."""
    return {"type": "watch", "table": table, "names": list(names), "connected": list(connected)}


def public(
    view: dict[str, Any],
    events: list[Event],
    at: int,
    log: bool,
    shuffles: list[dict[str, Any]],
) -> dict[str, Any]:
    """A spectator's update: the public view (net/public.py) and the public events."""
    frame = {
        "type": "public",
        "at": at,
        "view": view,
        "events": [wire.event_to_dict(e) for e in events],
        "log": log,
    }
    if shuffles:
        frame["shuffles"] = shuffles
    return frame


def watching_state(on: bool) -> dict[str, Any]:
    """To the creator: whether spectators may watch now."""
    return {"type": "watching", "on": on}


def presence(seat: int, name: str | None, connected: bool) -> dict[str, Any]:
    return {"type": "presence", "seat": seat, "name": name, "connected": connected}


def rematch(seat: int) -> dict[str, Any]:
    """``seat`` has asked for a rematch (sent to both seats)."""
    return {"type": "rematch", "seat": seat}


def refused(
    code: str, params: Params | None = None, refusal: Refusal | None = None
) -> dict[str, Any]:
    """An action not taken (out of turn, illegal, stale); the connection stays open.

    The server sends codes, not sentences: a client words the code, its ``params`` and (for
    ``illegal``) the core's ``refusal`` in its player's language. ``reason`` repeats the
    code (the refusal's own code for ``illegal``), since clients of every version read the
    field, and show it as it comes only for a code they do not know.
    """
    reason = refusal.code if refusal is not None else code
    frame: dict[str, Any] = {"type": "refused", "code": code, "reason": reason}
    if params:
        frame["params"] = dict(params)
    if refusal is not None:
        frame["refusal"] = refusal.to_dict()
    return frame


def error(code: str, reason: str, params: Params | None = None) -> dict[str, Any]:
    """Sent just before the server closes the connection."""
    frame: dict[str, Any] = {"type": "error", "code": code, "reason": reason}
    if params:
        frame["params"] = dict(params)
    return frame


def action(act: Action, at: int) -> dict[str, Any]:
    return {"type": "action", "action": wire.action_to_dict(act), "at": at}
