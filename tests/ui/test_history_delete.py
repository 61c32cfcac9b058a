"""A game can be deleted from History, after a question; the game in progress cannot.

History kept every start left at 0 to 0 and had no way to let one go.
"""

from __future__ import annotations

from pathlib import Path

from test_history_screens import opened_history, saved_games
from textual.widgets import OptionList
from ui_helpers import position, screen_text, toast_words, wait_until

from spades_tui.history import IN_PROGRESS, read_history
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.confirm import ConfirmScreen
from spades_tui.ui.screens.history import GameHistoryScreen


async def test_d_asks_then_deletes_the_highlighted_game(tmp_path: Path) -> None:
    storage = saved_games(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(80, 24)) as pilot:
        history = await opened_history(pilot)
        games = history.query_one(OptionList)
        games.highlighted = next(i for i, e in enumerate(history.entries) if e.names[0] == "Ann")
        await pilot.pause()
        doomed = history.entries[games.highlighted].path
        after_it = history.entries[games.highlighted + 1].path
        # Esc keeps it, as the footer says in the button's own word.
        await pilot.press("d")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await wait_until(pilot, lambda: "Esc Keep" in " ".join(screen_text(app).split()[-8:]))
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is history)
        assert doomed.exists()
        # Enter deletes it, and the cursor moves to the game that took its place.
        await pilot.press("d")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.screen is history and not doomed.exists())
        await wait_until(pilot, lambda: history.query_one(OptionList).option_count == 3)
        games = history.query_one(OptionList)
        assert history.entries[games.highlighted or 0].path == after_it
    assert doomed not in [e.path for e in read_history(storage)]


async def test_the_game_in_progress_is_not_offered_for_deletion(tmp_path: Path) -> None:
    storage = saved_games(tmp_path / "data")
    on_table = position(5, stop=lambda g: g.actions_applied == 10, names=("Zed", "Computer"))
    app = SpadesApp(on_table, ("human", "random"), pace=0, storage=storage)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await pilot.pause()
        app.action_home()
        await pilot.pause()
        history = await opened_history(pilot)
        assert history.entries[0].status == IN_PROGRESS
        assert history.query_one(OptionList).highlighted == 0
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, GameHistoryScreen)  # no question: it is not offered
        assert "not deleted here" in toast_words(app)
        assert storage.current_path.exists()
