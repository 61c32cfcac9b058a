"""A tour of the screens a game does not pass through, for the language tests.

``study_tour`` opens the History (list and a game), the review and replay of a saved game,
Statistics, the help and the network form; ``network_tour`` the host's wait for a friend, the
lobby (with a mistake) and a join the server refuses. Each calls ``look(app, name)`` (and
awaits it, if it is a coroutine) once its screen is up, so one test can look for words outside
the catalog, another for lines that do not fit and another change the language over them, over
the very same screens.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

from test_history_screens import saved_games
from textual.app import App
from textual.widgets import Input

from spades_tui.core.rules import Rules
from spades_tui.net.server import GameServer
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.remote_app import RemoteApp, RemoteSetup
from spades_tui.ui.screens.history import GameHistoryScreen
from spades_tui.ui.screens.host_wait import LobbyScreen, WaitScreen
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.ui.screens.network import NetworkScreen
from spades_tui.ui.screens.replay import ReplayScreen
from spades_tui.ui.screens.review import ReviewScreen
from spades_tui.ui.screens.stats import StatsScreen

Look = Callable[[App, str], Awaitable[None] | None]


async def _until(pilot, condition: Callable[[], bool], limit: int = 300) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if condition():
            return
        await pilot.pause(0.05)
    raise AssertionError("the screen did not come")


async def study_tour(data: Path, size: tuple[int, int], look: Look) -> set[str]:
    """History, a game in it, its review and replay, Statistics, help and the network form."""
    seen = set()

    async def at(app: App, name: str) -> None:
        seen.add(name)
        result = look(app, name)
        if result is not None:
            await result

    app = SpadesApp(None, pace=0, storage=saved_games(data))
    async with app.run_test(size=size) as pilot:
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, GameHistoryScreen)
        await at(app, "history: unreadable file")
        await pilot.press("down")  # the hot-seat game
        await pilot.pause()
        await at(app, "history: a game")
        await pilot.press("r")
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        await _until(pilot, lambda: screen.review is not None or screen.problem is not None)
        await pilot.pause()
        await at(app, "review")
        await pilot.press("escape", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        for _ in range(12):
            await pilot.press("right")
        await pilot.pause()
        await at(app, "replay")
        await pilot.press("escape", "escape", "t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        await at(app, "statistics")
        await pilot.press("escape", "question_mark")
        await pilot.pause()
        await at(app, "help")
        await pilot.press("escape", "n")
        await pilot.pause()
        assert isinstance(app.screen, NetworkScreen)
        await at(app, "join form")
        app.screen.query_one("#code", Input).value = "K7P2"
        app.screen.query_one("#code", Input).focus()
        await pilot.press("enter")
        await pilot.pause()
        await at(app, "join form: a mistake")
    return seen


async def network_tour(size: tuple[int, int], look: Look) -> set[str]:
    """Waiting for a friend, the lobby and its mistake, and a join with a wrong code."""
    seen = set()

    async def at(app: App, name: str) -> None:
        seen.add(name)
        result = look(app, name)
        if result is not None:
            await result

    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    try:
        table = server.create_table("Ann", Rules(), 3)
        app = RemoteApp(RemoteSetup(url, table.meta.codes[0], "Ann", share_address="10.0.0.5:7777"))
        app.friend_code = table.meta.codes[1]
        async with app.run_test(size=size) as pilot:
            await _until(pilot, lambda: app.seat is not None)
            await pilot.pause()
            assert isinstance(app.screen, WaitScreen)
            await at(app, "host wait")
        lobby = RemoteApp(RemoteSetup(url, None, "Zed", share_address=f"{host}:{port}"))
        async with lobby.run_test(size=size) as pilot:
            await pilot.pause()
            assert isinstance(lobby.screen, LobbyScreen)
            lobby.screen.query_one(Input).cursor_blink = False
            await at(lobby, "lobby")
            await pilot.press(*"K7P2", "enter")
            await pilot.pause()
            await at(lobby, "lobby: a mistake")
        refused = RemoteApp(RemoteSetup(url, "0000-0000-0000-0000", "Zed"))
        async with refused.run_test(size=size) as pilot:
            await _until(pilot, lambda: isinstance(refused.screen, InfoScreen))
            await pilot.pause()
            await at(refused, "could not join")
    finally:
        await server.stop()
    return seen
