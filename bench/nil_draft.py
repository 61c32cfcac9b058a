"""How often the hard level's draft and bid end in a nil, without playing the hands out.

On each of ``--stocks`` shuffles both seats draft and bid as ``hard`` does (neither declares
double nil); it prints the share of seat-hands bid nil, the mean nil odds the bid counted on
for them, how many hands the bid gave odds of 0.4 or more, and the hands' mean trick
estimate.  A quick screen for changes to the draft or
the nil odds; ``bench/bids.py`` measures how the nils fare in play.

    python bench/nil_draft.py [--stocks 200] [--seed 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.core.actions import DECLINE  # noqa: E402
from spades_tui.core.game import Phase  # noqa: E402
from spades_tui.players.search import hard_player  # noqa: E402


def one_stock(seed: int) -> list[tuple[int, float | None, float]]:
    """(bid, nil odds counted on, trick estimate) of both seats of one shuffle."""
    game = Game(rules=Rules(), seed=seed)
    players = (hard_player(seed * 2), hard_player(seed * 2 + 1))
    out = []
    while game.phase in (Phase.DOUBLE_NIL, Phase.DRAFT, Phase.BIDDING):
        seat = game.to_act
        if game.phase is Phase.DOUBLE_NIL:
            game.apply(DECLINE, seat=seat)
            continue
        action = players[seat].choose(game.view(seat))
        if game.phase is Phase.BIDDING:
            reason = players[seat].bid_reason
            assert reason is not None
            out.append((reason.bid, reason.nil_chance, reason.estimate))
        game.apply(action, seat=seat)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stocks", type=int, default=200)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    start = time.perf_counter()
    rows = [row for i in range(args.stocks) for row in one_stock(args.seed * 100_000 + i)]
    nils = [odds or 0.0 for bid, odds, _ in rows if bid == 0]
    likely = sum((odds or 0.0) >= 0.4 for _, odds, _ in rows)
    print(
        f"{'seat-hands':>10} {'nil bid':>8} {'share':>6} {'odds':>5} {'odds>=0.4':>9} "
        f"{'estimate':>9} {'time':>6}"
    )
    print(
        f"{len(rows):10} {len(nils):8} {len(nils) / len(rows):6.1%} "
        f"{statistics.mean(nils) if nils else 0.0:5.2f} {likely:9} "
        f"{statistics.mean(e for _, _, e in rows):9.2f} {time.perf_counter() - start:5.0f}s"
    )


if __name__ == "__main__":
    main()
