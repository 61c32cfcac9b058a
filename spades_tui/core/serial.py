"""Views, events and actions as plain JSON types, and back.

Cards travel as their codes (``"AS"``), phases as their names, rules as in a record. The
encoders and decoders are derived once from each class's field types, so a new event or view
field is covered without new code here. Decoding trusts nothing: any wrong key, type or value
raises ``DecodeError`` naming the field at fault (a frame may come from a network peer).
"""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from collections.abc import Callable, Sequence
from typing import Any

from spades_tui.core import events as ev
from spades_tui.core.actions import (
    Action,
    Bid,
    DeclareDoubleNil,
    Exchange,
    Keep,
    Play,
    Reject,
)
from spades_tui.core.cards import CARDS, Card, parse_card
from spades_tui.core.choices import ExchangeChoices
from spades_tui.core.errors import DecodeError, RulesError
from spades_tui.core.phases import Phase
from spades_tui.core.refusals import PARAMETERS, RANGES, Refusal
from spades_tui.core.rules import Rules
from spades_tui.core.view import PlayerView, SpectatorView

Encode = Callable[[Any], Any]
Decode = Callable[[Any, str], Any]


def _type_name(cls: type) -> str:
    """``CardPlayed`` -> ``card_played``: the ``type`` key of an event or action."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()


EVENT_TYPES: dict[str, type[ev.Event]] = {
    _type_name(cls): cls
    for cls in (
        ev.HandStarted,
        ev.DoubleNilAnswered,
        ev.CardDrawn,
        ev.DraftTurnTaken,
        ev.CardKept,
        ev.Exchanged,
        ev.BidMade,
        ev.CardPlayed,
        ev.SpadesBroken,
        ev.TrickWon,
        ev.HandScored,
        ev.GameOver,
        ev.ActionRequired,
    )
}
ACTION_TYPES: dict[str, type[Any]] = {
    _type_name(cls): cls for cls in (DeclareDoubleNil, Keep, Reject, Exchange, Bid, Play)
}


# ------------------------------------------------------------------ codecs by field type
def _fail(where: str, want: str, value: object) -> DecodeError:
    shown = repr(value)
    if len(shown) > 60:
        shown = shown[:57] + "..."
    return DecodeError(f"{where}: expected {want}, found {shown}")


def _decode_int(value: Any, where: str) -> int:
    if type(value) is not int:
        raise _fail(where, "a whole number", value)
    return value


def _decode_bool(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise _fail(where, "true or false", value)
    return value


def _decode_str(value: Any, where: str) -> str:
    if type(value) is not str:
        raise _fail(where, "text", value)
    return value


def _decode_card(value: Any, where: str) -> Card:
    if type(value) is not str:
        raise _fail(where, "a card code", value)
    try:
        card = parse_card(value)
    except ValueError:
        raise _fail(where, "a card code", value) from None
    if card.code != value:
        raise _fail(where, "a card code written like 'TH'", value)
    return card


def _decode_phase(value: Any, where: str) -> Phase:
    try:
        return Phase(value)
    except ValueError:
        raise _fail(where, "a phase name", value) from None


def _decode_rules(value: Any, where: str) -> Rules:
    try:
        return Rules.from_dict(value)
    except (RulesError, TypeError) as exc:
        raise DecodeError(f"{where}: {exc}") from None


def _same(value: Any) -> Any:
    return value


_SIMPLE: dict[object, tuple[Encode, Decode]] = {
    int: (_same, _decode_int),
    bool: (_same, _decode_bool),
    str: (_same, _decode_str),
    Card: (lambda c: CARDS[c].code, _decode_card),
    Phase: (lambda p: p.value, _decode_phase),
    Rules: (lambda r: r.to_dict(), _decode_rules),
}


def _memo(make: Callable[..., tuple[Encode, Decode]]) -> Callable[..., tuple[Encode, Decode]]:
    """Build each codec once: they are made from type hints, which is slow."""
    made: dict[tuple[Any, ...], tuple[Encode, Decode]] = {}

    def get(*key: Any) -> tuple[Encode, Decode]:
        if key not in made:
            made[key] = make(*key)
        return made[key]

    return get


@_memo
def _codec(tp: Any) -> tuple[Encode, Decode]:
    if tp in _SIMPLE:
        return _SIMPLE[tp]
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (typing.Union, types.UnionType) and len(args) == 2 and type(None) in args:
        return _optional(next(a for a in args if a is not type(None)))
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return _tuple_of(args[0])
    if origin is tuple:
        return _pair(args)
    if origin is Sequence and typing.get_args(args[0]) == typing.get_args(Action):
        return _encode_actions, _decode_actions
    if dataclasses.is_dataclass(tp):
        return _record(tp)
    raise TypeError(f"no JSON form for {tp!r}")  # pragma: no cover - a new field type


def _optional(tp: Any) -> tuple[Encode, Decode]:
    encode, decode = _codec(tp)

    def decode_optional(value: Any, where: str) -> Any:
        return None if value is None else decode(value, where)

    return (lambda v: None if v is None else encode(v)), decode_optional


def _tuple_of(tp: Any) -> tuple[Encode, Decode]:
    encode, decode = _codec(tp)

    def decode_all(value: Any, where: str) -> tuple[Any, ...]:
        if not isinstance(value, list) or len(value) > 64:
            raise _fail(where, "a list (of at most 64 items)", value)
        return tuple(decode(v, f"{where}[{i}]") for i, v in enumerate(value))

    return (lambda vs: [encode(v) for v in vs]), decode_all


def _pair(types_: tuple[Any, ...]) -> tuple[Encode, Decode]:
    codecs = [_codec(t) for t in types_]

    def encode(values: Any) -> list[Any]:
        return [c[0](v) for c, v in zip(codecs, values, strict=True)]

    def decode(value: Any, where: str) -> tuple[Any, ...]:
        if not isinstance(value, list) or len(value) != len(codecs):
            raise _fail(where, f"a list of {len(codecs)}", value)
        return tuple(
            c[1](v, f"{where}[{i}]") for i, (c, v) in enumerate(zip(codecs, value, strict=True))
        )

    return encode, decode


def _fields(cls: type) -> list[tuple[str, Encode, Decode]]:
    hints = typing.get_type_hints(cls)
    names = cls._fields if hasattr(cls, "_fields") else [f.name for f in dataclasses.fields(cls)]
    return [(name, *_codec(hints[name])) for name in names]


@_memo
def _record(cls: Any, tag: str | None = None) -> tuple[Encode, Decode]:
    """A class with named fields as a JSON object; ``tag`` adds a ``type`` key."""
    fields = _fields(cls)
    keys = {name for name, _, _ in fields} | ({"type"} if tag else set())

    def encode(obj: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"type": tag} if tag else {}
        for name, enc, _ in fields:
            out[name] = enc(getattr(obj, name))
        return out

    def decode(value: Any, where: str) -> Any:
        if not isinstance(value, dict):
            raise _fail(where, "an object", value)
        if set(value) != keys:
            odd = sorted(set(value) ^ keys, key=str)[0]
            state = "unknown" if odd in value else "missing"
            raise DecodeError(f"{where}: {state} field {odd!r}")
        return cls(**{name: dec(value[name], f"{where}.{name}") for name, _, dec in fields})

    return encode, decode


@_memo
def _tagged(cls: Any) -> tuple[Encode, Decode]:
    return _record(cls, _type_name(cls))


def _decode_tagged(value: Any, where: str, known: dict[str, type[Any]], kind: str) -> Any:
    if not isinstance(value, dict):
        raise _fail(where, f"an {kind} object", value)
    tag = value.get("type")
    cls = known.get(tag) if isinstance(tag, str) else None
    if cls is None:
        raise _fail(f"{where}.type", f"one of {', '.join(known)}", tag)
    return _tagged(cls)[1](value, where)


# ------------------------------------------------------------------ actions
def action_to_dict(action: Action) -> dict[str, Any]:
    result: dict[str, Any] = _tagged(type(action))[0](action)
    return result


def action_from_dict(data: object, where: str = "action") -> Action:
    action: Action = _decode_tagged(data, where, ACTION_TYPES, "action")
    if isinstance(action, Exchange) and len(set(action.cards)) != len(action.cards):
        raise DecodeError(f"{where}.cards: a card is named twice")
    return action


def _encode_actions(actions: Sequence[Action]) -> Any:
    # 378 exchanges follow from the hand and the limit, so only the limit is sent.
    if isinstance(actions, ExchangeChoices):
        return {"exchange_up_to": actions.limit}
    return [action_to_dict(a) for a in actions]


def _decode_actions(value: Any, where: str) -> Any:
    # The exchange form needs the hand: view_from_dict completes it.
    if isinstance(value, dict) and set(value) == {"exchange_up_to"}:
        limit = _decode_int(value["exchange_up_to"], f"{where}.exchange_up_to")
        if not 0 <= limit <= 3:
            raise _fail(f"{where}.exchange_up_to", "0 to 3", limit)
        return _ExchangeUpTo(limit)
    if not isinstance(value, list) or len(value) > 64:
        raise _fail(where, "a list of actions", value)
    return tuple(action_from_dict(v, f"{where}[{i}]") for i, v in enumerate(value))


class _ExchangeUpTo:
    """Stands for the exchange choices until the view's hand is known."""

    __slots__ = ("limit",)

    def __init__(self, limit: int) -> None:
        self.limit = limit


# ------------------------------------------------------------------ events
def event_to_dict(event: ev.Event) -> dict[str, Any]:
    result: dict[str, Any] = _tagged(type(event))[0](event)
    return result


def event_from_dict(data: object, where: str = "event") -> ev.Event:
    event: ev.Event = _decode_tagged(data, where, EVENT_TYPES, "event")
    if event.audience not in (ev.PUBLIC, 0, 1):
        raise _fail(f"{where}.audience", "-1, 0 or 1", event.audience)
    return event


# ------------------------------------------------------------------ views
def view_to_dict(view: PlayerView) -> dict[str, Any]:
    result: dict[str, Any] = _record(PlayerView)[0](view)
    return result


def view_from_dict(data: object, where: str = "view") -> PlayerView:
    view: PlayerView = _record(PlayerView)[1](data, where)
    if isinstance(view.legal_actions, _ExchangeUpTo):
        view = view._replace(legal_actions=ExchangeChoices(view.hand, view.legal_actions.limit))
    if view.seat not in (0, 1):
        raise _fail(f"{where}.seat", "0 or 1", view.seat)
    return view


def spectator_to_dict(view: SpectatorView) -> dict[str, Any]:
    result: dict[str, Any] = _record(SpectatorView)[0](view)
    return result


def spectator_from_dict(data: object, where: str = "view") -> SpectatorView:
    view: SpectatorView = _record(SpectatorView)[1](data, where)
    return view


# ------------------------------------------------------------------ refusals
def refusal_from_dict(data: object) -> Refusal:
    """The inverse of ``Refusal.to_dict``: a code the core uses, with the parameters it needs."""
    if not isinstance(data, dict) or set(data) != {"code", "params"}:
        raise DecodeError("a refusal is an object with exactly 'code' and 'params'")
    code, params = data["code"], data["params"]
    if not isinstance(code, str) or code not in PARAMETERS:
        raise DecodeError(f"unknown refusal code {code!r}")
    if not isinstance(params, dict) or not all(
        isinstance(k, str) and type(v) in (int, str) for k, v in params.items()
    ):
        raise DecodeError("refusal params must map names to whole numbers or text")
    for name in PARAMETERS[code]:
        if name not in params:
            raise DecodeError(f"refusal {code!r} lacks a parameter it needs: {name}")
        allowed = RANGES.get(name)
        if allowed is not None and (type(params[name]) is not int or params[name] not in allowed):
            raise _fail(
                f"refusal.params.{name}", f"{allowed.start} to {allowed.stop - 1}", params[name]
            )
    return Refusal(code, dict(params))
