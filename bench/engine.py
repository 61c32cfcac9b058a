"""Complete random hands per second through the full rules core, events on.

Every action goes through ``Game.legal_actions()`` and ``Game.apply()`` with a subscriber
attached, exactly as the app and the simulator use the core. Target: >= 2,000 hands/s.

    python bench/engine.py [--hands 3000] [--seed 1]
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core import Game, Rules  # noqa: E402

HANDS_PER_GAME = 20


def play_hands(count: int, seed: int) -> tuple[int, int, float]:
    rng = random.Random(seed)
    seen = [0]

    def listener(event: object) -> None:
        seen[0] += 1

    hands = actions = 0
    start = time.perf_counter()
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
                actions += 1
            hands += 1
    return hands, seen[0], time.perf_counter() - start


def _worker(job: tuple[int, int]) -> tuple[int, int, float]:
    return play_hands(*job)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000, help="hands per run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    single = []
    for i in range(args.repeat):
        hands, events, seconds = play_hands(args.hands, args.seed + i)
        single.append(hands / seconds)
        print(
            f"1 process, run {i + 1}: {hands} hands, {events} events, {seconds:.2f} s, "
            f"{hands / seconds:,.0f} hands/s"
        )
    # The machine class has two cores; simulations spread games over both the same way.
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
                f"2 processes, run {i + 1}: {hands} hands, {seconds:.2f} s, "
                f"{hands / seconds:,.0f} hands/s"
            )
    print(f"random hands/s, 1 process: median {_median(single):,.0f}, best {max(single):,.0f}")
    print(f"random hands/s, 2 processes: median {_median(both):,.0f}, best {max(both):,.0f}")
    print("target >= 2,000 hands/s on this machine class (2 cores)")


def _median(values: list[float]) -> float:
    return sorted(values)[len(values) // 2]


if __name__ == "__main__":
    main()
