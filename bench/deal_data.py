"""Drafted deals with their double-dummy trick split, for fitting the hand valuation.

Both seats draft as ``hard`` (default rules without double nil); for every finished draft it
writes one JSON line: the two hands (card bitmasks), the first player, the discards each
seat saw, the tricks the seat that leads the first trick takes when both hands are played
double-dummy (``engine.trick_solver``), and, for hands weak enough to think of nil, whether a nil
can be held double-dummy against an opponent who plays to break it (kept for reference:
hardly any can, 1 of 77 in the first 940 deals, so the nil odds are not fitted on it).

    python bench/deal_data.py --deals 4000 --out deals.jsonl [--seed 11] [--jobs 2] [--level hard]

``bench/fit_bid_model.py --deals deals.jsonl`` fits ``data/hand_value.json`` from the lines.
"""

from __future__ import annotations

import argparse
import json
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.core.game import Phase  # noqa: E402
from spades_tui.engine import PlayState, Solver, mask_of, trick_solver  # noqa: E402
from spades_tui.players import make_player  # noqa: E402
from spades_tui.players.handeval import estimate_tricks  # noqa: E402

NIL_CANDIDATE = 4.0  # hands estimated at more tricks than this are not tried for nil


def nil_holds(nil_hand: int, other: int, nil_leads: bool) -> bool:
    """Whether ``nil_hand`` takes no trick double-dummy against an opponent attacking it."""
    values = [1.0] + [0.0] * 13
    state = PlayState(nil_hand, other, 0 if nil_leads else 1)
    return Solver(values).solve(state) > 0.5


def one_deal(job: tuple[str, int]) -> str:
    level, seed = job
    players = [make_player(level, seed * 2 + s) for s in (0, 1)]
    game = Game(rules=Rules(double_nil=False), seed=seed)
    while game.phase is not Phase.BIDDING:
        seat = game.to_act
        game.apply(players[seat].choose(game.view(seat)), seat=seat)
    views = [game.view(s) for s in (0, 1)]
    hands = [mask_of(v.hand) for v in views]
    seen = [mask_of(t.discarded for t in v.draft if t.discarded is not None) for v in views]
    first = game.view(0).first
    leader = 1 - first  # the second player leads the first trick
    lead_tricks = trick_solver().solve(PlayState(hands[leader], hands[1 - leader], 0))
    tricks = [0, 0]
    tricks[leader] = lead_tricks
    tricks[1 - leader] = 13 - lead_tricks
    nil = [None, None]
    for s in (0, 1):
        if estimate_tricks(hands[s]) <= NIL_CANDIDATE:
            nil[s] = nil_holds(hands[s], hands[1 - s], s == leader)
    return json.dumps(
        {"seed": seed, "hands": hands, "seen": seen, "first": first, "tricks": tricks, "nil": nil}
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    jobs = [(args.level, args.seed * 1_000_003 + i) for i in range(args.deals)]
    with args.out.open("a", encoding="utf-8") as out, Pool(args.jobs) as pool:
        for n, line in enumerate(pool.imap_unordered(one_deal, jobs, chunksize=4), 1):
            out.write(line + "\n")
            if n % 200 == 0:
                out.flush()
                print(f"{n} deals", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
