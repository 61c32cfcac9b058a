"""What a change to hard's bids would have won, screened on the games of a strength run.

Reads the records of ``bench/strength.py --records`` (hard against another level) and walks
each game again. At hard's first bid that the variant would make differently, the variant's
bid is made instead and the rest of that game is played out: the variant in hard's seat, the
recorded level in the other. A game in which the variant never bids differently keeps its
recorded result. The later hands are dealt from the record's stocks, so both endings of a
game draft from the same cards. Only the games that part add noise, and one that parts in
its last hand costs a hand to play, so a screen takes a fraction of a fresh run.

    python bench/what_if.py FILE --variant race|width=X [--games N] [--jobs 2] [--control]

Variants:

- ``race``: each bid weighed by the seat's chance to win the game after the hand (the normal
  model the double-nil answer uses, with carried bags at the flat share) rather than by the
  points it brings and a fixed prize for the hand that ends the game.
- ``width=X``: the valuation's trick spread times X (``Budget.bid_width``).

``--control`` parts at the same bids but makes hard's own bid there and plays on with fresh
random draws: how far its wins stray from the record is the noise of the screen itself.
The games are played on by today's ``HARD``, so screen records of the level as it is now:
on older ones the control measures any change of its play as well.
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import sys
from collections.abc import Callable
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bench.strength  # noqa: E402, F401  (registers frozen-twin and frozen-hard)
from bench.strength import wilson  # noqa: E402
from spades_tui.core.actions import BIDS  # noqa: E402
from spades_tui.core.game import Game, Phase  # noqa: E402
from spades_tui.core.record import loads  # noqa: E402
from spades_tui.core.replay import replay  # noqa: E402
from spades_tui.core.rules import Rules  # noqa: E402
from spades_tui.core.scoring import game_winner  # noqa: E402
from spades_tui.core.view import PlayerView  # noqa: E402
from spades_tui.players import make_player, valuation  # noqa: E402
from spades_tui.players.double_nil import chance_to_win  # noqa: E402
from spades_tui.players.objective import MATCH, bag_share, hand_endings, hand_values  # noqa: E402
from spades_tui.players.search import HARD, Budget, SearchPlayer  # noqa: E402

MAX_HANDS = 100  # as bench/strength.py: a game still open after this many counts half


def race_values(
    rules: Rules,
    seat: int,
    scores: tuple[int, int],
    bags: tuple[int, int],
    bids: tuple[int, int],
    double_nil: tuple[bool, bool],
    bag_odds: bool = False,
) -> list[float]:
    """The chance to win the game after 0..13 tricks, in points at today's margin.

    Dividing by the chance a point is worth now keeps the figures on the scale of
    ``hand_values``; the floor keeps a nearly settled game from magnifying them. ``bag_odds``
    is taken to match ``hand_values`` (appraise passes it); carried bags are at the flat share.
    """
    opp = 1 - seat
    per_bag = bag_share(rules, scores) * rules.bag_penalty / rules.bag_limit
    now = chance_to_win(scores[seat], scores[opp], rules)
    slope = chance_to_win(scores[seat] + 10, scores[opp], rules)
    slope = max((slope - chance_to_win(scores[seat] - 10, scores[opp], rules)) / 20, 0.5 / MATCH)
    values = []
    for results in hand_endings(rules, seat, scores, bags, bids, double_nil):
        new = (results[0].score, results[1].score)
        winner = game_winner(new, rules)
        if winner is not None:
            chance = float(winner == seat)
        else:
            mine = new[seat] - per_bag * results[seat].bags
            theirs = new[opp] - per_bag * results[opp].bags
            chance = chance_to_win(round(mine), round(theirs), rules)
        values.append((chance - now) / slope)
    return values


@dataclasses.dataclass(frozen=True)
class Variant:
    name: str
    budget: Budget  # the variant's search budget
    values: Callable[..., list[float]]  # what appraise weighs a bid's outcomes by


def variant_of(spec: str) -> Variant:
    if spec == "race":
        return Variant(spec, HARD, race_values)
    if spec.startswith("width="):
        return Variant(spec, dataclasses.replace(HARD, bid_width=float(spec[6:])), hand_values)
    raise SystemExit(f"unknown variant {spec!r}: use race or width=X")


def _variant_bid(variant: Variant, view: PlayerView, seed: int) -> tuple[int, int]:
    """(hard's bid, the variant's bid) on the same nil odds: both drawn by one seeded rng."""
    bids = []
    for budget, values in ((HARD, hand_values), (variant.budget, variant.values)):
        # appraise reads the objective from its module; each worker sets it for one call.
        valuation.hand_values = values
        player = SearchPlayer("hard", budget, seed)
        bids.append(player.choose(view).tricks)  # type: ignore[attr-defined]
    valuation.hand_values = hand_values
    return bids[0], bids[1]


def _one(job: tuple[int, str, str, bool]) -> tuple[bool, float, float]:
    """(parted, hard's recorded result, the variant's result) for one game; a win is 1."""
    index, line, spec, control = job
    variant = variant_of(spec)
    game = loads(line)
    kinds = [p.kind.removeprefix("ai:") for p in game.players]
    seat = kinds.index("hard")
    recorded = 0.5 if game.winner is None else float(game.winner == seat)
    for step in replay(game):
        if step.phase is not Phase.BIDDING or step.seat != seat:
            continue
        view = step.game.view(seat)
        if view.double_nil[seat]:
            continue
        base, other = _variant_bid(variant, view, index)
        if other == base or base != step.action.tricks:  # type: ignore[attr-defined]
            continue
        return (
            True,
            recorded,
            _play_on(step.game, seat, kinds, variant, base if control else other, index, control),
        )
    return False, recorded, recorded


def _play_on(
    at: Game, seat: int, kinds: list[str], variant: Variant, bid: int, index: int, control: bool
) -> float:
    game = copy.deepcopy(at)
    game.chance.draws = {}  # type: ignore[attr-defined]  # later discards differ from the record's
    game.apply(BIDS[bid], seat=seat)
    players = [make_player(kinds[s], 10_000 + 2 * index + s) for s in (0, 1)]
    budget = HARD if control else variant.budget
    players[seat] = SearchPlayer("hard", budget, 10_000 + 2 * index + seat)
    valuation.hand_values = hand_values if control else variant.values
    while game.winner is None and game.hand.number <= MAX_HANDS:
        s = game.to_act
        game.apply(players[s].choose(game.view(s)), seat=s)
    valuation.hand_values = hand_values
    return 0.5 if game.winner is None else float(game.winner == seat)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", type=Path)
    parser.add_argument("--variant", required=True, help="race or width=X")
    parser.add_argument("--games", type=int, default=0, help="only the first N games (0: all)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--control", action="store_true", help="hard's own bid where it parts")
    args = parser.parse_args()
    variant_of(args.variant)  # an unknown variant stops here, not in a worker
    lines = args.records.read_text(encoding="utf-8").splitlines()
    lines = [line for line in lines if '"ai:hard"' in line][: args.games or None]
    jobs = [(i, line, args.variant, args.control) for i, line in enumerate(lines)]
    with Pool(args.jobs) as pool:
        results = pool.map(_one, jobs, chunksize=1)
    parted = [r for r in results if r[0]]
    recorded = sum(r[1] for r in results)
    screened = sum(r[2] for r in results)
    low, high = wilson(screened, len(results))
    name = f"{args.variant} (control)" if args.control else args.variant
    print(f"{name}: {len(results)} games, {len(parted)} parted")
    print(f"  hard as recorded   {recorded:6.1f} wins  {recorded / len(results):.1%}")
    print(
        f"  {name:18} {screened:6.1f} wins  {screened / len(results):.1%} ({low:.1%} – {high:.1%})"
    )
    before, after = sum(r[1] for r in parted), sum(r[2] for r in parted)
    print(f"  in the parted games: recorded {before:.1f}, screened {after:.1f}")


if __name__ == "__main__":
    main()
