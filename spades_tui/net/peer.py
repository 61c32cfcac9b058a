"""One client connection as the server sees it: an ordered, bounded outbox and a flood limit."""

from __future__ import annotations

import asyncio
import contextlib

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from spades_tui.net import protocol
from spades_tui.net.limits import TokenBucket

OUTBOX = 512  # frames waiting for a slow reader before it is dropped


class Peer:
    """One client connection: frames go out in order through a queue, so a slow reader
    never holds up the table or the other seat."""

    def __init__(self, ws: ServerConnection, rate: float, burst: float) -> None:
        self.ws = ws
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue(OUTBOX)
        self.writer = asyncio.create_task(self._write())
        self.bucket = TokenBucket(rate, burst)
        self.closing = False

    def send(self, text: str) -> None:
        if self.closing:
            return
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            self.closing = True
            asyncio.create_task(self.ws.close(1008, "too slow: frames were not read"))

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while (text := await self.outbox.get()) is not None:
                await self.ws.send(text)

    async def fail(
        self, code: str, reason: str, close_code: int = 1008, params: protocol.Params | None = None
    ) -> None:
        """Tell the client what was wrong, then close: a protocol violation ends the connection."""
        self.send(protocol.dumps(protocol.error(code, reason, params)))
        await self.finish()
        with contextlib.suppress(ConnectionClosed):
            await self.ws.close(close_code, reason[:120])

    async def finish(self) -> None:
        """Let what is queued go out, then stop the writer."""
        if not self.writer.done():
            with contextlib.suppress(asyncio.QueueFull):
                self.outbox.put_nowait(None)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(self.writer), 2)
            self.writer.cancel()
        self.closing = True
