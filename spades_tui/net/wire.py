"""Actions, seat views and events as plain JSON values, and back.

Cards travel as their codes (``AS``). Reading is strict: anything that is not exactly the
expected shape raises ``WireError`` with a sentence saying what is wrong, so a hostile frame
can never reach the game as something half-built.

The core is growing its own ``to_dict``/``from_dict`` for views and events; once it has them
these functions should become thin calls to it (one serialization, not two).
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from spades_tui.core import events as ev
from spades_tui.core.actions import (
    BIDS,
    DECLARE,
    DECLINE,
    KEEP,
    REJECT,
    Action,
    Bid,
    DeclareDoubleNil,
    Exchange,
    Keep,
    Play,
    Reject,
)
from spades_tui.core.cards import CARDS, Card
from spades_tui.core.choices import ExchangeChoices
from spades_tui.core.errors import RulesError
from spades_tui.core.game import Phase
from spades_tui.core.rules import Rules
from spades_tui.core.view import OwnDraftTurn, PlayedTrick, PlayerView

_BY_CODE = {c.code: c for c in CARDS}


class WireError(ValueError):
    """A value that does not have the shape the protocol gives it; the message says why."""


# ----------------------------------------------------------------------------- small readers
def card(value: object, what: str = "card") -> Card:
    if not isinstance(value, str) or value not in _BY_CODE:
        raise WireError(f"{what} must be a card code like 'AS' or 'TH'")
    return _BY_CODE[value]


def card_list(value: object, what: str, most: int = 52) -> tuple[Card, ...]:
    if not isinstance(value, list) or len(value) > most:
        raise WireError(f"{what} must be a list of at most {most} card codes")
    return tuple(card(v, what) for v in value)


def integer(value: object, what: str, low: int = -(10**9), high: int = 10**9) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise WireError(f"{what} must be a whole number from {low} to {high}")
    return value


def boolean(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise WireError(f"{what} must be true or false")
    return value


def seat(value: object, what: str = "seat") -> int:
    return integer(value, what, 0, 1)


def field(obj: dict[str, Any], name: str, where: str) -> Any:
    if name not in obj:
        raise WireError(f"{where} has no {name!r}")
    return obj[name]


def _codes(cards: object) -> list[str]:
    return [CARDS[c].code for c in cards]  # type: ignore[attr-defined]


# ----------------------------------------------------------------------------- actions
def action_to_dict(action: Action) -> dict[str, Any]:
    if isinstance(action, Play):
        return {"kind": "play", "card": CARDS[action.card].code}
    if isinstance(action, Keep):
        return {"kind": "keep"}
    if isinstance(action, Reject):
        return {"kind": "reject"}
    if isinstance(action, Bid):
        return {"kind": "bid", "tricks": action.tricks}
    if isinstance(action, DeclareDoubleNil):
        return {"kind": "double_nil", "declare": action.declare}
    if isinstance(action, Exchange):
        return {"kind": "exchange", "cards": _codes(action.cards)}
    raise TypeError(f"not an action: {action!r}")


def action_from_dict(data: object) -> Action:
    """An action from a client; its legality is the game's business, only its shape is ours."""
    if not isinstance(data, dict):
        raise WireError("an action must be an object with a 'kind'")
    kind = data.get("kind")
    if kind == "play":
        return Play(card(field(data, "card", "a play")))
    if kind == "keep":
        return KEEP
    if kind == "reject":
        return REJECT
    if kind == "bid":
        return BIDS[integer(field(data, "tricks", "a bid"), "a bid's tricks", 0, 13)]
    if kind == "double_nil":
        return (
            DECLARE
            if boolean(field(data, "declare", "a double-nil answer"), "declare")
            else DECLINE
        )
    if kind == "exchange":
        return Exchange(card_list(field(data, "cards", "an exchange"), "the cards exchanged", 13))
    raise WireError("an action's kind must be one of play, keep, reject, bid, double_nil, exchange")


# ----------------------------------------------------------------------------- views
def _result_to_dict(r: ev.SeatResult) -> dict[str, Any]:
    return {name: getattr(r, name) for name, _ in _RESULT_FIELDS}


_RESULT_FIELDS = tuple((f.name, f.type == "bool") for f in fields(ev.SeatResult))


def _result_from_dict(data: object) -> ev.SeatResult:
    if not isinstance(data, dict):
        raise WireError("a hand result must be an object")
    values: dict[str, Any] = {}
    for name, is_bool in _RESULT_FIELDS:
        raw = field(data, name, "a hand result")
        values[name] = boolean(raw, name) if is_bool else integer(raw, name)
    return ev.SeatResult(**values)


def _results_from(data: object) -> tuple[ev.SeatResult, ev.SeatResult]:
    if not isinstance(data, list) or len(data) != 2:
        raise WireError("a hand's results must be a list of two")
    return (_result_from_dict(data[0]), _result_from_dict(data[1]))


def _legal_to_wire(view: PlayerView) -> Any:
    if isinstance(view.legal_actions, ExchangeChoices):
        # 378 choices are all the ways to pick from the hand: the reader rebuilds them.
        return "exchange"
    return [action_to_dict(a) for a in view.legal_actions]


def view_to_dict(view: PlayerView) -> dict[str, Any]:
    return {
        "seat": view.seat,
        "names": list(view.names),
        "rules": view.rules.to_dict(),
        "phase": view.phase.value,
        "to_act": view.to_act,
        "hand_number": view.hand_number,
        "first": view.first,
        "scores": list(view.scores),
        "bags": list(view.bags),
        "hand": _codes(view.hand),
        "drawn": None if view.drawn is None else CARDS[view.drawn].code,
        "draft": [
            {
                "kept": CARDS[t.kept].code,
                "discarded": None if t.discarded is None else CARDS[t.discarded].code,
                "rejected": t.rejected,
            }
            for t in view.draft
        ],
        "draft_turns_taken": view.draft_turns_taken,
        "stock_left": view.stock_left,
        "discard_count": view.discard_count,
        "double_nil": list(view.double_nil),
        "exchanged": list(view.exchanged),
        "my_exchange": None
        if view.my_exchange is None
        else [_codes(view.my_exchange[0]), _codes(view.my_exchange[1])],
        "bids": list(view.bids),
        "tricks_won": list(view.tricks_won),
        "tricks": [
            {"leader": t.leader, "cards": _codes(t.cards), "winner": t.winner} for t in view.tricks
        ],
        "spades_broken": view.spades_broken,
        "opponent_hand_size": view.opponent_hand_size,
        "legal_actions": _legal_to_wire(view),
        "history": [[_result_to_dict(r) for r in pair] for pair in view.history],
        "winner": view.winner,
    }


def _pair(data: object, what: str, read: Any) -> tuple[Any, Any]:
    if not isinstance(data, list) or len(data) != 2:
        raise WireError(f"{what} must be a list of two")
    return (read(data[0]), read(data[1]))


def _maybe(read: Any) -> Any:
    return lambda v: None if v is None else read(v)


def view_from_dict(data: object) -> PlayerView:
    if not isinstance(data, dict):
        raise WireError("a view must be an object")

    def get(name: str) -> Any:
        return field(data, name, "the view")

    try:
        rules = Rules.from_dict(get("rules"))
        phase = Phase(get("phase"))
    except (RulesError, ValueError, TypeError) as exc:
        raise WireError(f"the view's rules or phase are wrong: {exc}") from None
    hand = card_list(get("hand"), "the hand", 13)
    draft_raw = get("draft")
    if not isinstance(draft_raw, list) or len(draft_raw) > 13:
        raise WireError("the view's draft must be a list of at most 13 turns")
    draft = tuple(
        OwnDraftTurn(
            card(field(t, "kept", "a draft turn")),
            _maybe(card)(field(t, "discarded", "a draft turn")),
            boolean(field(t, "rejected", "a draft turn"), "rejected"),
        )
        for t in draft_raw
        if isinstance(t, dict) or _fail("a draft turn must be an object")
    )
    tricks_raw = get("tricks")
    if not isinstance(tricks_raw, list) or len(tricks_raw) > 13:
        raise WireError("the view's tricks must be a list of at most 13")
    tricks = tuple(
        PlayedTrick(
            seat(field(t, "leader", "a trick")),
            card_list(field(t, "cards", "a trick"), "a trick's cards", 2),
            _maybe(seat)(field(t, "winner", "a trick")),
        )
        for t in tricks_raw
        if isinstance(t, dict) or _fail("a trick must be an object")
    )
    mine_raw = get("my_exchange")
    mine = (
        None
        if mine_raw is None
        else _pair(mine_raw, "my_exchange", lambda v: card_list(v, "exchanged cards", 3))
    )
    legal_raw = get("legal_actions")
    legal: Any
    if legal_raw == "exchange":
        legal = ExchangeChoices(hand, rules.exchange_limit)
    elif isinstance(legal_raw, list) and len(legal_raw) <= 14:
        legal = tuple(action_from_dict(a) for a in legal_raw)
    else:
        raise WireError("the view's legal_actions must be a short list or 'exchange'")
    history_raw = get("history")
    if not isinstance(history_raw, list):
        raise WireError("the view's history must be a list")
    names = _pair(
        get("names"), "names", lambda v: v if isinstance(v, str) else _fail("a name must be text")
    )
    return PlayerView(
        seat=seat(get("seat")),
        names=names,
        rules=rules,
        phase=phase,
        to_act=seat(get("to_act"), "to_act"),
        hand_number=integer(get("hand_number"), "hand_number", 1),
        first=seat(get("first"), "first"),
        scores=_pair(get("scores"), "scores", lambda v: integer(v, "a score")),
        bags=_pair(get("bags"), "bags", lambda v: integer(v, "bags")),
        hand=hand,
        drawn=_maybe(card)(get("drawn")),
        draft=draft,
        draft_turns_taken=integer(get("draft_turns_taken"), "draft_turns_taken", 0, 26),
        stock_left=integer(get("stock_left"), "stock_left", 0, 52),
        discard_count=integer(get("discard_count"), "discard_count", 0, 52),
        double_nil=_pair(
            get("double_nil"), "double_nil", _maybe(lambda v: boolean(v, "double_nil"))
        ),
        exchanged=_pair(
            get("exchanged"), "exchanged", _maybe(lambda v: integer(v, "exchanged", 0, 3))
        ),
        my_exchange=mine,
        bids=_pair(get("bids"), "bids", _maybe(lambda v: integer(v, "a bid", 0, 13))),
        tricks_won=_pair(
            get("tricks_won"), "tricks_won", lambda v: integer(v, "tricks won", 0, 13)
        ),
        tricks=tricks,
        spades_broken=boolean(get("spades_broken"), "spades_broken"),
        opponent_hand_size=integer(get("opponent_hand_size"), "opponent_hand_size", 0, 13),
        legal_actions=legal,
        history=tuple(_results_from(p) for p in history_raw),
        winner=_maybe(seat)(get("winner")),
    )


def _fail(message: str) -> Any:
    raise WireError(message)


# ----------------------------------------------------------------------------- events
EVENT_TYPES: dict[str, type[ev.Event]] = {
    cls.__name__: cls
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
# Field names per event class, read once: dataclasses.fields() is slow in a hot loop.
_EVENT_FIELDS = {cls: tuple(f.name for f in fields(cls)) for cls in EVENT_TYPES.values()}
_CARD_FIELDS = {"card", "kept", "discarded"}
_CARDS_FIELDS = {"cards", "gave", "got"}


def event_to_dict(event: ev.Event) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type(event).__name__}
    for name in _EVENT_FIELDS[type(event)]:
        value = getattr(event, name)
        if name in _CARD_FIELDS:
            out[name] = None if value is None else CARDS[value].code
        elif name in _CARDS_FIELDS:
            out[name] = _codes(value)
        elif name == "results":
            out[name] = [_result_to_dict(r) for r in value]
        elif isinstance(value, tuple):
            out[name] = list(value)
        else:
            out[name] = value
    return out


def event_from_dict(data: object) -> ev.Event:
    if not isinstance(data, dict):
        raise WireError("an event must be an object")
    cls = EVENT_TYPES.get(data.get("type"))  # type: ignore[arg-type]
    if cls is None:
        raise WireError(f"unknown event type {str(data.get('type'))[:40]!r}")
    values: dict[str, Any] = {}
    for name in _EVENT_FIELDS[cls]:
        raw = data.get(name)
        if name in _CARD_FIELDS:
            values[name] = None if raw is None else card(raw, name)
        elif name in _CARDS_FIELDS:
            values[name] = card_list(raw, name, 13)
        elif name == "results":
            values[name] = _results_from(raw)
        elif name == "scores":
            values[name] = _pair(raw, "scores", lambda v: integer(v, "a score"))
        elif name == "phase":
            values[name] = raw if isinstance(raw, str) else _fail("phase must be text")
        elif name in ("declared", "offered", "rejected", "double_nil"):
            values[name] = boolean(raw, name)
        else:
            values[name] = integer(raw, name)
    return cls(**values)
