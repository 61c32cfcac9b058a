"""With --ascii every screen of a whole game is pure ASCII: no suits, box lines or fancy dashes."""

from __future__ import annotations

from ui_helpers import SIZE, play_to_game_over, screen_text

from spades_tui.core.rules import Rules
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.setup import HUMAN, GameSetup


def _not_ascii(app: SpadesApp) -> str:
    text = screen_text(app)
    odd = sorted({ch for ch in text if ord(ch) > 126})
    return f"{type(app.screen).__name__}: {''.join(odd)!r}" if odd else ""


async def test_every_screen_of_a_game_is_ascii() -> None:
    setup = GameSetup(("Ann", "Bob"), (HUMAN, HUMAN), Rules(target=100, loss_floor=-150), 5)
    app = SpadesApp(setup.new_game(), setup.controllers, ascii_only=True, pace=0, trick_pause=600)
    found: set[str] = set()

    def look(app: SpadesApp) -> None:
        problem = _not_ascii(app)
        if problem:
            found.add(problem)

    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await play_to_game_over(pilot, at_each_step=look)
        look(app)  # game over
        for key in ("question_mark", "escape", "ctrl+p"):
            await pilot.press(key)
            await pilot.pause()
            look(app)
    assert not found, sorted(found)
