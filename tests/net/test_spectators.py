"""Spectators: a third, watch-only code; only what a public observer may see, a late joiner
gets the public log, and the creator can turn watching off."""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path

import pytest
from net_support import PrivacyWatch, SpectatorWatch, Taps
from websockets.asyncio.client import connect

from spades_tui.core import events as ev
from spades_tui.core.record import game_to_record
from spades_tui.core.rules import Rules
from spades_tui.net import protocol
from spades_tui.net import table as table_module
from spades_tui.net.bots import play_seat
from spades_tui.net.client import Ended, Presence, PublicUpdate, SeatClient, Watch
from spades_tui.net.server import GameServer

RULES = Rules(target=250, loss_floor=-250)


async def watch_until_over(client: SeatClient, seen: list) -> None:
    """Collect what a spectator is sent until the game is over (or the watch ends)."""
    runner = asyncio.create_task(client.run())
    try:
        while True:
            message = await client.inbox.get()
            seen.append(message)
            if isinstance(message, Ended):
                return
            if isinstance(message, PublicUpdate) and message.view.game.winner is not None:
                return
    finally:
        await client.close()
        runner.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await runner


async def play_watched(server: GameServer, seed: int, late_at: int = 40):
    """Two bots play; one spectator watches from the start, another joins after ``late_at``
    actions."""
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", RULES, seed)
    early: list = []
    late: list = []
    try:
        watching = asyncio.create_task(
            watch_until_over(SeatClient(url, table.meta.watch_code), early)
        )
        bots = [
            asyncio.create_task(
                play_seat(SeatClient(url, table.meta.codes[s], n), "random", seed + s)
            )
            for s, n in enumerate(("Ann", "Bob"))
        ]

        async def join_late() -> None:
            while table.game is None or table.game.actions_applied < late_at:
                await asyncio.sleep(0.01)
            await watch_until_over(SeatClient(url, table.meta.watch_code), late)

        await asyncio.wait_for(asyncio.gather(watching, join_late(), *bots), 90)
    finally:
        await server.stop()
    return table, early, late


async def test_a_spectator_sees_only_the_public_side_and_a_late_one_gets_the_log(
    tmp_path: Path,
) -> None:
    seats, spectators = PrivacyWatch(), SpectatorWatch()
    server = GameServer(tmp_path, frame_rate=1e6)
    server.tap = Taps(seats, spectators)
    table, early, late = await play_watched(server, seed=6)
    game = table.game
    assert game is not None and game.winner is not None
    assert spectators.leaks == [] and seats.leaks == []
    # Every action reached the spectator who watched from the start.
    assert spectators.types["public"] >= game.actions_applied
    assert isinstance(early[0], Watch) and early[0].names[0] == "Ann"
    # Who comes and goes is told to spectators too.
    assert any(isinstance(m, Presence) and m.name == "Bob" and m.connected for m in early)
    # Checked against the record: the spectator saw every card played, in the order played,
    # and every bid, and nothing else of the cards.
    record = game_to_record(game)
    played = [c for hand in record["hands"] for t in hand.get("tricks", []) for c in t["cards"]]
    updates = [m for m in early if isinstance(m, PublicUpdate)]
    events = [e for m in updates for e in m.events]
    assert [e.card.code for e in events if isinstance(e, ev.CardPlayed)] == played
    bids = [b["bid"] for hand in record["hands"] for b in hand.get("bids", [])]
    assert [e.bid for e in events if isinstance(e, ev.BidMade)] == bids
    assert all(e.audience == ev.PUBLIC for e in events)
    assert updates[-1].view.game.scores == tuple(game.scores)
    assert all(v.verified for m in updates for v in m.shuffles)
    # The late spectator's first update is the public log so far.
    first = next(m for m in late if isinstance(m, PublicUpdate))
    assert first.log and first.at >= 40
    assert any(isinstance(e, ev.CardKept | ev.DraftTurnTaken) for e in first.events)
    assert late[-1].view.game.winner == game.winner


@pytest.mark.parametrize("plant", ["hands", "private_events"])
async def test_the_spectator_check_finds_a_planted_leak(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, plant: str
) -> None:
    if plant == "hands":
        real = table_module.public_view_dict

        def leaky_view(game):  # forgets to take out the card the player to act has drawn
            data = real(game)
            drawn = game.spectator_view().drawn
            data["drawn"] = None if drawn is None else drawn.code
            return data

        monkeypatch.setattr(table_module, "public_view_dict", leaky_view)
    else:
        monkeypatch.setattr(table_module, "public_events", lambda events: list(events))
        monkeypatch.setattr(
            table_module.Table,
            "_heard",
            lambda self, seat, event: (
                self.logs[seat].append(event),
                self.unsent[seat].append(event),
                seat == 0 and self.public_unsent.append(event),
            ),
        )
    spectators = SpectatorWatch()
    server = GameServer(tmp_path, frame_rate=1e6)
    server.tap = spectators
    with contextlib.suppress(Exception):  # the spectator's client may refuse what it gets
        await play_watched(server, seed=6, late_at=0)
    assert spectators.leaks


async def hello(url: str, code: str) -> tuple[dict, object]:
    ws = await connect(url, proxy=None)
    await ws.send(json.dumps({"type": "join", "version": protocol.VERSION, "code": code}))
    return json.loads(await asyncio.wait_for(ws.recv(), 60)), ws


async def test_the_creator_turns_watching_off_and_on(tmp_path: Path) -> None:
    server = GameServer(tmp_path, frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", RULES, 2)
    try:
        creator_welcome, creator = await hello(url, table.meta.codes[0])
        assert creator_welcome["watch_code"] == table.meta.watch_code
        assert creator_welcome["watching"] is True
        friend_welcome, friend = await hello(url, table.meta.codes[1])
        assert "watch_code" not in friend_welcome  # only the creator is given it
        watch, spectator = await hello(url, table.meta.watch_code)
        assert watch["type"] == "watch"
        # The friend may not decide it.
        await friend.send(json.dumps({"type": "watching", "on": False}))
        while (answer := json.loads(await friend.recv()))["type"] != "refused":
            pass
        assert answer["code"] == "not_creator" and table.meta.watching
        await creator.send(json.dumps({"type": "watching", "on": False}))
        while (answer := json.loads(await creator.recv()))["type"] != "watching":
            pass
        assert answer == {"type": "watching", "on": False}
        while (told := json.loads(await spectator.recv()))["type"] != "error":
            pass
        assert told["code"] == "not_watched"
        refused, _ = await hello(url, table.meta.watch_code)
        assert (refused["type"], refused["code"]) == ("error", "not_watched")
        saved = json.loads((tmp_path / "tables" / table.id / "table.json").read_text())
        assert saved["watching"] is False
        await creator.send(json.dumps({"type": "watching", "on": True}))
        while json.loads(await creator.recv())["type"] != "watching":
            pass
        again, spectator2 = await hello(url, table.meta.watch_code)
        assert again["type"] == "watch"
        # A spectator says nothing: a frame from it ends its watch.
        await spectator2.send(json.dumps({"type": "action", "at": 0, "action": {"type": "keep"}}))
        while (told := json.loads(await spectator2.recv()))["type"] != "error":
            pass
        assert told["code"] == "unknown_type"
        async with asyncio.timeout(60):
            while table.watchers:  # gone once its connection has closed
                await asyncio.sleep(0.01)
        for ws in (creator, friend, spectator, spectator2):
            await ws.close()
    finally:
        await server.stop()


async def test_a_watch_code_survives_a_restart(tmp_path: Path) -> None:
    server = GameServer(tmp_path)
    table = server.create_table("Ann", RULES, 2)
    await server.save_meta(table)
    (restored,) = GameServer(tmp_path).restore()
    assert restored.meta.watch_code == table.meta.watch_code
    assert restored.meta.watching
