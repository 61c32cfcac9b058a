"""Names are text, never markup: a name full of brackets goes through a whole game as typed."""

from __future__ import annotations

from ui_helpers import SIZE, play_to_game_over, screen_text

from spades_tui.core.rules import Rules
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.scores import GameOverScreen
from spades_tui.ui.setup import HUMAN, GameSetup

ODD = ("[/]xxxxxxxxxxxxxxxxx", "[b]Bob[/b]")


async def test_a_name_made_of_markup_is_shown_as_typed_on_every_screen() -> None:
    setup = GameSetup(ODD, (HUMAN, HUMAN), Rules(target=100, loss_floor=-150), 7)
    app = SpadesApp(setup.new_game(), setup.controllers, pace=0, trick_pause=0)
    seen_on: set[str] = set()

    def look(app: SpadesApp) -> None:
        text = screen_text(app)
        for name in ODD:
            if name in text:
                seen_on.add(type(app.screen).__name__)

    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await play_to_game_over(pilot, at_each_step=look)
        look(app)
        assert isinstance(app.screen, GameOverScreen)
    assert {HandoffScreen.__name__, GameOverScreen.__name__} <= seen_on, seen_on
    assert "TableScreen" in seen_on
