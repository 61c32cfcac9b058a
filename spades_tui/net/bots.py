"""Computer players that play a remote seat over the protocol, for tests and benchmarks.

A bot sees exactly what a person's client sees (the seat's view from the server) and answers
with a computer level's choice, so a game between two bots exercises the whole network path.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections import deque
from dataclasses import dataclass, field

from spades_tui.net.client import Created, Ended, Lost, Refused, SeatClient, Update
from spades_tui.net.shuffles import Verdict


@dataclass
class BotStats:
    round_trips: list[float] = field(default_factory=list)  # seconds from send to next update
    refused: list[str] = field(default_factory=list)
    lost: int = 0
    ended: str | None = None
    finished: bool = False
    actions: int = 0
    shuffles: list[Verdict] = field(default_factory=list)  # every opened hand's check
    # The last things this bot saw and did, to tell why a table stopped moving.
    trail: deque[str] = field(default_factory=lambda: deque(maxlen=8))


async def play_seat(
    client: SeatClient,
    level: str = "random",
    seed: int = 0,
    stats: BotStats | None = None,
    created: asyncio.Future[Created] | None = None,
    stop_after: int | None = None,
    think: float = 0.0,
) -> BotStats:
    """Run ``client`` and answer every decision until game over, or until the game has had
    ``stop_after`` actions."""
    from spades_tui.players import make_player

    stats = stats or BotStats()
    player = make_player(level, seed)
    rng = random.Random(seed)
    runner = asyncio.create_task(client.run())
    sent_at: float | None = None
    latest: Update | None = None  # the newest position, until it has been answered
    try:
        while True:
            message = await client.inbox.get()
            stats.trail.append(_brief(message))
            if isinstance(message, Created) and created is not None and not created.done():
                created.set_result(message)
            elif isinstance(message, Refused):
                stats.refused.append(f"{message.code}: {message.reason}")
                sent_at = None
            elif isinstance(message, Lost):
                stats.lost += 1
                sent_at, latest = None, None
            elif isinstance(message, Ended):
                stats.ended = f"{message.code}: {message.reason}"
                return stats
            elif isinstance(message, Update):
                stats.shuffles.extend(message.shuffles)
                if sent_at is not None:
                    stats.round_trips.append(time.perf_counter() - sent_at)
                    sent_at = None
                latest = message
                if message.view.winner is not None:
                    stats.finished = True
                    return stats
                if stop_after is not None and message.at >= stop_after:
                    return stats
            # Answer only the newest position, once nothing else is waiting to be read.
            if latest is None or sent_at is not None or not client.inbox.empty():
                continue
            if not latest.view.my_turn:
                continue
            action = player.choose(latest.view)
            if think > 0:
                # A person takes a while; an average of ``think`` seconds.
                await asyncio.sleep(rng.uniform(0, 2 * think))
                if not client.inbox.empty():
                    continue  # something happened meanwhile: look at it first
            at, latest = latest.at, None
            stats.trail.append(f"sent {action} at {at}")
            sent_at = time.perf_counter()
            if await client.act(action, at):
                stats.actions += 1
            else:
                sent_at = None
    finally:
        await client.close()
        runner.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await runner


def _brief(message: object) -> str:
    if isinstance(message, Update):
        return f"update at {message.at}, my turn: {message.view.my_turn}"
    if isinstance(message, Refused):
        return f"refused: {message.code}"
    return type(message).__name__
