"""How often hard's card play by playouts picks a card an exact search would not.

Until eleven tricks are left, ``hard`` values each card by finishing sampled deals with the
rule-based playout policy (``players/search.py``); from eleven on (ten until issue 22's
eighth pass), by the exact solver. This bench walks the first hand of games between two
levels. At each decision of a seat holding ``--cards`` cards, it asks ``hard``'s search for
its playout values, however many tricks are left. It then values the same cards with
the exact solver on ``--deals`` fresh deals from the search's own sampler. It prints how often
the two pick the same card, and what the playout's pick loses on the solver's count, in the
objective's points per deal.

    python bench/playout_check.py --games 20 --deals 24 --seed 1 [--cards 11] [--jobs 2]

``--control`` asks the exact solver twice, on two sets of deals, in place of the playouts: the
two differ by the luck of the deals alone, which is the floor under any playout's figures.

A loss here is what better playouts could win back: the policy's faults show as cards the
solver ranks low (a side ace thrown where a ruff takes the trick and draws trumps later).
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bench.strength  # noqa: E402, F401 - the bench's levels too (hard-10: hard until the eighth pass)
from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.core.cards import CARDS  # noqa: E402
from spades_tui.core.game import Phase  # noqa: E402
from spades_tui.players import make_player  # noqa: E402
from spades_tui.players.search import HARD, SearchPlayer  # noqa: E402
from spades_tui.simulate import game_seeds  # noqa: E402
from spades_tui.workers import worker_pool  # noqa: E402

Finding = tuple[int, int, str, str, float]  # game seed, cards, playout's pick, solver's, loss


def check_game(job: tuple[int, tuple[str, str], int, int, bool]) -> list[Finding]:
    seed, levels, cards, deals, control = job
    exact = dataclasses.replace(
        HARD, solve_at=13, play_worlds=deals, min_worlds=deals, work=10**15, seconds=1e9
    )
    playouts = dataclasses.replace(HARD, solve_at=cards - 1)
    first = exact if control else playouts
    players = [make_player(level, seed * 2 + s) for s, level in enumerate(levels)]
    game = Game(Rules(), seed)
    found: list[Finding] = []
    while game.phase is not Phase.GAME_OVER and game.hand.number == 1:
        seat = game.to_act
        view = game.view(seat)
        if view.phase is Phase.PLAY and len(view.hand) == cards:
            quick = SearchPlayer("hard", first, seed).play_totals(view)
            deep = SearchPlayer("hard", exact, seed + 1).play_totals(view)
            if quick is not None and deep is not None and len(quick) > 1:
                pick = max(quick, key=lambda c: quick[c])
                best = max(deep, key=lambda c: deep[c])
                loss = (deep[best] - deep[pick]) / deals
                found.append((seed, cards, CARDS[pick].label, CARDS[best].label, loss))
        game.apply(players[seat].choose(view))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--deals", type=int, default=24)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cards", type=int, default=11, help="cards in hand (11 to 13)")
    parser.add_argument("--players", default="normal,normal", help="the levels whose games")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--control", action="store_true", help="the solver against itself")
    args = parser.parse_args()
    levels = tuple(args.players.split(","))
    assert len(levels) == 2, "--players takes two levels"
    seeds = game_seeds(args.seed, args.games)
    jobs = [(s, levels, args.cards, args.deals, args.control) for s in seeds]
    start = time.perf_counter()
    with worker_pool(args.jobs) as pool:
        findings = [f for found in pool.imap(check_game, jobs) for f in found]
    took = time.perf_counter() - start
    if not findings:
        print("no decision with a choice at that many cards")
        return
    agree = sum(1 for f in findings if f[2] == f[3] or f[4] == 0)
    losses = sorted((f[4] for f in findings), reverse=True)
    n = len(findings)
    print(f"decisions at {args.cards} cards: {n} in {args.games} games ({took:.0f} s)")
    first = "a second solve" if args.control else "playouts"
    print(f"{first} pick a card the solver ranks best: {agree} ({100 * agree / n:.1f}%)")
    print(f"mean loss on the solver's count: {sum(losses) / n:.2f} points a deal")
    print(f"losing 10 points or more: {sum(1 for x in losses if x >= 10)} of {n}")
    for seed, _cards, pick, best, loss in sorted(findings, key=lambda f: -f[4])[:5]:
        print(f"  game seed {seed}: {first} {pick}, solver {best}: {loss:.1f} points a deal")


if __name__ == "__main__":
    main()
