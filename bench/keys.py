"""Key latency in play: from a key press to the end of the screen update it causes.

    .venv/bin/python bench/keys.py [--presses 240]

Resumes a seeded hot-seat game at the start of the play (from a record file) in the real app,
on a pseudo-terminal of 80x24, and presses Right / Left to move along the hand. Each time is
measured to the last byte of the update the app writes. Target: median <= 30 ms.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from terminal import Terminal  # noqa: E402

from spades_tui.core.actions import BIDS, DECLINE  # noqa: E402
from spades_tui.core.game import Game, Phase, PlayerInfo  # noqa: E402
from spades_tui.core.record import game_to_record  # noqa: E402

RIGHT, LEFT = b"\x1b[C", b"\x1b[D"


def game_at_first_trick(seed: int) -> Game:
    game = Game(seed=seed, players=(PlayerInfo("Ann"), PlayerInfo("Bob")))
    rng = random.Random(seed)
    while game.phase is not Phase.PLAY:
        if game.phase is Phase.DOUBLE_NIL:
            game.apply(DECLINE)
        elif game.phase is Phase.BIDDING:
            game.apply(BIDS[3])
        else:
            game.apply(rng.choice(list(game.legal_actions())))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=240)
    presses = parser.parse_args().presses
    with tempfile.TemporaryDirectory() as tmp:
        record = Path(tmp) / "game.json"
        record.write_text(json.dumps(game_to_record(game_at_first_trick(5))))
        term = Terminal(["--resume", str(record), "--data-dir", str(Path(tmp) / "data")])
        try:
            term.read_until(b"Pass to")
            term.read_until(b"I am ready")  # the hand-off takes Enter from now on
            term.drain(0.3)
            term.press(b"\r")
            term.read_until(b"your lead")
            term.drain(0.3)
            for _ in range(10):  # warm up
                term.press(RIGHT)
            times = [term.press(RIGHT if i % 2 else LEFT) for i in range(presses)]
        finally:
            term.close()
    ms = sorted(t * 1000 for t in times)
    print(
        f"key -> screen updated, {presses} presses in play: median {statistics.median(ms):.1f} ms"
        f"   p90 {ms[int(0.9 * len(ms))]:.1f} ms   max {ms[-1]:.1f} ms"
    )


if __name__ == "__main__":
    main()
