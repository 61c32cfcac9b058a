"""How many tricks a way of drafting is worth, the rest of the hand held equal.

On each of ``--stocks`` shuffles seat 0 drafts by the way measured and seat 1 by the heuristic
rule (neither declares double nil); both seats then bid by the trick estimate and the hand is
played out by the search levels' playout policy with both hands in view. It prints seat 0's
mean tricks and the mean trick estimate of its drafted hand. Only seat 0's way changes between
runs, and every stock is the same, so the figures of two ways compare directly.

    python bench/draft_quality.py [--ways heuristic,search64,random] [--stocks 300] [--seed 5]

``searchN`` is the hard level's draft search with N sampled continuations per turn.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.core.actions import DECLINE, KEEP, REJECT, Action  # noqa: E402
from spades_tui.core.game import Phase  # noqa: E402
from spades_tui.core.view import PlayerView  # noqa: E402
from spades_tui.engine import PlayState, mask_of  # noqa: E402
from spades_tui.players.bidding import rule_bid  # noqa: E402
from spades_tui.players.draft_search import choose_draft_by_search  # noqa: E402
from spades_tui.players.drafting import choose_draft  # noqa: E402
from spades_tui.players.handeval import estimate_tricks  # noqa: E402
from spades_tui.players.policy import Contract, Seat, playout  # noqa: E402

Drafter = Callable[[PlayerView], Action]


def drafter(way: str, rng: random.Random) -> Drafter:
    if way == "heuristic":
        return choose_draft
    if way == "random":
        return lambda _view: rng.choice((KEEP, REJECT))
    if way.startswith("search") and way[6:].isdigit():
        samples = int(way[6:])
        return lambda view: choose_draft_by_search(view, rng, samples)
    raise SystemExit(f"unknown way of drafting {way!r}: heuristic, random or searchN")


def one_stock(seed: int, measured: Drafter) -> tuple[int, float]:
    game = Game(rules=Rules(), seed=seed)
    ways = (measured, choose_draft)
    while game.phase in (Phase.DOUBLE_NIL, Phase.DRAFT):
        seat = game.to_act
        view = game.view(seat)
        game.apply(DECLINE if game.phase is Phase.DOUBLE_NIL else ways[seat](view), seat=seat)
    hands = [mask_of(game.view(seat).hand) for seat in (0, 1)]
    bids = [rule_bid(hand, False) for hand in hands]
    leader = 0 if game.hand.first != 0 else 1  # the second player leads the first trick
    contract = Contract((Seat(bids[0], 0), Seat(bids[1], 0)), 10, 100)
    return playout(PlayState(hands[0], hands[1], leader), contract), estimate_tricks(hands[0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ways", default="heuristic,search64,random")
    parser.add_argument("--stocks", type=int, default=300)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    print(f"{'way':12} {'stocks':>6} {'tricks':>7} {'± se':>6} {'estimate':>9} {'time':>7}")
    for way in args.ways.split(","):
        rng = random.Random(args.seed)
        measured = drafter(way, rng)
        start = time.perf_counter()
        results = [one_stock(1000 + i, measured) for i in range(args.stocks)]
        tricks = [t for t, _ in results]
        se = statistics.stdev(tricks) / len(tricks) ** 0.5
        print(
            f"{way:12} {args.stocks:6} {statistics.mean(tricks):7.3f} {se:6.3f} "
            f"{statistics.mean(e for _, e in results):9.3f} {time.perf_counter() - start:6.0f}s",
            flush=True,
        )


if __name__ == "__main__":
    main()
