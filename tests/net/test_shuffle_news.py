"""A hand's shuffle checked out is said once, when the hand is scored, not at every join.

A join is sent every hand played so far, and each was said again: "Hand 1: shuffle
verified" came back whenever a player's connection came back during hand 2, or a browser
tab was reloaded (a new process, which has said nothing yet). An alarm is still said: it
holds for the rest of the game.
"""

from __future__ import annotations

import asyncio

import pytest
from net_support import notices
from ui_helpers import screen_text, wait_until

from spades_tui.core.rules import Rules
from spades_tui.net.bots import play_seat
from spades_tui.net.client import SeatClient
from spades_tui.net.server import GameServer, Table
from spades_tui.net.shuffles import Verdict
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.shuffle_words import shuffle_notices
from spades_tui.ui.spectate import SpectatorScreen

VERIFIED = "shuffle verified"


def test_on_a_join_the_hands_already_over_are_not_said_but_an_alarm_is() -> None:
    said = shuffle_notices([Verdict(1), Verdict(2, "mismatch")], joined_at=3)
    assert [alarm for _words, alarm in said] == [True]
    assert "Hand 2" in said[0][0]
    # The last hand of a game over is the hand in play: a player who joins then hears it.
    (last,) = shuffle_notices([Verdict(1), Verdict(2), Verdict(3)], joined_at=3)
    assert last == ("Hand 3: shuffle verified (the cards were fixed before the draft).", False)
    # Scored while the player is at the table, a hand is said as ever.
    assert shuffle_notices([Verdict(2)]) == [
        ("Hand 2: shuffle verified (the cards were fixed before the draft).", False)
    ]


async def in_hand_two() -> tuple[GameServer, str, Table]:
    """A server on loopback with a table whose seats, Ann and Kim, played random moves into
    the second hand and left: the server, its URL and the table."""
    server = GameServer(frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", Rules(), 3)
    target = 0
    while table.game is None or len(table.game.hands) < 2:
        target += 20
        plays = (
            play_seat(SeatClient(url, code, name), "random", seat, stop_after=target)
            for seat, (code, name) in enumerate(zip(table.meta.codes, ("Ann", "Kim"), strict=True))
        )
        await asyncio.wait_for(asyncio.gather(*plays), 60)
    return server, url, table


@pytest.mark.parametrize("watching", [False, True])
async def test_joining_during_hand_two_does_not_say_hand_one_again(
    watching: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The notices are read as they were said, however long the machine takes to look.
    monkeypatch.setattr(SpadesApp, "NOTIFICATION_TIMEOUT", 600.0)
    server, url, table = await in_hand_two()
    code = table.meta.watch_code if watching else table.meta.codes[1]
    app = network_app(RemoteSetup(url, code, "Kim", share_address="10.0.0.5:7777"))
    try:
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            screen = SpectatorScreen if watching else TableScreen
            await wait_until(pilot, lambda: isinstance(app.screen, screen))
            # The join's update has been read, and its notices said: the code to return
            # with goes with it to a seat, the whole log to a spectator.
            if watching:
                await wait_until(pilot, lambda: "Hand 2" in screen_text(app))
            else:
                await wait_until(pilot, lambda: "Your code to return" in notices(app))
            await pilot.pause()
            assert VERIFIED not in notices(app), notices(app)
    finally:
        await server.stop()
