"""Names follow people: Kim in the second seat against the computer is "you" and Kim everywhere."""

from __future__ import annotations

from textual.widgets import Input
from ui_helpers import SIZE, screen_text

from spades_tui.core import events as ev
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.new_game import Choice
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN


async def test_kim_in_seat_two_is_you_and_the_computer_keeps_its_own_name() -> None:
    app = SpadesApp(None, pace=0, trick_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")  # play the computer
        await pilot.pause()
        form = app.screen
        form.query_one("#seat", Choice).focus()
        if form.query_one("#seat", Choice).value != 2:
            await pilot.press("right")
        assert form.query_one("#seat", Choice).value == 2
        form.query_one("#name1", Input).value = "Kim"
        await pilot.press("ctrl+s")
        await pilot.pause()
        game = app.game
        assert game is not None and app.flow.controllers[1] == HUMAN
        assert game.players[1].name == "Kim" and game.players[0].name != "Kim"
        computer = game.players[0].name
        # Play on until the computer has bid and it is Kim's turn to bid.
        for _ in range(400):
            await pilot.pause(0.02)
            table = app.screen
            if isinstance(table, TableScreen) and table.kind == "bidding":
                break
            if isinstance(table, TableScreen) and table.kind == "draft":
                await pilot.press("k")
            elif isinstance(table, TableScreen) and table.kind == "double_nil":
                await pilot.press("n")
        assert isinstance(app.screen, TableScreen) and app.screen.kind == "bidding"
        text = screen_text(app)
        assert "Kim (you)" in text
        await pilot.press("3", "enter")  # Kim, the second player, bids first
        for _ in range(200):
            await pilot.pause(0.02)
            if len([e for e in app.flow.logs[1] if isinstance(e, ev.BidMade)]) == 2:
                break
        lines = app.flow.words(app.flow.logs[1], 1)
        assert "You bid 3" in lines, lines
        assert any(line.startswith(f"{computer} bid") for line in lines), lines
        assert not any(line.startswith("Kim bid") for line in lines), lines
