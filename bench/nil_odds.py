"""Are the nil odds the bid counts on the odds a nil has at the table, and how often can a
drafted hand hold one at all?

``--stocks N``: on N shuffles both seats draft as ``hard``; the seat whose hand the valuation
rates lower then bids nil whatever it would have bid, the other bids and both play as
``hard``.  It prints, by the odds the bid's attack gave the hand (before the share held at the
table), how many such nils were made.  ``--hands N``: how often a hand reaches nil odds of
0.5 or more, for hands dealt at random and for hands drafted by the nil plan's quick rule on
every turn (keep the drawn card when it is less dangerous than the average unseen card), each
against 64 sampled hands of the opponent.

    python bench/nil_odds.py [--stocks 300] [--hands 2000] [--jobs 2] [--seed 2000]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.core.actions import BIDS, DECLINE  # noqa: E402
from spades_tui.core.game import Phase  # noqa: E402
from spades_tui.engine import mask_of  # noqa: E402
from spades_tui.players.draft_search import _finish  # noqa: E402
from spades_tui.players.handeval import nil_danger  # noqa: E402
from spades_tui.players.search import hard_player  # noqa: E402
from spades_tui.players.valuation import NIL_PLAY, nil_attack_holds  # noqa: E402

BUCKETS = ("none", "under 0.2", "0.2-0.5", "0.5 up")


def bucket(odds: float) -> str:
    if odds == 0:
        return BUCKETS[0]
    return BUCKETS[1] if odds < 0.2 else BUCKETS[2] if odds < 0.5 else BUCKETS[3]


def forced_nil(seed: int) -> tuple[float, bool]:
    """(the attack's odds for the weaker hand, whether its forced nil took no trick)."""
    game = Game(rules=Rules(), seed=seed)
    players = (hard_player(seed * 2), hard_player(seed * 2 + 1))
    while game.phase in (Phase.DOUBLE_NIL, Phase.DRAFT):
        seat = game.to_act
        if game.phase is Phase.DOUBLE_NIL:
            game.apply(DECLINE, seat=seat)
        else:
            game.apply(players[seat].choose(game.view(seat)), seat=seat)
    rated = {}
    for seat in (0, 1):
        players[seat].choose_bid(game.view(seat))
        reason = players[seat].bid_reason
        assert reason is not None and reason.nil_chance is not None
        rated[seat] = (reason.estimate, reason.nil_chance / NIL_PLAY)
    nil_seat = min((0, 1), key=lambda s: rated[s][0])
    hand = game.hand
    while game.hand is hand and game.winner is None:
        seat = game.to_act
        if game.phase is Phase.BIDDING and seat == nil_seat:
            game.apply(BIDS[0], seat=seat)
        else:
            game.apply(players[seat].choose(game.view(seat)), seat=seat)
    assert hand.result is not None
    return rated[nil_seat][1], hand.result[nil_seat].tricks == 0


def odds_reached(hands: int, seed: int) -> tuple[float, float]:
    """Shares of random and of nil-drafted hands whose nil odds are 0.5 or more."""
    rng = random.Random(seed)
    average = sum(nil_danger(c, 0) for c in range(52)) / 52
    reached = [0, 0]
    for _ in range(hands):
        deck = list(range(52))
        rng.shuffle(deck)
        dealt = mask_of(deck[:13])
        drafted = _finish(0, deck[:26], True, average)
        for i, (hand, pool) in enumerate(((dealt, deck[13:]), (drafted, deck[26:]))):
            deals = [mask_of(rng.sample(pool, 13)) for _ in range(64)]
            reached[i] += sum(nil_attack_holds(hand, opp, False) for opp in deals) >= 32
    return reached[0] / hands, reached[1] / hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stocks", type=int, default=300)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2000)
    args = parser.parse_args()
    start = time.perf_counter()
    if args.hands:
        dealt, drafted = odds_reached(args.hands, args.seed)
        print(f"nil odds >= 0.5: {dealt:.2%} of dealt hands, {drafted:.2%} of nil-drafted hands")
    if args.stocks:
        with Pool(args.jobs) as pool:
            rows = pool.map(forced_nil, range(args.seed, args.seed + args.stocks))
        print(f"{'attack odds':>12} {'nils':>6} {'made':>6} {'share':>7}")
        for label in BUCKETS:
            some = [made for odds, made in rows if bucket(odds) == label]
            share = f"{sum(some) / len(some):.1%}" if some else "-"
            print(f"{label:>12} {len(some):>6} {sum(some):>6} {share:>7}")
    print(f"{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
