"""A game left on a hand's summary comes back on that summary, with the table behind it
painted: its score, what the player knows and the log, not empty boxes."""

from __future__ import annotations

import pytest
from ui_helpers import position, wait_until

from spades_tui.core.game import Phase
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.scores import HandOverScreen
from spades_tui.ui.setup import HUMAN


def _left_on_the_summary():  # type: ignore[no-untyped-def]
    # Hand 2 not begun: the save of a game left while the summary of hand 1 was on show.
    return position(5, stop=lambda g: g.hand.number == 2 and g.phase is Phase.DOUBLE_NIL)


@pytest.mark.parametrize("controllers", [(HUMAN, "hard"), ("normal", "hard")])
async def test_the_table_behind_a_summary_shown_again_is_painted(controllers) -> None:
    game = _left_on_the_summary()
    assert not game.hand.draft
    app = SpadesApp(game, controllers, pace=0, trick_pause=0, from_storage=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, HandOverScreen))
        table = app.flow.table
        assert table is not None
        assert table.view is not None, "the table behind the summary was never painted"
        assert table.view.scores == tuple(game.scores)
        assert any(line.startswith("Hand 1") for line in table.lines), table.lines
