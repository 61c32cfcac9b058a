"""How often a double nil holds after the exchange, by the way the exchange is chosen.

On each of ``--hands`` shuffles one seat declares double nil (seat 0 on even seeds, seat 1 on
odd), both seats draft by one level (`--draft`, hard by default: it drafts for the nil), and
at the declarer's exchange the game is copied: in one copy the declarer exchanges by the
heuristic level's rule, in the other by the hard level's search. Each copy is then played to
the end of the hand by the same players (`--play`, the heuristic level by default: it attacks
a double nil by rule). Printed: the double nils made (and made by one way only), the
declarer's mean points for the hand, and the mean number of cards given, for each way, over
the same hands.

    python bench/exchange.py [--hands 400] [--draft hard] [--play heuristic|normal|hard]
                             [--samples 128]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.core.actions import DECLARE, DECLINE, Action  # noqa: E402
from spades_tui.core.game import Phase, PlayerInfo  # noqa: E402
from spades_tui.core.record import from_record, game_to_record  # noqa: E402
from spades_tui.core.view import PlayerView  # noqa: E402
from spades_tui.players import make_player  # noqa: E402
from spades_tui.players.drafting import choose_exchange  # noqa: E402
from spades_tui.players.exchange_search import choose_exchange_by_search  # noqa: E402


def to_exchange(seed: int, declarer: int, draft: str) -> Game | None:
    """A new game at the declarer's exchange, or None if the rules skipped it."""
    game = Game(Rules(), seed, (PlayerInfo("A"), PlayerInfo("B")))
    drafter = make_player(draft, seed)
    while not (game.phase is Phase.EXCHANGE and game.to_act == declarer):
        if game.phase is Phase.DOUBLE_NIL:
            action: Action = DECLARE if game.to_act == declarer else DECLINE
        elif game.phase in (Phase.BIDDING, Phase.PLAY):
            return None
        else:
            action = drafter.choose(game.view(game.to_act))
        game.apply(action)
    return game


def finish_hand(game: Game, play: str, seed: int) -> None:
    players = [make_player(play, seed * 2 + s) for s in (0, 1)]
    while game.hand.number == 1 and game.phase is not Phase.GAME_OVER:
        seat = game.to_act
        game.apply(players[seat].choose(game.view(seat)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--play", default="heuristic")
    parser.add_argument("--draft", default="hard", help="the level both seats draft by")
    parser.add_argument("--samples", type=int, default=128)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    def by_search(view: PlayerView) -> Action:
        return choose_exchange_by_search(view, random.Random(view.seat), args.samples)

    ways = {"rule": choose_exchange, "search": by_search}
    made = dict.fromkeys(ways, 0)
    points = dict.fromkeys(ways, 0)
    given = dict.fromkeys(ways, 0)
    differ = hands = 0
    only = dict.fromkeys(ways, 0)  # hands made by this way and not by the other
    took = dict.fromkeys(ways, 0.0)
    for seed in range(args.seed, args.seed + args.hands):
        declarer = seed % 2
        start = to_exchange(seed, declarer, args.draft)
        if start is None:
            continue
        record = game_to_record(start)
        hands += 1
        chosen = []
        held = {}
        for name, way in ways.items():
            game = from_record(record)
            began = time.perf_counter()
            action = way(game.view(declarer))
            took[name] += time.perf_counter() - began
            chosen.append(action)
            game.apply(action)
            given[name] += len(action.cards)  # type: ignore[attr-defined]
            finish_hand(game, args.play, seed)
            result = game.history[0][declarer]
            made[name] += result.tricks == 0
            held[name] = result.tricks == 0
            points[name] += result.points
        differ += chosen[0] != chosen[1]
        for name in ways:
            only[name] += held[name] and not all(held.values())
    print(f"hands {hands} (double nil by seat 0 and 1 in turn), played out by {args.play}")
    print(f"the two ways chose differently in {differ} hands ({differ / hands:.1%})")
    print(f"made by one way only: rule {only['rule']}, search {only['search']}")
    print(f"{'way':8} {'made':>12} {'points/hand':>12} {'cards given':>12} {'ms/choice':>10}")
    for name in ways:
        print(
            f"{name:8} {made[name]:5} ({made[name] / hands:5.1%}) {points[name] / hands:12.1f}"
            f" {given[name] / hands:12.2f} {1000 * took[name] / hands:10.1f}"
        )


if __name__ == "__main__":
    main()
