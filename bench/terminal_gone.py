"""How long the app takes to end when its terminal closes or it gets SIGTERM.

Starts the real app on a pseudo-terminal (the home screen, no game), waits for it to be up,
then closes the terminal's master side (what a closed window or a killed tmux does) or sends
SIGTERM, and times until the process has exited. The tests check that it ends, with the
right status and nothing lost; this prints how quickly.

    python bench/terminal_gone.py [--runs 5]

Goal on the two-core reference machine: 2 s at most.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import select
import signal
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from terminal import Terminal  # noqa: E402


def _until_exit(term: Terminal, timeout: float) -> int | None:
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        with contextlib.suppress(OSError, ValueError):
            if select.select([term.master], [], [], 0.05)[0]:
                term.output += os.read(term.master, 65536)
        code = term.proc.poll()
        if code is not None:
            return code
        time.sleep(0.01)
    return None


def one_run(how: str) -> tuple[float, int | None]:
    with tempfile.TemporaryDirectory() as data:
        term = Terminal(["--data-dir", data])
        term.read_until(b"Quit")
        term.drain(0.3)
        sent = time.perf_counter()
        try:
            if how == "closed":
                os.close(term.master)
                code = term.proc.wait(timeout=20)
            else:
                term.proc.send_signal(signal.SIGTERM)
                code = _until_exit(term, 20)
        finally:
            if term.proc.poll() is None:
                term.proc.kill()
                term.proc.wait()
        return time.perf_counter() - sent, code


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.2f}")
    for how in ("closed", "SIGTERM"):
        times, codes = [], set()
        for _ in range(args.runs):
            took, code = one_run(how)
            times.append(took)
            codes.add(code)
        print(
            f"{how:8} n={len(times)} mean {sum(times) / len(times):.2f} s   "
            f"max {max(times):.2f} s   exit status {sorted(c for c in codes if c is not None)}"
        )


if __name__ == "__main__":
    main()
