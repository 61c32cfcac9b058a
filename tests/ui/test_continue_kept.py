"""A game set aside by a new one is played on from History, and nothing is lost on the way."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList
from ui_helpers import SIZE, position, screen_text, wait_until

from spades_tui.core.game import Phase
from spades_tui.core.record import game_to_record
from spades_tui.core.rules import Rules
from spades_tui.history import ABANDONED, IN_PROGRESS, read_history
from spades_tui.practice import practice_game
from spades_tui.simulate import play_game
from spades_tui.storage import Storage, load_file
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.history import GameHistoryScreen
from spades_tui.ui.screens.home import HomeScreen


async def wait_for_screen(pilot, kind):  # type: ignore[no-untyped-def]
    app = pilot.app
    await wait_until(pilot, lambda: isinstance(app.screen, kind) and screen_text(app).strip())
    return app.screen


def _records(folder: Path) -> list[dict]:
    return [game_to_record(load_file(p)) for p in sorted(folder.iterdir())]


def test_bring_back_swaps_the_kept_game_with_the_one_in_progress(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    old = position(5, stop=lambda g: g.actions_applied == 30)
    storage.save(old)
    kept = storage.shelve_unfinished()
    assert kept is not None
    newer = position(7, stop=lambda g: g.actions_applied == 12)
    storage.save(newer)
    shelved = storage.bring_back(kept)
    assert game_to_record(load_file(storage.current_path)) == game_to_record(old)
    assert not kept.exists()
    assert shelved is not None and game_to_record(load_file(shelved)) == game_to_record(newer)


async def test_c_in_history_continues_the_game_a_new_one_set_aside(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    old = position(5, stop=lambda g: g.phase is Phase.PLAY and g.actions_applied > 60)
    storage.save(old)
    kept = storage.shelve_unfinished()
    newer = position(7, stop=lambda g: g.actions_applied == 12)
    storage.save(newer)
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for_screen(pilot, HomeScreen)
        await pilot.press("g")
        history = await wait_for_screen(pilot, GameHistoryScreen)
        statuses = [e.status for e in history.entries]
        assert statuses == [IN_PROGRESS, ABANDONED]
        assert history.check_action("continue", ())  # the game in progress, highlighted
        history.query_one(OptionList).highlighted = 1
        await pilot.pause()
        await pilot.press("c")
        # Hot-seat: the table opens behind a hand-off, with the game as it was left.
        await wait_until(pilot, lambda: app.flow is not None and app.flow.game is not None)
        assert game_to_record(app.flow.game) == game_to_record(old)
        assert not isinstance(app.screen, GameHistoryScreen)
    assert kept is not None and not kept.exists()
    assert game_to_record(load_file(storage.current_path)) == game_to_record(old)
    assert _records(storage.history_dir) == [game_to_record(newer)]


async def test_a_finished_game_is_not_offered_to_continue(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save(play_game(("heuristic", "heuristic"), Rules(target=150), 31, 30))
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for_screen(pilot, HomeScreen)
        await pilot.press("g")
        history = await wait_for_screen(pilot, GameHistoryScreen)
        assert [e.game.winner is not None for e in history.entries if e.game] == [True]
        assert not history.check_action("continue", ())


def test_the_practice_game_in_progress_is_listed(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    played = play_game(("heuristic", "heuristic"), Rules(target=150), 31, 30)
    practice = practice_game(played, 1)
    storage.save(practice)
    assert storage.practice_path.is_file()
    listed = read_history(storage)
    assert [(e.path, e.status) for e in listed] == [(storage.practice_path, IN_PROGRESS)]
