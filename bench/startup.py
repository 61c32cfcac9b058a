"""Start-up time: from starting the process to the first screen painted in a terminal.

    .venv/bin/python bench/startup.py [--runs 7]

Runs the real ``spades-tui`` in a pseudo-terminal (80x24) and times until the first screen's
text arrives: the hand-off screen of ``--hotseat``, and the home screen of a plain start,
without and with a game left unfinished (then it reads the saved game to offer Continue).
Each run has its own empty settings folder.
Target on the two-core reference machine: median <= 0.6 s.

The package's bytecode is compiled first, as ``pip install`` does for a player: without it
(a checkout, with PYTHONDONTWRITEBYTECODE set) every start would compile the sources again.
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from terminal import Terminal  # noqa: E402

# name -> (arguments, text that shows the screen is painted, data folder: "empty" or "saved")
CASES = {
    "hotseat (hand-off screen)": (
        ["--hotseat", "--names", "Ann", "Bob", "--seed", "5"],
        b"Pass to Ann",
        "saved",
    ),
    "home screen": ([], b"How to play", "empty"),
    "home screen (saved game)": ([], b"Continue", "saved"),
    # The same in Hungarian: the catalog is loaded (and Babel with it) before the first paint.
    "hotseat in Hungarian": (
        ["--lang", "hu", "--hotseat", "--names", "Ann", "Bob", "--seed", "5"],
        "Ann jön: add át".encode(),
        "saved",
    ),
    "home screen in Hungarian": (["--lang", "hu"], "Játékszabály".encode(), "empty"),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    compileall.compile_dir(Path(__file__).resolve().parent.parent / "spades_tui", quiet=1)
    with tempfile.TemporaryDirectory() as saved, tempfile.TemporaryDirectory() as empty:
        # The hot-seat runs leave a game in progress in "saved" (it is saved before any move).
        folders = {"saved": saved, "empty": empty}
        for name, (args, marker, folder) in CASES.items():
            times = []
            for _ in range(runs):
                with tempfile.TemporaryDirectory() as config:
                    os.environ["SPADES_TUI_CONFIG"] = config  # never the player's settings
                    term = Terminal([*args, "--data-dir", folders[folder]])
                    try:
                        times.append(term.read_until(marker))
                    finally:
                        term.close()
            print(
                f"{name:28} median {statistics.median(times):.3f} s   "
                f"min {min(times):.3f} s   max {max(times):.3f} s   ({runs} runs)"
            )


if __name__ == "__main__":
    main()
