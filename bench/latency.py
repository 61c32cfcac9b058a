"""Decision times of the computer levels, over every phase of the game.

Plays games between each measured level and the heuristic level (the measured level in both
seats in turn) and times every ``choose`` call of the measured level.  In every third hand the
harness answers the measured seat's double-nil offer with "declare" so that blind-nil drafts
and exchanges are timed too (its own answers are timed in the other hands).

    python bench/latency.py [--levels heuristic,normal,hard] [--decisions 600] [--seed 5]

Targets on the two-core reference machine: p95 normal <= 250 ms, hard <= 1 s, none over 3 s.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.core.actions import DECLARE  # noqa: E402
from spades_tui.core.game import Phase  # noqa: E402
from spades_tui.players import make_player  # noqa: E402

OPPONENT = "heuristic"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(level: str, decisions: int, seed: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = defaultdict(list)
    total = 0
    game_no = 0
    while total < decisions:
        measured = game_no % 2
        players = [make_player(OPPONENT, seed + game_no), make_player(OPPONENT, seed + game_no)]
        players[measured] = make_player(level, seed + game_no)
        game = Game(rules=Rules(), seed=seed * 1000 + game_no)
        game_no += 1
        while game.winner is None and total < decisions and game.hand.number <= 30:
            seat = game.to_act
            view = game.view(seat)
            if seat != measured:
                game.apply(players[seat].choose(view), seat=seat)
                continue
            if view.phase is Phase.DOUBLE_NIL and view.hand_number % 3 == 0:
                game.apply(DECLARE, seat=seat)
                continue
            start = time.perf_counter()
            action = players[seat].choose(view)
            times[view.phase.value].append(time.perf_counter() - start)
            total += 1
            game.apply(action, seat=seat)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="heuristic,normal,hard")
    parser.add_argument("--decisions", type=int, default=600, help="per level (>= 500)")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    print(f"{'level':10} {'phase':11} {'n':>5} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for level in args.levels.split(","):
        times = measure(level, args.decisions, args.seed)
        every = [t for ts in times.values() for t in ts]
        for phase in ("double_nil", "draft", "exchange", "bidding", "play"):
            ts = times.get(phase, [])
            if ts:
                print(
                    f"{level:10} {phase:11} {len(ts):5} {1000 * percentile(ts, 0.5):8.2f} "
                    f"{1000 * percentile(ts, 0.95):8.2f} {1000 * max(ts):8.2f}"
                )
        print(
            f"{level:10} {'ALL':11} {len(every):5} {1000 * percentile(every, 0.5):8.2f} "
            f"{1000 * percentile(every, 0.95):8.2f} {1000 * max(every):8.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
