"""Measure how often a card one seat never saw ends up in the opponent's hand after the draft.

Plays drafts between heuristic players and counts, for every card a seat did not see (not
kept, not seen discarded), whether the opponent holds it, by rank, separately for spades and
the side suits.  Writes the odds to ``spades_tui/players/data/draft_prior.json``, which the
search levels use to deal the opponent's hand.

    python bench/fit_draft_prior.py [--hands 4000] [--seed 11]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.core.game import Phase  # noqa: E402
from spades_tui.players.heuristic import HeuristicPlayer  # noqa: E402
from spades_tui.players.priors import PRIOR_PATH  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    held = [[0] * 13, [0] * 13]  # [spades, sides][rank]
    unseen = [[0] * 13, [0] * 13]
    player = HeuristicPlayer()
    for i in range(args.hands):
        game = Game(rules=Rules(double_nil=False), seed=args.seed * 1_000_000 + i)
        while game.phase is not Phase.BIDDING:
            game.apply(player.choose(game.view(game.to_act)))
        for seat in (0, 1):
            view = game.view(seat)
            seen = set(view.hand) | {t.discarded for t in view.draft if t.discarded is not None}
            theirs = set(game.hand.hands[1 - seat])
            for card in range(52):
                if card in seen:
                    continue
                kind = 0 if card < 13 else 1
                unseen[kind][card % 13] += 1
                held[kind][card % 13] += card in theirs
    odds = [
        [round(h / max(1, u - h), 4) for h, u in zip(held[k], unseen[k], strict=True)]
        for k in (0, 1)
    ]
    out = {
        "about": "odds that an unseen card is in the opponent's hand, by rank (2..A); "
        "made by bench/fit_draft_prior.py",
        "hands": args.hands,
        "seed": args.seed,
        "spades": odds[0],
        "sides": odds[1],
    }
    PRIOR_PATH.parent.mkdir(exist_ok=True)
    PRIOR_PATH.write_text(json.dumps(out, indent=2) + "\n")
    print("spades:", odds[0])
    print("sides: ", odds[1])


if __name__ == "__main__":
    main()
