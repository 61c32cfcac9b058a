"""A player who joined a network game keeps it: the server sends the finished game's record
with its last update, and History, the review and Statistics have it from this player's seat.

Only the host's History had the game; the friend who joined kept nothing to look back on.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from test_history_screens import reviewed_from_history
from test_rematch import RULES, served, until
from ui_helpers import wait_until

from spades_tui.core.game import Game, Phase, PlayerInfo
from spades_tui.core.record import game_to_record
from spades_tui.history import read_history
from spades_tui.net.client import SeatClient, Update
from spades_tui.net.shuffles import prove_new_hands
from spades_tui.players import make_player
from spades_tui.stats import sides
from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.export import ExportScreen
from spades_tui.ui.screens.history import GameHistoryScreen
from spades_tui.ui.screens.network_game_over import NetworkGameOverScreen
from spades_tui.ui.screens.replay import ReplayScreen
from spades_tui.ui.screens.review_table import ReviewTableScreen


def served_game() -> Game:
    """A finished game as a server plays one: each hand's shuffle proved before its draft."""
    game = Game(RULES, 4, (PlayerInfo("Ann"), PlayerInfo("Bob")))
    players = [make_player("random", 1), make_player("random", 2)]
    while game.phase is not Phase.GAME_OVER:
        prove_new_hands(game)
        game.apply(players[game.to_act].choose(game.view(game.to_act)))
    return game


async def test_the_last_update_carries_the_whole_game_and_no_earlier_one_does() -> None:
    game = served_game()
    server, url, table = await served(game)
    bob = SeatClient(url, table.meta.codes[1], None)
    runner = asyncio.create_task(bob.run())
    try:
        update = await until(bob, Update)
        assert isinstance(update, Update) and update.record is not None
        assert game_to_record(update.record) == game_to_record(game)
    finally:
        await bob.close()
        runner.cancel()
        await server.stop()
    under_way = Game(RULES, 4, (PlayerInfo("Ann"), PlayerInfo("Bob")))
    prove_new_hands(under_way)
    server, url, table = await served(under_way)
    ann = SeatClient(url, table.meta.codes[0], None)
    runner = asyncio.create_task(ann.run())
    try:
        update = await until(ann, Update)
        assert isinstance(update, Update) and update.record is None  # cards still hidden
    finally:
        await ann.close()
        runner.cancel()
        await server.stop()


async def test_the_guest_files_the_game_once_and_reviews_it_from_its_own_seat(
    tmp_path: Path,
) -> None:
    storage = Storage(tmp_path / "data")
    game = served_game()
    server, url, table = await served(game)
    try:
        for _time in range(2):  # coming back to the finished table does not file it twice
            guest = network_app(RemoteSetup(url, table.meta.codes[1], None, keep_in=storage))
            async with guest.run_test(size=(100, 30)) as pilot:
                await wait_until(pilot, lambda g=guest: isinstance(g.screen, NetworkGameOverScreen))
                await wait_until(pilot, lambda: any(storage.joined_folder(1).glob("*.json")))
    finally:
        await server.stop()
    assert len(list(storage.joined_folder(1).glob("*.json"))) == 1
    [entry] = read_history(storage)
    assert entry.network and entry.seat == 1
    assert game_to_record(entry.game) == game_to_record(game)  # type: ignore[arg-type]
    # Statistics count it for this player, Bob, against the friend, Ann.
    assert list(sides(entry)) == [("vs Ann (network)", 1, "")]
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(120, 40)) as pilot:
        review = await reviewed_from_history(pilot)
        assert review.viewer == 1
        # Bob's own hand at the bottom, as at the table, and his marks under it.
        await wait_until(pilot, lambda: "Bob" in _line(review, "#bottom-line"))
        assert "Ann" in _line(review, "#top-line")
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, GameHistoryScreen))
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await wait_until(pilot, lambda: "Bob" in _line(app.screen, "#bottom-line"))


def _line(screen, selector: str) -> str:  # type: ignore[no-untyped-def]
    from textual.widgets import Static

    content = screen.query_one(selector, Static).content
    return getattr(content, "plain", str(content))


async def test_a_browser_tab_files_nothing_on_the_server_owners_machine(tmp_path: Path) -> None:
    storage = Storage(tmp_path / "data")
    server, url, table = await served(served_game())
    try:
        tab = RemoteSetup(url, table.meta.codes[1], None, keep_in=storage, browser="192.0.2.9")
        app = network_app(tab)
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, NetworkGameOverScreen))
            await pilot.pause(0.2)
    finally:
        await server.stop()
    assert not storage.joined_folder(1).exists()


async def test_home_after_a_joined_game_has_the_data_folder(tmp_path: Path) -> None:
    """Home from the final screen of `spades-tui join` showed an empty History, crashed on
    Puzzles, and a game started there was never saved; x Export there did nothing."""
    from spades_tui.ui.screens.home import HomeScreen

    storage = Storage(tmp_path / "data")
    server, url, table = await served(served_game())
    try:
        app = network_app(RemoteSetup(url, table.meta.codes[1], None, keep_in=storage))
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, NetworkGameOverScreen))
            # The record came with the last update: the end of the game reviews and exports
            # it, from this seat, as a local game's end does.
            over = app.screen
            await pilot.press("v")
            await wait_until(pilot, lambda: isinstance(app.screen, ReviewTableScreen))
            assert app.screen.viewer == 1  # type: ignore[attr-defined]
            await pilot.press("escape")
            await wait_until(pilot, lambda: app.screen is over)
            await pilot.press("x")
            await wait_until(pilot, lambda: isinstance(app.screen, ExportScreen))
            await pilot.press("escape")
            await wait_until(pilot, lambda: app.screen is over)
            await pilot.press("h")
            await wait_until(pilot, lambda: isinstance(app.screen, HomeScreen))
            assert app.storage is not None and app.storage.root == storage.root
            await pilot.press("g")
            await wait_until(pilot, lambda: isinstance(app.screen, GameHistoryScreen))
            history = app.screen
            assert isinstance(history, GameHistoryScreen)
            assert [e.seat for e in history.entries] == [1]  # the game just played
    finally:
        await server.stop()
    # The folder is let go with the app: the next copy of the game may take it.
    storage.lock().close()
