"""Exact solver and hand review times on real hands.

Plays games between two heuristic players (fast, and their drafts keep strong cards as people
do) and takes every finished hand as it stood at the first lead, with its real bids, double
nils and bags carried in.  For each such position it times:

* the exact solve: a fresh ``HandSolver`` valuing the position for the player on lead, in
  tricks, in points (its own minimax when the points are not monotone in tricks) and, for a
  nil bidder, whether the nil can be kept;
* the whole-hand review (``review_hand``): every card's alternatives, the hard level's choice
  for every card and draft turn, and the draft what-ifs.

    python bench/solver.py [--positions 200] [--reviews 200] [--seed 1] [--no-hard]

Goals on the two-core reference machine: solve p95 <= 1 s, review p95 <= 10 s.  Wall-clock
times depend on what else the machine runs, so CPU times of this process are printed too
(with the load average at the start and the end).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.analysis import HandSolver, review_hand  # noqa: E402
from spades_tui.analysis.review import contract_of, start_position  # noqa: E402
from spades_tui.core import Game, Rules  # noqa: E402
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--reviews", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-hard", action="store_true", help="review without the hard level")
    args = parser.parse_args()

    solve_times: list[float] = []
    kinds = {"monotone": 0, "points search": 0, "nil": 0}
    review_times: list[float] = []
    solve_cpu: list[float] = []
    review_cpu: list[float] = []
    load_start = os.getloadavg()[0]
    play_times: list[float] = []
    draft_times: list[float] = []
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
            # The draft what-ifs are the last 26 of the review's work units; the moment the
            # progress passes their start splits the time between play and draft.
            units = 26 * (1 if args.no_hard else 2) + 26 + 26
            split = (units - 26) / units
            marks: list[float] = []

            def progress(fraction: float, marks: list[float] = marks, split: float = split) -> None:
                if not marks and fraction >= split - 1e-9:
                    marks.append(time.perf_counter())

            start, cpu = time.perf_counter(), time.process_time()
            review_hand(game, number, progress, ask_hard=not args.no_hard)
            end = time.perf_counter()
            review_times.append(end - start)
            review_cpu.append(time.process_time() - cpu)
            play_times.append(marks[0] - start)
            draft_times.append(end - marks[0])
        if sys.stderr.isatty():
            print(f"\r{count + 1} hands", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print(f"positions: full 13-card hands at the first lead, seed {args.seed}")
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
    if review_times:
        hard = "without" if args.no_hard else "with"
        print(line("review", review_times) + f"   ({hard} the hard level)")
        print(line("  cpu", review_cpu))
        print(line("  play", play_times) + "   (every card's alternatives and hard's choices)")
        print(line("  draft", draft_times) + "   (the 26 draft what-ifs)")


if __name__ == "__main__":
    main()
