"""A notice at a network table is up as long as what it says holds.

They used to stay 20 to 30 s whatever they said: the code to come back with lay over the
table for 20 s, and "Ann has left" stood for 30 s, gone while she was still away, or still up
when she was back. Now a notice that asks nothing goes after Textual's few seconds or when
the player acts, and one that matters stays until it no longer holds.

A seat that was away itself hears only in the welcome where the other is: "Ann has left"
stayed up on a guest whose host had come back first, since no presence frame said so.
"""

from __future__ import annotations

import asyncio

from net_support import left_past_the_draft, notices, until
from ui_helpers import SIZE, wait_until

from spades_tui.net.bots import play_seat
from spades_tui.net.client import SeatClient, Welcome
from spades_tui.players import make_player
from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import NetworkTable, RemoteSetup
from spades_tui.ui.screens.table import TableScreen

RETURN = "Your code to return"


def kims_app(url: str, codes: tuple[str, str]):  # type: ignore[no-untyped-def]
    """Kim's app, joining the table of ``left_past_the_draft`` with his code."""
    return network_app(RemoteSetup(url, codes[1], "Kim", share_address="10.0.0.5:7777"))


async def at_the_table(app, pilot) -> NetworkTable:  # type: ignore[no-untyped-def]
    await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
    flow = app.flow
    assert isinstance(flow, NetworkTable)
    return flow


async def test_a_code_goes_when_the_player_acts_and_a_leaving_stays_until_the_return() -> None:
    server, url, codes = await left_past_the_draft()
    app = kims_app(url, codes)
    try:
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            flow = await at_the_table(app, pilot)
            await wait_until(pilot, lambda: RETURN in notices(app))
            (code_notice,) = [n for n in app._notifications if RETURN in n.message]
            assert code_notice.timeout <= app.NOTIFICATION_TIMEOUT  # it asks nothing

            # Ann comes back, plays until it is Kim's turn, and goes again.
            while True:
                await wait_until(pilot, lambda: flow.view is not None and flow._sent_at is None)
                assert flow.view is not None
                if flow.view.my_turn:
                    break
                ann = SeatClient(url, codes[0], "Ann")
                await asyncio.wait_for(play_seat(ann, "random", 1, stop_after=flow.at + 1), 30)
            ann = SeatClient(url, codes[0], "Ann")
            await asyncio.wait_for(play_seat(ann, "random", 1, stop_after=flow.at), 30)
            await wait_until(pilot, lambda: "Ann has left" in notices(app))
            (left,) = [n for n in app._notifications if "Ann has left" in n.message]
            assert left.timeout > 3600  # it holds until she is back

            # The palette shows the codes again; a decision takes that notice down, not the
            # one that still holds.
            (show,) = [c for c in flow.commands(app.screen) if c.title == "Show my codes"]
            show.callback()
            await wait_until(pilot, lambda: RETURN in notices(app))
            await wait_until(pilot, lambda: not flow._showing_moments and flow.view.my_turn)
            flow.submit(make_player("random", 2).choose(flow.view))
            await pilot.pause()
            assert RETURN not in notices(app)
            assert "Ann has left" in notices(app)

            # Ann is back: that she has left no longer holds.
            back = SeatClient(url, codes[0], "Ann")
            runner = asyncio.create_task(back.run())
            await wait_until(pilot, lambda: flow.connected[0])
            await pilot.pause()
            assert "Ann has left" not in notices(app)
            await back.close()
            runner.cancel()
    finally:
        await server.stop()


async def kim_away_while(app: NetworkTable, pilot, meanwhile) -> None:  # type: ignore[no-untyped-def]
    """Kim's connection drops, ``meanwhile()`` happens, and then Kim's client gets back in by
    itself: as when a host's app (and the server in it) is gone and then hosted again."""
    client = app.client
    assert client is not None and client._ws is not None
    session, back = client._session, asyncio.Event()

    async def after_meanwhile() -> str | None:
        await back.wait()
        return await session()

    client._session = after_meanwhile  # type: ignore[method-assign]
    await client._ws.close()
    await wait_until(pilot, lambda: app.status_override is not None)  # Kim knows he is away
    await meanwhile()
    back.set()
    await wait_until(pilot, lambda: app.status_override is None)  # welcomed, and updated
    await pilot.pause()


async def test_the_leaving_ends_when_she_came_back_while_he_was_away_too() -> None:
    server, url, codes = await left_past_the_draft()
    app = kims_app(url, codes)
    ann = SeatClient(url, codes[0], "Ann")
    runner: asyncio.Task[None] | None = None
    try:
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            flow = await at_the_table(app, pilot)
            # Ann comes and goes while Kim is there: he is told she has left.
            first = SeatClient(url, codes[0], "Ann")
            await asyncio.wait_for(play_seat(first, "random", 1, stop_after=flow.at), 30)
            await wait_until(pilot, lambda: "Ann has left" in notices(app))

            async def ann_comes_back() -> None:
                nonlocal runner
                runner = asyncio.create_task(ann.run())
                await until(ann, Welcome)

            # Only the welcome says she is back: no presence frame reached Kim while away.
            await kim_away_while(flow, pilot, ann_comes_back)
            assert flow.connected == [True, True]
            assert "Ann has left" not in notices(app)
    finally:
        await ann.close()
        if runner is not None:
            runner.cancel()
        await server.stop()


async def test_he_is_told_she_left_while_he_was_away() -> None:
    server, url, codes = await left_past_the_draft()
    app = kims_app(url, codes)
    ann = SeatClient(url, codes[0], "Ann")
    runner = asyncio.create_task(ann.run())
    try:
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            flow = await at_the_table(app, pilot)
            await wait_until(pilot, lambda: flow.connected == [True, True])
            (table,) = server.tables.values()

            async def ann_leaves() -> None:
                await ann.close()
                runner.cancel()
                await wait_until(pilot, lambda: table.peers[0] is None)

            await kim_away_while(flow, pilot, ann_leaves)
            assert flow.connected == [False, True]
            assert "Ann has left; the game is kept on the server" in notices(app)
    finally:
        await ann.close()
        runner.cancel()
        await server.stop()


async def test_his_own_lost_connection_stands_as_a_notice_until_he_is_back() -> None:
    """A lost connection was said only in the status line, which a hand's summary or a dialog
    over the table hides: a player there saw nothing for as long as it lasted."""
    server, url, codes = await left_past_the_draft()
    app = kims_app(url, codes)
    try:
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            flow = await at_the_table(app, pilot)
            lost = "Connection lost; trying to reconnect…"

            async def meanwhile() -> None:
                await wait_until(pilot, lambda: lost in notices(app))
                (notice,) = [n for n in app._notifications if lost in n.message]
                assert notice.timeout > 3600  # it holds until he is back

            await kim_away_while(flow, pilot, meanwhile)
            await wait_until(pilot, lambda: lost not in notices(app))
    finally:
        await server.stop()


async def test_a_leaving_goes_when_the_table_is_set_aside() -> None:
    """The notice "Ann has left; ... come back later with your code" stood beside "The game
    cannot go on" once the host had set the game aside: the code no longer worked."""
    from spades_tui.ui.screens.info import InfoScreen

    server, url, codes = await left_past_the_draft()
    app = kims_app(url, codes)
    try:
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            flow = await at_the_table(app, pilot)
            first = SeatClient(url, codes[0], "Ann")  # Ann comes, and goes again
            await asyncio.wait_for(play_seat(first, "random", 1, stop_after=flow.at), 30)
            await wait_until(pilot, lambda: "Ann has left" in notices(app))
            (table,) = server.tables.values()
            server.retire(table)
            await wait_until(pilot, lambda: isinstance(app.screen, InfoScreen))
            await wait_until(pilot, lambda: "Ann has left" not in notices(app))
    finally:
        await server.stop()


async def test_nothing_said_of_a_game_stays_up_once_the_player_has_left_it() -> None:
    """Back on the home screen, "Connection lost; trying to reconnect…" (and "Ann has left;
    the game is kept…") stood for minutes over it and over the network form, about a game
    this player had left."""
    from spades_tui.ui.app import SpadesApp
    from spades_tui.ui.screens.home import HomeScreen

    server, url, codes = await left_past_the_draft()
    app = SpadesApp(None, pace=0)
    try:
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await pilot.pause()
            app.play_network(RemoteSetup(url, codes[1], "Kim"))
            flow = await at_the_table(app, pilot)
            await server.stop()
            await wait_until(pilot, lambda: "Connection lost" in notices(app))
            flow.quit(None)
            await wait_until(pilot, lambda: isinstance(app.screen, HomeScreen))
            await pilot.pause()
            assert notices(app) == ""  # the code to return to it went too
    finally:
        await server.stop()
