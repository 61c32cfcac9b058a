"""Actions, seat views and events on the wire: the core's own JSON form (core/serial.py).

This module only adapts it to the protocol: the core's ``DecodeError`` becomes ``WireError``,
and a few small readers check the protocol's own fields (``at``, seeds).
"""

from __future__ import annotations

from spades_tui.core import serial
from spades_tui.core.actions import Action
from spades_tui.core.errors import DecodeError
from spades_tui.core.events import Event
from spades_tui.core.view import PlayerView


class WireError(ValueError):
    """A value that does not have the shape the protocol gives it; the message says why."""


def integer(value: object, what: str, low: int = -(10**9), high: int = 10**9) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise WireError(f"{what} must be a whole number from {low} to {high}")
    return value


def seat(value: object, what: str = "seat") -> int:
    return integer(value, what, 0, 1)


action_to_dict = serial.action_to_dict
view_to_dict = serial.view_to_dict
event_to_dict = serial.event_to_dict


def name(value: object) -> str | None:
    """A seat's name, or None (a seat nobody has joined)."""
    return value if isinstance(value, str) else None


def level(value: object) -> str | None:
    """A computer's level, when it is one this program knows (it is shown in words)."""
    from spades_tui.players import LEVELS

    return value if isinstance(value, str) and value in LEVELS else None


def action_from_dict(data: object) -> Action:
    """An action from a client; its legality is the game's business, only its shape is ours."""
    try:
        return serial.action_from_dict(data)
    except DecodeError as exc:
        raise WireError(str(exc)) from None


def view_from_dict(data: object) -> PlayerView:
    try:
        return serial.view_from_dict(data)
    except DecodeError as exc:
        raise WireError(str(exc)) from None


def event_from_dict(data: object) -> Event:
    try:
        return serial.event_from_dict(data)
    except DecodeError as exc:
        raise WireError(str(exc)) from None
