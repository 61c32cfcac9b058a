"""Fit the trick-estimate weights of ``spades_tui/players/handeval.py`` from self-play.

Plays games between heuristic players, records for every non-nil bid the hand's features and
the tricks it took, and fits the weights by least squares.  The result is written to
``spades_tui/players/data/bid_model.json``, which the bidding code reads.

    python bench/fit_bid_model.py [--games 1500] [--seed 7] [--rounds 2]
    python bench/fit_bid_model.py --deals deals.jsonl [deals2.jsonl ...]

With ``--deals`` it fits instead the ``hard`` level's hand valuation
(``spades_tui/players/valuation.py``, written to ``data/hand_value.json``) from drafted deals
played double-dummy by ``bench/deal_data.py``: the trick estimate, its spread, how the
answer to a known bid moves it, and the odds that a weak hand holds a nil.

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
from spades_tui.engine import mask_of  # noqa: E402
from spades_tui.players import handeval  # noqa: E402
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
    return _solve(a, b)


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b, by Gauss-Jordan elimination with partial pivoting (a and b are used up)."""
    n = len(b)
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


def _sparse_least_squares(rows: list[tuple[dict[int, float], float]], n: int) -> list[float]:
    """Least squares over sparse feature rows, with a little ridge for cells seldom seen."""
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y in rows:
        items = list(x.items())
        for i, vi in items:
            b[i] += vi * y
            row = a[i]
            for j, vj in items:
                row[j] += vi * vj
    for i in range(n):
        a[i][i] += 2.0 if i else 1e-3  # seldom-seen holdings lean towards nothing
    return _solve(a, b)


def fit_valuation(paths: list[Path]) -> None:
    from spades_tui.core import Rules
    from spades_tui.players import valuation

    deals = [json.loads(line) for p in paths for line in p.read_text().splitlines() if line]
    rows = []
    for d in deals:
        leader = 1 - d["first"]
        for s in (0, 1):
            gone = d.get("seen", [0, 0])[s]
            x = valuation.features(d["hands"][s], s == leader, gone)
            rows.append((x, float(d["tricks"][s])))
    n = len(valuation.FEATURES)
    weights = _sparse_least_squares(rows, n)
    # Only the sum of the side-suit cells, the constant and the void count is fixed by the
    # data: move the cells so that three small cards are worth nothing, for reading the
    # estimate suit by suit.
    names = valuation.FEATURES
    k = -weights[names.index("side_x_3")]
    for i, name in enumerate(names):
        if name.startswith("side_") and name != "side_void":
            weights[i] += k
    weights[names.index("bias")] -= 3 * k
    weights[names.index("side_void")] += k

    def est(x: dict[int, float]) -> float:
        return sum(weights[i] * v for i, v in x.items())

    residual = sum((y - est(x)) ** 2 for x, y in rows)
    spread = (residual / len(rows)) ** 0.5
    print(f"{len(deals)} deals, {len(rows)} hands: estimate rmse {spread:.3f} tricks")
    out = {
        "about": "hand valuation fitted by bench/fit_bid_model.py --deals",
        "deals": len(deals),
        "rmse_tricks": round(spread, 3),
        "model": {},
        "weights": {name: round(w, 4) for name, w in zip(valuation.FEATURES, weights, strict=True)},
    }
    # The answer to a known first bid: the first bid as the fitted estimate would make it.
    valuation.VALUE_PATH.write_text(json.dumps(out | {"model": _model_fields(spread)}))
    valuation.model.cache_clear()
    answer = []
    rules = Rules()
    for d in deals:
        leader = 1 - d["first"]
        other = d["first"]
        seen = d.get("seen", [0, 0])
        first_bid = valuation.appraise(
            d["hands"][leader], True, leader, rules, (0, 0), (0, 0), None, False, seen[leader]
        ).bid
        if first_bid == 0:
            continue
        own = est(valuation.features(d["hands"][other], False, seen[other]))
        answer.append(([own, 13.0 - first_bid, 1.0], float(d["tricks"][other])))
    a = [[sum(x[i] * x[j] for x, _ in answer) for j in range(3)] for i in range(3)]
    b = [sum(x[i] * y for x, y in answer) for i in range(3)]
    coef = _solve3(a, b)
    res = sum((y - sum(c * xi for c, xi in zip(coef, x, strict=True))) ** 2 for x, y in answer)
    answer_spread = (res / len(answer)) ** 0.5
    print(
        f"answer: tricks = {coef[0]:.3f} own + {coef[1]:.3f} (13 - bid) + {coef[2]:.3f}, "
        f"rmse {answer_spread:.3f} over {len(answer)} hands"
    )
    fields = _model_fields(spread, coef, answer_spread)
    valuation.VALUE_PATH.write_text(json.dumps(out | {"model": fields}, indent=2) + "\n")
    valuation.model.cache_clear()


def _model_fields(
    spread: float, coef: list[float] | None = None, answer_spread: float = 1.0
) -> dict[str, float]:
    own, their, shift = coef if coef is not None else (1.0, 0.0, 0.0)
    return {
        "spread": round(spread, 4),
        "own": round(own, 4),
        "their": round(their, 4),
        "shift": round(shift, 4),
        "answer_spread": round(answer_spread, 4),
    }


def _solve3(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    a = [row[:] for row in a]
    b = b[:]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(n):
            if r != col:
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
    parser.add_argument("--deals", type=Path, nargs="+", help="fit the hand valuation instead")
    args = parser.parse_args()
    if args.deals:
        fit_valuation(args.deals)
        return
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
