"""The address a terminal player is shown, for a friend and for coming back, is one that works.

A player on the server's own machine joins over loopback, and was shown this machine's
network address for the friend's command and for coming back. A server listening on
loopback alone (the default) cannot be reached there, so both commands failed. The server
now tells a creator the address it gives out ("players join with: ..."), the lobby names
the server as the player reached it, and a player is told to come back the same way.
"""

from __future__ import annotations

from net_support import ann_seated
from ui_helpers import header_settled, wait_until

from spades_tui.net.address import for_a_friend
from spades_tui.net.server import GameServer
from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.host_wait import LobbyScreen, WaitScreen
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.ui.screens.table import TableScreen


def screen_text(app) -> str:  # type: ignore[no-untyped-def]
    return "\n".join(str(getattr(w, "render", lambda: "")()) for w in app.screen.query("Static"))


async def test_a_creator_on_the_servers_machine_gives_the_address_the_server_gives_out() -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    server.join_address = f"127.0.0.1:{port}"  # as `spades-tui server` sets it: loopback only
    url = f"ws://{host}:{port}"
    app = network_app(RemoteSetup(url, None, "Ann", share_address=for_a_friend(url)))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await pilot.pause()
            assert f"Server: 127.0.0.1:{port}" in screen_text(app)  # as this player came
            await pilot.press("enter")  # no code: a new table against a friend
            await wait_until(pilot, lambda: app.flow.friend_code is not None)
            command = f"spades-tui join 127.0.0.1:{port} {app.flow.friend_code}"
            await wait_until(pilot, lambda: command in screen_text(app))
            assert isinstance(app.screen, WaitScreen)
    finally:
        await server.stop()


async def test_a_terminal_creator_on_a_server_with_a_browser_page_is_told_of_the_page() -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    server.web_page = "http://192.0.2.7:8080"  # as `spades-tui server --web` sets it
    url = f"ws://{host}:{port}"
    app = network_app(RemoteSetup(url, None, "Ann", share_address=for_a_friend(url)))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await pilot.press("enter")  # no code: a new table against a friend
            await wait_until(pilot, lambda: app.flow.friend_code is not None)
            words = "or to open http://192.0.2.7:8080 in a browser and type the code:"
            await wait_until(pilot, lambda: words in " ".join(screen_text(app).split()))
            # Coming back is still by the command: this player has a terminal.
            assert app.flow.web_tab is False
    finally:
        await server.stop()


async def test_a_player_who_came_over_loopback_is_told_to_come_back_the_same_way() -> None:
    server, url, table, ann, runner = await ann_seated()
    code = table.meta.codes[1]
    app = network_app(RemoteSetup(url, code, "Kim", share_address=for_a_friend(url)))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and app.flow.view)
            words = app.flow.parting_words()
            command = f"spades-tui join {url.removeprefix('ws://')} {code}"
            assert words is not None and command in words
            await wait_until(pilot, lambda: header_settled(app))
    finally:
        runner.cancel()
        await ann.close()
        await server.stop()


async def test_a_browser_player_is_told_to_open_the_page_again_not_to_run_a_command() -> None:
    server, url, table, ann, runner = await ann_seated()
    code = table.meta.codes[1]
    page = "http://192.0.2.7:8080/"
    setup = RemoteSetup(url, code, "Kim", share_address="192.0.2.7:8080", page=page)
    app = network_app(setup)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and app.flow.view)
            words = app.flow.parting_words()
            assert words is not None and page in words and code in words, words
            assert "spades-tui join" not in words
            await wait_until(pilot, lambda: header_settled(app))
    finally:
        runner.cancel()
        await ann.close()
        await server.stop()


async def test_a_browser_player_leaving_is_told_the_code_on_the_page_not_in_the_servers_log() -> (
    None
):
    """What a tab prints as it ends reaches the server's log, never the browser: the code to
    come back with is said in a box on the page, and the tab ends printing nothing."""
    server, url, table, ann, runner = await ann_seated()
    code = table.meta.codes[1]
    setup = RemoteSetup(
        url, code, "Kim", share_address="192.0.2.7:8080", page="http://192.0.2.7:8080/"
    )
    app = network_app(setup)
    printed: list[object] = []
    exit_app = app.exit

    def exit_noting_what_it_prints(*args: object, **kwargs: object) -> None:
        printed.append(kwargs.get("message"))
        exit_app(*args, **kwargs)  # type: ignore[arg-type]

    app.exit = exit_noting_what_it_prints  # type: ignore[method-assign]
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and app.flow.view)
            await wait_until(pilot, lambda: header_settled(app))
            await pilot.press("ctrl+q")  # asks first: Ann waits at the table
            await pilot.press("enter")
            await wait_until(pilot, lambda: isinstance(app.screen, InfoScreen))
            assert code in screen_text(app)
            assert printed == []  # still on the page
            await pilot.press("enter")
            await wait_until(pilot, lambda: bool(printed))
        assert printed == [None]
    finally:
        runner.cancel()
        await ann.close()
        await server.stop()
