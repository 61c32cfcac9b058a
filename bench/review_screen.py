"""The review on the table as a player waits for it: how soon the first trick is marked.

    .venv/bin/python bench/review_screen.py [--hands 20] [--seed 1]

Opens the review of finished hands (games between two heuristic players, as bench/solver.py
takes them) on the table at 80x24 and 120x40, in a headless app, and times in wall-clock
seconds, from the moment the screen is opened:

* ``first``: until every legal card of the first card's player carries its mark;
* ``all``: until every card is valued and every hint asked (the bar gone).

Goal on the two-core reference machine: the first trick's marks within 0.5 s, the rest filled
in by a worker behind a progress bar.  The figures include the screen's own look at the
worker, every tenth of a second.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from solver import hands, percentile  # noqa: E402

from spades_tui.core.game import Game  # noqa: E402
from spades_tui.engine import compiled  # noqa: E402
from spades_tui.ui.app import replay_app  # noqa: E402
from spades_tui.ui.screens.review_table import ReviewTableScreen  # noqa: E402
from spades_tui.ui.widgets.hand import HandRow  # noqa: E402


async def one_review(game: Game, number: int, size: tuple[int, int]) -> tuple[float, float]:
    app = replay_app(game)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = ReviewTableScreen(game, number, viewer=0)
        # The apps of the reviews before are garbage by now: collected here, not in the
        # middle of this one's timing, as a player's one app would never carry them.
        gc.collect()
        start = time.perf_counter()
        app.push_screen(screen)
        first = None
        while not screen.all_shown:
            if first is None and screen.valued() is not None:
                rows = screen.query(HandRow)
                if any(row.notes for row in rows):
                    first = time.perf_counter() - start
            await pilot.pause(0.005)
        done = time.perf_counter() - start
        return (first if first is not None else done), done


def line(name: str, values: list[float]) -> str:
    return (
        f"{name:<16} n={len(values):<3} p50 {percentile(values, 0.5):5.2f} s   "
        f"p95 {percentile(values, 0.95):5.2f} s   max {max(values):5.2f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    # A settings folder of its own, so that nobody's saved options change the screen.
    os.environ["SPADES_TUI_CONFIG"] = tempfile.mkdtemp(prefix="spades-review-bench-")
    picked = []
    for count, (game, number) in enumerate(hands(args.seed)):
        if count >= args.hands:
            break
        picked.append((game, number))
    print("engine: " + ("compiled" if compiled.compiled_modules() else "plain Python"))
    print(f"load average (1 min) at the start {os.getloadavg()[0]:.1f}")
    for size in ((80, 24), (120, 40)):
        firsts, alls = [], []
        for game, number in picked:
            first, done = asyncio.run(one_review(game, number, size))
            firsts.append(first)
            alls.append(done)
        print(line(f"{size[0]}x{size[1]} first", firsts) + "   (the first trick's marks)")
        print(line(f"{size[0]}x{size[1]} all", alls) + "   (every card valued and hinted)")
    print(f"load average (1 min) at the end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
