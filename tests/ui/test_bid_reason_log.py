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


def _computer_bid_and_left(hands_on: bool, watched: bool = False):  # type: ignore[no-untyped-def]
    """A game against hard (seat 1) left after the bids of its first hand, or after that hand
    was scored (``hands_on``), as its save file holds it; ``watched``: hard in both seats."""
    from spades_tui.core.game import PlayerInfo
    from spades_tui.core.replay import fresh, one_by_one, steps
    from spades_tui.players import make_player
    from spades_tui.players.base import view_seed

    drafted = _at_the_bids()
    players = (PlayerInfo("Ann", "ai:hard" if watched else HUMAN), PlayerInfo("Hal", "ai:hard"))
    game = fresh(drafted)
    game.players = players
    for _step in steps(game, one_by_one(drafted.decisions)):
        pass
    while game.phase is Phase.BIDDING:
        view = game.view(game.to_act)
        if game.to_act == 1 or watched:
            game.apply(make_player("hard", view_seed(view)).choose(view))
        else:
            game.apply(game.legal_actions()[3])
    while hands_on and game.hand.number == 1:
        game.apply(game.legal_actions()[0])
    return game


async def test_a_game_continued_mid_hand_still_says_why_the_computer_bid_when_scored() -> None:
    """The reasons were told from memory: a game left and continued lost them all."""
    from spades_tui.ui.app import SpadesApp

    game = _computer_bid_and_left(hands_on=False)
    app = SpadesApp(game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True)
    async with app.run_test() as pilot:
        await pilot.pause()
        held = app.flow.bid_reasons_held
        bid = next(b.bid for b in game.hand.bids if b.seat == 1)
        assert list(held) == [1] and held[1].reason.bid == bid
        assert not _person_reasons(app, 0)  # still held: the hand is being played


async def test_a_game_continued_after_a_hand_shows_its_reason_in_the_log() -> None:
    from spades_tui.ui.app import SpadesApp

    game = _computer_bid_and_left(hands_on=True)
    app = SpadesApp(game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True)
    async with app.run_test() as pilot:
        await pilot.pause()
        bid = next(b.bid for b in game.hands[0].bids if b.seat == 1)
        said = "nil" if bid == 0 else str(bid)
        reasons = _person_reasons(app, 0)
        assert len(reasons) == 1 and reasons[0].startswith(f"Why Hal bid {said}: "), reasons
        assert not app.flow.bid_reasons_held


async def test_a_watched_game_continued_shows_each_reason_after_its_bid() -> None:
    from spades_tui.ui.app import SpadesApp

    game = _computer_bid_and_left(hands_on=True, watched=True)
    app = SpadesApp(game, ("hard", "hard"), pace=0, trick_pause=0, from_storage=True)
    async with app.run_test() as pilot:
        await pilot.pause()
        log = app.flow.watch_log
        bids = [i for i, e in enumerate(log) if isinstance(e, ev.BidMade)]
        assert len(bids) >= 2
        for i in bids[:2]:  # the first hand's: each followed by its reason
            assert isinstance(log[i + 1], BidExplained) and log[i + 1].seat == log[i].seat


async def test_the_hands_summary_says_why_the_computer_bid() -> None:
    """At 80x24 the log is a narrow panel that the next hand's lines soon push on: the
    reason, told once the hand is scored, stands on the summary too, whole."""
    from ui_helpers import screen_text

    from spades_tui.ui.app import SpadesApp
    from spades_tui.ui.screens.scores import HandOverScreen

    game = _computer_bid_and_left(hands_on=False)
    app = SpadesApp(game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(200):
            if isinstance(app.screen, HandOverScreen):
                break
            await pilot.press("enter")  # the person's cards, as the cursor offers them
            await pilot.pause(0.02)
        assert isinstance(app.screen, HandOverScreen)
        await pilot.pause()
        said = " ".join(
            " ".join(line.strip("│ ") for line in screen_text(app).splitlines()).split()
        )
        bid = next(b.bid for b in game.hands[0].bids if b.seat == 1)
        assert f"Why Hal bid {'nil' if bid == 0 else bid}: worth about" in said, said
        assert "Enter to continue" in said
