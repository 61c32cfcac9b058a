"""A whole (short) game against the computer, the person's part played by keys."""

from __future__ import annotations

from ui_helpers import SIZE, play_to_game_over

from spades_tui.core.game import Phase
from spades_tui.core.record import from_record, game_to_record
from spades_tui.core.rules import Rules
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.ui.screens.scores import GameOverScreen, HandOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN, GameSetup


def _keys(app: SpadesApp) -> list[str]:
    screen = app.screen
    assert not isinstance(screen, HandoffScreen), "no hand-off with only one person playing"
    if isinstance(screen, (HandOverScreen, InfoScreen)):
        return ["enter"]
    assert isinstance(screen, TableScreen)
    game = app.game
    assert game is not None
    if game.phase is Phase.GAME_OVER or game.to_act != 0:
        return []  # the computer is thinking; let the worker finish
    return {
        "double_nil": ["n"],
        "draft": ["k"],
        "bidding": ["4", "enter"],
        "play": ["enter"],
    }.get(screen.kind, [])


async def test_game_against_the_computer_reaches_game_over() -> None:
    setup = GameSetup(
        # A low target: the game is over after its first hand or two.
        ("Ann", "Computer"),
        (HUMAN, "heuristic"),
        Rules(target=40, loss_floor=-40),
        8,
    )
    app = SpadesApp(setup.new_game(), setup.controllers, pace=0, trick_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await play_to_game_over(pilot, _keys, limit=6000)
        game = app.game
        assert game is not None and game.phase is Phase.GAME_OVER
        assert isinstance(app.screen, GameOverScreen)
        record = game_to_record(game)
        assert record["players"][1]["kind"] == "ai:heuristic"
        # The computer really played: it bid and won tricks of its own choosing.
        assert any(b["seat"] == 1 for h in record["hands"] for b in h.get("bids", []))
        assert game_to_record(from_record(record)) == record
