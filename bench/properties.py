"""The property tests' long search: many times the suite's examples, drawn fresh each run.

    .venv/bin/python bench/properties.py [--scale 10] [--jobs 2]

The suite tries few examples of each property (the same ones every run, so it is quick and
steady); this runs the same tests with ``--scale`` times as many, drawn at random, and prints
the time taken and pytest's verdict.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROPERTY_TESTS = (
    "tests/core/test_core_properties.py",
    "tests/core/test_core_ahead.py",
    "tests/players/test_engine_play.py",
    "tests/analysis/test_solver.py",
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=10.0, help="times the suite's examples")
    parser.add_argument("--jobs", type=int, default=2, help="test processes")
    args = parser.parse_args()
    if args.scale <= 0 or args.jobs < 1:
        parser.error("--scale must be above 0 and --jobs at least 1")
    env = dict(os.environ, SPADES_TUI_EXAMPLES=str(args.scale), TEXTUAL_ANIMATIONS="none")
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider"]
    command += ["-n", str(args.jobs), *PROPERTY_TESTS]
    start = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    lines = result.stdout.strip().splitlines()
    if result.returncode:
        print(result.stdout)
    print(f"scale {args.scale:g}: {lines[-1] if lines else 'no output'}")
    print(f"time: {time.perf_counter() - start:.0f} s")
    return result.returncode


if __name__ == "__main__":
    raise SystemExit(main())
