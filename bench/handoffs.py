"""Hand-offs per hand in hot-seat: how often the keyboard changes hands at one table.

    .venv/bin/python bench/handoffs.py [--hands 200] [--level heuristic] [--seed 1]

Plays hot-seat games in the real app, headless, with a computer player sitting in each chair
where a person would: at each decision the table shows, that seat's player chooses from the
view on screen and the choice goes back through the table's flow as a key would send it. The
app itself decides when a hand-off screen comes up (LocalTable._person_turn: only when the
next decision is another person's); this script only counts those screens, per hand, and
says Enter to each as the next person would. Goal: mean <= 26 (strict alternation took
about 51).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spades_tui.core.game import Phase  # noqa: E402
from spades_tui.core.rules import Rules  # noqa: E402
from spades_tui.players import make_player  # noqa: E402
from spades_tui.ui.app import SpadesApp  # noqa: E402
from spades_tui.ui.flow.local import LocalTable  # noqa: E402
from spades_tui.ui.screens.handoff import HandoffScreen  # noqa: E402
from spades_tui.ui.screens.info import InfoScreen  # noqa: E402
from spades_tui.ui.screens.scores import GameOverScreen, HandOverScreen  # noqa: E402
from spades_tui.ui.screens.table import TableScreen  # noqa: E402
from spades_tui.ui.setup import HUMAN, GameSetup  # noqa: E402

STEP_LIMIT = 20_000  # a game far beyond this many screens has stalled


def count_hand_offs(counts: Counter[int]) -> None:
    """Note each hand-off the app's flow decides, by hand of the game in play, then let it
    happen as it would."""
    shown = LocalTable._hand_off

    def counted(self: LocalTable, seat: int) -> None:
        counts[self.game.hand.number] += 1
        shown(self, seat)

    LocalTable._hand_off = counted  # type: ignore[method-assign]


async def play_one_game(seed: int, level: str, hands_left: int) -> int:
    """One hot-seat game to its end (or until ``hands_left`` hands are done); the hands played."""
    setup = GameSetup(("Ann", "Bob"), (HUMAN, HUMAN), Rules(), seed)
    app = SpadesApp(setup.new_game(), setup.controllers, pace=0, trick_pause=0)
    chairs = {seat: make_player(level, seed * 2 + seat) for seat in (0, 1)}
    async with app.run_test(size=(80, 24)) as pilot:
        for _step in range(STEP_LIMIT):
            await asyncio.sleep(0.005)  # the app runs on meanwhile; no forced repaint
            game, flow, screen = app.game, app.flow, app.screen
            assert game is not None and isinstance(flow, LocalTable)
            if isinstance(screen, GameOverScreen) or game.phase is Phase.GAME_OVER:
                break
            if game.hand.number > hands_left:
                return hands_left
            if isinstance(screen, HandoffScreen):
                # The next person is ready; the half-second read guard is not waited out here.
                screen.dismiss(None)
            elif isinstance(screen, (HandOverScreen, InfoScreen)):
                await pilot.press("enter")
            elif isinstance(screen, TableScreen):
                turn = flow._turn
                if screen.trick_end:
                    await pilot.press("space")
                elif turn is not None and screen.kind is not None and flow.viewer == turn.seat:
                    flow.submit(chairs[turn.seat].choose(turn.view), turn.view)
        else:
            raise AssertionError(f"game {seed} stalled")
        return len(game.hands)


async def run(hands: int, level: str, first_seed: int) -> list[int]:
    """The hand-offs of each hand played, game after game, until ``hands`` hands are done."""
    per_hand: list[int] = []
    counts: Counter[int] = Counter()
    count_hand_offs(counts)
    seed = first_seed
    while len(per_hand) < hands:
        counts.clear()
        played = await play_one_game(seed, level, hands - len(per_hand))
        per_hand += [counts[number] for number in range(1, played + 1)]
        seed += 1
    return per_hand


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--level", default="heuristic", help="who sits in both chairs")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as config:
        os.environ["SPADES_TUI_CONFIG"] = config  # the default settings, not the user's
        os.environ["TEXTUAL_ANIMATIONS"] = "none"
        original = LocalTable._hand_off
        try:
            per_hand = asyncio.run(run(options.hands, options.level, options.seed))
        finally:
            LocalTable._hand_off = original  # type: ignore[method-assign]
    who = f"{options.level} in both chairs, games from seed {options.seed}"
    print(f"hands: {len(per_hand)} ({who})")
    print(f"hand-offs per hand: mean {statistics.mean(per_hand):.1f}, max {max(per_hand)}")
    print(f"  min {min(per_hand)}, median {statistics.median(per_hand)}; goal: mean <= 26")


if __name__ == "__main__":
    main()
