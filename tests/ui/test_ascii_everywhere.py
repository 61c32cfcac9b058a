"""With --ascii every screen of a whole game is pure ASCII: no suits, box lines or fancy dashes."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from ui_helpers import screen_text, tour_a_game

from spades_tui import i18n
from spades_tui.core.game import Game
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.scores import GameOverScreen

# A language's own letters are words, not drawing: plain ASCII mode keeps them.
LETTERS = {"en": "", "hu": "áéíóöőúüűÁÉÍÓÖŐÚÜŰ"}


def _not_ascii(app: SpadesApp) -> str:
    text = screen_text(app)
    letters = LETTERS[i18n.current()]
    odd = sorted({ch for ch in text if ord(ch) > 126 and ch not in letters})
    return f"{type(app.screen).__name__}: {''.join(odd)!r}" if odd else ""


@pytest.mark.parametrize("language", ["en", "hu"])
async def test_every_screen_of_a_game_is_ascii(language: str) -> None:
    i18n.use(language)
    try:
        await _tour_in_ascii()
    finally:
        i18n.use("en")


async def _tour_in_ascii() -> None:
    found: set[str] = set()

    def ascii_app(game: Game) -> SpadesApp:
        return SpadesApp(game, ascii_only=True, pace=0, trick_pause=600)

    async def look(app: SpadesApp) -> None:
        problem = _not_ascii(app)
        if problem:
            found.add(problem)
        if isinstance(app.screen, GameOverScreen):  # and what opens over it
            pilot = Pilot(app)
            for key in ("question_mark", "escape", "ctrl+p"):
                await pilot.press(key)
                await pilot.pause()
                problem = _not_ascii(app)
                if problem:
                    found.add(problem)
            looked.append(True)

    looked: list[bool] = []
    await tour_a_game(ascii_app, at_each_step=look)
    assert looked and not found, sorted(found)


async def test_plain_ascii_turned_on_mid_game_redraws_the_whole_table_at_once() -> None:
    # The panels' borders changed, the cards, the suits of "What you know" and the card
    # backs stayed as they were until the next move.
    from dataclasses import replace

    from ui_helpers import position

    from spades_tui.core.game import Phase
    from spades_tui.ui.screens.table import TableScreen
    from spades_tui.ui.setup import HUMAN

    game = position(5, stop=lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 6)
    app = SpadesApp(game, (HUMAN, "normal"), pace=0, trick_pause=0, from_storage=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and "♠" in screen_text(app)
        app.use_settings(replace(app.settings, ascii=True))
        await pilot.pause()
        await pilot.pause(0.2)
        assert not _not_ascii(app), _not_ascii(app)
        app.use_settings(replace(app.settings, ascii=False))
        await pilot.pause()
        assert "♠" in screen_text(app) and "╭" in screen_text(app)


@pytest.mark.parametrize("language", ["en", "hu"])
async def test_the_new_game_form_and_the_too_small_notice_are_ascii(language: str) -> None:
    """The Hungarian form wrote its ranges "1–100 000" and "-1 … -100 000", and the notice
    of a terminal too small asked for "80×24", with --ascii."""
    from spades_tui.ui.screens.new_game import NewGameScreen
    from spades_tui.ui.screens.too_small import TooSmallScreen

    i18n.use(language)
    try:
        app = SpadesApp(ascii_only=True, pace=0, trick_pause=0)
        async with app.run_test(size=(120, 40)) as pilot:
            app.action_new_game()
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
            assert not _not_ascii(app), _not_ascii(app)
            await pilot.resize_terminal(60, 20)
            await pilot.pause()
            await pilot.pause()
            assert isinstance(app.screen, TooSmallScreen)
            assert "80x24" in screen_text(app) and not _not_ascii(app), _not_ascii(app)
    finally:
        i18n.use("en")
