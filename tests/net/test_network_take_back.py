"""u at a network table: the move has gone to the other end, and the table says so."""

from __future__ import annotations

from net_support import ann_hosting, kim_joins, notices
from ui_helpers import wait_until

from spades_tui.ui.screens.table import TableScreen


async def test_u_at_a_network_table_says_a_move_sent_cannot_be_taken_back(tmp_path) -> None:
    # It said nothing, as if the key did not work.
    app, hosting = ann_hosting(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        kim, runner = await kim_joins(app, hosting, pilot)
        try:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
            await pilot.press("u")
            await wait_until(pilot, lambda: "cannot be taken back" in notices(app))
        finally:
            await kim.close()
            runner.cancel()
