"""Hosting again with an unfinished hosted game: continue it (same code) or start anew."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import pytest
from ui_helpers import wait_until

from spades_tui.history import NETWORK, read_history
from spades_tui.net.client import SeatClient, Update
from spades_tui.settings import Settings
from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.network_start import NetworkStart, prepare
from spades_tui.ui.screens.continue_hosted import ContinueHostedScreen
from spades_tui.ui.screens.host_wait import WaitScreen
from spades_tui.ui.screens.network import HostChoice
from spades_tui.ui.screens.table import TableScreen


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def wait_for(app: SpadesApp, pilot, kind: type) -> None:  # type: ignore[no-untyped-def]
    for _ in range(1500):  # 30 s: as long as a busy machine may take
        await pilot.pause(0.02)
        if isinstance(app.screen, kind):
            return
    raise AssertionError(f"{kind.__name__} did not show; {type(app.screen).__name__} did")


def host(tmp_path: Path, port: int) -> NetworkStart:
    return prepare(HostChoice(port, "127.0.0.1"), Settings(name="Ann"), Storage(tmp_path), False)


async def a_game_left_unfinished(tmp_path: Path) -> str:
    """Ann hosts, Kim joins, Ann declines double nil; then Ann's app ends. Kim's code back."""
    port = free_port()
    start = host(tmp_path, port)
    app = network_app(start.setup)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_for(app, pilot, WaitScreen)
            await wait_until(pilot, lambda: app.flow.friend_code)
            code = app.flow.friend_code
            assert code is not None
            kim = SeatClient(f"ws://127.0.0.1:{port}", code, "Kim")
            runner = asyncio.create_task(kim.run())
            await wait_for(app, pilot, TableScreen)
            await pilot.press("n")
            while not isinstance(m := await asyncio.wait_for(kim.inbox.get(), 60), Update) or (
                m.at < 1
            ):
                pass
            await kim.close()
            runner.cancel()
    finally:
        assert start.lock is not None
        start.lock.close()
    return code


@pytest.mark.parametrize("key", ["c", "n"])
async def test_hosting_again_offers_the_unfinished_game(tmp_path: Path, key: str) -> None:
    code = await a_game_left_unfinished(tmp_path)
    start = host(tmp_path, free_port())
    app = network_app(start.setup)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_for(app, pilot, ContinueHostedScreen)
            await pilot.press(key)
            if key == "c":
                await wait_for(app, pilot, TableScreen)
                assert app.flow.friend_code == code  # the friend's command still works
                assert app.flow.view is not None and app.flow.view.names == ("Ann", "Kim")
                assert app.flow.at == 1  # where it stopped
            else:
                await wait_for(app, pilot, WaitScreen)
                await wait_until(pilot, lambda: app.flow.friend_code)
                assert app.flow.friend_code is not None and app.flow.friend_code != code
                kept = list(tmp_path.glob("hosted/tables/*/history/*.json"))
                assert len(kept) == 1
                # The host's History lists the game set aside, as a network game.
                listed = [e for e in read_history(Storage(tmp_path)) if e.path in kept]
                assert [e.mode for e in listed] == [NETWORK]
    finally:
        assert start.lock is not None
        start.lock.close()


async def test_the_unfinished_game_writes_a_score_below_zero_as_the_table_does() -> None:
    # "Score: Ann −30" at the table read "Ann -30" here, with a hyphen.
    from ui_helpers import position, screen_text

    game = position(5, stop=lambda g: g.hand.number == 2)
    assert game.scores[0] < 0
    app = SpadesApp(None)
    async with app.run_test(size=(100, 30)) as pilot:
        await app.push_screen(ContinueHostedScreen(game))
        await pilot.pause()
        assert f"Ann −{-game.scores[0]}" in screen_text(app)


async def test_esc_leaves_the_unfinished_game_as_it_was(tmp_path: Path) -> None:
    """The box had no way out but continuing or setting the game aside."""
    await a_game_left_unfinished(tmp_path)
    tables = sorted(tmp_path.glob("hosted/tables/*"))
    start = host(tmp_path, free_port())
    app = network_app(start.setup)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_for(app, pilot, ContinueHostedScreen)
            await pilot.press("escape")
            await wait_until(pilot, lambda: not app.is_running)
    finally:
        assert start.lock is not None
        start.lock.close()
    assert app.return_code == 0
    # Nothing set aside and nothing new: hosting again offers the same game.
    assert sorted(tmp_path.glob("hosted/tables/*")) == tables
    assert list(tmp_path.glob("hosted/tables/*/history/*.json")) == []
