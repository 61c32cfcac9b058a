"""A whole hot-seat game played through key presses only."""

from __future__ import annotations

from ui_helpers import SIZE, hotseat_app, near_the_end, play_to_game_over, screen_text

from spades_tui.core.game import Phase
from spades_tui.core.record import from_record
from spades_tui.ui.screens.new_game import NewGameScreen
from spades_tui.ui.screens.scores import GameOverScreen


async def test_seeded_hotseat_game_reaches_game_over_by_keys() -> None:
    app = hotseat_app(seed=5, target=100, loss_floor=-150)
    async with app.run_test(size=SIZE) as pilot:
        await play_to_game_over(pilot)
        game = app.game
        assert game is not None
        assert game.phase is Phase.GAME_OVER
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        winner = game.players[game.winner].name
        assert f"{winner} wins the game!" in text
        record = game.to_record()
        # Ann's double nil was declared and her exchange made, all by keys.
        hand = record["hands"][0]
        assert hand["double_nil"] == [True, False]
        assert len(hand["exchange"][0]["gave"]) == 2
        assert [b for b in hand["bids"] if b["seat"] == 1][0]["bid"] == 3
        replayed = from_record(record)
        assert replayed.to_record() == record
        assert replayed.winner == game.winner
        assert replayed.scores == game.scores
        # From game over a new game starts with the same players.
        await pilot.press("n")
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not game and app.game.players == game.players


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
        assert new.phase is not Phase.GAME_OVER and app.controllers == ("human", "human")


async def test_from_game_over_escape_goes_home_rather_than_quitting() -> None:
    from spades_tui.ui.screens.home import HomeScreen

    app = near_the_end()
    async with app.run_test(size=SIZE) as pilot:
        await play_to_game_over(pilot)
        assert "h home screen" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen) and app.is_running
        assert len(app.screen_stack) == 2  # home over the base screen: no table left behind
