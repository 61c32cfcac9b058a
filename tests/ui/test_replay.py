"""Replay: the stepping model, the replay screen's keys, the command and the History entry."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.text import Text
from test_history_screens import saved_games
from textual.widgets import Static
from ui_helpers import position, screen_text

from spades_tui.cli import main
from spades_tui.core.actions import Play
from spades_tui.core.game import Game
from spades_tui.core.record import dumps
from spades_tui.core.rules import Rules
from spades_tui.replay import Replay
from spades_tui.simulate import play_game
from spades_tui.ui.app import SpadesApp, replay_app
from spades_tui.ui.cardtext import label
from spades_tui.ui.news import log_lines
from spades_tui.ui.screens.history import GameHistoryScreen
from spades_tui.ui.screens.replay import ReplayScreen
from spades_tui.ui.screens.review_table import ReviewTableScreen
from spades_tui.ui.widgets.hand import HandRow

# What the hard level would choose is not looked at here: the hints come quickly.
pytestmark = pytest.mark.usefixtures("quick_hints")


def finished_game() -> Game:
    return play_game(("heuristic", "heuristic"), Rules(target=150), 31, 30)


def title(screen: ReplayScreen) -> str:
    content = screen.query_one("#title", Static).content
    return content.plain if isinstance(content, Text) else str(content)


def test_every_decision_is_a_moment_and_each_hand_ends_with_its_scores() -> None:
    game = finished_game()
    replay = Replay(game)
    scored = [m for m in replay.moments if m.scored is not None]
    hands = len(game.hands)
    # A moment after each decision, plus the start of every hand.
    assert len(replay) == game.actions_applied + hands
    assert [m.scored for m in scored] == [h.result for h in game.hands]
    starts = replay.hand_starts()
    assert [replay.moments[s].hand for s in starts] == list(range(1, hands + 1))
    for s in starts:
        assert replay.moments[s].seat is None
        assert replay.moments[s].views[0].hand == ()  # nothing drafted yet
    last = replay.moments[-1]
    assert last.views[0].scores == tuple(game.scores)
    # After a card the card is on the table; a trick's second card shows the finished trick.
    for moment in replay.moments:
        if isinstance(moment.action, Play):
            trick = moment.views[0].tricks[-1]
            assert moment.action.card in trick.cards
            assert (moment.won is not None) == (trick.winner is not None)
            assert moment.won == trick.winner


def test_the_log_says_what_each_draft_turn_kept_as_both_hands_are_face_up() -> None:
    """The replay's log said only "Ann took draft turn 3 of 13", though the replay shows both
    hands: it now tells each turn as a watcher of two computers reads it."""
    game = finished_game()
    replay = Replay(game)
    first_hand = replay.hand_starts()[1]
    lines = log_lines(replay.events[: replay.moments[first_hand].log], replay.names, None, last=99)
    drafted = [line for line in lines if " kept " in line or " rejected " in line]
    assert len(drafted) == 26
    assert not [line for line in lines if "took draft turn" in line]
    turn = game.hands[0].draft[0]
    assert drafted[0].startswith(replay.names[game.hands[0].first])
    assert label(turn.kept) in drafted[0]


async def test_the_moment_is_on_the_table_before_its_first_frame() -> None:
    """Opening a replay (or a puzzle) flashed an empty table: the moment was painted only
    after the first frame."""
    app = SpadesApp(None, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = ReplayScreen(Replay(finished_game()))
        await app.push_screen(screen)  # mounted, not yet drawn
        assert screen.view is not None
        assert title(screen).startswith("Hand 1")


def test_moving_by_step_hand_and_the_ends() -> None:
    replay = Replay(finished_game())
    starts = replay.hand_starts()
    assert replay.step(0, -1) == 0
    assert replay.step(len(replay) - 1, 1) == len(replay) - 1
    assert replay.next_hand(0) == starts[1]
    assert replay.next_hand(starts[1] + 5) == starts[2]
    assert replay.previous_hand(starts[1] + 5) == starts[1]  # back to this hand's start
    assert replay.previous_hand(starts[1]) == starts[0]  # already there: the hand before
    assert replay.next_hand(starts[-1] + 1) == len(replay) - 1


def test_a_hands_cards_as_stops_the_moment_before_each_card_then_its_end() -> None:
    replay = Replay(finished_game())
    stops = replay.card_stops(2)
    assert len(stops) == 27
    for before in stops[:-1]:
        after = replay.moments[before + 1]
        assert after.hand == 2 and isinstance(after.action, Play)
    assert replay.moments[stops[-1]].scored is not None  # the last card, the hand scored
    # Stepping over stops goes from one to the next, and stays put at either end.
    assert replay.step(stops[0], 1, stops) == stops[1]
    assert replay.step(stops[0], -1, stops) == stops[0]
    assert replay.step(stops[-1], 1, stops) == stops[-1]
    assert replay.step(stops[5], -2, stops) == stops[3]
    leads = stops[0:26:2]
    assert replay.step(stops[3], -1, leads) == stops[2]  # mid-trick: back to its lead
    assert replay.step(stops[3], 1, leads) == stops[4]
    assert replay.card_stops(99) == []


def test_a_game_with_no_decision_yet_has_one_moment() -> None:
    game = position(3, stop=lambda g: True)
    assert len(Replay(game)) == 1


async def test_keys_step_through_the_game_face_up() -> None:
    game = finished_game()
    app = replay_app(game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert title(screen) == "Hand 1 begins"
        replay = screen.replay
        # Step to the first card of the hand: both hands are shown, face up.
        first_card = next(i for i, m in enumerate(replay.moments) if isinstance(m.action, Play))
        for _ in range(first_card):
            await pilot.press("right")
        await pilot.pause()
        assert screen.at == first_card
        moment = replay.moments[first_card]
        assert isinstance(moment.action, Play)
        assert title(screen).endswith(f"plays {moment.action.card.label}")
        top = screen.query_one("#top-hand", HandRow)
        assert top.cards and not top.face_down
        assert set(top.cards) == set(moment.views[1].hand)
        await pilot.press("left")
        assert screen.at == first_card - 1
        await pilot.press("down")
        assert screen.at == replay.hand_starts()[1]
        assert title(screen) == "Hand 2 begins"
        await pilot.press("left")
        await pilot.pause()
        assert title(screen).startswith("Hand 1 scored: ")
        assert screen.query_one("#score").display
        await pilot.press("end")
        await pilot.pause()
        winner = game.players[game.winner or 0].name
        assert title(screen).startswith(f"{winner} wins the game. Hand ")
        await pilot.press("home")
        assert screen.at == 0
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_code == 0


def test_the_command_refuses_a_bad_file_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "spades-tui-record", "version": 1, "hands": []}', "utf-8")
    assert main(["replay", str(broken)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("spades-tui replay: ") and "Traceback" not in err
    assert err.count("\n") == 1
    assert main(["replay", str(tmp_path / "missing.json")]) == 1
    assert "missing.json: no such file" in capsys.readouterr().err
    good = tmp_path / "game.json"
    good.write_text(dumps(finished_game()), "utf-8")
    assert main(["replay", str(good), "--game", "2"]) == 1
    assert "there is no game 2" in capsys.readouterr().err


async def test_history_opens_a_game_to_replay_or_review(tmp_path: Path) -> None:
    storage = saved_games(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, GameHistoryScreen)
        await pilot.press("down", "enter")  # the hot-seat game (the first is unreadable)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert screen.replay.names == ("Ann", "Bob")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameHistoryScreen)
        await pilot.press("r")
        await pilot.pause()
        review = app.screen
        assert isinstance(review, ReviewTableScreen)
        assert review.number == 1 and review.viewer is None  # hot-seat: nobody is "you"
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("up", "enter")  # the unreadable file: nothing opens
        await pilot.pause()
        assert isinstance(app.screen, GameHistoryScreen)


async def test_the_last_step_says_who_won_where_the_table_is_narrow() -> None:
    """At 80x24 the line was cut before it said who won: "…Computer +43. Computer"."""
    game = finished_game()
    app = replay_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        winner = game.players[game.winner or 0].name
        assert f"{winner} wins the game" in screen_text(app)


def test_the_command_without_a_terminal_says_so_instead_of_waiting(tmp_path: Path) -> None:
    # Before, the table's drawing went into the output file and the app waited for keys.
    import subprocess
    import sys

    path = tmp_path / "game.json"
    path.write_text(dumps(finished_game()), "utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "spades_tui", "replay", str(path)],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2
    assert run.stdout == ""
    assert run.stderr == (
        "spades-tui replay: replay needs a terminal; for the game in words see "
        "'spades-tui analyze'\n"
    )


async def test_a_game_still_being_played_is_replayed_only_to_its_last_finished_hand() -> None:
    """A copy of the save of a game in its second hand: the replay ends with the first hand.
    Its last step showed the cards both players held in the hand still being played."""
    game = position(5, stop=lambda g: g.hand.number == 2 and len(g.hand.draft) == 26)
    app = replay_app(game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert title(screen).startswith("Hand 1 scored: ")
        top = screen.query_one("#top-hand", HandRow)
        assert not set(top.cards) & set(game.hand.hands[1])


def test_the_command_refuses_a_game_with_no_hand_over(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "current.json"
    path.write_text(dumps(position(5, stop=lambda g: len(g.hand.draft) == 26)), "utf-8")
    assert main(["replay", str(path)]) == 1
    assert capsys.readouterr().err == (
        "spades-tui replay: No hand of this game is over yet: a hand is replayed once it ends.\n"
    )


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_replay_offers_no_log_key_as_its_log_always_shows(size) -> None:
    """ "g Log" stood in the replay's footer and did nothing: with both hands face up there is
    nothing for the log to give way to, so it always shows."""
    from textual.widgets._footer import FooterKey

    app = replay_app(finished_game())
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        keys = {key.key for key in screen.query(FooterKey)}
        assert "g" not in keys and "home" in keys
        await pilot.press("g")
        await pilot.pause()
        assert screen.query_one("#log").display


def test_each_draft_step_is_said_with_the_logs_verbs() -> None:
    # The step said "Ann rejects 7♦ and keeps K♠" where the log says "rejected 7♦, took K♠",
    # and "lets J♠ go" for a card the log says was discarded.
    game = finished_game()
    replay = Replay(game)
    screen = ReplayScreen(replay)
    said = {
        moment.draft.rejected: screen.what_happened(moment)
        for moment in replay.moments
        if moment.draft is not None and moment.draft.discarded is not None
    }
    assert set(said) == {True, False}
    assert " rejects " in said[True] and " and takes " in said[True]
    assert " keeps " in said[False] and " and discards " in said[False]
