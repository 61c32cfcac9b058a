"""Where the points of a strength run come from, per level: a tally of game records.

For every level named in the records it prints the points per seat-hand from bids made, bids
set, nils, double nils and bag penalties, and the tricks taken per hand. Then it compares the
drafts: games of one seed (a seat-swapped pair) share the stock of every hand, so the same
seat in the same hand number drafted from the same cards under each level. Over those hands
(both games reached them, no double nil in either) it prints each level's mean trick
estimate of its drafted hand (``handeval.estimate_tricks``) and the tricks that hand took.

    python bench/phases.py FILE [FILE ...]     (records of bench/strength.py --records)
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core.game import Game  # noqa: E402
from spades_tui.core.record import loads  # noqa: E402
from spades_tui.engine import mask_of  # noqa: E402
from spades_tui.players.handeval import estimate_tricks  # noqa: E402

KINDS = ("made", "set", "nil", "double nil", "bag penalty")


def _levels(game: Game) -> list[str]:
    return [p.kind.removeprefix("ai:") for p in game.players]


def points_by_phase(games: list[Game]) -> None:
    points: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(KINDS, 0))
    counts: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(KINDS, 0))
    seat_hands: dict[str, int] = defaultdict(int)
    tricks: dict[str, int] = defaultdict(int)
    for game in games:
        levels = _levels(game)
        for hand in game.hands:
            if hand.result is None:
                continue
            for seat, r in enumerate(hand.result):
                level = levels[seat]
                seat_hands[level] += 1
                tricks[level] += r.tricks
                if r.double_nil:
                    kind = "double nil"
                elif r.bid == 0:
                    kind = "nil"
                else:
                    kind = "made" if r.tricks >= r.bid else "set"
                points[level][kind] += r.points
                counts[level][kind] += 1
                points[level]["bag penalty"] -= r.bag_penalty
                counts[level]["bag penalty"] += r.bag_penalty > 0
    print(f"{'level':12} {'hands':>6} " + " ".join(f"{k:>17}" for k in KINDS) + "   total  tricks")
    for level in sorted(seat_hands):
        n = seat_hands[level]
        cells = " ".join(f"{points[level][k] / n:+8.2f} ({counts[level][k]:5})" for k in KINDS)
        total = sum(points[level].values()) / n
        print(f"{level:12} {n:6} {cells} {total:+7.2f} {tricks[level] / n:7.3f}")
    print("(points per seat-hand, with the number of seat-hands in brackets)")


def drafts_compared(games: list[Game]) -> None:
    by_seed: dict[int | None, list[Game]] = defaultdict(list)
    for game in games:
        by_seed[game.seed].append(game)
    estimate: dict[str, float] = defaultdict(float)
    taken: dict[str, int] = defaultdict(int)
    pairs = 0
    for pair in by_seed.values():
        if len(pair) != 2:
            continue
        for hands in zip(pair[0].hands, pair[1].hands, strict=False):
            if any(h.result is None or any(h.double_nil) for h in hands):
                continue
            pairs += 1
            for game, hand in zip(pair, hands, strict=True):
                for seat, level in enumerate(_levels(game)):
                    kept = mask_of(t.kept for t in hand.draft if t.seat == seat)
                    estimate[level] += estimate_tricks(kept)
                    assert hand.result is not None
                    taken[level] += hand.result[seat].tricks
    print(f"\nthe same stock and seat under each level: {pairs} hands")
    for level in sorted(estimate):
        n = 2 * pairs
        print(
            f"{level:12} estimate of the drafted hand {estimate[level] / n:6.3f}"
            f"   tricks taken {taken[level] / n:6.3f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", type=Path, nargs="+")
    args = parser.parse_args()
    games = [
        loads(line)
        for path in args.records
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    points_by_phase(games)
    drafts_compared(games)


if __name__ == "__main__":
    main()
