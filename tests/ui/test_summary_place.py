"""The hand summary sits over the table it sums up, centred over the table's part of the
screen, not over the side panel (38 columns wide at 120x40, 24 at 80x24): centred on the
whole screen at 80x24 it covered part of the panel and left the rest of its frame showing."""

from __future__ import annotations

import pytest
from textual.containers import Vertical
from ui_helpers import app_for, position, until_summary

from spades_tui.core.game import Phase


def last_trick(game) -> bool:  # type: ignore[no-untyped-def]
    done = sum(1 for t in game.hand.tricks if t.winner is not None)
    return game.phase is Phase.PLAY and done == 12 and len(game.hand.tricks[-1].cards) == 1


@pytest.mark.parametrize(
    ("size", "centre"), [((120, 40), (120 - 38) // 2), ((80, 24), (80 - 24) // 2)]
)
async def test_the_summary_is_centred_over_the_table(size, centre) -> None:
    app = app_for(position(5, stop=last_trick))
    async with app.run_test(size=size) as pilot:
        await until_summary(pilot)
        await pilot.pause()
        box = app.screen.query_one(".box", Vertical).region
        assert abs(box.x + box.width // 2 - centre) <= 1
