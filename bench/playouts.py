"""Speed of the play-phase simulator: random playouts per second and exact-solver times.

Run from the repository root: ``python bench/playouts.py``.  Seeds are fixed, so runs differ
only by machine speed and load.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.engine import (  # noqa: E402
    PlayState,
    Solver,
    mask_of,
    random_playout,
)

DEALS = 5000
PASSES = 5
SOLVER_SIZES = (4, 5, 6, 7, 8)
SOLVER_DEALS = {4: 200, 5: 200, 6: 100, 7: 100, 8: 50}


def random_deal(rng: random.Random, n: int, broken: bool = False) -> PlayState:
    cards = rng.sample(range(52), 2 * n)
    return PlayState(mask_of(cards[:n]), mask_of(cards[n:]), rng.randrange(2), broken=broken)


def score(bid: int, tricks: int) -> int:
    if bid == 0:
        return 100 if tricks == 0 else -100
    return 10 * bid + (tricks - bid) if tricks >= bid else -10 * bid


def bench_playouts() -> None:
    rng = random.Random(1)
    deals = [random_deal(rng, 13) for _ in range(DEALS)]
    rates = []
    for _ in range(PASSES):
        start = time.perf_counter()
        for state in deals:
            random_playout(state, rng)
        rates.append(len(deals) / (time.perf_counter() - start))
    print(f"random playouts, 13 tricks from a fresh deal ({DEALS} deals x {PASSES} passes):")
    print(
        f"  {statistics.median(rates):,.0f}/s median, {max(rates):,.0f}/s best, "
        f"{min(rates):,.0f}/s worst pass"
    )


def percentile(sorted_values: list[float], q: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def bench_solver() -> None:
    print("exact solver, random deals from the full deck, random bids (nil included),")
    print("objective = seat 0's hand score minus seat 1's; a fresh Solver per position:")
    print("  cards  positions   solve mean / p95 / max ms    best_moves mean / p95 / max ms")
    rng = random.Random(2)
    for n in SOLVER_SIZES:
        solve_ms: list[float] = []
        moves_ms: list[float] = []
        for _ in range(SOLVER_DEALS[n]):
            # Late in a hand spades are usually broken; test both.
            state = random_deal(rng, n, broken=rng.random() < 0.5)
            bid0, bid1 = rng.randint(0, n // 2 + 1), rng.randint(0, n // 2 + 1)
            objective = [score(bid0, min(t, n)) - score(bid1, max(n - t, 0)) for t in range(14)]
            start = time.perf_counter()
            Solver(objective).solve(state)
            solve_ms.append(1000 * (time.perf_counter() - start))
            start = time.perf_counter()
            Solver(objective).best_moves(state)
            moves_ms.append(1000 * (time.perf_counter() - start))
        solve_ms.sort()
        moves_ms.sort()
        print(
            f"  {n:>5}  {len(solve_ms):>9}   "
            f"{statistics.mean(solve_ms):6.2f} / {percentile(solve_ms, 0.95):6.2f} / "
            f"{solve_ms[-1]:6.2f}        "
            f"{statistics.mean(moves_ms):6.2f} / {percentile(moves_ms, 0.95):6.2f} / "
            f"{moves_ms[-1]:6.2f}"
        )


if __name__ == "__main__":
    bench_playouts()
    bench_solver()
