"""A game told to stop, or whose terminal is gone, ends within two seconds, whatever it is doing.

Three ways a game outlived its terminal, all fixed here:

- Textual writes through a thread that holds at most 30 pieces of output. Writing to a
  terminal that has been closed fails; the thread died of it, the queue filled, and the next
  write blocked the event loop for ever: no signal was answered, the exit never finished.
  The writer now drops what it cannot write and reports the terminal gone.
- A closed terminal reads as an endless end of input, which Textual skips, so a game with
  nothing to draw never noticed. A thread asks the terminal every half second.
- The exit waits for the threads of computer players and of reviews. Once a stop is asked
  for, a timer ends the process after 1.5 seconds even if the exit has not finished;
  every action is already on disk (saves are atomic), so nothing is lost by it.

SIGTERM and SIGHUP are taken by plain signal handlers, not asyncio's, because those run even
when the event loop is stuck: they start the timer and ask the loop to exit.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import termios
import threading
import time
from collections.abc import Callable
from functools import partial
from weakref import WeakKeyDictionary

from textual.app import App
from textual.drivers._writer_thread import WriterThread

GRACE = 1.5  # seconds from a stop to the end of the process, at most: with a look every
# CHECK_EVERY, a game whose terminal is gone ends within two seconds
CHECK_EVERY = 0.5  # seconds between two looks at the terminal
HANGUP = 128 + signal.SIGHUP  # the exit status of a game whose terminal is gone

_terminal_lost: list[Callable[[], None]] = []  # what the writer calls when a write fails
# Each app's stop, once one is asked for: the status it is to end with.
_stopped: WeakKeyDictionary[App[object], int] = WeakKeyDictionary()
# The terminal ``guard`` watches, if the app runs in one (a web front's pipes are none).
_watched: int | None = None


def run_to_the_end(app: App[object]) -> int:
    """Run ``app`` and give the process's exit status. A game stopped by a signal or a lost
    terminal ends with that stop's status, whatever failed after it as the terminal went
    (an input thread reading a hung-up terminal can make Textual report an error, status 1).
    That error can also come before the signal or the watch has told of the hang-up: a run
    that failed with its terminal gone ended by the hang-up all the same."""
    result = app.run()
    if app in _stopped:
        return _stopped[app]
    status = result if isinstance(result, int) else (app.return_code or 0)
    if status == 1 and _watched_terminal_gone():
        return HANGUP
    return status


def _watched_terminal_gone() -> bool:
    """The terminal the app was watching (``guard``) no longer answers."""
    return _watched is not None and terminal_is_gone(_watched)


def _write_while_the_terminal_lasts(self: WriterThread) -> None:
    """Textual's writer loop, which outlives a failed write by dropping what comes after."""
    write = self._file.write
    flush = self._file.flush
    broken = False
    while True:
        text = self._queue.get()
        if text is None:
            break
        if broken:
            continue  # keep taking output, so that no writer ever waits on a full queue
        try:
            write(text)
            if self._queue.qsize() == 0:
                flush()
        except (OSError, ValueError):
            broken = True
            for tell in list(_terminal_lost):
                tell()
    if not broken:
        with contextlib.suppress(OSError, ValueError):
            flush()


def install() -> None:
    """Apply the writer's guard (idempotent)."""
    WriterThread.run = _write_while_the_terminal_lasts  # type: ignore[method-assign]


def end_soon(status: int) -> None:
    """End the process with ``status`` after ``GRACE`` seconds, unless it has ended by then."""
    timer = threading.Timer(GRACE, os._exit, (status,))
    timer.daemon = True
    timer.start()


def terminal_is_gone(fd: int) -> bool:
    """A hung-up terminal (closed window, killed tmux) refuses even to say its settings."""
    try:
        termios.tcgetattr(fd)
    except termios.error:
        return True
    except (OSError, ValueError):
        return True
    return False


def guard(app: App[object]) -> None:
    """From the app's mount: stop on SIGTERM, SIGHUP or a lost terminal, within ``GRACE``."""
    loop = asyncio.get_running_loop()

    def arm(status: int) -> bool:
        """Start the timer, once; False when a stop is already under way."""
        if app in _stopped:
            return False
        _stopped[app] = status
        end_soon(status)
        return True

    def stop(status: int) -> None:
        if arm(status):
            app.exit(return_code=status)

    def stop_from_elsewhere(status: int) -> None:
        """From a signal handler or the writer thread, which must not touch the app: if the
        loop is stuck, the timer ends the process all the same."""
        if arm(status):
            with contextlib.suppress(RuntimeError):  # the loop has already closed
                loop.call_soon_threadsafe(partial(app.exit, return_code=status))

    for signum in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, lambda number, _frame: stop_from_elsewhere(128 + number))
    _terminal_lost.append(lambda: stop_from_elsewhere(HANGUP))

    try:
        fd = sys.__stdin__.fileno() if sys.__stdin__ is not None else -1
    except (OSError, ValueError):
        fd = -1

    def look() -> None:
        """In a thread of its own: a loop busy for seconds (the guide being laid out) must not
        delay the news."""
        while not terminal_is_gone(fd):
            time.sleep(CHECK_EVERY)
        stop_from_elsewhere(HANGUP)

    # Only a terminal can be lost: under a web front (textual-serve) the app talks through
    # pipes, which refuse to say terminal settings from the start.
    if fd >= 0 and os.isatty(fd):
        global _watched
        _watched = fd
        threading.Thread(target=look, name="terminal-watch", daemon=True).start()
