"""Random hands per second: the bare rules core, and ``simulate`` end to end.

* Bare core: every action goes through ``Game.legal_actions()`` and ``Game.apply()`` with a
  subscriber attached, as the app uses the core.
* End to end: ``simulate --players random,random`` as the command runs it (a view for every
  decision, the match loop, the worker processes), with ``--jobs 1`` and ``--jobs 2``.

Targets on the two-core machine class: end to end >= 2,500 hands/s in one process, and
``--jobs 2`` >= 1.8x ``--jobs 1``. Other programs on the machine slow every figure; the load
average is printed, and CPU seconds (which load distorts less) beside wall seconds.

    python bench/engine.py [--hands 3000] [--games 30] [--repeat 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.simulate import simulate  # noqa: E402

HANDS_PER_GAME = 20


def play_hands(count: int, seed: int) -> tuple[int, int, float, float]:
    rng = random.Random(seed)
    seen = [0]

    def listener(event: object) -> None:
        seen[0] += 1

    hands = 0
    start, cpu = time.perf_counter(), time.process_time()
    game_seed = seed
    while hands < count:
        game = Game(rules=Rules(), seed=game_seed)
        game_seed += 1
        game.subscribe(listener)
        # Random players rarely reach the target, so a game is cut at a typical length.
        while game.winner is None and hands < count and len(game.hands) <= HANDS_PER_GAME:
            number = game.hand.number
            while game.hand.number == number and game.winner is None:
                game.apply(rng.choice(game.legal_actions()))
            hands += 1
    return hands, seen[0], time.perf_counter() - start, time.process_time() - cpu


def _worker(job: tuple[int, int]) -> tuple[int, int, float, float]:
    return play_hands(*job)


def simulate_rate(games: int, seed: int, jobs: int) -> tuple[int, float, float]:
    """Hands, wall seconds and this process's CPU seconds of one ``simulate`` run."""
    start, cpu = time.perf_counter(), time.process_time()
    # random,random games never reach 500, so each runs to the default 100-hand cap. As the
    # command without --out, no records are made.
    results = simulate(("random", "random"), Rules(), games, seed, 100, jobs, keep_records=False)
    hands = sum(r.hands for r in results)
    return hands, time.perf_counter() - start, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000, help="hands per bare-core run")
    parser.add_argument("--games", type=int, default=30, help="games per simulate run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    single, single_cpu = [], []
    for i in range(args.repeat):
        hands, events, seconds, cpu = play_hands(args.hands, args.seed + i)
        single.append(hands / seconds)
        single_cpu.append(hands / cpu)
        print(
            f"bare core, 1 process, run {i + 1}: {hands} hands, {events} events, "
            f"{seconds:.2f} s, {hands / seconds:,.0f} hands/s ({hands / cpu:,.0f} per CPU s)"
        )
    both = []
    with multiprocessing.Pool(2) as pool:
        for i in range(args.repeat):
            start = time.perf_counter()
            done = pool.map(
                _worker, [(args.hands // 2, args.seed + 100 + 2 * i + k) for k in range(2)]
            )
            seconds = time.perf_counter() - start
            hands = sum(d[0] for d in done)
            both.append(hands / seconds)
            print(
                f"bare core, 2 processes, run {i + 1}: {hands} hands, {seconds:.2f} s, "
                f"{hands / seconds:,.0f} hands/s"
            )
    sim: dict[int, list[float]] = {1: [], 2: []}
    sim_cpu = []
    for i in range(args.repeat):
        for jobs in (1, 2):
            hands, seconds, cpu = simulate_rate(args.games, args.seed + i, jobs)
            sim[jobs].append(hands / seconds)
            extra = f" ({hands / cpu:,.0f} per CPU s)" if jobs == 1 else ""
            if jobs == 1:
                sim_cpu.append(hands / cpu)
            print(
                f"simulate random,random --jobs {jobs}, run {i + 1}: {hands} hands, "
                f"{seconds:.2f} s, {hands / seconds:,.0f} hands/s{extra}"
            )
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(
        f"bare core, 1 process: median {_median(single):,.0f} hands/s, best {max(single):,.0f}"
        f" (per CPU s: median {_median(single_cpu):,.0f})"
    )
    print(f"bare core, 2 processes: median {_median(both):,.0f} hands/s, best {max(both):,.0f}")
    print(
        f"simulate end to end, --jobs 1: median {_median(sim[1]):,.0f} hands/s, "
        f"best {max(sim[1]):,.0f} (per CPU s: median {_median(sim_cpu):,.0f})"
    )
    print(
        f"simulate end to end, --jobs 2: median {_median(sim[2]):,.0f} hands/s, "
        f"best {max(sim[2]):,.0f}; scaling {_median(sim[2]) / _median(sim[1]):.2f}x median, "
        f"{max(sim[2]) / max(sim[1]):.2f}x best"
    )
    print("targets: end to end >= 2,500 hands/s with 1 job; --jobs 2 >= 1.8x --jobs 1")


def _median(values: list[float]) -> float:
    return sorted(values)[len(values) // 2]


if __name__ == "__main__":
    main()
