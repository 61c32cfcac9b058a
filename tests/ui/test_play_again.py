"""'a' on a hand's summary deals that hand again as a practice game."""

from __future__ import annotations

from ui_helpers import position

from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.scores import HandOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN


async def test_a_on_the_summary_starts_the_practice_game_of_that_hand() -> None:
    game = position(5, stop=lambda g: g.hand.number == 2)
    app = SpadesApp(game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)
        await pilot.press("a")
        for _ in range(200):
            if isinstance(app.screen, TableScreen):
                break
            await pilot.pause(0.05)
        practice = app.flow.game if app.flow is not None else None
        assert practice is not None and practice is not game
        assert practice.practice == 1
        assert practice.hands[0].stock == game.hands[0].stock
        # Hand 1's first player was seat 0, the person: the person draws first again.
        assert app.flow.controllers == (HUMAN, "hard")  # type: ignore[union-attr]
