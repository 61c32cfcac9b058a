"""The end of a game offers its review and its record, as History does, without going there."""

from __future__ import annotations

from ui_helpers import SIZE, near_the_end, play_steps, screen_text, wait_until

from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.export import ExportScreen
from spades_tui.ui.screens.review_table import ReviewTableScreen
from spades_tui.ui.screens.scores import GameOverScreen, HandOverScreen


async def test_the_game_over_screen_opens_the_review_and_comes_back() -> None:
    app = near_the_end()
    async with app.run_test(size=SIZE) as pilot:
        await play_steps(pilot, 40)
        over = app.screen
        assert isinstance(over, GameOverScreen)
        assert "v review" in screen_text(app)
        await pilot.press("v")
        await wait_until(pilot, lambda: isinstance(app.screen, ReviewTableScreen))
        review = app.screen
        assert isinstance(review, ReviewTableScreen) and review.number == 1
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is over)


async def test_the_game_over_screen_exports_the_finished_game() -> None:
    app = near_the_end()
    async with app.run_test(size=SIZE) as pilot:
        await play_steps(pilot, 40)
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("x")
        await wait_until(pilot, lambda: isinstance(app.screen, ExportScreen))


async def test_the_end_of_a_practice_game_says_it_was_practice() -> None:
    app = near_the_end()
    assert app.game is not None
    app.game.practice = 1  # as "play it again" marks it
    async with app.run_test(size=SIZE) as pilot:
        await play_steps(pilot, 40)
        assert isinstance(app.screen, GameOverScreen)
        assert "practice game, counted apart" in screen_text(app)


def test_the_losers_headline_promises_no_rematch() -> None:
    """ "Better luck in the rematch!" was said before anyone had asked for one, and after a
    network friend had left."""
    screen = GameOverScreen(["Ann", "Bob"], winner=1, history=[], you=0)
    headline = screen._headline().plain
    assert "Bob wins the game" in headline and "rematch" not in headline


async def test_under_the_last_hands_summary_nobody_is_passing_the_keyboard() -> None:
    app = near_the_end()
    statuses: list[str] = []

    def under_the_summary(app: SpadesApp) -> None:
        if isinstance(app.screen, HandOverScreen):
            statuses.append(app.flow.table.status)

    async with app.run_test(size=SIZE) as pilot:
        await play_steps(pilot, 40, at_each_step=under_the_summary)
        assert isinstance(app.screen, GameOverScreen)
    # The game was won with that hand: there is no next player to pass to.
    assert statuses and not any("Passing the keyboard" in status for status in statuses)


async def test_a_game_lost_at_the_loss_floor_says_so() -> None:
    """The end said only "Bob wins the game" of a winner far from the target: the other
    score had fallen to the loss floor, and nothing on the screen said that ends a game."""
    from ui_helpers import position

    from spades_tui.core.game import Phase

    game = position(5, declare=(True, False), target=10_000, loss_floor=-1)
    assert game.phase is Phase.GAME_OVER and game.winner is not None
    loser = game.players[1 - game.winner].name
    app = SpadesApp(None)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(GameOverScreen.of(game, None, False))
        await pilot.pause()
        assert f"{loser} fell to the loss floor of −1, which loses the game." in screen_text(app)
