"""What two `hard` bids add up to in self-play, for bids moved up or made more trusting.

When both seats bid a number, their tricks add up to 13, so the mean of tricks − bid over the
two seats is exactly half of 13 minus the two bids: the self-play goal of +0.5 over or less
needs bids that add up to 12 or more. The bids come before any card is played, so that figure
can be read in seconds from the first hand of many games, drafted and bid by `hard` and never
played. Each variant moves the bid's centre by ``shift`` tricks and scales its spread by
``width`` (the budget's ``bid_shift`` and ``bid_width``); ``0,1`` is `hard` as it is.

    python bench/bid_sums.py [--games 1000] [--seed 1234] [--jobs 2] [SHIFT,WIDTH ...]

Hands where either seat bid nil or double nil are left out. Only the sum is predicted here:
how often the moved bids are set takes games (``bench/bids.py``, ``bench/strength.py``).
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.players.search import HARD, SearchPlayer  # noqa: E402
from spades_tui.simulate import game_seeds  # noqa: E402


def first_bids(job: tuple[float, float, int]) -> tuple[int, int] | None:
    """The two number bids of one game's first hand, first bidder first; None for a nil."""
    shift, width, seed = job
    budget = dataclasses.replace(HARD, bid_shift=shift, bid_width=width)
    players = [SearchPlayer("hard", budget, seed * 2 + seat) for seat in (0, 1)]
    game = Game(rules=Rules(), seed=seed)
    while len(game.hand.bids) < 2:
        seat = game.to_act
        game.apply(players[seat].choose(game.view(seat)), seat=seat)
    first, second = game.hand.bids
    if first.double_nil or second.double_nil or not first.bid or not second.bid:
        return None
    return first.bid, second.bid


def variant(spec: str) -> tuple[float, float]:
    try:
        shift, width = (float(part) for part in spec.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{spec!r}: give SHIFT,WIDTH, e.g. 0.5,1") from None
    if width <= 0:
        raise argparse.ArgumentTypeError(f"{spec!r}: the width must be above 0")
    return shift, width


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="*", type=variant, default=[(0.0, 1.0)])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1234)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    seeds = game_seeds(args.seed, args.games)
    heads = ("shift", "width", "hands", "first", "second", "sum", "over")
    print(" ".join(f"{head:>6}" for head in heads))
    with Pool(args.jobs) as pool:
        for shift, width in args.variants:
            bids = [b for b in pool.map(first_bids, [(shift, width, s) for s in seeds]) if b]
            n = max(1, len(bids))
            first = sum(b[0] for b in bids) / n
            second = sum(b[1] for b in bids) / n
            over = (13 - first - second) / 2
            print(
                f"{shift:6.2f} {width:6.2f} {len(bids):6} {first:6.2f} {second:6.2f} "
                f"{first + second:6.2f} {over:+6.2f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
