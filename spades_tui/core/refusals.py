"""Why an action is refused, as a code with parameters rather than a sentence.

Screens and network clients receive a ``Refusal`` and make the words when they paint, so the
words can later come from a translation. ``describe`` is the one place that turns a refusal
into English; every refusal code the core uses has a sentence there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from spades_tui.core.errors import DecodeError

# Parameter values are plain JSON types: whole numbers, and text such as card codes.
Param = int | str


@dataclass(frozen=True, slots=True, eq=True)
class Refusal:
    code: str
    params: dict[str, Param] = field(default_factory=dict)

    __hash__ = None  # type: ignore[assignment]  # params is a dict

    def text(self) -> str:
        return describe(self)

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params)}

    @classmethod
    def from_dict(cls, data: object) -> Refusal:
        if not isinstance(data, dict) or set(data) != {"code", "params"}:
            raise DecodeError("a refusal is an object with exactly 'code' and 'params'")
        code, params = data["code"], data["params"]
        if not isinstance(code, str) or code not in SENTENCES:
            raise DecodeError(f"unknown refusal code {code!r}")
        if not isinstance(params, dict) or not all(
            isinstance(k, str) and type(v) in (int, str) for k, v in params.items()
        ):
            raise DecodeError("refusal params must map names to whole numbers or text")
        refusal = cls(code, dict(params))
        try:
            describe(refusal)
        except (KeyError, IndexError, TypeError, ValueError):
            raise DecodeError(f"refusal {code!r} lacks a parameter it needs") from None
        return refusal


def _suit_symbol(suit: Param) -> str:
    return "♠♥♦♣"[int(suit)]


# code -> English sentence maker. Kept beside the codes so that a new code cannot be added
# without its words.
SENTENCES: dict[str, Callable[[dict[str, Param]], str]] = {
    "game_over": lambda p: "The game is over",
    "not_your_turn": lambda p: f"It is not seat {p['seat']}'s turn",
    "play_not_now": lambda p: "Cards are played only after the bidding",
    "not_a_card": lambda p: f"{p['value']} is not a card",
    "not_held": lambda p: f"You do not hold {p['card']}",
    "must_follow": lambda p: f"You must follow {_suit_symbol(p['suit'])}",
    "spades_not_broken": lambda p: "Spades are not broken yet",
    "no_draft_card": lambda p: "There is no card to keep or reject now",
    "bid_not_now": lambda p: "It is not time to bid",
    "bid_out_of_range": lambda p: f"A bid is a whole number from {p['low']} to {p['high']}",
    "double_nil_not_now": lambda p: "Double nil can be declared only before your first draft card",
    "exchange_not_now": lambda p: "There is no exchange now",
    "exchange_too_many": lambda p: f"You may exchange at most {p['limit']} cards",
    "exchange_not_cards": lambda p: "Only cards can be exchanged",
    "exchange_repeated": lambda p: "A card is named twice",
    "not_an_action": lambda p: f"{p['value']} is not an action of this game",
}


def describe(refusal: Refusal) -> str:
    """The refusal as an English sentence."""
    return SENTENCES[refusal.code](refusal.params)
