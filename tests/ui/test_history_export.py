"""Export from History writes the highlighted game, never the one on the table.

The palette's "Export game" wrote the game left on the table, part-way through its draft and
with its stock, whichever game History showed.
"""

from __future__ import annotations

from pathlib import Path

from test_history_screens import saved_games
from textual.widgets import Input, OptionList
from ui_helpers import position, wait_until

from spades_tui.core.record import game_to_record
from spades_tui.storage import load_file
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.export import ExportScreen
from spades_tui.ui.screens.history import GameHistoryScreen


async def test_x_in_history_exports_the_highlighted_game(tmp_path: Path) -> None:
    storage = saved_games(tmp_path / "data")
    # A game against the computer, mid-draft: exported, it would show the stock to come.
    on_table = position(5, stop=lambda g: g.actions_applied == 10, names=("Zed", "Computer"))
    app = SpadesApp(on_table, ("human", "random"), pace=0, storage=storage)
    target = tmp_path / "ann-bob.json"
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.action_home()
        await pilot.pause()
        await pilot.press("g")
        await wait_until(pilot, lambda: isinstance(app.screen, GameHistoryScreen))
        history = app.screen
        assert isinstance(history, GameHistoryScreen)
        # Not the table's game: History shows others.
        assert "Export game" not in [c.title for c in app.get_system_commands(history)]
        games = history.query_one(OptionList)
        unreadable = next(i for i, e in enumerate(history.entries) if e.game is None)
        games.highlighted = unreadable
        await pilot.pause()
        assert history.check_action("export", ()) is False
        at = next(i for i, e in enumerate(history.entries) if e.names == ("Ann", "Bob"))
        games.highlighted = at  # the hot-seat game Ann - Bob, finished
        await pilot.pause()
        chosen = history.entries[at].game
        assert chosen is not None and chosen.winner is not None
        assert history.check_action("export", ()) is True
        await pilot.press("x")
        await wait_until(pilot, lambda: isinstance(app.screen, ExportScreen))
        app.screen.query_one(Input).value = str(target)
        await pilot.press("enter")
        await wait_until(pilot, lambda: target.exists())
        assert game_to_record(load_file(target)) == game_to_record(chosen)
        await wait_until(pilot, lambda: app.screen is history)
