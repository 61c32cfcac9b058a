"""How well each computer level's bids match the tricks it then takes.

Each level plays games against itself (default rules) and every seat's hand counts once: the
bid, the tricks taken and what the hand scored. Per level it prints, over the bid hands:

- mean tricks - bid for the bids of one or more (negative: the level overbids),
- % made exactly, % set, bags per bid hand (overtricks), and
- nil and double nil: made / tried;
- the mean tricks - bid and the sets of the seat that bid first and of the one that bid second.

    python bench/bids.py [--levels heuristic,normal,hard] [--hands 2000] [--jobs 2] [--seed 9]
    python bench/bids.py --records FILE [FILE ...]

``--hands`` counts seat-hands (two per hand played), so 2,000 means 1,000 hands of self-play.
With ``--records`` nothing is played: the figures come from game records (for instance those
``bench/strength.py --records`` wrote), per level as named in each record's players.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.core.record import loads  # noqa: E402
from spades_tui.players import make_player  # noqa: E402
from spades_tui.simulate import game_seeds  # noqa: E402

HANDS_PER_GAME = 10  # games stop after this many hands so that every game is short


@dataclass
class Tally:
    bid_hands: int = 0
    over: int = 0  # tricks - bid, summed over bid hands
    exact: int = 0
    set: int = 0
    bags: int = 0
    nil_tried: int = 0
    nil_made: int = 0
    double_tried: int = 0
    double_made: int = 0
    seat_hands: int = 0
    histogram: dict[int, int] = field(default_factory=dict)  # tricks - bid -> count
    # The bid hands by the order of bidding: count, tricks - bid summed, sets.
    by_order: dict[str, list[int]] = field(
        default_factory=lambda: {"first": [0, 0, 0], "second": [0, 0, 0]}
    )

    def add(self, other: Tally) -> None:
        for name in (
            "bid_hands",
            "over",
            "exact",
            "set",
            "bags",
            "nil_tried",
            "nil_made",
            "double_tried",
            "double_made",
            "seat_hands",
        ):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for k, v in other.histogram.items():
            self.histogram[k] = self.histogram.get(k, 0) + v
        for order, counts in other.by_order.items():
            mine = self.by_order[order]
            self.by_order[order] = [a + b for a, b in zip(mine, counts, strict=True)]


def _one_game(job: tuple[str, int]) -> Tally:
    level, seed = job
    players = [make_player(level, seed * 2 + seat) for seat in (0, 1)]
    game = Game(rules=Rules(), seed=seed)
    while game.winner is None and game.hand.number <= HANDS_PER_GAME:
        seat = game.to_act
        game.apply(players[seat].choose(game.view(seat)), seat=seat)
    return tally_game(game, (0, 1))


def tally_game(game: Game, seats: tuple[int, ...]) -> Tally:
    """The bids and results of ``seats`` over every scored hand of a game."""
    tally = Tally()
    for hand in game.hands:
        result = hand.result
        if result is None:
            continue
        for seat in seats:
            r = result[seat]
            tally.seat_hands += 1
            if r.double_nil:
                tally.double_tried += 1
                tally.double_made += r.tricks == 0
            elif r.bid == 0:
                tally.nil_tried += 1
                tally.nil_made += r.tricks == 0
            else:
                diff = r.tricks - r.bid
                tally.bid_hands += 1
                tally.over += diff
                tally.exact += diff == 0
                tally.set += diff < 0
                tally.bags += max(0, diff)
                tally.histogram[diff] = tally.histogram.get(diff, 0) + 1
                # The record keeps the bids in the order they were made.
                counts = tally.by_order["first" if hand.bids[0].seat == seat else "second"]
                counts[0] += 1
                counts[1] += diff
                counts[2] += diff < 0
    return tally


def measure(level: str, hands: int, seed: int, jobs: int) -> Tally:
    total = Tally()
    games = 0
    seeds = iter(game_seeds(seed, hands))  # more than enough seeds
    with Pool(jobs) as pool:
        while total.seat_hands < hands:
            # Each game gives up to 2 * HANDS_PER_GAME seat-hands; ask for what is missing.
            missing = hands - total.seat_hands
            batch = [(level, next(seeds)) for _ in range(max(jobs, -(-missing // 20)))]
            games += len(batch)
            for tally in pool.imap_unordered(_one_game, batch):
                total.add(tally)
    return total


def from_records(paths: list[Path]) -> dict[str, Tally]:
    tallies: dict[str, Tally] = {}
    for path in paths:
        with path.open(encoding="utf-8") as lines:
            for line in lines:
                game = loads(line)
                for seat, player in enumerate(game.players):
                    level = player.kind.removeprefix("ai:")
                    tallies.setdefault(level, Tally()).add(tally_game(game, (seat,)))
    return tallies


def print_row(level: str, t: Tally, seconds: float | None) -> None:
    n = max(1, t.bid_hands)
    took = f"{seconds:6.0f}s" if seconds is not None else ""
    print(
        f"{level:12} {t.seat_hands:6} {t.over / n:+10.2f} {t.exact / n:7.1%} "
        f"{t.set / n:7.1%} {t.bags / n:9.2f} "
        f"{f'{t.nil_made}/{t.nil_tried}':>15} {f'{t.double_made}/{t.double_tried}':>9} {took}",
        flush=True,
    )
    spread = " ".join(f"{k:+d}:{t.histogram[k]}" for k in sorted(t.histogram))
    print(f"{'':12} tricks-bid counts: {spread}", flush=True)
    orders = "; ".join(
        f"bidding {order}: {over / max(1, n):+.2f} over, {sets / max(1, n):.1%} set of {n}"
        for order, (n, over, sets) in t.by_order.items()
    )
    print(f"{'':12} {orders}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="heuristic,normal,hard")
    parser.add_argument("--hands", type=int, default=2000, help="seat-hands per level")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--records", type=Path, nargs="+", help="tally these records instead")
    args = parser.parse_args()
    print(
        f"{'level':12} {'hands':>6} {'tricks-bid':>10} {'exact':>7} {'set':>7} "
        f"{'bags/hand':>9} {'nil made/tried':>15} {'dbl nil':>9} {'time':>7}"
    )
    if args.records:
        for level, tally in sorted(from_records(args.records).items()):
            print_row(level, tally, None)
        return
    for level in args.levels.split(","):
        start = time.perf_counter()
        tally = measure(level, args.hands, args.seed, args.jobs)
        print_row(level, tally, time.perf_counter() - start)


if __name__ == "__main__":
    main()
