"""The app around the table: computer seats, watching, hand-offs, saving, sizes, start-up."""

from __future__ import annotations

import asyncio
import json

import pytest
from textual import events
from textual.events import Paste
from textual.widgets import Input
from ui_helpers import (
    SIZE,
    app_for,
    hotseat_app,
    past_the_hand_off,
    position,
    screen_text,
    toast_words,
    wait_until,
)

from spades_tui.cli import main
from spades_tui.commands.play import play_parser
from spades_tui.core.game import Phase, PlayerInfo
from spades_tui.core.record import game_to_record
from spades_tui.core.rules import Rules
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.flow.local import LocalTable
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.help import GuideSection, HelpScreen
from spades_tui.ui.screens.new_game import NewGameScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN, GameSetup, SetupError
from spades_tui.ui.startup import make_app


async def test_computer_plays_its_turns_and_no_hand_off_is_shown() -> None:
    app = app_for(position(5, stop=lambda g: True), (HUMAN, "random"))
    async with app.run_test(size=SIZE) as pilot:
        game = app.game
        seen_handoff = False
        while game.hand.number == 1 and game.phase is not Phase.GAME_OVER:
            await pilot.pause()
            seen_handoff |= isinstance(app.screen, HandoffScreen)
            screen = app.screen
            if isinstance(screen, TableScreen) and screen.kind is not None:
                assert game.to_act == 0  # the table only ever asks the person
                await pilot.press({"double_nil": "n", "bidding": "enter"}.get(screen.kind, "enter"))
            elif not isinstance(screen, TableScreen):
                await pilot.press("enter")
        assert not seen_handoff
        assert game.hand.number == 2
        assert any(t.seat == 1 for t in game.hands[0].draft)


async def test_computer_thinking_is_shown_while_the_ui_keeps_working(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pace_over = asyncio.Event()  # the computer's pace runs out when the test says so

    async def pace(flow: LocalTable, seconds: float) -> None:
        await pace_over.wait()

    monkeypatch.setattr(LocalTable, "_wait_out_pace", pace)
    game = position(5, stop=lambda g: g.phase is Phase.PLAY and g.to_act == 1)
    app = app_for(game, (HUMAN, "random"), pace=0.5)
    async with app.run_test(size=SIZE) as pilot:
        before = game.actions_applied
        await wait_until(pilot, lambda: "thinking" in screen_text(app))
        await pilot.press("question_mark")  # the UI answers keys while the worker runs
        assert isinstance(app.screen, HelpScreen)
        pace_over.set()
        await pilot.pause(0.3)
        assert game.actions_applied == before  # held back while help covers the table
        await pilot.press("escape")
        await wait_until(pilot, lambda: game.actions_applied > before)


async def test_watching_can_pause_and_go_on() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.PLAY)
    app = app_for(game, ("random", "random"), pace=0.05)
    async with app.run_test(size=SIZE) as pilot:
        start = game.actions_applied
        await wait_until(pilot, lambda: game.actions_applied > start)
        await pilot.press("p")
        await pilot.pause(0.2)
        paused_at = game.actions_applied
        await pilot.pause(0.4)
        assert game.actions_applied == paused_at
        assert "Paused" in screen_text(app)
        # The key says what it does now: it said "p Pause" beside "Paused".
        footer = screen_text(app).splitlines()[-1]
        assert "p Go on" in footer and "Pause" not in footer
        await pilot.press("p")
        await wait_until(pilot, lambda: game.actions_applied > paused_at)
        assert "p Pause" in screen_text(app).splitlines()[-1]


async def test_esc_leaves_a_watched_game_for_the_home_screen(tmp_path) -> None:
    """A tester found no key out of watching: Esc, q and h did nothing, and the footer named
    only the pause and the pace."""
    from spades_tui.storage import Storage
    from spades_tui.ui.screens.home import HomeScreen

    storage = Storage(tmp_path)
    own = position(3, stop=lambda g: g.phase is Phase.PLAY)
    storage.save(own)
    game = position(5, stop=lambda g: g.phase is Phase.PLAY)
    game.players = (PlayerInfo("Ann", "ai:random"), PlayerInfo("Bob", "ai:random"))
    app = SpadesApp(game, ("random", "random"), pace=0.05, storage=storage)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: "Esc Leave" in screen_text(app).splitlines()[-1])
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, HomeScreen))
    # Watching set nothing aside: the player's own game is still the one to continue, and
    # History holds no game "left" to make way for it.
    assert game_to_record(storage.load_unfinished()) == game_to_record(own)
    assert not storage.history_dir.exists()


async def test_small_terminal_shows_a_notice_until_enlarged() -> None:
    app = hotseat_app()
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        assert "enlarge the terminal" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert "Pass to Ann" in screen_text(app)
        await pilot.resize_terminal(79, 24)
        await pilot.pause()
        assert "enlarge the terminal" in screen_text(app)
        # The size is read on one line, not broken at a narrow terminal's edge.
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert any("It is 60×20 now." in line for line in screen_text(app).splitlines())


class FakeStorage:
    def __init__(self, fail: bool = False) -> None:
        self.saved: list[int] = []
        self.fail = fail

    def save(self, game) -> None:
        if self.fail:
            raise OSError("disk full")
        self.saved.append(game.actions_applied)

    def shelve_unfinished(self, practice: bool = False) -> None:
        pass


async def test_after_action_saves_after_every_action() -> None:
    storage = FakeStorage()
    setup = GameSetup(("Ann", "Bob"), (HUMAN, HUMAN), Rules(), 5)
    app = SpadesApp(setup.new_game(), setup.controllers, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "n", "k", "enter", "n", "k")
        assert storage.saved == [0, 1, 2, 3, 4]


async def test_a_failed_save_is_reported_and_the_game_goes_on() -> None:
    setup = GameSetup(("Ann", "Bob"), (HUMAN, HUMAN), Rules(), 5)
    app = SpadesApp(
        setup.new_game(), setup.controllers, pace=0, trick_pause=0, storage=FakeStorage(fail=True)
    )
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter", "n")
        await pilot.pause()
        assert app.game.phase is Phase.DRAFT
        await wait_until(pilot, lambda: "Could not save the game: disk full" in toast_words(app))


async def test_palette_offers_new_game_and_help() -> None:
    app = app_for(position(5, stop=lambda g: True), (HUMAN, "random"))  # hot-seat: at the end
    async with app.run_test(size=SIZE) as pilot:
        await past_the_hand_off(app, pilot)
        titles = [c.title for c in app.get_system_commands(app.screen)]
        # The game's own commands only: none of Textual's keys panel, screenshot or second quit
        # (the table's own, such as the hint, come between).
        assert titles[0] == "New game" and "Export game" in titles
        assert titles[-3:] == ["Help", "Settings", "Quit"] and titles.count("Quit") == 1
        assert not {"Keys", "Screenshot", "Theme"} & set(titles), titles


async def test_new_game_screen_refuses_bad_input_then_starts() -> None:
    app = SpadesApp(None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("h")  # hot-seat, from the home screen
        assert isinstance(app.screen, NewGameScreen)
        app.screen.query_one("#rule-target", Input).value = "0"
        await pilot.press("ctrl+s")
        assert "Points to win must be a whole number from 1 to 100000" in screen_text(app)
        app.screen.query_one("#rule-target", Input).value = "300"
        app.screen.query_one("#seed", Input).value = "-4"
        await pilot.press("ctrl+s")
        assert "the seed must be from 0 to 9223372036854775807" in screen_text(app)
        app.screen.query_one("#seed", Input).value = "9"
        app.screen.query_one("#name1", Input).value = "   "
        await pilot.press("ctrl+s")
        assert "player 2 needs a name" in screen_text(app)
        app.screen.query_one("#name1", Input).value = "Bob"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None
        assert app.game.rules.target == 300 and app.game.seed == 9
        assert isinstance(app.screen, HandoffScreen)


def run_cli(args: list[str], tmp_path) -> int:
    return main([*args, "--data-dir", str(tmp_path)])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--vs", "grandmaster"], "'grandmaster'"),
        (["--watch", "random"], "--watch expects two levels"),
        (["--resume", "no-such-file.json"], "no such file"),
    ],
)
def test_bad_start_options_get_one_clear_line(args, message, tmp_path, capsys) -> None:
    assert run_cli(args, tmp_path) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


@pytest.mark.parametrize("second", [" Al ", "al", "AL"])
def test_the_same_name_twice_is_refused_before_the_app_starts(tmp_path, second: str) -> None:
    # Names told apart only by capitals ("Al" and "al") could not be told apart at the table.
    args = play_parser().parse_args(["--hotseat", "--names", "Al", second])
    args.data_dir = str(tmp_path)
    with pytest.raises(SetupError, match="need different names"):
        make_app(args, Rules())


@pytest.mark.parametrize(
    ("options", "names"),
    [
        (["--vs", "hard"], ("Kim", "Computer")),
        (["--vs", "hard", "--seat", "2"], ("Computer", "Kim")),
        (["--hotseat"], ("Kim", "Lea")),
        (["--vs", "hard", "--names", "Ann", "Hal"], ("Ann", "Hal")),
    ],
)
def test_a_game_from_the_command_line_takes_the_names_chosen_in_the_settings(
    tmp_path, options: list[str], names: tuple[str, str]
) -> None:
    from spades_tui.settings import Settings, SettingsFile

    # The home screen's games used them; `--vs hard` called the person "Player".
    SettingsFile().save(Settings(name="Kim", second_name="Lea"))
    args = play_parser().parse_args([*options, "--data-dir", str(tmp_path)])
    app = make_app(args, Rules())
    assert app._first_game is not None
    game, _controllers = app._first_game
    assert tuple(p.name for p in game.players) == names


async def test_resume_continues_a_saved_game(tmp_path) -> None:
    game = position(5, stop=lambda g: g.phase is Phase.PLAY)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game_to_record(game)))
    args = play_parser().parse_args(["--resume", str(path), "--data-dir", str(tmp_path / "d")])
    app = make_app(args, Rules())
    app.pace = 0
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        assert game_to_record(app.game) == game_to_record(game)
        assert isinstance(app.screen, TableScreen) and app.screen.kind == "play"


def test_the_keys_document_is_the_one_the_help_shows() -> None:
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    shipped = root / "spades_tui" / "docs" / "keys.md"
    assert (root / "docs" / "keys.md").read_text() == shipped.read_text()


async def test_help_shows_keys_and_rules() -> None:
    app = hotseat_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen)
        assert "Keys" in screen_text(app)
        await pilot.press("end")
        guide = " ".join(part.source for part in app.screen.query(GuideSection))
        assert "Double nil exchange" in guide


async def test_new_game_screen_starts_a_game_against_the_computer_in_the_second_seat() -> None:
    app = SpadesApp(None, pace=0, trick_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("p")  # play the computer, from the home screen
        app.screen.query_one("#seat").focus()
        await pilot.press("right", "ctrl+s")
        await pilot.pause()
        assert app.flow.controllers == ("normal", HUMAN)
        assert [p.name for p in app.game.players] == ["Computer", "Player"]
        assert [p.kind for p in app.game.players] == ["ai:normal", HUMAN]


async def test_ctrl_c_says_how_to_quit_in_plain_words() -> None:
    app = hotseat_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("ctrl+c")
        await pilot.pause()
        text = screen_text(app)
        assert "Ctrl+Q quits" in text
        assert "[b]" not in text
        assert app.is_running


def row_of(app: SpadesApp, label: str) -> str:
    return next(line for line in screen_text(app).splitlines() if line.strip().startswith(label))


@pytest.mark.parametrize("size", [SIZE, (120, 40)])
async def test_a_letter_typed_in_a_number_field_is_refused_with_a_reason_beside_it(size) -> None:
    app = SpadesApp(None)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("h")
        assert isinstance(app.screen, NewGameScreen)
        seed = app.screen.query_one("#seed", Input)
        seed.focus()
        await pilot.press("4", "x")
        await pilot.pause()
        # Where the player is looking: beside the field, in place of its help.
        assert "Only digits here." in row_of(app, "Seed")
        await pilot.press("2")  # a digit: the reason has been read
        await pilot.pause()
        assert seed.value == "42"
        assert "blank: a new shuffle" in row_of(app, "Seed")
        await pilot.press("x", "down")  # refused again, then on to the next field
        await pilot.pause()
        assert "Only digits here" not in screen_text(app)
        assert "blank: a new shuffle" in row_of(app, "Seed")


async def test_a_name_typed_on_a_choice_does_not_change_it() -> None:
    """A tester typed "Alice" with the cursor on Mode, not Player 1: its l turned hot-seat
    into watching. A choice changes with the arrows, Space, Enter or a click, not letters."""
    app = SpadesApp(None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("h")
        assert isinstance(app.screen, NewGameScreen)
        mode = app.screen.query_one("#mode")
        mode.focus()
        before = mode.value
        await pilot.press(*"Alice", *"hal")
        await pilot.pause()
        assert mode.value == before


async def test_a_focused_text_field_is_lit_as_a_focused_choice_is() -> None:
    app = SpadesApp(None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("h")
        mode, seed = app.screen.query_one("#mode"), app.screen.query_one("#seed", Input)
        mode.focus()
        await pilot.pause()
        lit = mode.visual_style.background
        seed.focus()
        await pilot.pause()
        assert seed.visual_style.background == lit
        assert mode.visual_style.background != lit  # the light went with the focus


async def test_the_watch_form_names_the_computers_by_the_levels_it_starts_at() -> None:
    """The form opened on watching (normal against hard, as last time) named the computers
    after the level last played against (hard here), Hard 1 and Hard 2."""
    from spades_tui.settings import Settings

    app = SpadesApp(None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(NewGameScreen(Settings(level="hard"), mode="watch"))
        await pilot.pause()
        levels = [app.screen.query_one(f"#level{i}").value for i in (0, 1)]
        names = [app.screen.query_one(f"#name{i}", Input).value for i in (0, 1)]
        assert levels == ["normal", "hard"] and names == ["Normal", "Hard"]


async def test_a_name_past_the_limit_is_cut_with_a_reason_not_refused_whole() -> None:
    app = SpadesApp(None)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("h")
        field = app.screen.query_one("#name0", Input)
        field.focus()
        field.value = ""
        field.post_message(Paste("Maximilian Alexander von Habsburg"))  # 32 characters
        await pilot.pause()
        assert field.value == "Maximilian Alexander"  # the first 20
        await pilot.press("end", "x")  # one more key at the limit
        assert field.value == "Maximilian Alexander"
        assert "at most 20 characters" in screen_text(app)


async def test_take_back_in_hot_seat_says_why_it_does_nothing() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.PLAY)
    app = app_for(game)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        if app.screen is not app.table:
            await pilot.press("enter")  # the hand-off: "I am ready"
            await pilot.pause()
        before = game.actions_applied
        await pilot.press("u")
        await pilot.pause()
        await wait_until(pilot, lambda: "Taking back a decision" in toast_words(app))
        assert app.game.actions_applied == before


async def test_the_loss_floor_takes_a_minus_sign_as_the_help_writes_it() -> None:
    """The help says "−1 to −100 000" with a minus sign; typed or pasted, that sign was
    refused, so the field read 100 and the form would not start."""
    app = SpadesApp(None)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("h")
        assert isinstance(app.screen, NewGameScreen)
        floor = app.screen.query_one("#rule-loss_floor", Input)
        floor.focus()
        await pilot.pause()
        # As a terminal sends the sign (the pilot would send its key without the character).
        floor.post_message(events.Key("minus_sign", "−"))
        await pilot.pause()
        await pilot.press(*"250")
        await pilot.pause()
        assert floor.value == "-250"
        assert "Only digits here" not in screen_text(app)
