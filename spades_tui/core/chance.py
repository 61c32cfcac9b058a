"""Where the game's randomness comes from: shuffles and the double-nil exchange draws.

Each hand's shuffle depends only on the game seed and the hand number, so a resumed game
deals the same future hands as the original would have.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from spades_tui.core.cards import CARDS, Card

# Seeds are whole numbers from 0 to this: what fits a signed 64-bit integer, so a seed
# travels unchanged through JSON readers in other languages.
LARGEST_SEED = 2**63 - 1


class Chance(Protocol):
    def stock(self, hand: int) -> list[Card]: ...

    def exchange_draw(
        self, hand: int, seat: int, discards: Sequence[Card], count: int
    ) -> list[Card]: ...


class SeededChance:
    def __init__(self, seed: int | None) -> None:
        self.seed = seed
        # Without a seed the shuffles are still reproducible within this game.
        self._base = seed if seed is not None else random.SystemRandom().randrange(2**62)

    def stock(self, hand: int) -> list[Card]:
        cards = list(CARDS)
        random.Random(f"{self._base}/hand/{hand}").shuffle(cards)
        return cards

    def exchange_draw(
        self, hand: int, seat: int, discards: Sequence[Card], count: int
    ) -> list[Card]:
        rng = random.Random(f"{self._base}/exchange/{hand}/{seat}")
        return rng.sample(sorted(discards), count)


class RecordedChance:
    """Replays the shuffles and draws a record holds, then falls back to the seed."""

    def __init__(
        self,
        stocks: dict[int, list[Card]],
        draws: dict[tuple[int, int], list[Card]],
        fallback: SeededChance,
    ) -> None:
        self.stocks = stocks
        self.draws = draws
        self.fallback = fallback

    def stock(self, hand: int) -> list[Card]:
        if hand in self.stocks:
            return list(self.stocks[hand])
        return self.fallback.stock(hand)

    def exchange_draw(
        self, hand: int, seat: int, discards: Sequence[Card], count: int
    ) -> list[Card]:
        if (hand, seat) in self.draws:
            return list(self.draws[(hand, seat)])
        return self.fallback.exchange_draw(hand, seat, discards, count)
