"""How long the claim check takes: the exact trick search behind "Claim the rest".

The check runs on the UI thread whenever the person is to play, at any point of the hand, so
it must stay far below a frame's worth of time.
Prints the CPU time of ``claim_line`` over seeded positions at each number of tricks left.

    python bench/claim.py [--games 60]
"""

from __future__ import annotations

import argparse
import random
import time

from spades_tui.claim import claim_line, line_from
from spades_tui.core.actions import BIDS, DECLINE
from spades_tui.core.game import Game, Phase, PlayerInfo
from spades_tui.core.rules import Rules
from spades_tui.players.fastsim import PlayState, mask_of


def position(seed: int, left: int) -> Game:
    """A seeded game played at random until the seat to act holds ``left`` cards."""
    game = Game(Rules(), seed, (PlayerInfo("A"), PlayerInfo("B")))
    rng = random.Random(seed)
    while not (game.phase is Phase.PLAY and len(game.hand.hands[game.to_act]) == left):
        if game.phase is Phase.DOUBLE_NIL:
            game.apply(DECLINE)
        elif game.phase is Phase.BIDDING:
            game.apply(BIDS[3])
        else:
            game.apply(rng.choice(list(game.legal_actions())))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    for left in range(13, 0, -1):
        times, claims = [], 0
        for seed in range(1, args.games + 1):
            game = position(seed, left)
            start = time.process_time()
            claims += claim_line(game, game.to_act) is not None
            times.append(time.process_time() - start)
        times.sort()
        p50, p95 = times[len(times) // 2], times[int(len(times) * 0.95)]
        print(
            f"{left:2} tricks left  n={len(times)}  claimable {claims:2}  "
            f"p50 {1000 * p50:6.1f} ms  p95 {1000 * p95:6.1f} ms  max {1000 * times[-1]:6.1f} ms"
        )
    strong_whole_hands(10 * args.games)


def strong_whole_hands(count: int) -> None:
    """Whole hands where the seat to lead holds many of the best cards: often claimable from
    the first lead, and the proofs that must look at every defence are the longest."""
    rng = random.Random(2026)
    times, claims = [], 0
    for _ in range(count):
        cards = rng.sample(range(52), 26)
        best_first = sorted(cards, key=lambda c: (c < 13, c % 13), reverse=True)
        top = rng.randint(6, 13)
        rest = best_first[top:]
        rng.shuffle(rest)
        leader = rng.randint(0, 1)
        hands = (mask_of(best_first[:top] + rest[: 13 - top]), mask_of(rest[13 - top :]))
        state = PlayState(*hands, leader, -1, False, 0, 0)
        start = time.process_time()
        claims += line_from(state, leader) is not None
        times.append(time.process_time() - start)
    times.sort()
    p50, p95 = times[len(times) // 2], times[int(len(times) * 0.95)]
    print(
        f"strong hands, 13 left  n={len(times)}  claimable {claims:3}  "
        f"p50 {1000 * p50:6.1f} ms  p95 {1000 * p95:6.1f} ms  max {1000 * times[-1]:6.1f} ms"
    )


if __name__ == "__main__":
    main()
