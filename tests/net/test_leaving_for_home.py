"""A network game started from the home screen goes back there when it is left.

Ctrl+Q in such a game (or on its "Connecting…" screen) used to end the whole program, though
the game had begun at the home screen; and the "Connecting…" screen to an address nobody
answers at had no key to give up with but ctrl+q. Esc now leaves the wait screen too.
"""

from __future__ import annotations

import socket

from net_support import ann_seated, notices
from textual.widgets import Input
from ui_helpers import SIZE, screen_text, wait_until

from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.confirm import ConfirmScreen
from spades_tui.ui.screens.home import HomeScreen
from spades_tui.ui.screens.host_wait import WaitScreen
from spades_tui.ui.screens.network import NetworkScreen
from spades_tui.ui.screens.table import TableScreen


def dead_address() -> str:
    """A loopback port nobody listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"127.0.0.1:{probe.getsockname()[1]}"


async def join_from_home(app: SpadesApp, pilot, address: str, code: str) -> None:  # type: ignore[no-untyped-def]
    """Home, n, the address and the code, Enter: as a person joins."""
    await wait_until(pilot, lambda: isinstance(app.screen, HomeScreen))
    await pilot.press("n")
    await wait_until(pilot, lambda: isinstance(app.screen, NetworkScreen))
    form = app.screen
    form.query_one("#address", Input).value = address
    form.query_one("#code", Input).value = code
    form.query_one("#address", Input).focus()
    await pilot.press("enter")
    await wait_until(pilot, lambda: app.flow is not None)


async def test_ctrl_q_while_connecting_goes_home(tmp_path) -> None:
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=SIZE) as pilot:
        await join_from_home(app, pilot, dead_address(), "K7PQ-M2XW-9HTR-C4DN")
        await wait_until(pilot, lambda: isinstance(app.screen, WaitScreen))
        assert "Connecting" in screen_text(app)
        await pilot.press("ctrl+q")
        await wait_until(pilot, lambda: isinstance(app.screen, HomeScreen) and app.flow is None)
        assert app.is_running and app.return_code is None


async def test_escape_while_connecting_goes_home_and_the_footer_says_so(tmp_path) -> None:
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=SIZE) as pilot:
        await join_from_home(app, pilot, dead_address(), "K7PQ-M2XW-9HTR-C4DN")
        await wait_until(pilot, lambda: isinstance(app.screen, WaitScreen))
        assert "Esc Leave" in " ".join(screen_text(app).split())
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, HomeScreen) and app.flow is None)
        assert app.is_running


async def test_leaving_a_game_under_way_goes_home_with_the_way_back(tmp_path) -> None:
    server, url, table, ann, runner = await ann_seated()
    code = table.meta.codes[1]
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    try:
        async with app.run_test(size=SIZE) as pilot:
            await join_from_home(app, pilot, url.removeprefix("ws://"), code)
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
            await pilot.press("ctrl+q")
            await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
            await pilot.press("enter")
            await wait_until(pilot, lambda: isinstance(app.screen, HomeScreen))
            assert app.is_running and app.flow is None
            await wait_until(pilot, lambda: code in notices(app))
            assert "spades-tui join" in notices(app)
    finally:
        await ann.close()
        runner.cancel()
        await server.stop()
