"""A watcher reads why each computer bid what it did; a person playing against it is told
once the hand is over, never while the cards it counted on are still in play."""

from __future__ import annotations

from ui_helpers import app_for, position, wait_until

from spades_tui.core import events as ev
from spades_tui.core.game import Phase
from spades_tui.ui.news import BidExplained
from spades_tui.ui.setup import HUMAN


def _at_the_bids():  # type: ignore[no-untyped-def]
    return position(6, stop=lambda g: g.phase is Phase.BIDDING)


def _reasons(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [line for line in app.flow.words(app.flow.watch_log, None) if line.startswith("Why ")]


async def test_a_watcher_reads_why_each_hard_bid_was_made() -> None:
    game = _at_the_bids()
    app = app_for(game, ("hard", "hard"))
    async with app.run_test() as pilot:
        await wait_until(pilot, lambda: len(_reasons(app)) == 2)
        names = [p.name for p in game.players]
        for line, bid in zip(_reasons(app), game.hand.bids, strict=True):
            said = "nil" if bid.bid == 0 else str(bid.bid)
            assert line.startswith(f"Why {names[bid.seat]} bid {said}: "), line
            assert "worth about" in line or "the nil holds" in line, line


async def test_a_person_against_the_computer_is_not_told_what_it_counted_on() -> None:
    game = _at_the_bids()
    app = app_for(game, (HUMAN, "hard"))
    async with app.run_test() as pilot:
        await wait_until(pilot, lambda: any(b.seat == 1 for b in game.hand.bids))
        await pilot.pause()
        flow = app.flow
        logs = (*flow.logs, flow.public_log, flow.watch_log)
        assert not any(isinstance(event, BidExplained) for log in logs for event in log)


def _person_reasons(app, seat: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [line for line in app.flow.words(app.flow.logs[seat], seat) if line.startswith("Why ")]


async def test_a_person_reads_why_the_computer_bid_once_the_hand_is_scored() -> None:
    game = _at_the_bids()
    computer = 1 - game.to_act  # the person bids first here, then the computer
    app = app_for(game, (HUMAN, "hard") if computer == 1 else ("hard", HUMAN))
    person = 1 - computer
    async with app.run_test() as pilot:
        await pilot.press("enter")  # past any hand-off: the person bids the picker's bid
        await pilot.press("enter")
        await wait_until(pilot, lambda: any(b.seat == computer for b in game.hand.bids))
        await pilot.pause()
        assert not _person_reasons(app, person)  # the hand is still being played
        # The hand ends as the core says it: the log then gives the computer's reason.
        result = ev.SeatResult(3, False, 3, 30, 0, 0, 30, 0)
        scored = ev.HandScored(ev.PUBLIC, len(game.hands), (result, result))
        app.flow._on_event(person, scored)
        reasons = _person_reasons(app, person)
        bid = next(b.bid for b in game.hand.bids if b.seat == computer)
        name = game.players[computer].name
        said = "nil" if bid == 0 else str(bid)
        assert len(reasons) == 1 and reasons[0].startswith(f"Why {name} bid {said}: "), reasons
