"""The hint key: what the normal computer player would do, with its trick estimate for bids."""

from __future__ import annotations

import re

from ui_helpers import SIZE, app_for, position, screen_text

from spades_tui.core.game import Phase


async def test_bid_hint_names_the_bid_and_the_tricks_expected() -> None:
    game = position(seed=6, stop=lambda g: g.phase is Phase.BIDDING)
    app = app_for(game)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter", "i")  # past the hand-off, then ask
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = " ".join(screen_text(app).replace("▌", " ").split())
        found = re.search(
            r"normal player would (bid nil|bid \d+); it expects about (\d+\.\d) tricks", text
        )
        assert found, text
        assert 0 <= float(found.group(2)) <= 13
