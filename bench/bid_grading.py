"""Bid grading time and steadiness on real bids.

Plays games between two heuristic players and grades every bid of every finished hand from the
bidder's view (``analysis.bid_grading.grade_bid``), timing each in CPU seconds of this
process. Each bid is graded a second time with another seed, to show how often the best bid
found depends on the sample, and how far the expected points of the bid made move.

    python bench/bid_grading.py [--bids 100] [--seed 1] [--deals N]

Goal on the two-core reference machine: p95 <= 1 s of CPU per bid.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.analysis.bid_grading import DEALS, grade_bid  # noqa: E402
from spades_tui.core import Rules  # noqa: E402
from spades_tui.core.actions import Bid  # noqa: E402
from spades_tui.core.game import Phase  # noqa: E402
from spades_tui.core.replay import replay_hand  # noqa: E402
from spades_tui.core.view import PlayerView  # noqa: E402
from spades_tui.simulate import game_seeds, play_game  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def bids(seed: int) -> Iterator[tuple[PlayerView, int]]:
    for game_seed in game_seeds(seed, 10_000):
        game = play_game(["heuristic", "heuristic"], Rules(), game_seed, 40)
        for hand in game.hands:
            if hand.result is None:
                continue
            for step in replay_hand(game, hand.number):
                if step.phase is Phase.BIDDING and isinstance(step.action, Bid):
                    yield step.game.view(step.seat), step.action.tricks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bids", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", type=int, default=DEALS)
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.2f}; {args.deals} deals a bid")
    times, same_best, moved = [], 0, []
    wall_start, cpu_start = time.perf_counter(), time.process_time()
    for i, (view, bid) in enumerate(bids(args.seed)):
        if i >= args.bids:
            break
        start = time.process_time()
        grade = grade_bid(view, bid, 2 * i, args.deals)
        times.append(time.process_time() - start)
        again = grade_bid(view, bid, 2 * i + 1, args.deals)
        same_best += grade.best == again.best
        moved.append(abs(grade.made_value - again.made_value))
    wall = time.perf_counter() - wall_start
    cpu = time.process_time() - cpu_start
    n = len(times)
    print(
        f"CPU per bid: n={n} p50 {percentile(times, 0.5):.3f} s   "
        f"p95 {percentile(times, 0.95):.3f} s   max {max(times):.3f} s"
    )
    print(f"same best bid under another seed: {same_best} of {n}")
    print(
        f"expected points of the bid made, moved by another seed: "
        f"mean {sum(moved) / n:.2f}, p95 {percentile(moved, 0.95):.2f}"
    )
    print(f"wall/CPU {wall / cpu:.2f}; load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
