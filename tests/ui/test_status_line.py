"""The table's status line, one line tall, shows where it is cut."""

from __future__ import annotations

from ui_helpers import app_for, position, screen_text, wait_until

from spades_tui.core.game import Phase
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN


async def test_a_status_too_long_for_its_line_ends_in_an_ellipsis() -> None:
    """A lost connection at 80x24 read "Connection lost; trying again in 4 s… (no server",
    cut mid-word with nothing to say that more was there."""
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING)
    app = app_for(game, controllers=(HUMAN, "random"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        table = app.screen
        status = "Connection lost; trying again in 4 s… (no server at 127.0.0.1:18740 answers)"
        table.wait(table.view, status, [])
        await pilot.pause()
        (line,) = [row for row in screen_text(app).splitlines() if "Connection lost" in row]
        shown = line.split("│")[0].rstrip()
        assert shown.endswith("…") and "18740 answers)" not in shown
