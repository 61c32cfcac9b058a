"""Limits that keep one misbehaving address or connection from hurting anyone else."""

from __future__ import annotations

import time
from collections import Counter, deque
from collections.abc import Callable

FRAME_RATE = 20.0  # frames a second a connection may send on average (twice that in a burst)
UNJOINED_PER_ADDRESS = 3  # tables one address may have waiting for their second player
UNJOINED_KEPT = 3600  # seconds a table nobody joined is kept (docs/network.md)
COMPUTER_TABLES = 20  # unfinished tables the computer may play at once (--computer-tables)


class WrongCodeLimiter:
    """Counts wrong join codes per address: after ``most`` in ``window`` seconds, it says wait.

    With 80-bit codes guessing is hopeless anyway; the limit keeps a scanner from costing the
    server work, and the table of addresses is pruned so it cannot grow without bound.
    """

    def __init__(
        self,
        most: int = 5,
        window: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
        max_addresses: int = 10_000,
    ) -> None:
        self.most, self.window, self.clock = most, window, clock
        self.max_addresses = max_addresses
        self._failures: dict[str, deque[float]] = {}

    def wait_for(self, address: str) -> float:
        """Seconds ``address`` must wait before trying a code again (0: it may try now)."""
        times = self._failures.get(address)
        if not times:
            return 0.0
        now = self.clock()
        while times and now - times[0] >= self.window:
            times.popleft()
        if len(times) < self.most:
            return 0.0
        return self.window - (now - times[0])

    def failed(self, address: str) -> None:
        if len(self._failures) >= self.max_addresses and address not in self._failures:
            self._prune()
        self._failures.setdefault(address, deque(maxlen=self.most)).append(self.clock())

    def _prune(self) -> None:
        now = self.clock()
        for address in [
            a for a, t in self._failures.items() if not t or now - t[-1] >= self.window
        ]:
            del self._failures[address]
        if len(self._failures) >= self.max_addresses:
            # Still full of recent failures: forget the oldest half rather than grow.
            for address in list(self._failures)[: self.max_addresses // 2]:
                del self._failures[address]


class TokenBucket:
    """At most ``rate`` frames a second on average, with bursts up to ``burst``."""

    def __init__(
        self, rate: float = 20.0, burst: float = 40.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = burst
        self.last = clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


# Browser tabs of `server --web` playing at once, in all and from one address: each runs a
# `spades-tui join` of its own, about 48 MB (docs/network.md).
WEB_TABS = 32
WEB_TABS_PER_ADDRESS = 4


class OpenLimit:
    """Counts what is open (a browser tab's session, with its process) by address: at most
    ``per_address`` for one address and ``most`` in all, so one address cannot take every
    slot and nobody can open processes without bound."""

    def __init__(self, most: int, per_address: int) -> None:
        self.most, self.per_address = most, per_address
        self._open: Counter[str] = Counter()

    def take(self, address: str) -> str | None:
        """Open one for ``address``; None when it may, else which cap refuses it:
        ``"address"`` (its own, which it can free by closing one) or ``"all"``."""
        if self._open[address] >= self.per_address:
            return "address"
        if self.total() >= self.most:
            return "all"
        self._open[address] += 1
        return None

    def give_back(self, address: str) -> None:
        """One of ``address``'s has closed: its slot is free again."""
        self._open[address] -= 1
        if self._open[address] <= 0:
            del self._open[address]  # the table holds only addresses with something open

    def total(self) -> int:
        return self._open.total()
