"""Names are text, never markup: a name full of brackets goes through a whole game as typed."""

from __future__ import annotations

from ui_helpers import app_for, screen_text, tour_a_game

from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.scores import GameOverScreen

ODD = ("[/]xxxxxxxxxxxxxxxxx", "[b]Bob[/b]")


async def test_a_name_made_of_markup_is_shown_as_typed_on_every_screen() -> None:
    seen_on: set[str] = set()

    def look(app: SpadesApp) -> None:
        text = screen_text(app)
        for name in ODD:
            if name in text:
                seen_on.add(type(app.screen).__name__)

    await tour_a_game(app_for, at_each_step=look, names=ODD)
    assert {HandoffScreen.__name__, GameOverScreen.__name__} <= seen_on, seen_on
    assert "TableScreen" in seen_on
