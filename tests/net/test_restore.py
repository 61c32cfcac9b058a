"""A restarted server (or host) finds its unfinished tables, codes and all, and play goes on."""

from __future__ import annotations

import asyncio
from pathlib import Path

from spades_tui.core.record import game_to_record
from spades_tui.core.rules import Rules
from spades_tui.net.bots import play_seat
from spades_tui.net.client import SeatClient
from spades_tui.net.server import GameServer


async def play(server: GameServer, codes: tuple[str, str], stop_after: int | None):
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    try:
        return await asyncio.wait_for(
            asyncio.gather(
                *(
                    play_seat(SeatClient(url, code, name), "random", s, stop_after=stop_after)
                    for s, (code, name) in enumerate(zip(codes, ("Ann", "Bob"), strict=True))
                )
            ),
            60,
        )
    finally:
        await server.stop()


async def test_a_restarted_server_continues_the_same_game_with_the_same_codes(
    tmp_path: Path,
) -> None:
    first = GameServer(tmp_path, frame_rate=1e6)
    table = first.create_table("Ann", Rules(target=150, loss_floor=-150), 8)
    await first.save_meta(table)
    await play(first, table.meta.codes, stop_after=30)
    assert table.game is not None
    record = game_to_record(table.game)
    applied = table.game.actions_applied
    assert applied >= 30

    second = GameServer(tmp_path, frame_rate=1e6)
    (restored,) = second.restore()
    assert restored.meta.codes == table.meta.codes and restored.game is not None
    # Each seat gets back the log it had heard, not only the opening of the hand.
    for seat in (0, 1):
        assert restored.logs[seat] == table.logs[seat][-len(restored.logs[seat]) :]
        assert len(restored.logs[seat]) > len(restored.game.opening_events(seat))
    assert restored.game.actions_applied == applied
    assert game_to_record(restored.game) == record
    results = await play(second, table.meta.codes, stop_after=None)
    assert all(stats.finished for stats in results)
    assert restored.game.winner is not None
    assert second.restore() == []  # a finished game is filed away, not restored again


async def test_retiring_a_table_keeps_its_game_in_history(tmp_path: Path) -> None:
    server = GameServer(tmp_path, frame_rate=1e6)
    table = server.create_table("Ann", Rules(), 2)
    await server.save_meta(table)
    await play(server, table.meta.codes, stop_after=6)
    server.retire(table)
    assert server.tables == {}
    assert list(tmp_path.glob("tables/*/history/*-unfinished.json"))
    assert GameServer(tmp_path).restore() == []


async def test_a_seat_still_connected_to_a_retired_table_is_told_at_once(tmp_path: Path) -> None:
    from spades_tui.net.client import Ended, Update

    server = GameServer(tmp_path, frame_rate=1e6)
    table = server.create_table("Ann", Rules(), 2)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    names = ("Ann", "Bob")
    clients = [SeatClient(url, c, n) for c, n in zip(table.meta.codes, names, strict=True)]
    runners = [asyncio.create_task(c.run()) for c in clients]
    try:
        guest = clients[1]
        while not isinstance(await asyncio.wait_for(guest.inbox.get(), 60), Update):
            pass  # both seats are in: the game has begun
        server.retire(table)  # the host chose a new game
        message = await asyncio.wait_for(guest.inbox.get(), 60)
        while not isinstance(message, Ended):
            message = await asyncio.wait_for(guest.inbox.get(), 60)
        assert message.code == "table_closed"
    finally:
        for client in clients:
            await client.close()
        for runner in runners:
            runner.cancel()
        await server.stop()


async def test_a_seat_coming_back_after_its_table_was_retired_is_told_so(tmp_path: Path) -> None:
    """A guest who was away when the host started a new game came back to "No table has this
    code", as if the code had been mistyped."""
    from spades_tui.net.client import Ended

    server = GameServer(tmp_path, frame_rate=1e6)
    table = server.create_table("Ann", Rules(), 2)
    server.retire(table)  # the host chose a new game while Bob was away
    host, port = await server.start("127.0.0.1", 0)
    bob = SeatClient(f"ws://{host}:{port}", table.meta.codes[1], "Bob")
    runner = asyncio.create_task(bob.run())
    try:
        message = await asyncio.wait_for(bob.inbox.get(), 60)
        while not isinstance(message, Ended):
            message = await asyncio.wait_for(bob.inbox.get(), 60)
        assert message.code == "table_closed"
        assert server.limiter.wait_for("127.0.0.1") == 0  # not a wrong code
    finally:
        await bob.close()
        runner.cancel()
        await server.stop()
