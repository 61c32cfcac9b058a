"""The rule options of ``rules.md``; the defaults are the seed's rules."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from spades_tui.core.errors import RulesError

# name -> (kind, low, high); None bounds mean "no bound on that side".
_LIMITS: dict[str, tuple[str, int | None, int | None]] = {
    "target": ("int", 1, 100_000),
    "nil": ("bool", None, None),
    "double_nil": ("bool", None, None),
    "double_nil_deficit": ("int", 0, 100_000),
    "exchange_limit": ("int", 0, 3),
    "peek_discard": ("bool", None, None),
    "failed_nil_bags": ("bool", None, None),
    "bag_limit": ("int", 1, 1_000),
    "bag_penalty": ("int", 0, 100_000),
    "loss_floor": ("floor", -100_000, -1),
}


# An option that matters only while others allow what it governs: the deficit and the exchange
# belong to double nil; failed-nil bags need some nil bid to fail.
_NEEDS: dict[str, tuple[str, ...]] = {
    "double_nil_deficit": ("double_nil",),
    "exchange_limit": ("double_nil",),
    "failed_nil_bags": ("nil", "double_nil"),
}


def option_applies(name: str, values: dict[str, Any]) -> bool:
    """Whether option ``name`` can change a game played with these option values."""
    needs = _NEEDS.get(name)
    return needs is None or any(values.get(need) for need in needs)


@dataclass(frozen=True, slots=True)
class Rules:
    target: int = 500
    nil: bool = True
    double_nil: bool = True
    double_nil_deficit: int = 0
    exchange_limit: int = 3
    peek_discard: bool = True
    failed_nil_bags: bool = False
    bag_limit: int = 10
    bag_penalty: int = 100
    loss_floor: int | None = None

    def __post_init__(self) -> None:
        for name, (kind, low, high) in _LIMITS.items():
            _check(name, getattr(self, name), kind, low, high)

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """Read the ``rules`` object of a record; every option must be present."""
        if not isinstance(data, dict):
            raise RulesError("rules must be an object of rule options")
        names = [f.name for f in fields(cls)]
        unknown = sorted(set(data) - set(names))
        if unknown:
            raise RulesError(f"unknown rule option {unknown[0]!r}; known: {', '.join(names)}")
        missing = [n for n in names if n not in data]
        if missing:
            raise RulesError(f"rule option {missing[0]!r} is missing")
        return cls(**data)

    def with_options(self, options: dict[str, str]) -> Rules:
        """Apply ``name=value`` texts (as typed on a command line) on top of these rules."""
        values = self.to_dict()
        for name, text in options.items():
            values[name] = parse_option(name, text)
        return Rules(**values)


def parse_option(name: str, text: str) -> Any:
    """Turn the text of one option into its value, or say clearly what is wrong."""
    if name not in _LIMITS:
        raise RulesError(f"unknown rule option {name!r}; known: {', '.join(_LIMITS)}")
    kind, low, high = _LIMITS[name]
    word = text.strip().lower()
    if kind == "bool":
        if word in ("true", "on", "yes", "1"):
            return True
        if word in ("false", "off", "no", "0"):
            return False
        raise RulesError(f"rule {name!r} must be on or off (true/false), got {text!r}")
    if kind == "floor" and word in ("none", "null", "off", ""):
        return None
    try:
        value = int(word)
    except ValueError:
        raise RulesError(
            f"rule {name!r} must be {_range_text(kind, low, high)}, got {text!r}"
        ) from None
    _check(name, value, kind, low, high)
    return value


def _range_text(kind: str, low: int | None, high: int | None) -> str:
    text = f"a whole number from {low} to {high}"
    return text + " or none" if kind == "floor" else text


def _check(name: str, value: object, kind: str, low: int | None, high: int | None) -> None:
    if kind == "bool":
        if not isinstance(value, bool):
            raise RulesError(f"rule {name!r} must be true or false, got {value!r}")
        return
    if kind == "floor" and value is None:
        return
    if not isinstance(value, int) or isinstance(value, bool):
        raise RulesError(f"rule {name!r} must be {_range_text(kind, low, high)}, got {value!r}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise RulesError(f"rule {name!r} must be {_range_text(kind, low, high)}, got {value}")
