"""The double-nil exchange choices as a lazy sequence.

A 13-card hand with a limit of 3 has 378 possible exchanges. Building them all for every
exchange decision took a quarter of a simulated hand, while a player usually needs only a few,
so this sequence makes each one when it is asked for.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import combinations
from typing import overload

from spades_tui.core.actions import Exchange
from spades_tui.core.cards import Card

_set_cards = Exchange.__dict__["cards"].__set__


def exchange_of(cards: tuple[Card, ...]) -> Exchange:
    """An Exchange built without the frozen-dataclass __init__ (about 1 us saved each)."""
    action = object.__new__(Exchange)
    _set_cards(action, cards)
    return action


@lru_cache(maxsize=64)
def _index_combos(size: int, limit: int) -> tuple[tuple[int, ...], ...]:
    return tuple(c for n in range(limit + 1) for c in combinations(range(size), n))


class ExchangeChoices(Sequence[Exchange]):
    """Every exchange of up to ``limit`` cards from ``held``: the empty one first, then by size."""

    __slots__ = ("_held", "_combos", "limit")

    def __init__(self, held: Sequence[Card], limit: int) -> None:
        self.limit = limit
        self._held = tuple(held)
        self._combos = _index_combos(len(self._held), limit)

    def __eq__(self, other: object) -> bool:
        # Equal when they offer the same choices, e.g. after a round trip through JSON.
        if not isinstance(other, ExchangeChoices):
            return NotImplemented
        return self._held == other._held and self.limit == other.limit

    def __hash__(self) -> int:
        return hash((self._held, self.limit))

    def __len__(self) -> int:
        return len(self._combos)

    @overload
    def __getitem__(self, index: int) -> Exchange: ...

    @overload
    def __getitem__(self, index: slice) -> list[Exchange]: ...

    def __getitem__(self, index: int | slice) -> Exchange | list[Exchange]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        held = self._held
        return exchange_of(tuple(held[i] for i in self._combos[index]))

    def __iter__(self) -> Iterator[Exchange]:
        held = self._held
        for combo in self._combos:
            yield exchange_of(tuple(held[i] for i in combo))

    def __contains__(self, value: object) -> bool:
        if not isinstance(value, Exchange):
            return False
        cards = value.cards
        return (
            len(cards) == len(set(cards))
            and all(c in self._held for c in cards)
            and any(len(c) == len(cards) for c in self._combos)
        )
