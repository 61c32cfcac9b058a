"""Saving many tables after every action, with one disk flush for all of them (group commit).

The local app writes and fsyncs its one game after every action. A server with hundreds of
tables cannot: the disk does a few hundred flushes a second at best, so one flush per action
would make every table wait for every other. Here each save writes its table's file to a
temporary name and renames it over the old one (a crash of the server leaves the old or the
new file, whole), and then one ``os.sync()`` makes the whole batch durable at once. Each
action is still on disk before any player hears of it; saves that arrive during a flush go
in the next batch.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import tempfile
from pathlib import Path

from spades_tui.core.game import Game
from spades_tui.core.record import dumps


class SaveQueue:
    def __init__(self) -> None:
        self._pending: dict[Path, tuple[str, list[asyncio.Future[None]]]] = {}
        self._flusher: asyncio.Task[None] | None = None
        self.flushes = 0

    async def save(self, path: Path, game: Game) -> None:
        """Return once ``game``'s record is durably in ``path``; raises OSError on failure."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        _, waiting = self._pending.get(path, ("", []))
        self._pending[path] = (dumps(game), [*waiting, done])
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush())
        await done

    async def _flush(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, {}
            failures = await asyncio.to_thread(_write_batch, {p: t for p, (t, _) in batch.items()})
            self.flushes += 1
            for path, (_, waiting) in batch.items():
                for future in waiting:
                    if future.done():
                        continue
                    if path in failures:
                        future.set_exception(failures[path])
                    else:
                        future.set_result(None)


def _write_batch(texts: dict[Path, str]) -> dict[Path, OSError]:
    failures: dict[Path, OSError] = {}
    for path, text in texts.items():
        try:
            _write_replace(path, text)
        except OSError as exc:
            failures[path] = exc
    os.sync()
    return failures


def _write_replace(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
