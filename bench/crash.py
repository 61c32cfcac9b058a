"""Crash safety: kill a game mid-play again and again, and check that nothing was lost.

A child process plays an endless game between random players, saving after every action
through the real storage code and printing the action count once each save has returned.
The parent SIGKILLs it at a random moment, checks that the save file loads and holds every
action the child reported, then starts the next child from that file (a resume).

    python bench/crash.py [--kills 50] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spades_tui.core import Game  # noqa: E402
from spades_tui.storage import Storage, load_file  # noqa: E402


def child(data_dir: str, seed: int) -> None:
    store = Storage(Path(data_dir))
    game = store.load_unfinished() or Game(seed=seed)
    rng = random.Random(seed * 7919 + game.actions_applied)
    while True:
        game.apply(rng.choice(game.legal_actions()))
        store.save(game)
        print(game.actions_applied, flush=True)


def _read_until(stdout: IO[str], further: int) -> list[int]:
    """The action counts the child reports, until it has reported ``further`` of them (or
    stopped on its own, which the caller then sees as actions missing)."""
    reported: list[int] = []
    while len(reported) < further:
        line = stdout.readline()
        if not line:
            break
        reported.append(int(line))
    return reported


def run(kills: int, seed: int, data_dir: Path, quiet: bool = False) -> tuple[int, int, int]:
    """Returns (kills survived, actions lost, loads failed)."""
    rng = random.Random(seed)
    survived = lost = failed = 0
    store = Storage(data_dir)
    for n in range(kills):
        proc = subprocess.Popen(
            [sys.executable, __file__, "--child", str(data_dir), "--seed", str(seed)],
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        # The kill comes after a random number of further saves (not after a time, which a
        # busy machine would stretch into no saves at all), then a random moment more, so it
        # lands anywhere in an action or a save.
        assert proc.stdout is not None
        reported = _read_until(proc.stdout, rng.randint(10, 30))
        time.sleep(rng.random() * 0.02)
        os.kill(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        reported += [int(x) for x in out.split()]
        last = reported[-1] if reported else 0
        try:
            game = load_file(store.current_path) if store.has_unfinished() else None
        except Exception as exc:  # any failure to load is exactly what this counts
            failed += 1
            if not quiet:
                print(f"kill {n + 1}: save did not load: {exc}")
            store.set_aside(store.current_path)
            continue
        saved = game.actions_applied if game else 0
        missing = max(0, last - saved)
        lost += missing
        survived += missing == 0
        if not quiet:
            print(f"kill {n + 1}: reported {last} actions, file holds {saved}")
    return survived, lost, failed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", metavar="DIR", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.seed)
        return
    with tempfile.TemporaryDirectory() as tmp:
        survived, lost, failed = run(args.kills, args.seed, Path(tmp))
    print(
        f"kills survived: {survived}/{args.kills}, actions lost: {lost}, "
        f"files that failed to load: {failed}"
    )


if __name__ == "__main__":
    main()
