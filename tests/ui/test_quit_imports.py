"""Quitting a game here loads no code it did not need already.

The app loads some modules only when they are first wanted. Quitting a local game used to
load the network table, only to ask whether the game was a network one: when the installed
files had changed under a running game, ctrl+q ended in an ImportError instead of a saved
game and a clean exit.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = """
import asyncio, sys
from spades_tui.core.rules import Rules
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.setup import HUMAN, GameSetup

async def main():
    setup = GameSetup(("Ann", "Bob"), (HUMAN, HUMAN), Rules(), 5)
    app = SpadesApp(setup.new_game(), setup.controllers, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        loaded = set(sys.modules)
        await pilot.press("ctrl+q")
        await pilot.pause()
    print(sorted(m for m in set(sys.modules) - loaded if m.startswith("spades_tui")))

asyncio.run(main())
"""


def test_ctrl_q_in_a_local_game_loads_nothing_of_the_network(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        env={"SPADES_TUI_DATA": str(tmp_path / "data"), "SPADES_TUI_CONFIG": str(tmp_path)},
    )
    assert run.returncode == 0, run.stderr
    loaded_at_quit = run.stdout.strip().splitlines()[-1]
    assert "network" not in loaded_at_quit and "spades_tui.net" not in loaded_at_quit
