"""Playing strength of the computer levels: games to the target in seat-swapped pairs.

Each pair of games uses one game seed (so the same stock order in every hand) with the two
levels swapping seats, which cancels most of the luck of the deal.  For every pairing it
prints the first level's win rate with a 95% Wilson interval and the mean points-per-hand
difference (first level minus second).

    python bench/strength.py [--games 400] [--pairings hard:heuristic,...] [--jobs 2]
        [--seed 2026] [--first-pair 0] [--max-hands 100] [--rule name=value ...]
        [--markdown FILE] [--records FILE]
    python bench/strength.py --pairings hard:frozen-hard --tally FILE [FILE ...] [--complete-pairs]

``--first-pair N`` skips the first N pairs of the seed's games, so that a long run can be
played in parts (``--games 100`` then ``--games 300 --first-pair 50`` play the same games as
one ``--games 400``); ``--tally`` prints the table from the records such parts wrote.

``frozen-hard`` is the `hard` level of commit 9c524e9 (main just before the bids by the hand's
worth), run from that commit's own code (``bench/pinned.py``: extracted once from git into
``bench/.frozen``, one child process per player).  ``hard-f208301`` is the older `hard` that
bench/frozen_hard kept as a copy until commit ce01ece, run the same way: the level today's
`hard` was first measured against (``frozen-hard:hard-f208301`` repeats that measurement).
``frozen-twin`` is today's code set to decide exactly as ``frozen-hard`` does
(``bench/twin.py`` checks it), in-process and compiled, so a run takes far less time.
``hard-10`` is `hard` as it was from issue 22's fifth pass to its seventh: exact from ten
tricks left, with at least sixteen deals a decision. ``hard-up`` is that level with the centre
of its bids moved up by ``HARD_UP_SHIFT`` tricks: the least move at which two of its bids add
up to 12 in self-play (``bench/bid_sums.py``), as the bid goals of issue 22 need.
``hard-solve11`` is ``hard-10`` exact from eleven tricks left, with at least four deals a
decision: the screen of docs/strength.md's seventh pass, and `hard` itself since the eighth.

Games that reach ``--max-hands`` without a winner are counted as capped and as half a win
each (random against random never finishes: random bids are nearly always set).
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path
from typing import TextIO

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.pinned import COPIED_HARD, FROZEN_HARD, pinned_level  # noqa: E402
from bench.twin import frozen_hard_twin  # noqa: E402
from spades_tui.core import Rules  # noqa: E402
from spades_tui.core.record import dumps, loads  # noqa: E402
from spades_tui.players import LEVELS  # noqa: E402
from spades_tui.players.search import HARD, SearchPlayer  # noqa: E402
from spades_tui.simulate import game_seeds, play_game  # noqa: E402

# The `hard` of an earlier commit, for measuring today's against it. Registered at import so
# that the worker processes (forked from this one) know the level too.
LEVELS["frozen-hard"] = pinned_level(FROZEN_HARD, "hard")
LEVELS["hard-f208301"] = pinned_level(COPIED_HARD, "hard", "bench/frozen_hard")
LEVELS["frozen-twin"] = frozen_hard_twin
HARD_TEN = dataclasses.replace(HARD, solve_at=10, min_worlds=16)
HARD_UP_SHIFT = 0.7


def hard_ten(seed: int | None = None) -> SearchPlayer:
    return SearchPlayer("hard", HARD_TEN, seed)


LEVELS["hard-10"] = hard_ten


def hard_up(seed: int | None = None) -> SearchPlayer:
    return SearchPlayer("hard", dataclasses.replace(HARD_TEN, bid_shift=HARD_UP_SHIFT), seed)


LEVELS["hard-up"] = hard_up


def hard_solve11(seed: int | None = None) -> SearchPlayer:
    """``hard-10`` solving exactly from eleven tricks, with at least four deals a decision
    (``bench/playout_check.py``: its picks agree with a deeper solve as a second solve does)."""
    budget = dataclasses.replace(HARD_TEN, solve_at=11, min_worlds=4)
    return SearchPlayer("hard", budget, seed)


LEVELS["hard-solve11"] = hard_solve11

DEFAULT_PAIRINGS = "hard:frozen-hard,heuristic:random,normal:heuristic,hard:heuristic,hard:normal"
TARGETS = {
    ("hard", "frozen-hard"): "≥ 55%, low end > 50%",
    ("hard", "frozen-twin"): "≥ 55%, low end > 50%",
    ("frozen-hard", "hard-f208301"): "61.5% ± 5",
    ("heuristic", "random"): "≥ 95%",
    ("normal", "heuristic"): "≥ 60%",
    ("hard", "heuristic"): "≥ 65%, low end > 55%",
    ("hard", "normal"): "> 50%",
}


def _one(
    job: tuple[str, str, bool, int, Rules, int],
) -> tuple[int, int, bool, int, int, int, str]:
    """Play one game; return (seed, swapped, capped, first level won, hands, diff, record)."""
    first, second, swapped, seed, rules, max_hands = job
    levels = (second, first) if swapped else (first, second)
    game = play_game(levels, rules, seed, max_hands)
    a_seat = 1 if swapped else 0
    hands = sum(1 for h in game.hands if h.result is not None)
    diff = game.scores[a_seat] - game.scores[1 - a_seat]
    won = -1 if game.winner is None else int(game.winner == a_seat)
    return seed, int(swapped), game.winner is None, won, hands, diff, dumps(game)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def run_pairing(
    first: str,
    second: str,
    games: int,
    seed: int,
    rules: Rules,
    max_hands: int,
    jobs: int,
    records: TextIO | None = None,
    first_pair: int = 0,
) -> dict[str, float]:
    pairs = (games + 1) // 2
    work = [
        (first, second, swapped, s, rules, max_hands)
        for s in game_seeds(seed, first_pair + pairs)[first_pair:]
        for swapped in (False, True)
    ]
    start = time.perf_counter()
    tally = Tally()
    with Pool(jobs) as pool:
        for _seed, _swapped, was_capped, won, n_hands, d, line in pool.imap_unordered(_one, work):
            if records is not None:
                records.write(line + "\n")
                records.flush()  # a run stopped early still leaves every finished game
            tally.add(was_capped, won, n_hands, d)
            if tally.games % 20 == 0:
                print(
                    f"  {first} v {second}: {tally.games}/{len(work)} games, {tally.wins} wins, "
                    f"{time.perf_counter() - start:.0f} s",
                    file=sys.stderr,
                    flush=True,
                )
    return tally.summary(time.perf_counter() - start)


class Tally:
    """Games of one pairing as they come in, from play or from records."""

    def __init__(self) -> None:
        self.games = self.wins = self.capped = self.hands = self.diff = 0

    def add(self, capped: bool, won: int, hands: int, diff: int) -> None:
        self.games += 1
        self.capped += capped
        self.wins += won == 1
        self.hands += hands
        self.diff += diff

    def summary(self, seconds: float) -> dict[str, float]:
        n, wins, capped, hands, diff = self.games, self.wins, self.capped, self.hands, self.diff
        score = wins + 0.5 * capped
        low, high = wilson(score, n)
        return {
            "games": n,
            "wins": wins,
            "capped": capped,
            "rate": score / n if n else 0.0,
            "low": low,
            "high": high,
            "pph": diff / hands if hands else 0.0,
            "hands": hands,
            "seconds": seconds,
        }


def tally_records(
    first: str, second: str, paths: list[Path], complete_pairs: bool = False
) -> dict[str, float]:
    """The pairing's figures from game records (games of other pairings are left out).

    With ``complete_pairs`` only seeds whose two seat-swapped games are both there count,
    as when a run was stopped before the end.
    """
    games = []
    for path in paths:
        with path.open(encoding="utf-8") as lines:
            for line in lines:
                game = loads(line)
                kinds = [p.kind.removeprefix("ai:") for p in game.players]
                if sorted(kinds) == sorted((first, second)):
                    games.append((game, kinds.index(first)))
    per_seed = Counter(game.seed for game, _ in games)
    tally = Tally()
    for game, a_seat in games:
        if complete_pairs and per_seed[game.seed] != 2:
            continue
        hands = sum(1 for h in game.hands if h.result is not None)
        won = -1 if game.winner is None else int(game.winner == a_seat)
        diff = game.scores[a_seat] - game.scores[1 - a_seat]
        tally.add(game.winner is None, won, hands, diff)
    return tally.summary(0.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per pairing (even)")
    parser.add_argument("--pairings", default=DEFAULT_PAIRINGS, help="a:b,... (a is scored)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--first-pair", type=int, default=0, help="skip this many of the seed's game pairs"
    )
    parser.add_argument(
        "--tally", type=Path, nargs="+", metavar="FILE", help="figures from these records"
    )
    parser.add_argument(
        "--complete-pairs",
        action="store_true",
        help="with --tally: count only seeds whose two seat-swapped games are both recorded",
    )
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--max-hands", type=int, default=100)
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--markdown", type=Path, help="also write the table to this file")
    parser.add_argument(
        "--records", type=Path, help="write every game's record to this JSON Lines file"
    )
    args = parser.parse_args()
    records = args.records.open("w", encoding="utf-8") if args.records else None
    rules = Rules().with_options(dict(r.split("=", 1) for r in args.rule))
    header = (
        "| pairing | games | wins | capped | win rate | 95% interval | points/hand diff "
        "| target | time |\n|---|---|---|---|---|---|---|---|---|"
    )
    lines = [header]
    print(header, flush=True)
    for pairing in args.pairings.split(","):
        first, second = pairing.split(":")
        if args.tally:
            r = tally_records(first, second, args.tally, args.complete_pairs)
        else:
            r = run_pairing(
                first,
                second,
                args.games,
                args.seed,
                rules,
                args.max_hands,
                args.jobs,
                records,
                args.first_pair,
            )
        line = (
            f"| {first} v {second} | {r['games']} | {r['wins']} | {r['capped']} "
            f"| {r['rate']:.1%} | {r['low']:.1%} – {r['high']:.1%} | {r['pph']:+.1f} "
            f"| {TARGETS.get((first, second), '')} | {r['seconds']:.0f} s |"
        )
        lines.append(line)
        print(line, flush=True)
    if records is not None:
        records.close()
    if args.markdown:
        command = "python bench/strength.py " + " ".join(sys.argv[1:])
        intro = (
            "# Playing strength of the computer levels\n\n"
            "Games to the target score between two levels, in seat-swapped pairs: each pair "
            "shares a game seed (the same stock order in every hand) and the levels exchange "
            "seats, which cancels most of the luck of the draft. The win rate is the first "
            "level's, with a 95% Wilson interval; capped games (no winner after "
            f"{args.max_hands} hands) count half. *Points/hand diff* is the first level's "
            "final score minus the second's, summed over all games and divided by the hands "
            "played. Rules: the defaults of `rules.md`"
            + (f" with {', '.join(args.rule)}" if args.rule else "")
            + ".\n\n"
        )
        args.markdown.write_text(
            intro + "\n".join(lines) + f"\n\nProduced by:\n\n    {command}\n",
            encoding="utf-8",
        )


if __name__ == "__main__":
    main()
