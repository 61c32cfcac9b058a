"""``frozen-hard``'s twin: today's code set to play exactly as the hard of commit 9c524e9.

Since that commit `hard` has changed the way it bids and how far ahead it solves card play
exactly (issue 22). The same search with that commit's budget, written out in full below so
that a later change to ``HARD`` leaves it alone, makes the same decisions, but it runs in this
process on the compiled engine, where ``frozen-hard`` runs that commit's plain
Python in a child process: a long strength run takes a fraction of the time.  Run as a script,
it plays games with both and stops at the first decision where they differ.  Run it on a quiet
machine: both levels stop a search after 2 s of wall clock, and a search cut short draws fewer
random numbers, so every later decision of that player may differ (one seed of six did, under
load; alone it was the same).

    python bench/twin.py [--seeds 1-8] [--hands 3]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.pinned import FROZEN_HARD, pinned_level  # noqa: E402
from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.players.base import Player  # noqa: E402
from spades_tui.players.search import Budget, SearchPlayer  # noqa: E402

# The hard budget as it was at 9c524e9: it bid by playouts and solved from nine tricks left.
TWIN_BUDGET = Budget(
    play_worlds=64,
    solve_at=9,
    bid_worlds=64,
    work=600_000,
    min_worlds=16,
    draft_samples=64,
    double_nil_by_odds=True,
    exchange_samples=128,
    bag_odds=True,
)


def frozen_hard_twin(seed: int | None = None) -> SearchPlayer:
    return SearchPlayer("hard", TWIN_BUDGET, seed)


def decisions(factory: Callable[[int], Player], seed: int, hands: int) -> list[str]:
    """Every action of a game of ``hands`` hands between two players of one level."""
    players = [factory(seed * 2 + seat) for seat in (0, 1)]
    game = Game(rules=Rules(), seed=seed)
    out = []
    while game.winner is None and game.hand.number <= hands:
        seat = game.to_act
        action = players[seat].choose(game.view(seat))
        out.append(repr(action))
        game.apply(action, seat=seat)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1-8", help="a range FIRST-LAST")
    parser.add_argument("--hands", type=int, default=3, help="hands a game, at most")
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    frozen = pinned_level(FROZEN_HARD, "hard")
    differ = 0
    for seed in range(int(first), int(last or first) + 1):
        a = decisions(frozen, seed, args.hands)
        b = decisions(frozen_hard_twin, seed, args.hands)
        at = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), None)
        if a == b:
            print(f"seed {seed}: {len(a)} decisions, the same")
        else:
            differ += 1
            where = f"{a[at]} against {b[at]}" if at is not None else "lengths differ"
            print(f"seed {seed}: differ at decision {at}: {where}")
    print("the twin plays as frozen-hard" if not differ else f"{differ} seeds differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
