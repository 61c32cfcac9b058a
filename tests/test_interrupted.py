"""Ctrl-C during a command that spreads its work over worker processes ends it quietly.

The terminal sends the interrupt to the whole process group: each worker printed its own
traceback ("Process ForkPoolWorker-2: Traceback ... KeyboardInterrupt") under the parent's
quiet exit.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path


def test_ctrl_c_during_a_simulation_on_two_workers_prints_no_traceback(tmp_path: Path) -> None:
    """And keeps what was done: the games played are in the file, and counted. The file
    stood empty (the workers sent their games back a thousand at a time), and no summary
    was printed."""
    out = tmp_path / "games.jsonl"
    command = ["simulate", "--games", "100000", "--seed", "1", "--players", "random,random"]
    run = subprocess.Popen(
        [sys.executable, "-m", "spades_tui", *command, "--jobs", "2", "--out", str(out)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,  # a process group of its own, as a shell's job has
        # As a shell starts it: a test runner's worker may ignore SIGINT, and the command
        # would inherit that, never hear the interrupt and run its 100,000 games.
        preexec_fn=_interrupts_heard,
    )
    assert run.stderr is not None
    try:
        # Until both workers are running games (each shows as a child of the command).
        deadline = time.monotonic() + 60
        while len(_children(run.pid)) < 2:
            assert time.monotonic() < deadline, "the workers never started"
            time.sleep(0.1)
        while not out.exists() or not out.stat().st_size:  # and games have come back
            assert time.monotonic() < deadline, "no game was written"
            time.sleep(0.1)
        os.killpg(run.pid, signal.SIGINT)  # what Ctrl-C in the terminal does
        said, errors = (text.decode() for text in run.communicate(timeout=60))  # bounded
        assert run.returncode == 130
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
            run.wait()
    assert "Traceback" not in errors and "KeyboardInterrupt" not in errors, errors
    written = out.read_text(encoding="utf-8").splitlines()
    counted = re.search(r"stopped by Ctrl-C after (\d+) of 100000 games", said)
    assert written and counted, said
    # The interrupt may land between a game's line and its count: one more line, no fewer.
    assert len(written) - int(counted[1]) in (0, 1), said
    assert f"games: {counted[1]} (seed 1)" in said, said


def _interrupts_heard() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _children(pid: int) -> list[str]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as listing:
            return listing.read().split()
    except OSError:
        return []
