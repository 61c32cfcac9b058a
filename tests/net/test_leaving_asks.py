"""Leaving a network game still going asks first, and says what becomes of the table.

Ctrl+Q used to end a network game at once, leaving the other player waiting without a word
of warning to the one who pressed it. A local game is saved here and quits at once; a network
game asks: Enter or Ctrl+Q again leaves (with the way back), Esc stays at the table.
"""

from __future__ import annotations

import asyncio

import pytest
from net_support import ann_seated
from ui_helpers import screen_text, wait_until

from spades_tui.commands.network import host_parser, listen_options
from spades_tui.core.rules import Rules
from spades_tui.net.client import SeatClient
from spades_tui.net.server import GameServer
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.network_table import Hosting, RemoteSetup
from spades_tui.ui.screens.confirm import ConfirmScreen
from spades_tui.ui.screens.table import TableScreen


def said_on_leaving(app: SpadesApp) -> str:
    return " ".join(str(r) for r in app._exit_renderables)


async def asked_on_leaving(app: SpadesApp, pilot) -> str:  # type: ignore[no-untyped-def]
    """Ctrl+Q at the table, once the game is on it: the question's words."""
    await wait_until(pilot, lambda: app.flow.view is not None)
    await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
    await pilot.press("ctrl+q")
    await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
    return " ".join(screen_text(app).split())


async def test_ctrl_q_asks_esc_stays_and_ctrl_q_again_leaves_with_the_way_back() -> None:
    server, url, table, ann, runner = await ann_seated()
    code = table.meta.codes[1]
    app = network_app(RemoteSetup(url, code, "Kim", share_address="10.0.0.5:7777"))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            text = await asked_on_leaving(app, pilot)
            assert "Leave the game?" in text
            assert "The table stays open on the server: Ann can wait for you there." in text
            assert code in text  # the way back, before leaving
            # On a line of its own, whole, to be read or copied at 80 columns.
            command = f"spades-tui join {url.removeprefix('ws://')} {code}"
            assert any(line.strip(" │") == command for line in screen_text(app).splitlines())
            await pilot.press("escape")
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
            assert app.is_running
            await pilot.press("ctrl+q")
            await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
            await pilot.press("ctrl+q")
            await wait_until(pilot, lambda: app._exit_renderables)
            said = said_on_leaving(app)
        assert f"spades-tui join {url.removeprefix('ws://')} {code}" in said
    finally:
        await ann.close()
        runner.cancel()
        await server.stop()


@pytest.mark.parametrize(
    ("again", "told"),
    [
        ((), "run spades-tui host again"),
        # Started with other options, the host is told the command that finds the table.
        (
            ("--port", "9000", "--data-dir", "my games"),
            "run: spades-tui host --port 9000 --data-dir 'my games'",
        ),
    ],
)
async def test_the_host_is_told_leaving_closes_the_table_and_enter_leaves(
    tmp_path, again: tuple[str, ...], told: str
) -> None:
    server = GameServer(tmp_path, allow_create=False, hosted=True)
    hosting = Hosting(server, "127.0.0.1", 0, None, "Ann", Rules(), 3, "127.0.0.1")
    hosting.again = again
    app = network_app(RemoteSetup("", None, "Ann", hosting=hosting))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: app.flow.friend_code is not None and hosting.port != 0)
        kim = SeatClient(f"ws://127.0.0.1:{hosting.port}", app.flow.friend_code, "Kim")
        runner = asyncio.create_task(kim.run())
        try:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
            await pilot.press("ctrl+q")
            await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
            text = " ".join(screen_text(app).split())
            assert "Leaving closes the table: Kim cannot play on until you host again." in text
            await pilot.press("enter")
            await wait_until(pilot, lambda: app._exit_renderables)
            said = said_on_leaving(app)
        finally:
            await kim.close()
            runner.cancel()
    assert told in said


def test_hosting_again_names_the_listening_options_given_and_no_other() -> None:
    args = host_parser().parse_args(
        ["--name", "Ann", "--port", "9000", "--tls-cert", "c.pem", "--tls-key", "k.pem"]
    )
    assert listen_options(args) == ("--port", "9000", "--tls-cert", "c.pem", "--tls-key", "k.pem")
    assert listen_options(host_parser().parse_args([])) == ()


async def test_a_finished_or_unstarted_game_leaves_at_once() -> None:
    server, url, table, ann, runner = await ann_seated()
    app = network_app(RemoteSetup(url, "0000-0000-0000-0000", "Zed"))  # never at a table
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("ctrl+q")
            await wait_until(pilot, lambda: not app.is_running)
    finally:
        await ann.close()
        runner.cancel()
        await server.stop()


async def test_leaving_a_table_against_the_computer_says_the_game_waits() -> None:
    """Against the computer the question said "Computer can wait for you there", as if a
    person were left waiting."""
    server = GameServer(frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    setup = RemoteSetup(
        f"ws://{host}:{port}", None, "Kim", create=(Rules(), 5), computer=("random", "Computer")
    )
    app = network_app(setup)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            text = await asked_on_leaving(app, pilot)
            assert "The table stays open on the server, and the game waits there for you." in text
            assert "can wait for you" not in text
            await pilot.press("escape")
            await pilot.pause()
    finally:
        await server.stop()


async def test_leaving_a_table_still_waiting_for_the_friend_says_both_codes() -> None:
    """Leaving the waiting screen ended the join printing nothing: the codes on that screen
    went with it, and the creator could neither come back nor tell the friend. (Esc there
    takes the table back; ctrl+q leaves it waiting.)"""
    from spades_tui.ui.screens.host_wait import LobbyScreen, WaitScreen

    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    app = network_app(RemoteSetup(url, None, "Ann", share_address=f"127.0.0.1:{port}"))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await pilot.press("enter")  # no code: a new table against a friend
            await wait_until(pilot, lambda: app.flow.friend_code is not None)
            await wait_until(pilot, lambda: isinstance(app.screen, WaitScreen))
            (table,) = server.tables.values()
            await pilot.press("ctrl+q")
            await wait_until(pilot, lambda: app._exit_renderables)
            said = said_on_leaving(app)
        own, friend = table.meta.codes
        assert f"spades-tui join 127.0.0.1:{port} {own}" in said
        assert f"Your friend joins with: spades-tui join 127.0.0.1:{port} {friend}" in said
    finally:
        await server.stop()


async def test_leaving_after_the_other_has_gone_says_nobody_waits() -> None:
    """It said "Ann can wait for you there" of a player who had already left."""
    from net_support import left_past_the_draft

    server, url, codes = await left_past_the_draft()  # both seats gone
    app = network_app(RemoteSetup(url, codes[1], "Kim", share_address="10.0.0.5:7777"))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            text = await asked_on_leaving(app, pilot)
            assert "can wait for you" not in text
            assert "Ann has gone too: the game is kept on the server for you both." in text
    finally:
        await server.stop()
