"""A rematch over the network: after game over both players ask, and the same table plays on."""

from __future__ import annotations

import asyncio
import secrets
from pathlib import Path

from ui_helpers import screen_text, wait_until

from spades_tui.core.actions import DECLINE
from spades_tui.core.game import Game, Phase, PlayerInfo
from spades_tui.core.record import game_to_record
from spades_tui.core.rules import Rules
from spades_tui.net.client import Message, Refused, RematchAsked, SeatClient, Update
from spades_tui.net.codes import new_code
from spades_tui.net.server import GameServer, Table, TableMeta
from spades_tui.players import make_player
from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.network_game_over import NetworkGameOverScreen
from spades_tui.ui.screens.table import TableScreen

RULES = Rules(target=100, loss_floor=-100)


def finished_game() -> Game:
    game = Game(RULES, 4, (PlayerInfo("Ann"), PlayerInfo("Bob")))
    players = [make_player("random", 1), make_player("random", 2)]
    while game.phase is not Phase.GAME_OVER:
        game.apply(players[game.to_act].choose(game.view(game.to_act)))
    return game


def table_with(server: GameServer, game: Game) -> Table:
    meta = TableMeta(secrets.token_hex(4), (new_code(), new_code()), ["Ann", "Bob"], RULES, None)
    return server._add(Table(meta, server, game))


async def served(game: Game) -> tuple[GameServer, str, Table]:
    """A server on loopback with one table holding ``game``: the server, its URL, the table."""
    server = GameServer(frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    return server, f"ws://{host}:{port}", table_with(server, game)


async def until(client: SeatClient, kind: type) -> Message:
    while not isinstance(message := await asyncio.wait_for(client.inbox.get(), 60), kind):
        pass
    return message


async def test_both_ask_and_a_new_game_starts_at_the_same_table(tmp_path: Path) -> None:
    server = GameServer(tmp_path, frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", RULES, 5)
    ann, bob = (
        SeatClient(url, code, name) for code, name in zip(table.meta.codes, "AB", strict=True)
    )
    runners = [asyncio.create_task(c.run()) for c in (ann, bob)]
    try:
        first = await until(ann, Update)
        assert isinstance(first, Update)
        # Before the end there is no rematch to ask for; the connection stays.
        assert await ann.ask_rematch()
        refused = await until(ann, Refused)
        assert isinstance(refused, Refused) and refused.code == "not_over"
        # Play the game out from the server's side of the table, as the clients would.
        game = table.game
        assert game is not None and table.match is not None
        players = [make_player("random", 1), make_player("random", 2)]
        while game.phase is not Phase.GAME_OVER:
            seat = game.to_act
            assert table.match.session(seat).submit(players[seat].choose(game.view(seat))) is None
        await server.save_game(table)
        finished = game_to_record(game)
        assert await ann.ask_rematch()
        for client in (ann, bob):
            asked = await until(client, RematchAsked)
            assert isinstance(asked, RematchAsked) and asked.seat == 0
        assert table.game is game  # one player asking is not enough
        assert await bob.ask_rematch()
        for client in (ann, bob):
            update = await until(client, Update)
            assert isinstance(update, Update) and update.log
            assert update.view.winner is None and update.view.hand_number == 1
            assert update.view.names == ("Ann", "B")
        new = table.game
        assert new is not game and new is not None and new.rules == RULES
        # The new game is played through the table as before; the old one is in history.
        assert await ann.act(DECLINE, new.actions_applied)
        update = await until(bob, Update)
        assert isinstance(update, Update) and update.at == 1
        filed = [p.read_text() for p in tmp_path.glob("tables/*/history/*-finished.json")]
        assert len(filed) == 1
        from spades_tui.core.record import loads

        assert game_to_record(loads(filed[0])) == finished
    finally:
        for client in (ann, bob):
            await client.close()
        for task in runners:
            task.cancel()
        await server.stop()


async def test_a_player_who_comes_back_hears_the_rematch_was_asked() -> None:
    server, url, table = await served(finished_game())
    ann = SeatClient(url, table.meta.codes[0], None)
    runner = asyncio.create_task(ann.run())
    bob = SeatClient(url, table.meta.codes[1], None)
    try:
        await until(ann, Update)
        assert await ann.ask_rematch()
        await until(ann, RematchAsked)
        late = asyncio.create_task(bob.run())
        asked = await until(bob, RematchAsked)
        assert isinstance(asked, RematchAsked) and asked.seat == 0
        late.cancel()
    finally:
        await ann.close()
        await bob.close()
        runner.cancel()
        await server.stop()


async def ann_at_the_end_with_bob():  # type: ignore[no-untyped-def]
    """A finished game served: Ann's app on its way to the final screen, Bob connected
    (the server, its URL, the table, Ann's app, Bob and the task running Bob)."""
    server, url, table = await served(finished_game())
    app = network_app(RemoteSetup(url, table.meta.codes[0], None))
    bob = SeatClient(url, table.meta.codes[1], None)
    return server, url, table, app, bob, asyncio.create_task(bob.run())


async def test_the_final_screen_asks_waits_and_gives_way_to_the_new_game() -> None:
    server, _url, table, app, bob, runner = await ann_at_the_end_with_bob()
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, NetworkGameOverScreen))
            assert isinstance(app.screen, NetworkGameOverScreen)
            assert "r asks for a rematch" in screen_text(app)
            await pilot.press("n")  # no "new game" over the network: nothing happens
            await pilot.press("r")
            await until(bob, RematchAsked)
            await wait_until(pilot, lambda: "waiting for Bob to agree" in screen_text(app))
            assert await bob.ask_rematch()
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
            assert isinstance(app.screen, TableScreen) and app.is_running
            assert app.flow.view is not None and app.flow.view.winner is None
            assert (
                app.flow.view.hand_number == 1 and app.flow.view.my_turn
            )  # Ann opens the new game
            await pilot.press("n")  # she declines double nil: the new game goes on
            await wait_until(pilot, lambda: table.game is not None and table.game.actions_applied)
            assert table.game is not None and table.game.actions_applied == 1
    finally:
        await bob.close()
        runner.cancel()
        await server.stop()


async def test_home_on_the_final_screen_of_a_joined_game_opens_the_home_screen() -> None:
    from spades_tui.ui.screens.home import HomeScreen

    server, url, table = await served(finished_game())
    # Started as `spades-tui join` does: leaving (q) ends the app, but "h Home" did as well.
    app = network_app(RemoteSetup(url, table.meta.codes[0], None))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, NetworkGameOverScreen))
            await pilot.press("h")
            await wait_until(pilot, lambda: isinstance(app.screen, HomeScreen))
            assert app.is_running
    finally:
        await server.stop()


async def test_the_final_screen_says_when_the_other_player_leaves_and_comes_back() -> None:
    server, url, table, app, bob, runner = await ann_at_the_end_with_bob()
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, NetworkGameOverScreen))
            await wait_until(pilot, lambda: app.flow.connected[1])
            assert "r asks for a rematch" in screen_text(app)
            # Bob goes before anyone asks: Ann is told at once, not only once she asks.
            await bob.close()
            runner.cancel()
            await wait_until(pilot, lambda: "Bob has left the table" in screen_text(app))
            back = SeatClient(url, table.meta.codes[1], None)
            runner = asyncio.create_task(back.run())
            await wait_until(pilot, lambda: "r asks for a rematch (it" in screen_text(app))
            assert "has left" not in screen_text(app)
            await back.close()
    finally:
        await bob.close()
        runner.cancel()
        await server.stop()
