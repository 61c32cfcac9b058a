"""The command palette under keys typed faster than it opens and closes."""

from __future__ import annotations

import sys
from pathlib import Path

from ui_helpers import SIZE, position, screen_text, wait_until

from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.help import HelpScreen
from spades_tui.ui.screens.table import TableScreen

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from fuzz import press  # noqa: E402


async def test_enter_repeated_after_choosing_a_command_pops_nothing_else() -> None:
    game = position(5, stop=lambda g: g.actions_applied == 40)
    app = SpadesApp(game, pace=0, trick_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, HandoffScreen)
        # Sent without waiting, as a fast typist or a paste would: the Enters after the one
        # that chose Help must not close the hand-off screen (the next player's cards are
        # behind it) or anything else.
        for key in ["ctrl+p", *"help", "enter", "enter", "enter", "enter"]:
            await press(pilot, key)
        await wait_until(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.pause(0.3)  # time for a stray Enter to do harm, if one could
        kinds = [type(s) for s in app.screen_stack[1:]]
        assert kinds == [TableScreen, HandoffScreen, HelpScreen]


async def test_paging_in_a_palette_that_is_still_opening_is_harmless() -> None:
    game = position(5, stop=lambda g: g.actions_applied == 40)
    app = SpadesApp(game, pace=0, trick_pause=0)
    async with app.run_test(size=(30, 10)) as pilot:
        for key in ["ctrl+p", "pagedown", "pageup", "escape", "ctrl+p", "pagedown", "escape"]:
            await press(pilot, key)
        await pilot.pause(0.3)
        await pilot.resize_terminal(*SIZE)
        await pilot.pause(0.3)
        assert isinstance(app.screen, HandoffScreen)


async def test_the_palette_reopened_while_the_last_one_closes_opens_once() -> None:
    game = position(5, stop=lambda g: g.actions_applied == 40)
    app = SpadesApp(game, pace=0, trick_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        for key in ["ctrl+p", "escape", "ctrl+p", "escape", "ctrl+p"]:
            await press(pilot, key)
        await wait_until(pilot, lambda: "command-palette" in (app.screen.id or ""))
        await pilot.pause(0.3)  # time for a second palette to open, if one could
        palettes = [s for s in app.screen_stack if "command-palette" in (s.id or "")]
        assert len(palettes) == 1 and app.screen is palettes[0]


async def test_the_palette_key_over_the_size_notice_opens_no_second_palette() -> None:
    game = position(5, stop=lambda g: g.actions_applied == 40)
    app = SpadesApp(game, pace=0, trick_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await pilot.resize_terminal(30, 10)  # the size notice opens over the palette
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.resize_terminal(*SIZE)
        await wait_until(pilot, lambda: "command-palette" in (app.screen.id or ""))
        await pilot.pause(0.3)  # time for a second palette to open, if one could
        palettes = [s for s in app.screen_stack if "command-palette" in (s.id or "")]
        assert len(palettes) == 1 and app.screen is palettes[0]


async def test_a_key_made_before_the_screen_on_top_came_up_does_not_act_on_it() -> None:
    # The race above, made certain: an Enter stamped before the hand-off screen came up
    # (as one queued behind a palette's Enter is) reaches the app after it.
    from textual import events

    game = position(5, stop=lambda g: g.actions_applied == 40)
    app = SpadesApp(game, pace=0, trick_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        stale = events.Key("enter", "\r")
        stale.time = 0.0  # stamped long before the screen came up
        app.post_message(stale)
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)  # the next hand stays hidden
        app.post_message(events.Key("enter", "\r"))  # a key pressed now is for this screen
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


async def test_the_palette_offers_the_table_keys_and_a_way_home(tmp_path) -> None:
    from spades_tui.core.game import Phase
    from spades_tui.storage import Storage
    from spades_tui.ui.screens.home import HomeScreen

    game = position(5, stop=lambda g: g.phase is Phase.PLAY and g.to_act == 0)
    app = SpadesApp(game, ("human", "random"), pace=0, trick_pause=0, storage=Storage(tmp_path))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert {"Hint", "Take back", "Home screen"} <= set(titles), titles
        for key in ["ctrl+p", *"home screen"]:
            await press(pilot, key)
        palette = app.screen
        await wait_until(pilot, lambda: "Home screen" in screen_text(app))
        await press(pilot, "enter")
        await wait_until(pilot, lambda: palette not in app.screen_stack)
        await wait_until(pilot, lambda: isinstance(app.screen, HomeScreen))
        assert "continue" in app.screen.kept  # Continue brings the game back


async def test_a_hands_summary_offers_the_way_home_too(tmp_path) -> None:
    # The palette at a hand's summary had no Home screen, which the table offered.
    from ui_helpers import _tricks_done, until_summary

    from spades_tui.core.game import Phase
    from spades_tui.storage import Storage
    from spades_tui.ui.screens.home import HomeScreen
    from spades_tui.ui.screens.scores import HandOverScreen

    game = position(5, stop=lambda g: g.phase is Phase.PLAY and _tricks_done(g) == 12)
    app = SpadesApp(game, ("human", "random"), pace=0, trick_pause=0, storage=Storage(tmp_path))
    async with app.run_test(size=SIZE) as pilot:
        await until_summary(pilot)
        assert isinstance(app.screen, HandOverScreen)
        commands = {c.title: c for c in app.get_system_commands(app.screen)}
        assert "Home screen" in commands
        commands["Home screen"].callback()
        await wait_until(pilot, lambda: isinstance(app.screen, HomeScreen))
        await wait_until(pilot, lambda: "continue" in app.screen.kept)
