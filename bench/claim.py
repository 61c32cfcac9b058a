"""How long the claim check takes, and how often a claim is offered.

The check runs on the UI thread whenever the person is to play, at any point of the hand, so
it must stay far below a frame's worth of time. Prints the CPU time of ``claim_line`` over
seeded positions at each number of tricks left, and how many of them could be claimed.

    python bench/claim.py [--games 60]
"""

from __future__ import annotations

import argparse
import random
import time

from spades_tui.claim import claim_line
from spades_tui.core.actions import BIDS, DECLINE
from spades_tui.core.game import Game, Phase, PlayerInfo
from spades_tui.core.rules import Rules


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


if __name__ == "__main__":
    main()
