"""A command whose reader goes away (``spades-tui simulate ... | head -c 100``) ends quietly."""

from __future__ import annotations

import subprocess
import sys


def test_a_closed_pipe_ends_a_command_without_a_traceback() -> None:
    command = ["simulate", "--games", "3", "--seed", "1", "--players", "random,random"]
    run = subprocess.Popen(
        [sys.executable, "-m", "spades_tui", *command, "--jobs", "1", "--out", "/dev/stdout"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert run.stdout is not None and run.stderr is not None
    assert run.stdout.read(100)  # three records are far more than a pipe holds
    run.stdout.close()  # the reader leaves, as head -c 100 does
    errors = run.stderr.read().decode()
    assert run.wait(timeout=120) == 141
    assert "Traceback" not in errors and "BrokenPipe" not in errors, errors
