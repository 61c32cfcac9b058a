"""Fit the trick-estimate weights of ``spades_tui/players/handeval.py`` from self-play.

Plays games between heuristic players, records for every non-nil bid the hand's features and
the tricks it took, and fits the weights by least squares.  The result is written to
``spades_tui/players/data/bid_model.json``, which the bidding code reads.

    python bench/fit_bid_model.py [--games 1500] [--seed 7] [--rounds 2]

Several rounds refit on games played with the previous round's weights, because the tricks a
hand takes depend a little on how both seats bid.
"""

from __future__ import annotations

import argparse
import json
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.players import handeval  # noqa: E402
from spades_tui.players.fastsim import mask_of  # noqa: E402
from spades_tui.players.heuristic import HeuristicPlayer  # noqa: E402

MAX_HANDS = 40


def play(seed: int) -> list[tuple[tuple[int, ...], int]]:
    players = [HeuristicPlayer(seed), HeuristicPlayer(seed + 1)]
    game = Game(rules=Rules(double_nil=False), seed=seed)
    rows: list[tuple[tuple[int, ...], int]] = []
    held: dict[int, int] = {}
    while game.winner is None and game.hand.number <= MAX_HANDS:
        seat = game.to_act
        view = game.view(seat)
        if view.phase.value == "bidding":
            held[seat] = mask_of(view.hand)
        number = game.hand.number
        game.apply(players[seat].choose(view), seat=seat)
        hand = game.hands[number - 1]
        if hand.result is not None and held:
            if all(r.bid > 0 for r in hand.result):
                for s in (0, 1):
                    rows.append((handeval.features(held[s]), hand.result[s].tricks))
            held = {}
    return rows


def solve_least_squares(rows: list[tuple[tuple[int, ...], int]]) -> list[float]:
    n = len(rows[0][0])
    # Normal equations with a whisper of ridge so that a feature that never varies is harmless.
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y in rows:
        for i in range(n):
            b[i] += x[i] * y
            for j in range(n):
                a[i][j] += x[i] * x[j]
    for i in range(n):
        a[i][i] += 1e-3
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col] / a[col][col]
                for c in range(col, n):
                    a[r][c] -= f * a[col][c]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] for i in range(n)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    for round_ in range(args.rounds):
        seeds = [args.seed * 100_000 + round_ * 10_000 + 2 * i for i in range(args.games)]
        with Pool(args.jobs) as pool:
            rows = [r for game_rows in pool.map(play, seeds, chunksize=20) for r in game_rows]
        weights = solve_least_squares(rows)
        residual = sum(
            (y - sum(w * f for w, f in zip(weights, x, strict=True))) ** 2 for x, y in rows
        )
        rmse = (residual / len(rows)) ** 0.5
        out = {
            "about": "trick estimate weights fitted by bench/fit_bid_model.py",
            "games": args.games,
            "seed": args.seed,
            "round": round_ + 1,
            "hands": len(rows),
            "rmse_tricks": round(rmse, 3),
            "weights": {
                name: round(w, 4) for name, w in zip(handeval.FEATURES, weights, strict=True)
            },
        }
        handeval.MODEL_PATH.parent.mkdir(exist_ok=True)
        handeval.MODEL_PATH.write_text(json.dumps(out, indent=2) + "\n")
        handeval.weights.cache_clear()
        print(f"round {round_ + 1}: {len(rows)} hands, rmse {rmse:.3f} tricks")
        for name, w in out["weights"].items():
            print(f"  {name:22} {w:7.3f}")


if __name__ == "__main__":
    main()
