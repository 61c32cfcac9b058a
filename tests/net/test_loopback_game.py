"""Two bot clients and a server on 127.0.0.1 play whole games; no frame leaks a private card."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from net_support import PrivacyWatch

from spades_tui.core import game as core_game
from spades_tui.core.game import Game
from spades_tui.core.record import from_record, game_to_record
from spades_tui.core.rules import Rules
from spades_tui.net.bots import play_seat
from spades_tui.net.client import SeatClient
from spades_tui.net.server import GameServer
from spades_tui.storage import load_file

RULES = Rules(target=150, loss_floor=-150)


async def play_game(server: GameServer, seed: int, levels=("random", "random")) -> Game:
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    try:
        table = server.create_table("Ann", RULES, seed)
        bots = [
            play_seat(SeatClient(url, table.meta.codes[seat], name), levels[seat], seed + seat)
            for seat, name in enumerate(("Ann", "Bob"))
        ]
        results = await asyncio.wait_for(asyncio.gather(*bots), 60)
    finally:
        await server.stop()
    for stats in results:
        assert stats.finished and stats.refused == [] and stats.ended is None
    assert table.game is not None
    return table.game


@pytest.mark.parametrize("seed", [3, 11])
async def test_two_clients_play_a_seeded_game_to_the_end_and_no_frame_leaks(
    tmp_path: Path, seed: int
) -> None:
    watch = PrivacyWatch()
    server = GameServer(tmp_path, frame_rate=1e6)
    server.tap = watch
    game = await play_game(server, seed)
    assert game.winner is not None
    assert watch.leaks == []
    assert min(watch.frames) > 100  # every update of the game passed the check
    assert server.crashes == 0
    # Saved after every action: the finished game is filed in the table's history, and it
    # replays to the same record.
    saved = list(tmp_path.glob("tables/*/history/*-finished.json"))
    assert len(saved) == 1
    assert game_to_record(load_file(saved[0])) == game_to_record(game)
    assert from_record(game_to_record(game)).winner == game.winner


async def test_a_planted_leak_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make_view = core_game.make_view

    def leaky(game: Game, seat: int):  # a bug that shows one card of the other hand
        view = make_view(game, seat)
        other = game.hand.hands[1 - seat]
        return view._replace(hand=view.hand + tuple(other[:1])) if other else view

    monkeypatch.setattr(core_game, "make_view", leaky)
    watch = PrivacyWatch()
    server = GameServer(frame_rate=1e6)
    server.tap = watch
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", RULES, 5)
    bots = [
        play_seat(SeatClient(url, table.meta.codes[s], n), "random", s, stop_after=30)
        for s, n in enumerate(("Ann", "Bob"))
    ]
    try:
        await asyncio.wait_for(asyncio.gather(*bots, return_exceptions=True), 60)
    finally:
        await server.stop()
    assert watch.leaks and "seat" in watch.leaks[0]
