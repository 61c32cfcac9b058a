"""A server table's game goes through its Match: the loop that waits for each seat's agent."""

from __future__ import annotations

import asyncio

from spades_tui.core.actions import DECLINE
from spades_tui.core.rules import Rules
from spades_tui.net.bots import play_seat
from spades_tui.net.client import SeatClient, Update
from spades_tui.net.server import GameServer


async def next_update(client: SeatClient) -> Update:
    while not isinstance(message := await asyncio.wait_for(client.inbox.get(), 60), Update):
        pass
    return message


async def test_the_match_waits_for_the_seat_to_act_and_ends_with_the_game() -> None:
    server = GameServer(frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", Rules(target=100, loss_floor=-100), 7)
    ann = SeatClient(url, table.meta.codes[0], "Ann")
    bob = SeatClient(url, table.meta.codes[1], "Bob")
    runners = [asyncio.create_task(c.run()) for c in (ann, bob)]
    try:
        first = await next_update(ann)
        await next_update(bob)
        match = table.match
        assert match is not None and match.game is table.game
        runner = table._runner
        assert runner is not None and not runner.done()  # waiting for seat 0's agent
        seat = first.view.to_act
        assert seat == 0
        waiting = match.session(0)._waiting
        assert waiting is not None and not waiting.done()
        assert await ann.act(DECLINE, first.at)
        await next_update(ann)
        # The action reached the match: seat 0's wait is over and the game moved on once.
        assert waiting.done() and match.game.actions_applied == first.at + 1
        assert not runner.done()
    finally:
        for client in (ann, bob):
            await client.close()
        for task in runners:
            task.cancel()
    # Two bots take the seats back and play to the end: the match's loop ends with the game.
    bots = [play_seat(SeatClient(url, table.meta.codes[s], None), "random", s) for s in (0, 1)]
    results = await asyncio.wait_for(asyncio.gather(*bots), 60)
    assert all(r.finished and not r.refused for r in results)
    await asyncio.wait_for(runner, 60)
    assert runner.exception() is None and table.game is not None and table.game.winner is not None
    await server.stop()


async def test_stopping_the_server_stops_every_match() -> None:
    server = GameServer(frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    table = server.create_table("Ann", Rules(), 2)
    clients = [SeatClient(f"ws://{host}:{port}", code, None) for code in table.meta.codes]
    runners = [asyncio.create_task(c.run()) for c in clients]
    await next_update(clients[0])
    assert table._runner is not None and not table._runner.done()
    await server.stop()
    await asyncio.wait_for(table._runner, 60)
    assert not table._runner.cancelled() and table._runner.exception() is None
    for client, task in zip(clients, runners, strict=True):
        await client.close()
        task.cancel()
