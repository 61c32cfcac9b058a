"""Why an action is refused, as a code with parameters, never a sentence.

The core says *why* (``Refusal("must_follow", {"suit": 1})``); the words are made where they
are painted, in the player's language (``words/refusals.py``), and a network peer is sent
the code. ``PARAMETERS`` lists every code the core uses with the parameters it carries, so a
refusal that comes from outside (``serial.refusal_from_dict``) can be checked against it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Parameter values are plain JSON types: whole numbers, and text such as card codes.
Param = int | str


@dataclass(frozen=True, slots=True, eq=True)
class Refusal:
    code: str
    params: dict[str, Param] = field(default_factory=dict)

    __hash__ = None  # type: ignore[assignment]  # params is a dict

    def __str__(self) -> str:
        """The code and its parameters, for logs and exceptions (not for a person)."""
        if not self.params:
            return self.code
        shown = ", ".join(f"{name}={value!r}" for name, value in sorted(self.params.items()))
        return f"{self.code} ({shown})"

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params)}


# code -> the parameters it carries: "seat" (0 or 1), "suit" (0 to 3, spades first), "card" (a
# card code), "low"/"high"/"limit" (whole numbers), "value" (what was offered, as text).
PARAMETERS: dict[str, tuple[str, ...]] = {
    "game_over": (),
    "not_your_turn": ("seat",),
    "play_not_now": (),
    "not_a_card": ("value",),
    "not_held": ("card",),
    "must_follow": ("suit",),
    "spades_not_broken": (),
    "no_draft_card": (),
    "bid_not_now": (),
    "bid_out_of_range": ("low", "high"),
    "double_nil_not_now": (),
    "exchange_not_now": (),
    "exchange_too_many": ("limit",),
    "exchange_not_cards": (),
    "exchange_repeated": (),
    "not_an_action": ("value",),
}

# The parameters that are whole numbers in a range; the others are whole numbers or text.
RANGES: dict[str, range] = {"seat": range(2), "suit": range(4)}
