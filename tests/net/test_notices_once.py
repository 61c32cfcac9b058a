"""A notice is drawn once while a box or the palette is open over the table.

With a hand's summary or "The game cannot go on" up, each notice showed twice: at the foot
of the side panel (the table under the box kept its own) and again at the bottom, over the
box's frame and the hand (the box's). Now only the screen on top shows the notices, and a
box over the table shows them where the table does, beside the box.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from net_support import left_past_the_draft
from textual.widgets._toast import Toast
from ui_helpers import screen_text, wait_until

from spades_tui.net.client import SeatClient
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.ui.screens.table import TableScreen

VERIFIED = "Hand 2: shuffle verified (the cards were fixed before the draft)."


@pytest.fixture
async def game(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[tuple[str, tuple[str, str]]]:
    """A table two seats left past the draft: its URL and codes."""
    # The notices are read under a box, however long the machine takes to get there.
    monkeypatch.setattr(SpadesApp, "NOTIFICATION_TIMEOUT", 600.0)
    server, url, codes = await left_past_the_draft()
    try:
        yield url, codes
    finally:
        await server.stop()


def shown_toasts(app: SpadesApp) -> list[Toast]:
    return [t for t in app.screen.query(Toast) if t.region.area > 0]


async def test_a_notice_said_under_a_box_stands_beside_it_at_any_size(game) -> None:  # type: ignore[no-untyped-def]
    url, codes = game
    app = network_app(RemoteSetup(url, codes[1], "Kim", share_address="10.0.0.5:7777"))
    other: asyncio.Task[None] | None = None
    try:
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
            table, flow = app.screen, app.flow
            assert flow is not None
            await wait_until(pilot, lambda: "Your code to return" in screen_text(app))
            flow.notices.acted()  # no notice up: the box's own are placed when one comes
            await wait_until(pilot, lambda: "Your code to return" not in screen_text(app))
            # The same code used on another screen: this one is told the game cannot go on.
            other = asyncio.create_task(SeatClient(url, codes[1], "Kim").run())
            await wait_until(pilot, lambda: isinstance(app.screen, InfoScreen))
            await wait_until(pilot, lambda: "The game cannot go on" in screen_text(app))
            flow.notices.brief(VERIFIED)
            for size in ((80, 24), (120, 40), (80, 24)):
                await pilot.resize_terminal(*size)
                await wait_until(pilot, lambda: "Hand 2: shuffle" in screen_text(app))
                await pilot.pause()
                box = app.screen.query_one(".box").region
                side = table.query_one("#side").region
                (shown,) = shown_toasts(app)
                assert not shown.region.overlaps(box), (size, shown.region, box)
                assert side.contains_region(shown.region), (size, shown.region, side)
    finally:
        if other is not None:
            other.cancel()


async def test_a_notice_taken_down_under_a_box_is_gone_from_the_terminal(game) -> None:  # type: ignore[no-untyped-def]
    # The table under the box kept its own copy, in the same place as the box's, and Textual
    # updates only the screen on top: the copy stayed once the notice was taken down.
    url, codes = game
    app = network_app(RemoteSetup(url, codes[1], "Kim", share_address="10.0.0.5:7777"))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        flow = app.flow
        assert flow is not None
        ann = SeatClient(url, codes[0], "Ann")
        runner = asyncio.create_task(ann.run())
        await wait_until(pilot, lambda: flow.connected[0])
        await ann.close()
        runner.cancel()
        await wait_until(pilot, lambda: "Ann has left" in screen_text(app))
        app.push_screen(InfoScreen("Last trick", "A♠ K♠"))
        # It still holds: it shows beside the box (painted on the box's screen a moment after
        # the box itself, so the two are waited for together).
        await wait_until(
            pilot, lambda: "Last trick" in screen_text(app) and "Ann has left" in screen_text(app)
        )
        back = SeatClient(url, codes[0], "Ann")
        runner = asyncio.create_task(back.run())
        try:
            await wait_until(pilot, lambda: flow.connected[0])
            await wait_until(pilot, lambda: "Ann has left" not in screen_text(app))
        finally:
            await back.close()
            runner.cancel()
