"""Start-up time: from starting the process to the first screen painted in a terminal.

    .venv/bin/python bench/startup.py [--runs 7]

Runs the real ``spades-tui`` in a pseudo-terminal (80x24) and times until the first screen's
text arrives: the hand-off screen of ``--hotseat``, and the new-game screen of a plain start.
Target on the two-core reference machine: median <= 0.6 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from terminal import Terminal  # noqa: E402

CASES = {
    "hotseat (hand-off screen)": (["--hotseat", "--names", "Ann", "Bob", "--seed", "5"], b"Ann"),
    "new-game screen": ([], b"New game"),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as data:
        for name, (args, marker) in CASES.items():
            times = []
            for _ in range(runs):
                term = Terminal([*args, "--data-dir", data])
                try:
                    times.append(term.read_until(b"Pass to " + marker if args else marker))
                finally:
                    term.close()
            print(
                f"{name:28} median {statistics.median(times):.3f} s   "
                f"min {min(times):.3f} s   max {max(times):.3f} s   ({runs} runs)"
            )


if __name__ == "__main__":
    main()
