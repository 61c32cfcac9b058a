"""Bid grading time, and how often the grade agrees with the bid the computer would make.

Plays games between two heuristic players and grades every bid of every finished hand from the
bidder's view (``analysis.bid_grading.grade_bid``), timing each in CPU seconds of this
process. For each bid it also asks the hard level's count (``valuation.appraise_view``, the
count the bid picker starts from) for its bid, and counts how often the grade's best bid is
that bid, apart for hands early in the game and for hands where a seat is near the target
(where the computer also weighs the race, which the grade's points leave out).

    python bench/bid_grading.py [--bids 100] [--seed 1]

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

from spades_tui.analysis.bid_grading import grade_bid  # noqa: E402
from spades_tui.core import Rules  # noqa: E402
from spades_tui.core.actions import Bid  # noqa: E402
from spades_tui.core.game import Phase  # noqa: E402
from spades_tui.core.replay import replay_hand  # noqa: E402
from spades_tui.core.view import PlayerView  # noqa: E402
from spades_tui.players.search import view_nil_odds  # noqa: E402
from spades_tui.players.valuation import appraise_view  # noqa: E402
from spades_tui.simulate import game_seeds, play_game  # noqa: E402

NEAR_TARGET = 300  # a seat this close to the default target of 500 may end the game soon


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
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.2f}")
    times: list[float] = []
    agree = {False: [0, 0], True: [0, 0]}  # near the target: [same best bid, bids]
    wall_start, cpu_start = time.perf_counter(), time.process_time()
    for i, (view, bid) in enumerate(bids(args.seed)):
        if i >= args.bids:
            break
        start = time.process_time()
        grade = grade_bid(view, bid)
        times.append(time.process_time() - start)
        counted = appraise_view(view, view_nil_odds(view))
        tally = agree[max(view.scores) >= NEAR_TARGET]
        tally[0] += grade.best == counted.bid
        tally[1] += 1
    wall = time.perf_counter() - wall_start
    cpu = time.process_time() - cpu_start
    n = len(times)
    print(
        f"CPU per bid: n={n} p50 {percentile(times, 0.5):.4f} s   "
        f"p95 {percentile(times, 0.95):.4f} s   max {max(times):.4f} s"
    )
    for near, (same, total) in agree.items():
        where = f"a seat at {NEAR_TARGET} or more" if near else f"both seats under {NEAR_TARGET}"
        print(f"best bid is the computer's bid, {where}: {same} of {total}")
    print(f"wall/CPU {wall / cpu:.2f}; load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
