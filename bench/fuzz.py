"""Key fuzz: random keys and terminal sizes through every screen; nothing may raise.

    .venv/bin/python bench/fuzz.py [--keys 10000] [--seed 1]

Plays hot-seat and against-the-computer games (level "random", short pace) with keys drawn
from every key the app uses plus junk, with a bias to Enter so the games move through every
screen, and now and then a resize (down to 30x10 and back). Games are saved as they go, so
quitting (ctrl+q, or q on the game-over screen) restarts the app on the same data folder and
its unfinished game. After each run of the app the game's record must load back as the same
record, and the save file must hold it. Prints keys pressed, screens visited, exceptions and
records validated.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")

from textual import events  # noqa: E402
from textual.pilot import Pilot  # noqa: E402

from spades_tui.core.record import from_record, game_to_record  # noqa: E402
from spades_tui.core.rules import Rules  # noqa: E402
from spades_tui.storage import Storage, load_file  # noqa: E402
from spades_tui.ui.app import SpadesApp  # noqa: E402
from spades_tui.ui.setup import HUMAN, GameSetup  # noqa: E402

# Every key some screen binds, then keys nothing binds. Enter is added many times over below.
APP_KEYS = [
    "k",
    "r",
    "y",
    "n",
    "i",
    "L",
    "s",
    "p",
    "plus",
    "minus",
    "equals_sign",
    "question_mark",
    "f1",
    "ctrl+p",
    "ctrl+s",
    "escape",
    "enter",
    "space",
    "tab",
    "shift+tab",
    "left",
    "right",
    "up",
    "down",
    "home",
    "end",
    "pageup",
    "pagedown",
    "h",
    "l",
    "j",
    "t",
    "q",
    "a",
    "c",
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "d",
]
JUNK_KEYS = [
    "x",
    "z",
    "b",
    "ctrl+a",
    "ctrl+x",
    "ctrl+c",
    "f5",
    "backspace",
    "delete",
    "insert",
    "at",
    "underscore",
]
RARE_KEYS = ["ctrl+q"]  # quits: the app restarts on its save, which is worth covering too
SIZES = [(30, 10), (80, 24), (79, 24), (100, 30), (80, 23), (80, 24)]
HOME_SIZE = (80, 24)


@dataclass
class FuzzReport:
    keys: int = 0
    resizes: int = 0
    app_runs: int = 0
    records_validated: int = 0
    screens: set[str] = field(default_factory=set)
    exceptions: list[str] = field(default_factory=list)


def pick_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.002:
        return rng.choice(RARE_KEYS)
    if roll < 0.30:
        return "enter"
    if roll < 0.35:
        return rng.choice(JUNK_KEYS)
    return rng.choice(APP_KEYS)


async def press(pilot: Pilot, key: str) -> None:
    # Pilot.press waits for the CPU to idle after each key (tens of ms); waiting only for
    # the screen to take the key keeps thousands of keys affordable and still in order.
    app = pilot.app
    char = key if len(key) == 1 else {"space": " ", "enter": "\r", "tab": "\t"}.get(key)
    event = events.Key(key, char)
    event.set_sender(app)
    assert app._driver is not None
    app._driver.send_message(event)
    await pilot.pause(0)


def check_record(app: SpadesApp, storage: Storage) -> None:
    """The game's record loads back as itself, and the save file holds exactly that record."""
    if app.game is None:
        return
    record = game_to_record(app.game)
    assert game_to_record(from_record(record)) == record, "the record did not load back the same"
    if app.game.winner is None and storage.has_unfinished():
        assert game_to_record(load_file(storage.current_path)) == record, "the save file is behind"


async def fuzz_one_run(
    app: SpadesApp, storage: Storage, budget: int, rng: random.Random, report: FuzzReport
) -> None:
    report.app_runs += 1
    async with app.run_test(size=HOME_SIZE) as pilot:
        await pilot.pause()
        pressed = 0
        while pressed < budget and app.return_code is None:
            if rng.random() < 0.004:
                await pilot.resize_terminal(*rng.choice(SIZES))
                report.resizes += 1
            else:
                await press(pilot, pick_key(rng))
                pressed += 1
            report.screens.add(type(app.screen).__name__)
            if pressed % 250 == 0:
                check_record(app, storage)
                report.records_validated += 1
        report.keys += pressed
        if app.return_code is None:
            # Leave at the home size: the size notice must have gone by then.
            await pilot.resize_terminal(*HOME_SIZE)
            await pilot.pause()
            assert "TooSmallScreen" not in [type(s).__name__ for s in app.screen_stack]
    check_record(app, storage)
    report.records_validated += 1


async def fuzz(
    first_app: Callable[[Storage], SpadesApp],
    keys: int,
    seed: int,
    data_dir: Path,
    report: FuzzReport | None = None,
    restart_every: int | None = None,
) -> FuzzReport:
    """Press ``keys`` random keys; an app that quits is restarted on the same data folder.

    With ``restart_every`` the app is also closed and restarted after that many keys, so a
    short run covers a restart on its save whatever the machine's speed (how far random keys
    get in a game depends on it: a hand-off, for one, ignores keys that come too soon).
    """
    report = report or FuzzReport()
    rng = random.Random(seed)
    storage = Storage(data_dir)
    app = first_app(storage)
    target = report.keys + keys
    while report.keys < target:
        budget = target - report.keys
        if restart_every is not None:
            budget = min(budget, restart_every)
        try:
            await fuzz_one_run(app, storage, budget, rng, report)
        except Exception:  # noqa: BLE001 - every failure is counted and shown
            report.exceptions.append(traceback.format_exc())
            return report
        app = SpadesApp(None, pace=app.pace, storage=storage)
    return report


def hotseat(target: int = 500) -> Callable[[Storage], SpadesApp]:
    setup = GameSetup(("Ann", "Bob"), (HUMAN, HUMAN), Rules(target=target, loss_floor=-target), 3)
    return lambda storage: SpadesApp(
        setup.new_game(), setup.controllers, pace=0.01, storage=storage
    )


def versus(target: int = 500) -> Callable[[Storage], SpadesApp]:
    rules = Rules(target=target, loss_floor=-target)
    setup = GameSetup(("You", "Computer"), (HUMAN, "random"), rules, 4)
    return lambda storage: SpadesApp(
        setup.new_game(), setup.controllers, pace=0.01, storage=storage
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    report = FuzzReport()
    with tempfile.TemporaryDirectory() as tmp:
        # Exports and screenshots chosen at random land in the temporary folder.
        os.environ["HOME"] = tmp
        os.chdir(tmp)
        runs = [("hot-seat", hotseat(60)), ("vs computer", versus(60))]
        runs += [("hot-seat to 500", hotseat()), ("vs computer to 500", versus())]
        for n, (_, first_app) in enumerate(runs):
            data = Path(tmp) / f"data{n}"
            asyncio.run(fuzz(first_app, args.keys // len(runs), args.seed + n, data, report))
    for text in report.exceptions:
        print(text, file=sys.stderr)
    print(
        f"keys pressed: {report.keys}, resizes: {report.resizes}, app runs: {report.app_runs}, "
        f"exceptions: {len(report.exceptions)}, records validated: {report.records_validated}"
    )
    print(f"screens visited ({len(report.screens)}): {', '.join(sorted(report.screens))}")
    print(f"time: {time.perf_counter() - started:.0f} s")
    sys.exit(1 if report.exceptions else 0)


if __name__ == "__main__":
    main()
