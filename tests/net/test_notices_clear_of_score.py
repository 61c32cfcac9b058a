"""The notices of a network game leave the score, what this seat knows and the hands in sight.

The code to come back with (and the one to watch with) stays up 20 s. Its notice used to
stand at the top right, over the score, for all that time; it now stands at the foot of the
side panel, above the hand. The screen is read while the notice shows.
"""

from __future__ import annotations

import asyncio

import pytest
from net_support import left_past_the_draft
from textual.widgets._toast import Toast
from ui_helpers import screen_text, wait_until

from spades_tui.net.client import SeatClient
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.table import TableScreen


@pytest.fixture
def notices_stay_up(monkeypatch: pytest.MonkeyPatch) -> None:
    # Where a notice stands is looked at here, not how long it stays: on a loaded machine
    # a brief one had gone before the table came up to be read.
    monkeypatch.setattr(SpadesApp, "NOTIFICATION_TIMEOUT", 600.0)


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_the_come_back_notice_leaves_the_score_and_what_you_know_in_sight(
    size: tuple[int, int], notices_stay_up: None
) -> None:
    # Both seats play past the draft, then go: the score and what each seat knows are drawn.
    server, url, codes = await left_past_the_draft()
    app = network_app(RemoteSetup(url, codes[1], "Kim", share_address="10.0.0.5:7777"))
    try:
        async with app.run_test(size=size, notifications=True) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
            await wait_until(pilot, lambda: len(app.screen.query(Toast)) >= 1)
            await pilot.pause()
            screen = app.screen
            notices = [t for t in screen.query(Toast) if t.region.area > 0]
            assert notices and codes[1] in " ".join(str(t.render()) for t in notices)
            # What this seat knows must stay readable: its lines, not its frame (at 80x24 a
            # notice may lie on the frame's last line, over no word).
            kept_in_sight = {
                name: screen.query_one(f"#{name}").region for name in ("score", "hand", "top-hand")
            }
            kept_in_sight["memory"] = screen.query_one("#memory").content_region
            assert all(region.area > 0 for region in kept_in_sight.values())
            for notice in notices:
                for name, region in kept_in_sight.items():
                    assert not notice.region.overlaps(region), (name, notice.region, region)
            # Read as a person would: the score's lines are all there, beside the notice.
            text = screen_text(app)
            assert "Kim (you)" in text and text.count("bags") == 2, text
            assert codes[1] in text
    finally:
        await server.stop()


def side_panel_words(app, left: int) -> str:  # type: ignore[no-untyped-def]
    """The words at the right of column ``left``, line after line, as one text."""
    lines = [line[left:].replace("▌", " ").strip() for line in screen_text(app).splitlines()]
    return " ".join(line for line in lines if line)


@pytest.mark.parametrize("lost_first", [False, True])
async def test_when_the_opponent_leaves_the_newest_notice_stands_whole_above_the_hand(
    lost_first: bool,
) -> None:
    # With a lost connection first, three notices stood under the score: the newest, which
    # holds the code to come back with, was cut after "Ann has left; the".
    server, url, codes = await left_past_the_draft()
    ann = SeatClient(url, codes[0], "Ann")
    runner = asyncio.create_task(ann.run())
    app = network_app(RemoteSetup(url, codes[1], "Kim", share_address="10.0.0.5:7777"))
    try:
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
            await wait_until(pilot, lambda: len(app.screen.query(Toast)) >= 1)
            await wait_until(pilot, lambda: app.flow.connected[0])
            if lost_first:
                app.flow.notices.stand("lost", "Connection lost; trying to reconnect…", "error")
                await wait_until(pilot, lambda: len(app.screen.query(Toast)) >= 2)
            await ann.close()
            runner.cancel()
            await wait_until(pilot, lambda: len(app.screen.query(Toast)) >= 2 + lost_first)
            side = app.screen.query_one("#side").region.x
            said = (
                "Ann has left; the game is kept on the server. Wait here, or come back later "
                f"with your code {codes[1]}."
            )
            await wait_until(pilot, lambda: said in side_panel_words(app, side))
            hand = app.screen.query_one("#hand").region
            assert not any(n.region.overlaps(hand) for n in app.screen.query(Toast))
            if lost_first:
                assert "Connection lost; trying to reconnect…" in side_panel_words(app, side)
                return
            # Both notices whole take nine lines where eight lie under the score: the code's
            # notice may lie on the score's frame, never on its words.
            score = app.screen.query_one("#score").content_region
            assert "Your code to return:" in side_panel_words(app, side)
            for notice in app.screen.query(Toast):
                assert not notice.region.overlaps(score)
    finally:
        await server.stop()
