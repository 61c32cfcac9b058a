"""Reading one field of a record, trusting nothing: each reader names the field at fault.

A record comes from a file, so every value is checked for its type (``true`` is not the seat
1) and its form (card codes written as the program writes them) before the replay uses it.
"""

from __future__ import annotations

import json
from typing import Any

from spades_tui.core.cards import Card, parse_card
from spades_tui.core.errors import RecordError


def same(found: object, want: object) -> bool:
    """Equal and of the same type, so that ``true`` does not pass for the seat 1."""
    return found == want and type(found) is type(want)


def as_json(value: object) -> str:
    return json.dumps(value)


def list_field(obj: dict[str, Any], name: str, where: str) -> list[Any]:
    value = obj.get(name, [])
    if not isinstance(value, list):
        raise RecordError(f"{where}.{name}: expected a list")
    return value


def field(obj: object, name: str, at: str) -> Any:
    if not isinstance(obj, dict):
        raise RecordError(f"{at}: expected an object")
    if name not in obj:
        raise RecordError(f"{at}.{name}: missing")
    return obj[name]


def seat_field(obj: object, at: str) -> int:
    seat = field(obj, "seat", at)
    if seat not in (0, 1) or type(seat) is not int:
        raise RecordError(f"{at}.seat: expected 0 or 1, found {as_json(seat)}")
    return int(seat)


def expect_seat(obj: object, seat: int, at: str) -> None:
    found = seat_field(obj, at)
    if found != seat:
        raise RecordError(f"{at}.seat: it is seat {seat}'s turn here, found {found}")


def card_field(value: object, at: str) -> Card:
    if not isinstance(value, str):
        raise RecordError(f"{at}: expected a card code, found {as_json(value)}")
    try:
        card = parse_card(value)
    except ValueError:
        raise RecordError(f"{at}: {as_json(value)} is not a card code") from None
    if card.code != value:
        raise RecordError(
            f"{at}: card codes are written like {as_json(card.code)}, found {as_json(value)}"
        )
    return card


def cards_field(value: object, at: str) -> list[Card]:
    if not isinstance(value, list):
        raise RecordError(f"{at}: expected a list of card codes")
    return [card_field(v, f"{at}[{i}]") for i, v in enumerate(value)]
