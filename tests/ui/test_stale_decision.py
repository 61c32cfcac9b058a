"""A repaint of the table (after a resize, or the help closed) shows only the decision the game
is waiting for now: never a person's decision that has already been applied."""

from __future__ import annotations

from ui_helpers import position, wait_until

from spades_tui.core.actions import KEEP
from spades_tui.core.game import Phase
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN

LAST = (100, 30)


def moment(app: SpadesApp) -> str:
    screen = app.screen
    if isinstance(screen, TableScreen):
        return "trick end" if screen.trick_end else (screen.kind or "waiting")
    return type(screen).__name__


async def test_a_choice_applied_before_its_turn_ends_is_not_put_back_on_the_table() -> None:
    # The person keeps a card; before the match has moved on to the computer's turn, the table
    # shows again (a resize back from the size notice, or the help closed) and repaints what
    # the game waits on. That is no longer the person's draft decision.
    game = position(8, stop=lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 2)
    app = SpadesApp(game, (HUMAN, "random"), pace=0.05, trick_pause=0)
    async with app.run_test(size=LAST) as pilot:
        await wait_until(pilot, lambda: moment(app) == "draft" and app.flow._turn is not None)
        table = app.table
        assert table is not None and game.to_act == 0
        app.flow.submit(KEEP, table.view)
        assert game.to_act == 1 and game.phase is Phase.DRAFT
        app.advance()
        assert table.kind is None or table.view.to_act == table.view.seat
        await wait_until(pilot, lambda: game.to_act == 0)
        assert app._exception is None
