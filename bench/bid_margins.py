"""How a level's bids fare at the table against the count its valuation gave them.

For every number bid a level made in game records (both seats bidding a number), the hand is
replayed to that bid and valued again (``valuation.appraise_view``: the centre of the tricks
it expected, the opponent's bid counted when it was known). The bids are grouped by their
margin, centre minus bid, in half tricks, and for each group it prints:

- how many were made, and how many the valuation's normal curve said would be;
- how many were made exactly (curve's figure beside it), and the mean tricks − bid;
- the mean points of the bid: 10 a trick bid when made plus one a trick over, less the
  long-run price of a bag (the penalty shared over the bag limit), or 10 a trick bid lost
  when set;
- the same points had each hand bid one trick more, or one less: its tricks − bid drawn from
  the group a trick of margin lower (or higher), the hands that were bid that much closer to
  their count (or that much further under). This assumes that a hand bid one higher is made
  as often as the hands whose count sat a trick nearer their bid, which is only an estimate:
  ``bench/strength.py`` measures a changed level directly.

    python bench/bid_margins.py FILE [FILE ...] [--level hard] [--jobs 2]
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter
from multiprocessing import Pool
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core.game import Phase  # noqa: E402
from spades_tui.core.record import loads  # noqa: E402
from spades_tui.core.replay import replay  # noqa: E402
from spades_tui.players.valuation import appraise_view, trick_odds  # noqa: E402

MIN_GROUP = 30  # bids a margin group needs before its figures are printed or borrowed


class Bid(NamedTuple):
    centre: float  # the tricks the valuation expected
    spread: float  # its curve's spread
    bid: int
    taken: int
    first: bool  # bidding first, the opponent's bid unknown
    bag_price: float  # the long-run cost of a bag under the game's rules


def points(bid: int, over: int, bag_price: float) -> float:
    return -10.0 * bid if over < 0 else 10.0 * bid + over - bag_price * over


def bids_of(job: tuple[str, str]) -> list[Bid]:
    """The level's number bids in one record, each with the count it was made on."""
    line, level = job
    game = loads(line)
    seats = [s for s, p in enumerate(game.players) if p.kind.removeprefix("ai:") == level]
    tricks = {h.number: h.result for h in game.hands if h.result is not None}
    price = game.rules.bag_penalty / game.rules.bag_limit
    out = []
    for step in replay(game):
        if step.phase is not Phase.BIDDING or step.seat not in seats:
            continue
        result = tricks.get(step.game.hand.number)
        # Only hands where both seats bid a number: a nil, even one bid after this seat's,
        # changes how the tricks fall.
        if result is None or any(r.bid == 0 or r.double_nil for r in result):
            continue
        view = step.game.view(step.seat)
        reason = appraise_view(view)
        bid = step.action.tricks  # type: ignore[attr-defined]
        first = view.bids[1 - step.seat] is None
        out.append(Bid(reason.tricks, reason.spread, bid, result[step.seat].tricks, first, price))
    return out


def group_of(b: Bid) -> float:
    return math.floor((b.centre - b.bid) * 2) / 2


def report(bids: list[Bid]) -> None:
    groups: dict[float, list[Bid]] = {}
    for b in bids:
        groups.setdefault(group_of(b), []).append(b)
    overs = {k: Counter(b.taken - b.bid for b in v) for k, v in groups.items()}

    def moved(group: float, members: list[Bid], step: int) -> str:
        """Mean points had every member bid ``step`` more, by the group ``step`` nearer."""
        borrowed = overs.get(group - step, Counter())
        total = sum(borrowed.values())
        if total < MIN_GROUP:
            return f"{'':>8}"
        worth = sum(
            n / total * points(b.bid + step, over, b.bag_price)
            for b in members
            for over, n in borrowed.items()
        )
        return f"{worth / len(members):8.1f}"

    print(
        f"{'margin':>7} {'bids':>5} {'made':>6} {'curve':>6} {'exact':>6} {'curve':>6} "
        f"{'over':>6} {'points':>7} {'one more':>8} {'one less':>8}"
    )
    for group in sorted(groups):
        members = groups[group]
        n = len(members)
        if n < MIN_GROUP:
            continue
        made = sum(b.taken >= b.bid for b in members) / n
        exact = sum(b.taken == b.bid for b in members) / n
        odds = [trick_odds(b.centre, b.spread) for b in members]
        curve_made = sum(sum(o[b.bid :]) for o, b in zip(odds, members, strict=True)) / n
        curve_exact = sum(o[b.bid] for o, b in zip(odds, members, strict=True)) / n
        over = sum(b.taken - b.bid for b in members) / n
        worth = sum(points(b.bid, b.taken - b.bid, b.bag_price) for b in members) / n
        print(
            f"{group:+7.1f} {n:5} {made:6.1%} {curve_made:6.1%} {exact:6.1%} "
            f"{curve_exact:6.1%} {over:+6.2f} {worth:7.1f} "
            f"{moved(group, members, 1)} {moved(group, members, -1)}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", type=Path, nargs="+")
    parser.add_argument("--level", default="hard", help="the level whose bids are counted")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    jobs = []
    for path in args.records:
        with path.open(encoding="utf-8") as lines:
            jobs += [(line, args.level) for line in lines if line.strip()]
    with Pool(args.jobs) as pool:
        bids = [b for found in pool.imap(bids_of, jobs, chunksize=4) for b in found]
    if not bids:
        raise SystemExit(f"no number bids by {args.level!r} in these records")
    n = len(bids)
    miss = sum(b.taken - b.centre for b in bids) / n
    spread = math.sqrt(sum((b.taken - b.centre - miss) ** 2 for b in bids) / n)
    margin = sum(b.centre - b.bid for b in bids) / n
    print(
        f"{args.level}: {n} number bids in {len(jobs)} games; tricks taken − centre "
        f"{miss:+.2f} on average, spread {spread:.2f}; centre − bid {margin:+.2f}"
    )
    for name, first in (("bidding first", True), ("bidding second", False)):
        print(f"\n{name} (margin: centre − bid, from):")
        report([b for b in bids if b.first is first])


if __name__ == "__main__":
    main()
