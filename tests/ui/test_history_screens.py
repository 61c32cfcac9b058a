"""History and Statistics from the home screen, over real saved games."""

from __future__ import annotations

import json
import os
from pathlib import Path

from rich.text import Text
from textual.widgets import OptionList, Static
from ui_helpers import screen_text, wait_until

from spades_tui.core.record import game_to_record
from spades_tui.core.rules import Rules
from spades_tui.simulate import play_game
from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.history import GameHistoryScreen
from spades_tui.ui.screens.review_table import ReviewTableScreen
from spades_tui.ui.screens.stats import StatsScreen
from spades_tui.ui.widgets.score_chart import ScoreChart

MARKUP_NAME = "[bold red]Kim[/]"  # a name that must show as typed, never as markup
FIXED_TIME = 1_780_000_000


def saved_games(root: Path, take_back: bool = False) -> Storage:
    """Three real games filed as the app files them: two against hard, one hot-seat; and with
    ``take_back`` a fourth against hard, finished after a take-back."""
    storage = Storage(root)
    storage.history_dir.mkdir(parents=True)
    setups = [
        ("20260101-120000-finished", ("human", "ai:hard"), (MARKUP_NAME, "Computer")),
        ("20260102-120000-finished", ("ai:hard", "human"), ("Computer", MARKUP_NAME)),
        ("20260103-120000-finished", ("human", "human"), ("Ann", "Bob")),
    ]
    if take_back:
        setups.append(("20260103-130000-finished", ("human", "ai:hard"), ("Kim", "Computer")))
    for seed, (stem, kinds, names) in enumerate(setups, 31):
        game = play_game(("heuristic", "heuristic"), Rules(target=150), seed, 30)
        if stem.endswith("130000-finished"):
            game.take_backs = [(1, 30)]
        record = game_to_record(game)
        record["players"] = [{"name": n, "kind": k} for n, k in zip(names, kinds, strict=True)]
        (storage.history_dir / f"{stem}.json").write_text(json.dumps(record), "utf-8")
    bad = storage.history_dir / "20260104-120000-finished.json"
    bad.write_text('{"format": "spades-tui-record", "version": 99}', "utf-8")
    for path in storage.history_dir.iterdir():
        os.utime(path, (FIXED_TIME, FIXED_TIME))
    return storage


async def opened_history(pilot) -> GameHistoryScreen:  # type: ignore[no-untyped-def]
    """History opened from the home screen with g."""
    await pilot.press("g")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, GameHistoryScreen)
    return screen


async def reviewed_from_history(pilot) -> ReviewTableScreen:  # type: ignore[no-untyped-def]
    """The first game of History opened from the home screen, and its review with r."""
    app = pilot.app
    await pilot.press("g")
    await wait_until(pilot, lambda: isinstance(app.screen, GameHistoryScreen))
    await pilot.press("r")
    await wait_until(pilot, lambda: isinstance(app.screen, ReviewTableScreen))
    review = app.screen
    assert isinstance(review, ReviewTableScreen)
    return review


def static_text(widget: Static) -> str:
    content = widget.content
    return content.plain if isinstance(content, Text) else str(content)


async def test_history_lists_games_and_previews_the_chosen_one(tmp_path: Path) -> None:
    storage = saved_games(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened_history(pilot)
        games = screen.query_one(OptionList)
        assert games.option_count == 4
        assert "History" in screen_text(app).splitlines()[0]  # the list says what it is
        # Newest first: the unreadable file, then the hot-seat game.
        first = games.get_option_at_index(0).prompt
        assert isinstance(first, Text) and "unreadable" in first.plain
        summary = screen.query_one("#summary", Static)
        assert "version" in static_text(summary)
        assert not screen.query(ScoreChart)
        await pilot.press("down")
        await pilot.pause()
        assert "Ann - Bob, hot-seat" in static_text(summary)
        assert len(screen.query(ScoreChart)) == 1
        await pilot.press("down")
        await pilot.pause()
        # The name is shown exactly as typed, brackets and all.
        assert f"Computer - {MARKUP_NAME}, vs hard" in static_text(summary)
        assert MARKUP_NAME in games.get_option_at_index(2).prompt.plain  # type: ignore[union-attr]
        assert len(screen.query(ScoreChart)) == 1  # the old chart went with the old game
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, GameHistoryScreen)


async def test_statistics_show_each_opponent(tmp_path: Path) -> None:
    storage = saved_games(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        labels = [t.label for t in screen.stats.all_time]
        assert labels == ["Ann (hot-seat)", "Bob (hot-seat)", "vs hard"]
        assert screen.stats.all_time[2].games == 2
        # The files are older than the app, so this session has nothing yet.
        assert screen.stats.session == []
        assert "1 file in the history could not be read" in static_text(
            screen.query_one("#explained", Static)
        )
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, StatsScreen)


async def test_no_saved_games_says_so(tmp_path: Path) -> None:
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "empty"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("g")
        await pilot.pause()
        assert "No games yet" in static_text(app.screen.query_one("#empty", Static))
        await pilot.press("escape", "t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        assert app.screen.stats.all_time == []
        # The explanation spoke of a chart that was nowhere: it says when one comes.
        explained = static_text(app.screen.query_one("#explained", Static))
        assert "The chart of your wins comes after two finished games" in explained


async def test_in_plain_ascii_the_statistics_say_the_chart_is_left_out(tmp_path: Path) -> None:
    from spades_tui.ui.screens.stats import WinRateChart

    storage = saved_games(tmp_path / "data")
    for ascii_only in (False, True):
        app = SpadesApp(None, pace=0, storage=storage, ascii_only=ascii_only)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("t")
            await pilot.pause()
            explained = static_text(app.screen.query_one("#explained", Static))
            assert bool(app.screen.query(WinRateChart)) != ascii_only
            assert ("leaves out the chart" in explained) == ascii_only
            assert "comes once two games" not in explained


async def test_the_history_footer_names_every_key_of_the_list(tmp_path: Path) -> None:
    # Enter opens the replay; the list's own Enter must not hide it from the footer.
    from textual.widgets._footer import FooterKey

    storage = saved_games(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened_history(pilot)
        await pilot.press("down")  # the first entry is the unreadable file
        await pilot.pause()
        shown = {key.description for key in screen.query(FooterKey)}
        assert {"Back", "Replay", "Review"} <= shown
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "ReplayScreen"


async def test_statistics_fit_80_columns_one_line_per_row(tmp_path: Path) -> None:
    from ui_helpers import screen_text

    storage = saved_games(tmp_path / "data", take_back=True)
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        lines = screen_text(app).splitlines()
        # Levels and hot-seat players are told apart by their tables, not by words in the row.
        groups = [line.strip() for line in lines if line.strip() in ("vs computer", "Hot-seat")]
        assert groups == ["vs computer", "Hot-seat"]
        for name in ("hard ", "hard (undo)", "Ann", "Bob"):
            row = next(line for line in lines if line.strip().startswith(name))
            words = len(name.split())
            assert len(row.split()) == words + 11, row  # every figure on the name's own line


async def test_a_game_finished_after_a_take_back_has_its_figures_in_its_own_row(
    tmp_path: Path,
) -> None:
    from ui_helpers import screen_text

    app = SpadesApp(None, pace=0, storage=saved_games(tmp_path / "data", take_back=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        plain, helped = screen.stats.all_time[:2]
        assert (plain.label, helped.label) == ("vs hard", "vs hard (take-backs)")
        assert (plain.games, helped.games) == (2, 1)
        assert helped.hands > 0 and helped.bids > 0
        row = next(line for line in screen_text(app).splitlines() if "(undo)" in line)
        assert row.split()[2:4] == ["1", str(helped.wins)]  # Games, Won


def _saved_in_progress(root: Path, hand: int) -> Storage:
    """A data folder whose game in progress is a hot-seat game in the draft of ``hand``."""
    from ui_helpers import position

    from spades_tui.core.game import Phase

    storage = Storage(root)
    game = position(
        5, stop=lambda g: g.hand.number == hand and g.phase is Phase.DRAFT and len(g.hand.draft) > 3
    )
    storage.save(game)
    return storage


async def test_the_game_in_progress_is_replayed_only_to_its_last_finished_hand(
    tmp_path: Path,
) -> None:
    """A replay shows both hands face up: of the game still being played (at one keyboard,
    reached by either player) it shows the hands already over, never the one in progress."""
    from spades_tui.ui.screens.replay import ReplayScreen

    storage = _saved_in_progress(tmp_path / "data", hand=2)
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, GameHistoryScreen)
        await pilot.press("enter")  # the game in progress is at the top
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert {m.hand for m in screen.replay.moments} == {1}
        assert screen.replay.moments[-1].scored is not None  # to the end of hand 1


async def test_a_game_with_no_hand_over_yet_is_not_replayed(tmp_path: Path) -> None:
    from spades_tui.ui.screens.replay import ReplayScreen

    storage = _saved_in_progress(tmp_path / "data", hand=1)
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, GameHistoryScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, ReplayScreen)
        notes = " ".join(n.message for n in app._notifications)
        assert "No hand of this game is over yet" in notes


async def test_a_practice_game_is_marked_in_the_list_and_its_way_home_said(
    tmp_path: Path,
) -> None:
    from spades_tui.ui.screens.history import entry_prompt
    from spades_tui.ui.setup import HUMAN

    storage = saved_games(tmp_path / "data")
    game = play_game(("heuristic", "heuristic"), Rules(target=150), 31, 1)
    game.practice = 2
    record = game_to_record(game)
    record["players"] = [{"name": "Kim", "kind": "human"}, {"name": "C", "kind": "ai:hard"}]
    (storage.history_dir / "20260105-120000-unfinished.json").write_text(json.dumps(record))
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened_history(pilot)
        practice = next(e for e in screen.entries if e.game and e.game.practice)
        assert "vs hard, practice" in entry_prompt(practice).plain
    # Playing a practice game, the palette's way home says where it comes back from.
    from spades_tui.core.record import from_record

    practising = SpadesApp(from_record(record), (HUMAN, "random"), pace=0, storage=storage)
    async with practising.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        home = [
            c for c in practising.get_system_commands(practising.screen) if c.title == "Home screen"
        ]
        assert [c.help for c in home] == [
            "Leave this practice for the home screen; Continue the practice (a) brings it back"
        ]


async def test_long_names_leave_out_each_hands_points_rather_than_cut_the_headings(
    tmp_path: Path,
) -> None:
    storage = Storage(tmp_path / "data")
    storage.history_dir.mkdir(parents=True)
    record = game_to_record(play_game(("heuristic", "heuristic"), Rules(target=150), 31, 30))
    names = ("Bartholomew Jennings", "Wilhelmina Harcourt")
    record["players"] = [{"name": name, "kind": "human"} for name in names]
    (storage.history_dir / "20260103-120000-finished.json").write_text(json.dumps(record))
    for size, cut in (((80, 24), True), ((120, 40), False)):
        app = SpadesApp(None, pace=0, storage=storage)
        async with app.run_test(size=size) as pilot:
            await pilot.press("g")
            await wait_until(pilot, lambda a=app: isinstance(a.screen, GameHistoryScreen))
            await pilot.pause()
            shown = screen_text(app)
            # "bid/w…" at 80 columns, before: the hand's points go first instead.
            assert shown.count("bid/won") == 2 and "bid/w…" not in shown, shown
            assert ("pts" not in shown) is cut


async def test_an_unreadable_file_offers_no_replay_or_review_and_says_why(tmp_path: Path) -> None:
    """The footer offered Replay and Review on it; Enter did nothing, and r said that no hand
    of the game was finished."""
    from textual.widgets._footer import FooterKey

    storage = saved_games(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened_history(pilot)
        assert screen._highlighted().game is None  # the unreadable file comes first
        await pilot.pause()
        shown = {key.description for key in screen.query(FooterKey)}
        assert "Replay" not in shown and "Review" not in shown
        await pilot.press("enter", "r")  # r is not offered, and does nothing
        await pilot.pause()
        (said,) = [str(n.message) for n in app._notifications]
        assert said.startswith("This file cannot be read, so there is nothing to show: ")
        assert "newer spades-tui" in said
        assert isinstance(app.screen, GameHistoryScreen)


def test_the_player_at_this_keyboard_reads_their_own_win_as_theirs(tmp_path: Path) -> None:
    """A guest's History said "Guest won 45 to -50" of the guest's own win (the name a
    network seat is given by default), where the table had said "You win"."""
    from datetime import datetime

    from spades_tui.core.game import PlayerInfo
    from spades_tui.history import FINISHED, HistoryEntry
    from spades_tui.ui.screens.history import result_words

    game = play_game(("heuristic", "heuristic"), Rules(target=150), 31, 30)
    winner = game.winner
    assert winner is not None
    for person, expected in ((winner, "You won"), (1 - winner, "Computer won")):
        players = [PlayerInfo("Computer", "ai:hard"), PlayerInfo("Computer", "ai:hard")]
        players[person] = PlayerInfo("Guest", "human")
        game.players = (players[0], players[1])
        entry = HistoryEntry(tmp_path / "g.json", datetime(2026, 1, 1), FINISHED, game=game)
        assert result_words(entry).startswith(expected), result_words(entry)
    game.players = (PlayerInfo("Ann", "human"), PlayerInfo("Bob", "human"))  # one keyboard
    entry = HistoryEntry(tmp_path / "g.json", datetime(2026, 1, 1), FINISHED, game=game)
    assert result_words(entry).startswith(("Ann", "Bob")[winner] + " won")
