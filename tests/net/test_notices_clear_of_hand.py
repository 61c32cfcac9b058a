"""Notices on the table stand clear of the hands.

A notice may stay up for long (that the other player has left, until they are back), and one
used to stand at the bottom right, over the five rightmost cards of the hand. On the table
a notice now stands in the side panel, and never reaches a hand (nor the score:
test_notices_clear_of_score.py).
"""

from __future__ import annotations

from net_support import left_past_the_draft
from textual.widgets._toast import Toast
from ui_helpers import SIZE, wait_until

from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.table import TableScreen


async def test_the_come_back_notices_cover_no_card_of_either_hand() -> None:
    # Both seats play past the draft, then go: each hand holds its cards.
    server, url, codes = await left_past_the_draft()
    app = network_app(RemoteSetup(url, codes[1], "Kim", share_address="10.0.0.5:7777"))
    try:
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
            await wait_until(pilot, lambda: len(app.screen.query(Toast)) >= 1)
            await pilot.pause()
            words = " ".join(str(t.render()) for t in app.screen.query(Toast))
            assert codes[1] in words
            hands = [app.screen.query_one(f"#{name}").region for name in ("hand", "top-hand")]
            assert all(hand.area > 0 for hand in hands)
            for toast in app.screen.query(Toast):
                assert toast.region.area > 0
                for hand in hands:
                    assert not toast.region.overlaps(hand), (toast.region, hand)
    finally:
        await server.stop()
