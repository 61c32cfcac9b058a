"""Resize a real terminal under the game: spades-tui in tmux, through odd sizes, keys between.

    python bench/resize.py [--rounds N]

Starts ``spades-tui --vs random --seed 8`` in a private tmux server at 100x30 and, in each
round, goes through the sizes of issue 25 (30x10 ... 100x30) with a few keys at each size
the table fits (80x24 and up), which move the game on through the draft into bidding and
play. After each size it checks that the app still answers: below 80x24 its size notice is
redrawn, above it F1 opens the help over whatever is on screen (and F1 closes it again).
Prints the number of resizes, how many got an answer, whether a traceback showed, and how
the app ended after ctrl+q.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZES = [(30, 10), (200, 60), (60, 20), (20, 5), (80, 24), (10, 3), (120, 40), (100, 30)]
KEYS = ["k", "r", "Enter", "Right", "Space", "n"]


def tmux(socket: str, *args: str) -> str:
    done = subprocess.run(["tmux", "-L", socket, *args], capture_output=True, text=True)
    return done.stdout


def settled(socket: str, quiet: float = 0.3, timeout: float = 3.0) -> str:
    """The pane once it has stayed the same for ``quiet`` seconds (keys before have been drawn)."""
    last = tmux(socket, "capture-pane", "-p", "-t", "game")
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        time.sleep(quiet)
        now = tmux(socket, "capture-pane", "-p", "-t", "game")
        if now == last:
            break
        last = now
    return last


def answers(socket: str, key: str) -> bool:
    """Press ``key`` and wait for the pane to change."""
    before = settled(socket)
    tmux(socket, "send-keys", "-t", "game", key)
    return changed(socket, before)


def changed(socket: str, before: str, timeout: float = 3.0) -> bool:
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        if tmux(socket, "capture-pane", "-p", "-t", "game") != before:
            return True
        time.sleep(0.05)
    return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    socket = f"spades-resize-{os.getpid()}"
    data = tempfile.mkdtemp()
    status = Path(data) / "status"
    app = f"{sys.executable} -m spades_tui --vs random --seed 8 --rule target=100 --data-dir {data}"
    env = f"SPADES_TUI_CONFIG={data}/config TEXTUAL_ANIMATIONS=none"
    command = f"cd {ROOT} && env {env} {app} 2>{data}/stderr; echo $? > {status}; sleep 30"
    tmux(socket, "new-session", "-d", "-s", "game", "-x", "100", "-y", "30", command)
    time.sleep(3)
    resizes = answered = 0
    silent: list[str] = []
    traceback = False
    try:
        for _round in range(args.rounds):
            for cols, rows in SIZES:
                before = tmux(socket, "capture-pane", "-p", "-t", "game")
                tmux(socket, "resize-window", "-t", "game", "-x", str(cols), "-y", str(rows))
                resizes += 1
                if cols < 80 or rows < 24:
                    # The size notice takes no keys; the app answers by redrawing it.
                    ok = changed(socket, before)
                else:
                    for key in KEYS:
                        tmux(socket, "send-keys", "-t", "game", key)
                        time.sleep(0.05)
                    # Every screen answers F1 (help opens over it, or closes if it is the
                    # help); a key of the table's own would go unanswered on a form or box.
                    ok = answers(socket, "F1")
                    tmux(socket, "send-keys", "-t", "game", "F1")  # back as it was
                answered += ok
                if not ok:
                    silent.append(f"{cols}x{rows}")
                pane = tmux(socket, "capture-pane", "-p", "-t", "game", "-S", "-")
                traceback |= "Traceback" in pane
        tmux(socket, "resize-window", "-t", "game", "-x", "100", "-y", "30")
        time.sleep(0.5)
        tmux(socket, "send-keys", "-t", "game", "C-q")
        deadline = time.perf_counter() + 10
        while not status.exists() and time.perf_counter() < deadline:
            time.sleep(0.1)
        code = status.read_text().strip() if status.exists() else "still running after 10 s"
        stderr = (Path(data) / "stderr").read_text()
        traceback |= "Traceback" in stderr
    finally:
        tmux(socket, "kill-server")
    print(f"resizes: {resizes} in {args.rounds} rounds of {len(SIZES)} sizes")
    print(f"answered after a resize: {answered}/{resizes}; silent at {', '.join(silent) or '-'}")
    print(f"traceback seen: {'yes' if traceback else 'no'}")
    print(f"exit after ctrl+q: {code}")
    return 0 if answered == resizes and not traceback and code == "0" else 1


if __name__ == "__main__":
    sys.exit(main())
