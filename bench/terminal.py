"""Run the real app in a pseudo-terminal and watch what it writes, for the UI benchmarks."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = [sys.executable, "-m", "spades_tui"]


class Terminal:
    """A child process on a pty of the given size; bytes it writes are collected with times."""

    def __init__(self, args: list[str], size: tuple[int, int] = (80, 24)) -> None:
        master, slave = pty.openpty()
        cols, rows = size
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        env = dict(os.environ, TERM="xterm-256color", TEXTUAL_ANIMATIONS="none", COLUMNS="")
        env.pop("COLUMNS")
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            APP + args,
            stdin=slave,
            stdout=slave,
            stderr=slave,
            cwd=ROOT,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        self.master = master
        self.output = b""

    def read_until(self, marker: bytes, timeout: float = 20.0) -> float:
        """Seconds since start when ``marker`` first appeared in the output."""
        deadline = time.perf_counter() + timeout
        while marker not in self.output:
            left = deadline - time.perf_counter()
            if left <= 0 or self.proc.poll() is not None:
                raise RuntimeError(f"{marker!r} never appeared; output ends {self.output[-300:]!r}")
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                self.output += os.read(self.master, 65536)
        return time.perf_counter() - self.started

    def drain(self, quiet: float = 0.05) -> None:
        while select.select([self.master], [], [], quiet)[0]:
            self.output += os.read(self.master, 65536)

    def press(self, key: bytes, quiet: float = 0.03, timeout: float = 2.0) -> float:
        """Send one key; seconds until the last byte of the screen update it caused."""
        sent = time.perf_counter()
        os.write(self.master, key)
        last = None
        deadline = sent + timeout
        while time.perf_counter() < deadline:
            wait = quiet if last is not None else deadline - time.perf_counter()
            if not select.select([self.master], [], [], max(wait, 0))[0]:
                if last is not None:
                    break
                continue
            chunk = os.read(self.master, 65536)
            self.output += chunk
            last = time.perf_counter()
        if last is None:
            raise RuntimeError(f"no screen update after {key!r}")
        return last - sent

    def close(self) -> None:
        try:
            os.write(self.master, b"\x11")  # ctrl+q
            self.proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()
        os.close(self.master)
