"""Exact solver and hand review times on real hands.

Plays games between two heuristic players (fast, and their drafts keep strong cards as people
do) and takes every finished hand as it stood at the first lead, with its real bids, double
nils and bags carried in.  For each such position it times:

* the exact solve: a fresh ``HandSolver`` valuing the position for the player on lead, in
  tricks, in points (its own minimax when the points are not monotone in tricks) and, for a
  nil bidder, whether the nil can be kept;
* the whole-hand review (``HandReviewer``, as ``review_hand`` and the review screen use it):
  every card's alternatives, the hint (the hard level's choice from the player's view) for
  every draft turn and every card that lost something under perfect play, and the
  draft what-ifs; in parts: the first trick (what the review screen shows first), the other
  cards, the draft.

    python bench/solver.py [--positions 200] [--reviews 200] [--seed 1] [--no-hard]

Goals on the two-core reference machine: solve p95 <= 1 s; a whole review p95 <= 1.5 s of
CPU, its first trick <= 0.5 s.  Wall-clock times depend on what else the machine runs, so the
review is timed in CPU seconds of this process (with the load average at the start and the
end, and the ratio of wall-clock to CPU time).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.analysis import HandSolver  # noqa: E402
from spades_tui.analysis.review import HandReviewer, contract_of, start_position  # noqa: E402
from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.engine import compiled  # noqa: E402
from spades_tui.simulate import game_seeds, play_game  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def hands(seed: int) -> Iterator[tuple[Game, int]]:
    for game_seed in game_seeds(seed, 10_000):
        game = play_game(["heuristic", "heuristic"], Rules(), game_seed, 40)
        for hand in game.hands:
            if hand.result is not None:
                yield game, hand.number


def line(name: str, values: list[float]) -> str:
    return (
        f"{name:<8} n={len(values):<4} p50 {percentile(values, 0.5):6.2f} s   "
        f"p95 {percentile(values, 0.95):6.2f} s   max {max(values):6.2f} s   "
        f"mean {sum(values) / len(values):6.2f} s"
    )


PARTS = {
    "trick 1": "replaying the hand and the first trick's two cards: what a screen shows first",
    "cards": "the other 24 cards, with the hint where the card played lost something",
    "draft": "the hint for each of the 26 draft turns and their what-ifs",
    "whole": "all of it",
    "wall": "all of it, wall-clock",
}


def review_parts(game: Game, number: int, ask_hard: bool) -> dict[str, float]:
    """The CPU time of each part of one whole-hand review, in the order a screen needs them."""
    start, wall = time.process_time(), time.perf_counter()
    reviewer = HandReviewer(game, number, ask_hard=ask_hard)
    reviewer.play(0)
    reviewer.play(1)
    first = time.process_time()
    for index in range(2, 26):
        reviewer.play(index)
    cards = time.process_time()
    reviewer.draft()
    reviewer.review()
    end = time.process_time()
    return {
        "trick 1": first - start,
        "cards": cards - first,
        "draft": end - cards,
        "whole": end - start,
        "wall": time.perf_counter() - wall,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--reviews", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-hard", action="store_true", help="review without the hint")
    args = parser.parse_args()

    solve_times: list[float] = []
    kinds = {"monotone": 0, "points search": 0, "nil": 0}
    solve_cpu: list[float] = []
    review_parts_seen: dict[str, list[float]] = {}
    load_start = os.getloadavg()[0]
    nodes: list[int] = []
    for count, (game, number) in enumerate(hands(args.seed)):
        if count >= max(args.positions, args.reviews):
            break
        if count < args.positions:
            contract = contract_of(game, number)
            state = start_position(game, number)
            start, cpu = time.perf_counter(), time.process_time()
            solver = HandSolver(contract)
            solver.value(state, state.to_act)
            solve_times.append(time.perf_counter() - start)
            solve_cpu.append(time.process_time() - cpu)
            nodes.append(solver.nodes)
            kinds["monotone" if solver.monotone else "points search"] += 1
            kinds["nil"] += any(contract.goes_nil(s) for s in (0, 1))
        if count < args.reviews:
            parts = review_parts(game, number, not args.no_hard)
            for name, seconds in parts.items():
                review_parts_seen.setdefault(name, []).append(seconds)
        if sys.stderr.isatty():
            print(f"\r{count + 1} hands", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print(f"positions: full 13-card hands at the first lead, seed {args.seed}")
    # The install compiles the engine where it can (setup.py); the figures depend on it.
    print("engine: " + ("compiled" if compiled.compiled_modules() else "plain Python"))
    print(
        f"load average (1 min) at the start {load_start:.1f}, at the end {os.getloadavg()[0]:.1f}"
    )
    print(
        f"  points monotone in tricks: {kinds['monotone']}, needing their own search: "
        f"{kinds['points search']}, with a nil or double nil: {kinds['nil']}"
    )
    if solve_times:
        print(line("solve", solve_times))
        print(line("  cpu", solve_cpu))
        print(f"         nodes p50 {percentile(nodes, 0.5):,}  max {max(nodes):,}")
    if review_parts_seen:
        hard = "without" if args.no_hard else "with"
        print(f"review, CPU seconds of this process ({hard} the hint):")
        for name, values in review_parts_seen.items():
            print("  " + line(name, values) + f"   ({PARTS[name]})")
        wall = review_parts_seen.pop("wall")
        ratio = sum(wall) / sum(review_parts_seen["whole"])
        print(f"  wall/cpu ratio of the whole review: {ratio:.1f}")


if __name__ == "__main__":
    main()
