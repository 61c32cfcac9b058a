"""Screenshots of the tools for learning from games: the review of a hand, the replay of a
game, the History list and Statistics, at 120x40 over real games the computer levels played.
Run: python screenshots/make_study.py"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")
# The default settings, whatever this computer's own say.
os.environ["SPADES_TUI_CONFIG"] = tempfile.mkdtemp(prefix="spades-config-")
ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT.parent))
sys.path.insert(0, str(ROOT))

from make import position, to_png  # noqa: E402
from textual.app import App  # noqa: E402

from spades_tui.core.actions import Play  # noqa: E402
from spades_tui.core.record import game_to_record  # noqa: E402
from spades_tui.core.rules import Rules  # noqa: E402
from spades_tui.simulate import play_game  # noqa: E402
from spades_tui.storage import Storage  # noqa: E402
from spades_tui.ui.app import SpadesApp, replay_app  # noqa: E402
from spades_tui.ui.screens.replay import ReplayScreen  # noqa: E402
from spades_tui.ui.screens.review import ReviewScreen  # noqa: E402
from spades_tui.ui.setup import HUMAN  # noqa: E402

SIZE = (120, 40)


def shoot(app: App[object], name: str) -> None:
    svg = ROOT / f"{name}.svg"
    app.save_screenshot(str(svg))
    print(to_png(svg).relative_to(ROOT.parent))


async def review() -> None:
    game = position(lambda g: g.hand.number == 2)
    app = SpadesApp(game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("r")  # the review on the table; w: the same in words
        await pilot.pause()
        await pilot.press("w")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        while screen.review is None:  # the analysis runs in a worker
            await pilot.pause(0.05)
        await pilot.pause(0.2)
        shoot(app, "33-review")


async def replay() -> None:
    app = replay_app(play_game(("hard", "normal"), Rules(target=200), 5, 30))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        cards = [i for i, m in enumerate(screen.replay.moments) if isinstance(m.action, Play)]
        screen.go(cards[9])
        await pilot.pause(0.2)
        shoot(app, "34-replay")


def saved_games() -> Storage:
    """Games filed in history as the app files them: against two levels and in hot-seat."""
    storage = Storage(Path(tempfile.mkdtemp(prefix="spades-data-")))
    storage.history_dir.mkdir(parents=True)
    setups = [
        (("human", "ai:hard"), ("Ann", "Computer")),
        (("ai:normal", "human"), ("Computer", "Ann")),
        (("human", "ai:normal"), ("Ann", "Computer")),
        (("human", "human"), ("Ann", "Bob")),
        (("human", "ai:hard"), ("Ann", "Computer")),
    ]
    for day, (kinds, names) in enumerate(setups, 1):
        # The person's seat is played by the normal level: a fair stand-in for Ann.
        levels = tuple(k.removeprefix("ai:") if k != "human" else "normal" for k in kinds)
        game = play_game(levels, Rules(target=200), day, 30)
        record = game_to_record(game)
        record["players"] = [{"name": n, "kind": k} for n, k in zip(names, kinds, strict=True)]
        stem = f"202611{day:02}-200000-finished"
        (storage.history_dir / f"{stem}.json").write_text(json.dumps(record), "utf-8")
    return storage


async def study_lists() -> None:
    storage = saved_games()
    for key, name in (("g", "35-history-list"), ("t", "36-statistics")):
        app = SpadesApp(None, pace=0, storage=storage)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press(key, "down")
            await pilot.pause(0.3)
            shoot(app, name)


async def main() -> None:
    await review()
    await replay()
    await study_lists()


if __name__ == "__main__":
    asyncio.run(main())
