"""A network seat is not offered the review of a hand: it holds only what its seat was told,
and the review needs every card. Its hand summary used to show "r Review", which did nothing."""

from __future__ import annotations

from net_support import left_past_the_draft
from ui_helpers import position, screen_text, wait_until

from spades_tui.core.events import HandScored
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.scores import HandOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN


def first_hand_scored() -> HandScored:
    heard: tuple[list, list] = ([], [])
    position(5, stop=lambda g: g.hand.number == 2, heard=heard)
    return next(e for e in heard[0] if isinstance(e, HandScored))


async def test_a_network_seats_hand_summary_offers_no_review() -> None:
    scored = first_hand_scored()
    server, url, codes = await left_past_the_draft()
    app = network_app(RemoteSetup(url, codes[1], "Kim"))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
            await app.push_screen(HandOverScreen(["Ann", "Kim"], 1, scored.results))
            await pilot.pause()
            assert "Continue" in screen_text(app) and "Review" not in screen_text(app)
            await pilot.press("r")
            await pilot.pause()
            assert isinstance(app.screen, HandOverScreen)
    finally:
        await server.stop()


async def test_a_game_held_here_still_offers_its_review() -> None:
    scored = first_hand_scored()
    game = position(5, stop=lambda g: g.hand.number == 2)
    app = SpadesApp(game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        if not isinstance(app.screen, HandOverScreen):  # the summary the continued game shows
            await app.push_screen(HandOverScreen(["Ann", "Bob"], 1, scored.results))
            await pilot.pause()
        assert "Review" in screen_text(app)
