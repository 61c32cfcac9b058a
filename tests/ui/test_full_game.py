"""The end of a hot-seat game played by keys: a rematch, and the way home.

The whole game by keys is played in test_privacy.py, checked for privacy at every step.
"""

from __future__ import annotations

from ui_helpers import SIZE, near_the_end, play_to_game_over, screen_text

from spades_tui.core.game import Phase


async def test_rematch_keeps_people_seats_and_rules_with_a_new_shuffle() -> None:
    app = near_the_end()
    async with app.run_test(size=SIZE) as pilot:
        await play_to_game_over(pilot)
        old = app.game
        assert old is not None
        await pilot.press("r")
        await pilot.pause()
        new = app.game
        assert new is not None and new is not old
        assert new.players == old.players and new.rules == old.rules
        assert new.phase is not Phase.GAME_OVER and app.flow.controllers == ("human", "human")


async def test_from_game_over_escape_goes_home_rather_than_quitting() -> None:
    from spades_tui.ui.screens.home import HomeScreen

    app = near_the_end()
    async with app.run_test(size=SIZE) as pilot:
        await play_to_game_over(pilot)
        assert "h home   q quit" in screen_text(app)  # the line of choices names the way home
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen) and app.is_running
        assert len(app.screen_stack) == 2  # home over the base screen: no table left behind
