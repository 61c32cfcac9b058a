"""A tour of the screens a game does not pass through, for the language tests.

``study_tour`` opens the History (list and a game), the review and replay of a saved game,
Statistics, the help and the network form; ``network_tour`` the host's wait for a friend, the
lobby (with a mistake) and a join the server refuses; ``computer_tour`` plays a game against
the computer (hint, take-back, its thinking line, the claim) and ``watch_tour`` watches two
computers (thinking, pace, pause). Each calls ``look(app, name)`` (and
awaits it, if it is a coroutine) once its screen is up, so one test can look for words outside
the catalog, another for lines that do not fit and another change the language over them, over
the very same screens.
"""

from __future__ import annotations

import threading
from collections.abc import Awaitable, Callable
from pathlib import Path

from test_claim import claimable, roomy_claimable_seed
from test_history_screens import saved_games
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Footer, Input
from textual.widgets._footer import FooterKey

from spades_tui.core.game import Phase
from spades_tui.core.rules import Rules
from spades_tui.net.server import GameServer
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.history import GameHistoryScreen
from spades_tui.ui.screens.host_wait import LobbyScreen, WaitScreen
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.ui.screens.network import NetworkScreen
from spades_tui.ui.screens.replay import ReplayScreen
from spades_tui.ui.screens.review import ReviewScreen
from spades_tui.ui.screens.review_table import ReviewTableScreen
from spades_tui.ui.screens.scores import GameOverScreen, HandOverScreen
from spades_tui.ui.screens.stats import StatsScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.screens.table_text import key_word
from spades_tui.ui.setup import HUMAN, GameSetup
from spades_tui.ui.table_common import thinking_line

Look = Callable[[App, str], Awaitable[None] | None]


async def _until(pilot, condition: Callable[[], bool], limit: int = 300) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if condition():
            return
        await pilot.pause(0.05)
    raise AssertionError("the screen did not come")


async def footer_ready(app: App) -> None:
    """Wait until the screen's Footer holds its keys: it composes them after the screen, and
    again when the keys change, later still on a loaded machine."""
    pilot = Pilot(app)
    for _ in range(200):
        footers = list(app.screen.query(Footer))
        if all(_footer_keys(footer) == _shown_keys(app.screen) for footer in footers) and all(
            _laid_out(footer) for footer in footers
        ):
            await pilot.pause()
            return
        await pilot.pause(0.05)
    raise AssertionError("the footer never showed its keys")


def _laid_out(footer: Footer) -> bool:
    """Every key of the footer has its place on screen (a key just mounted has none until the
    next layout, and is not painted until then)."""
    return all(key.region.width > 0 for key in footer.query(FooterKey) if key.display)


def _footer_keys(footer: Footer) -> set[str]:
    """The actions the footer has keys for now, the command palette's left out."""
    return {key.action for key in footer.query(FooterKey) if not key.has_class("-command-palette")}


def _shown_keys(screen) -> set[str]:
    """The actions the screen's bindings ask the footer to show."""
    return {b.action for _k, b, _on, _t in screen.active_bindings.values() if b.show}


async def study_tour(data: Path, size: tuple[int, int], look: Look) -> set[str]:
    """History, a game in it, its review and replay, Statistics, help and the network form."""
    seen = set()

    async def at(app: App, name: str) -> None:
        seen.add(name)
        await footer_ready(app)
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
        table = app.screen
        assert isinstance(table, ReviewTableScreen)
        await _until(pilot, lambda: table.all_shown or table.problem is not None, 600)
        await pilot.pause()
        await at(app, "review on the table")
        await pilot.press("w")
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        await _until(pilot, lambda: screen.review is not None or screen.problem is not None)
        await pilot.pause()
        await at(app, "review")
        await pilot.press("escape", "escape", "enter")
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
        await footer_ready(app)
        result = look(app, name)
        if result is not None:
            await result

    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    try:
        table = server.create_table("Ann", Rules(), 3)
        app = network_app(
            RemoteSetup(url, table.meta.codes[0], "Ann", share_address="10.0.0.5:7777")
        )
        async with app.run_test(size=size) as pilot:
            app.flow.friend_code = table.meta.codes[1]  # the host's table knows it
            app.flow._say_waiting()
            await _until(pilot, lambda: app.flow.seat is not None)
            await pilot.pause()
            assert isinstance(app.screen, WaitScreen)
            await at(app, "host wait")
        lobby = network_app(RemoteSetup(url, None, "Zed", share_address=f"{host}:{port}"))
        async with lobby.run_test(size=size) as pilot:
            await pilot.pause()
            assert isinstance(lobby.screen, LobbyScreen)
            lobby.screen.query_one(Input).cursor_blink = False
            await at(lobby, "lobby")
            await pilot.press(*"K7P2", "enter")
            await pilot.pause()
            await at(lobby, "lobby: a mistake")
        refused = network_app(RemoteSetup(url, "0000-0000-0000-0000", "Zed"))
        async with refused.run_test(size=size) as pilot:
            await _until(pilot, lambda: isinstance(refused.screen, InfoScreen))
            await pilot.pause()
            await at(refused, "could not join")
    finally:
        await server.stop()
    return seen


def _held(player: object, hold: threading.Event) -> None:
    """Make ``player`` wait for ``hold`` before it chooses, so its thinking line stays up."""
    choose = player.choose  # type: ignore[attr-defined]

    def held_choose(view):  # type: ignore[no-untyped-def]
        hold.wait(timeout=30)
        return choose(view)

    player.choose = held_choose  # type: ignore[attr-defined]


def _vs_keys(app: SpadesApp) -> list[str]:
    """The person's next keys against the computer (none while the computer is to act)."""
    screen, game = app.screen, app.game
    assert game is not None
    if isinstance(screen, (HandOverScreen, InfoScreen)):
        return ["enter"]
    if isinstance(screen, TableScreen) and screen.trick_end:
        return ["space"]  # any key: the finished trick has been seen
    if not isinstance(screen, TableScreen) or game.phase is Phase.GAME_OVER or game.to_act != 0:
        return []
    return {
        "double_nil": [key_word("decline")],
        "draft": [key_word("keep")],
        "bidding": ["4", "enter"],
        "play": ["enter"],
    }.get(screen.kind or "", [])


async def computer_tour(size: tuple[int, int], look: Look) -> set[str]:
    """A whole game against the computer: the hint, a take-back with and without a decision,
    the computer thinking, the claim when it is offered, the hand summary and game over."""
    seen = set()

    async def at(app: App, name: str) -> None:
        seen.add(name)
        await footer_ready(app)
        result = look(app, name)
        if result is not None:
            await result

    async def once(app: App, name: str) -> None:
        if name not in seen:
            await at(app, name)

    # One hand decides a game to 10 with a floor of -10 (every bid made or lost moves the
    # score by at least that), and one hand shows every screen a game has.
    one_hand = Rules(target=10, loss_floor=-10)
    setup = GameSetup(("Ann", "Bob"), (HUMAN, "heuristic"), one_hand, 8)
    app = SpadesApp(setup.new_game(), setup.controllers, pace=0, trick_pause=0.5)
    hold = threading.Event()
    async with app.run_test(size=size) as pilot:
        game = app.game
        assert game is not None
        await _until(pilot, lambda: isinstance(app.screen, TableScreen) and app.flow.viewer == 0)
        assert game.to_act == 0, "the person draws first"
        _held(app.flow.players[1], hold)
        await pilot.pause()
        await at(app, "vs: a decision")
        await pilot.press("u")
        await pilot.pause()
        await at(app, "vs: nothing to take back")
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("i")
        await pilot.pause()
        await at(app, "vs: hint being thought of")
        await _until(pilot, lambda: table.hint_text != "" and table.hint_text != thinking_line())
        await at(app, "vs: hint")
        while game.to_act == 0:  # the person's decisions until the computer's turn
            await pilot.press(*_vs_keys(app))
            await pilot.pause()
        await _until(pilot, lambda: game.to_act == 1 and app.flow._on_show is not None)
        await pilot.pause()
        await at(app, "vs: the computer thinking")
        hold.set()
        await _until(pilot, lambda: game.to_act == 0 and app.screen is app.table)
        await pilot.press("u")  # in the draft: it says why a draft turn stays
        await pilot.pause()
        await at(app, "vs: the draft is not taken back")
        for _step in range(6000):
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, GameOverScreen):
                await at(app, "vs: game over")
                break
            if isinstance(screen, HandOverScreen):
                await once(app, "vs: hand summary")
            elif isinstance(screen, TableScreen) and screen.trick_end:
                await once(app, "vs: a trick won")
            elif (
                "vs: taken back" not in seen
                and isinstance(screen, TableScreen)
                and screen.kind == "play"
                and app.check_action("take_back", ())
            ):
                await pilot.press("u")  # a card taken back
                await _until(pilot, lambda: app.screen is app.table and app.table.kind is not None)
                await at(app, "vs: taken back")
                continue
            for key in _vs_keys(app):
                await pilot.press(key)
        else:
            raise AssertionError("the game did not end")
    claim = claimable(roomy_claimable_seed())  # a claim of more than the last trick
    assert claim is not None
    app = SpadesApp(claim, (HUMAN, "heuristic"), pace=0, trick_pause=0)
    async with app.run_test(size=size) as pilot:
        await _until(pilot, lambda: app.screen is app.table and bool(app.flow.claim()))
        await pilot.pause()
        await at(app, "vs: claim offered")
        await pilot.press("w")
        await pilot.pause()
        await at(app, "vs: claimed")
    return seen


async def watch_tour(size: tuple[int, int], look: Look) -> set[str]:
    """Two computers: one thinking, the pace changed, paused, and game over."""
    seen = set()

    async def at(app: App, name: str) -> None:
        seen.add(name)
        await footer_ready(app)
        result = look(app, name)
        if result is not None:
            await result

    setup = GameSetup(
        ("Ann", "Bob"), ("heuristic", "heuristic"), Rules(target=10, loss_floor=-10), 4
    )
    app = SpadesApp(setup.new_game(), setup.controllers, pace=0.05, trick_pause=0)
    hold = threading.Event()
    async with app.run_test(size=size) as pilot:
        for player in app.flow.players.values():
            _held(player, hold)
        await _until(pilot, lambda: app.flow._on_show is not None and app.screen is app.table)
        await pilot.pause()
        await at(app, "watch: thinking")
        await pilot.press("minus")
        await pilot.pause()
        await at(app, "watch: pace")
        await pilot.press("p")
        await pilot.pause()
        await at(app, "watch: paused")
        app.pace = 0.0  # the rest of the game as fast as it goes
        hold.set()
        await pilot.press("p")
        # The hand summary of a watched game closes by itself, so it is not looked at here (a
        # loaded machine may have moved on); the game against the computer shows the same box.
        await _until(pilot, lambda: isinstance(app.screen, GameOverScreen), limit=6000)
        await pilot.pause()
        await at(app, "watch: game over")
    return seen
