"""A table against the computer on a server tells the person why the computer bid as it did.

At a local table the log says, once the hand is scored, what the computer's bid counted on;
a network table against the computer said nothing. The server now keeps the computer's
reason and sends it with the update that scores the hand (never before: it names the
computer's cards), and the client puts it in the log after the hand's score.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import math
from pathlib import Path

import pytest

from spades_tui.core import events as ev
from spades_tui.core.rules import Rules
from spades_tui.net.bid_reasons import reason_to_dict, reasons_from
from spades_tui.net.client import SeatClient, Update
from spades_tui.net.server import GameServer
from spades_tui.net.table import COMPUTER_SEAT
from spades_tui.players import make_player, search
from spades_tui.players.valuation import BidReason, Holding
from spades_tui.ui.network_log import NetworkLog
from spades_tui.ui.news import log_lines

RULES = Rules(target=150, loss_floor=-150)


async def first_hand_scored(tmp_path: Path) -> tuple[list[Update], GameServer]:
    """Every update the person's seat got until the first hand was scored, played by a
    random player against the computer at the normal level, made to bid as hard does (by
    the hand's worth, which gives a reason) and so quicker to play than hard."""
    server = GameServer(tmp_path, frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    client = SeatClient(url, name="Ann", create=(RULES, 5), computer=("normal", "Gép"))
    runner = asyncio.create_task(client.run())
    player = make_player("random", 1)
    updates: list[Update] = []
    try:
        async with asyncio.timeout(60):
            while True:
                message = await client.inbox.get()
                if not isinstance(message, Update):
                    continue
                updates.append(message)
                if any(isinstance(e, ev.HandScored) for e in message.events):
                    return updates, server
                if message.view.my_turn and client.inbox.empty():
                    await client.act(player.choose(message.view), message.at)
    finally:
        await client.close()
        runner.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await runner
        await server.stop()


async def test_the_computers_reason_comes_with_the_hands_score_and_not_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search, "NORMAL", dataclasses.replace(search.NORMAL, bid_by_value=True))
    updates, server = await first_hand_scored(tmp_path)
    *before, scoring = updates
    assert all(u.reasons == () for u in before)  # told during the hand, it would name cards
    ((hand, seat, reason),) = scoring.reasons
    (table,) = server.tables.values()
    assert table.game is not None
    played = table.game.hands[0]
    computer_bid = next(b for b in played.bids if b.seat == COMPUTER_SEAT)
    assert (hand, seat) == (1, COMPUTER_SEAT) and reason.bid == computer_bid.bid
    # Every card it names was the computer's and has been played by now.
    # (the leader plays a trick's first card, the other seat its second)
    its_cards = {t.cards[0 if t.leader == COMPUTER_SEAT else 1] for t in played.tricks}
    named = set(reason.sure) | {c for h in reason.holdings for c in h.cards}
    assert named and {int(c) for c in its_cards} >= named
    # The person's log says it after the hand's score.
    log = NetworkLog()
    for update in updates:
        log.take(update)
    # The hand's summary says it too: at 80 columns the side log soon scrolls it away.
    (told,) = log_lines(log.newest_reasons(), ["Ann", "Gép"], 0)
    assert told.startswith("Why Gép bid ")
    lines = log_lines(log.events(), ["Ann", "Gép"], 0, last=400)
    scored_at = next(i for i, line in enumerate(lines) if line.startswith("Hand 1 scored"))
    assert lines[scored_at + 1].startswith(f"Why Gép bid {reason.bid}: ") or (
        reason.bid == 0 and lines[scored_at + 1].startswith("Why Gép bid nil: ")
    )


def a_reason() -> BidReason:
    return BidReason(
        bid=5,
        tricks=5.4,
        spread=1.0,
        estimate=5.1,
        base=0.3,
        holdings=(Holding(0, (51, 49, 40), 2.2), Holding(1, (12,), 1.0)),
        sure=(51, 12),
        expected=((5, 31.5), (4, 28.0), (6, 20.25)),
        nil_chance=None,
        opponent_bid=4,
        every=((5, 31.5), (4, 28.0), (6, 20.25), (0, -80.0)),
    )


def test_a_reason_goes_over_the_wire_unchanged() -> None:
    sent = json.loads(json.dumps([reason_to_dict(3, 1, a_reason())]))
    assert reasons_from(sent) == ((3, 1, a_reason()),)


def test_a_reason_that_is_not_one_is_left_out_and_the_rest_read() -> None:
    good = json.loads(json.dumps(reason_to_dict(2, 1, a_reason())))
    bad: list[object] = [
        None,
        "reason",
        {**good, "bid": 14},
        {**good, "bid": True},
        {**good, "tricks": math.inf},
        {**good, "tricks": "5"},
        {**good, "sure": [51]},
        {**good, "sure": ["ZS"]},
        {**good, "sure": ["10S"]},
        {**good, "sure": ["2S"] * 14},
        {**good, "holdings": [{"suit": 4, "cards": [], "tricks": 0}]},
        {**good, "holdings": [{"suit": 0, "cards": [7], "tricks": 0}]},
        {**good, "holdings": [[0, [1], 1.0]]},
        {**good, "expected": []},
        {**good, "expected": [[5]]},
        {**good, "every": [[5, 1.0]] * 15},
        {**good, "seat": 2},
        {**good, "hand": 0},
        {**good, "against_nil": 1},
        {k: v for k, v in good.items() if k != "spread"},
    ]
    assert reasons_from([*bad, good]) == ((2, 1, a_reason()),)
    assert reasons_from({"reasons": good}) == ()
    assert reasons_from([good] * 500) == ((2, 1, a_reason()),) * 64


def test_a_rejoin_or_a_rematch_starts_the_reasons_afresh() -> None:
    log = NetworkLog()
    scored = ev.HandScored(ev.PUBLIC, 1, (None, None))  # type: ignore[arg-type]
    reason = a_reason()
    log.take(update([ev.HandStarted(ev.PUBLIC, 1, 0), scored], False, ((1, 1, reason),)))
    assert [type(e).__name__ for e in log.events()][-1] == "BidExplained"
    log.take(update([ev.HandStarted(ev.PUBLIC, 1, 0)], True, ()))
    assert not any(type(e).__name__ == "BidExplained" for e in log.events())


def update(events: list[ev.Event], whole: bool, reasons: tuple) -> Update:
    return Update(None, events, 0, whole, reasons=reasons)  # type: ignore[arg-type]


def test_the_hands_summary_at_a_network_table_says_the_reason() -> None:
    """At a local table the hand's summary says why the computer bid; a network table's
    said nothing, and at 80×24 the side log scrolled the reason away before it was read."""
    from types import SimpleNamespace

    from spades_tui.ui.app import network_app
    from spades_tui.ui.network_table import NetworkTable, RemoteSetup

    setup = RemoteSetup("ws://127.0.0.1:1", "23VN-C33M-5932-MP4C", "Ann")
    table = NetworkTable(network_app(setup), setup, lambda code, words: None)
    table.view = SimpleNamespace(names=("Ann", "Gép"), seat=0)  # type: ignore[assignment]
    scored = ev.HandScored(ev.PUBLIC, 1, (None, None))  # type: ignore[arg-type]
    table.log.take(update([ev.HandStarted(ev.PUBLIC, 1, 0), scored], False, ((1, 1, a_reason()),)))
    (note,) = table.summary_notes()
    assert note.startswith("Why Gép bid 5: worth about")
