"""Nothing is lost: autosave, resume at start-up, export, bad save files, terminal sizes."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input
from ui_helpers import SIZE, past_the_hand_off, position, screen_text, toast_words, wait_until

from spades_tui.cli import main
from spades_tui.commands.play import play_parser
from spades_tui.core import events as ev
from spades_tui.core.game import Phase
from spades_tui.core.record import from_record, game_to_record
from spades_tui.core.rules import Rules
from spades_tui.record_file import MAX_RECORD_BYTES
from spades_tui.storage import SaveError, Storage, load_file
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.flow.local import LocalTable
from spades_tui.ui.screens.export import ExportScreen
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.home import HomeScreen
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.ui.screens.new_game import NewGameScreen
from spades_tui.ui.screens.scores import HandOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.screens.too_small import TooSmallScreen
from spades_tui.ui.setup import HUMAN, GameSetup
from spades_tui.ui.startup import make_app


async def wait_for_screen(pilot, kind, seconds: float = 10.0):
    # Painted too: the text on screen is read right after.
    app = pilot.app
    await wait_until(
        pilot, lambda: isinstance(app.screen, kind) and screen_text(app).strip(), seconds
    )
    return app.screen


def squeezed(app, box_only: bool = False) -> str:
    """The screen's text without spaces, line ends and box edges: long paths wrap.

    ``box_only``: only the text inside the box on top (the home screen shows around it).
    """
    lines = screen_text(app).splitlines()
    if box_only:
        region = app.screen.query_one(".box").region
        lines = [line[region.x : region.right] for line in lines[region.y : region.bottom]]
    return "".join(ch for ch in "".join(lines) if not ch.isspace() and ch not in "▌│")


def on_disk(storage: Storage) -> dict:
    return json.loads(storage.current_path.read_text(encoding="utf-8"))


# ---------------------------------------------------------------------- autosave
async def test_the_file_on_disk_follows_every_human_and_computer_action(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = Storage(tmp_path)
    setup = GameSetup(("Ann", "Computer"), (HUMAN, "random"), Rules(), 8)
    app = SpadesApp(setup.new_game(), setup.controllers, pace=0, trick_pause=0, storage=storage)
    checked: list[int] = []  # the seat of every action found saved right after it was applied
    act = LocalTable._act  # every action of a local game goes through here, to the match

    def act_and_check(flow, seat, action):  # type: ignore[no-untyped-def]
        refusal = act(flow, seat, action)
        assert refusal is None
        assert on_disk(storage) == game_to_record(app.game)
        checked.append(seat)
        return refusal

    monkeypatch.setattr(LocalTable, "_act", act_and_check)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game
        assert on_disk(storage) == game_to_record(game)  # saved before the first move
        while game.hand.number == 1:
            await pilot.pause()
            screen, before = app.screen, game.actions_applied
            if isinstance(screen, TableScreen) and screen.kind is not None:
                await pilot.press({"double_nil": "n", "bidding": "enter"}.get(screen.kind, "enter"))
            elif not isinstance(screen, TableScreen):
                await pilot.press("enter")
            else:
                await wait_until(pilot, lambda b=before: game.actions_applied > b)
    assert len(checked) == game.actions_applied - 1 or len(checked) == game.actions_applied
    assert checked.count(0) >= 20 and checked.count(1) >= 20


# ---------------------------------------------------------------------- resume at start-up
def _saved(tmp_path: Path, game, controllers=(HUMAN, HUMAN)) -> Storage:
    storage = Storage(tmp_path)
    storage.save(game)
    return storage


async def test_continue_shows_the_same_draft_turn_after_the_hand_off(tmp_path: Path) -> None:
    game = position(5, stop=lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 7)
    storage = _saved(tmp_path, game)
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for_screen(pilot, HomeScreen)
        assert "Continue   hot-seat, Ann and Bob" in screen_text(app)
        await pilot.press("c")
        await wait_for_screen(pilot, HandoffScreen)
        # Hot-seat: the cards stay hidden until the player to act says they are ready.
        assert isinstance(app.screen, HandoffScreen)
        assert "Pass to Bob" in screen_text(app)
        await pilot.press("enter")
        table = app.screen
        assert isinstance(table, TableScreen) and table.kind == "draft"
        assert table.view.seat == game.to_act == 1
        assert table.view.drawn == game.view(1).drawn
        assert game_to_record(app.game) == game_to_record(game)
        await pilot.press("k")  # and it goes on saving into the same file
        assert on_disk(storage) == game_to_record(app.game)
        assert not storage.history_dir.exists()  # continuing shelves nothing


async def test_continue_restores_the_computer_seat(tmp_path: Path) -> None:
    game = position(6, stop=lambda g: g.phase is Phase.PLAY and g.to_act == 0)
    record = game_to_record(game)
    record["players"][1]["kind"] = "ai:random"
    storage = Storage(tmp_path)
    storage.current_path.write_text(json.dumps(record), encoding="utf-8")
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for_screen(pilot, HomeScreen)
        await pilot.press("enter")  # Continue is highlighted first
        await wait_for_screen(pilot, TableScreen)
        assert app.flow.controllers == (HUMAN, "random")
        table = app.screen
        assert isinstance(table, TableScreen) and table.kind == "play"  # no hand-off vs computer
        before = app.game.actions_applied
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.game.actions_applied >= before + 2)


async def test_a_resumed_game_between_hands_shows_the_last_hands_scores(tmp_path: Path) -> None:
    game = position(5, stop=lambda g: len(g.hands) == 2)
    storage = _saved(tmp_path, game)
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for_screen(pilot, HomeScreen)
        await pilot.press("c")
        await wait_for_screen(pilot, HandOverScreen)
        assert "Hand 1 scored" in screen_text(app)


async def test_new_game_keeps_the_unfinished_one_in_history(tmp_path: Path) -> None:
    game = position(5, stop=lambda g: g.actions_applied == 30)
    storage = _saved(tmp_path, game)
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    # What the app says, as it says it: a toast read off the screen can be gone already on a
    # loaded machine, where its few seconds run out before the next look.
    said: list[str] = []
    notify = app.notify
    app.notify = lambda message, **options: (said.append(message), notify(message, **options))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await wait_for_screen(pilot, HomeScreen)
        await pilot.press("h")
        await wait_for_screen(pilot, NewGameScreen)
        assert on_disk(storage) == game_to_record(game)  # untouched until a new game starts
        # Said before it happens, not only after (a watched game set a real one aside).
        aside = "Startingkeepstheunfinishedgame(hot-seat,{}and{})inHistory".format(
            *(p.name.replace(" ", "") for p in game.players)
        )
        assert aside in squeezed(app)
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: load_file(storage.current_path).actions_applied == 0)
        assert "The unfinished game is kept in History, where c continues it." in said
    kept = list(storage.history_dir.iterdir())
    assert len(kept) == 1 and game_to_record(load_file(kept[0])) == game_to_record(game)
    assert load_file(storage.current_path).actions_applied == 0  # the new game, saved


async def test_a_saved_game_that_cannot_be_moved_aside_is_never_saved_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = position(5, stop=lambda g: g.actions_applied == 30)
    storage = _saved(tmp_path, game)
    before = storage.current_path.read_bytes()

    def refused(practice: bool = False) -> None:
        raise SaveError("cannot keep the unfinished game in current.json: Permission denied")

    monkeypatch.setattr(storage, "shelve_unfinished", refused)
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await wait_for_screen(pilot, HomeScreen)
        await pilot.press("h")
        await wait_for_screen(pilot, NewGameScreen)
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: "Saving is off" in screen_text(app))
        await pilot.press("enter", "n", "k")
        assert app.game is not None and app.game.actions_applied == 2
    assert storage.current_path.read_bytes() == before


async def test_quitting_after_a_failed_save_warns_once_first(tmp_path: Path) -> None:
    storage = Storage(tmp_path / "data")
    setup = GameSetup(("Ann", "Bob"), (HUMAN, HUMAN), Rules(), 5)
    app = SpadesApp(setup.new_game(), setup.controllers, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter", "n")
        (tmp_path / "data").rename(tmp_path / "gone")
        (tmp_path / "data").write_text("a file where the folder was", encoding="utf-8")
        await pilot.press("k")
        await wait_until(pilot, lambda: "Could not save" in screen_text(app))
        await pilot.press("ctrl+q")
        await wait_until(pilot, lambda: "Not saved" in screen_text(app))
        assert app.is_running
        await pilot.press("ctrl+q")
        await wait_until(pilot, lambda: not app.is_running)


async def test_resume_option_loads_any_record_and_keeps_the_saved_game(tmp_path: Path) -> None:
    saved = position(3, stop=lambda g: g.actions_applied == 12)
    storage = _saved(tmp_path / "data", saved)
    other = position(5, stop=lambda g: g.phase is Phase.BIDDING)
    path = tmp_path / "other.json"
    path.write_text(json.dumps(game_to_record(other)), encoding="utf-8")
    args = play_parser().parse_args(["--resume", str(path), "--data-dir", str(storage.root)])
    app = make_app(args, Rules())
    app.pace = 0
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        assert isinstance(app.screen, TableScreen) and app.screen.kind == "bidding"
        # The log tells the game from its start, as a continued save's does: it held only
        # "Hand 1: … draws first" and the last card.
        log = app.flow.logs[app.screen.you if app.screen.you is not None else 0]
        assert sum(isinstance(event, ev.DraftTurnTaken) for event in log) >= 26
    assert on_disk(storage) == game_to_record(other)
    kept = list(storage.history_dir.iterdir())
    assert len(kept) == 1 and game_to_record(load_file(kept[0])) == game_to_record(saved)


# ---------------------------------------------------------------------- export
async def test_export_from_the_palette_writes_the_record(tmp_path: Path) -> None:
    game = position(5, stop=lambda g: g.actions_applied == 40)
    # Against the computer: at one keyboard a game is exported only once it is over.
    app = SpadesApp(game, (HUMAN, "random"), pace=0, trick_pause=0)
    target = tmp_path / "out" / "mine.json"
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await past_the_hand_off(app, pilot)  # the hand-off screen offers no export
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Export game" in titles
        await pilot.press("ctrl+p")
        await pilot.press(*"export")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ExportScreen)
        field = app.screen.query_one(Input)
        assert field.value.endswith(".json") and "spades-" in field.value
        field.value = str(target)
        await pilot.press("enter")
        # The folder is new: it is made only when asked twice, as a mistyped name may be.
        await wait_until(pilot, lambda: "doesnotexist" in squeezed(app, box_only=True))
        assert not target.parent.exists()
        await pilot.press("enter")
        # The notice is narrow on the table: its words are read across the lines they wrap
        # onto; a path this long is cut there, so the whole of it is looked for in the message.
        await wait_until(pilot, lambda: "exported to" in toast_words(app))
        assert str(target) in " ".join(n.message for n in app._notifications)
    assert game_to_record(load_file(target)) == game_to_record(game)


async def test_export_asks_before_replacing_and_reports_errors(tmp_path: Path) -> None:
    game = position(5, stop=lambda g: g.actions_applied == 10)
    # Against the computer: at one keyboard a game is exported only once it is over.
    app = SpadesApp(game, (HUMAN, "random"), pace=0, trick_pause=0)
    existing = tmp_path / "old.json"
    existing.write_text("keep me", encoding="utf-8")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await past_the_hand_off(app, pilot)
        app.action_export()
        await pilot.pause()
        app.screen.query_one(Input).value = str(existing)
        await pilot.press("enter")
        await wait_until(pilot, lambda: "exists; Enter again" in screen_text(app))
        assert existing.read_text(encoding="utf-8") == "keep me"
        # Names that cannot be used are explained in the box, which stays open to fix them.
        os.mkfifo(tmp_path / "pipe")
        for typed, words in [
            (str(tmp_path), "isafolder"),
            (f"{tmp_path}/new-folder/", "isafolder"),
            ("~no-such-user/x.json", "nosuchuser"),
            (str(tmp_path / "pipe"), "notaplainfile"),
        ]:
            app.screen.query_one(Input).value = typed
            await pilot.press("enter")
            await wait_until(pilot, lambda w=words: w in squeezed(app, box_only=True))  # type: ignore[misc]
            assert isinstance(app.screen, ExportScreen)
        await pilot.press("escape")
        app.action_export()
        await pilot.pause()
        app.screen.query_one(Input).value = str(tmp_path / "plain-file" / "x.json")
        (tmp_path / "plain-file").write_text("", encoding="utf-8")
        await pilot.press("enter")
        await wait_until(pilot, lambda: "cannotexport" in squeezed(app, box_only=True))
        # A write that fails leaves the box open: the name being typed again must not reach
        # the table as the game's keys (a "y" there declared double nil).
        assert isinstance(app.screen, ExportScreen)
        before = app.game.actions_applied
        await pilot.press("y", "k", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ExportScreen) and app.game.actions_applied == before
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, (TableScreen, HandoffScreen)))


# ---------------------------------------------------------------------- bad save files
def _tampered(record: dict) -> str:
    scored = next(h for h in record["hands"] if "result" in h)
    scored["result"][0]["score"] += 10
    return json.dumps(record)


def _illegal_card(record: dict) -> str:
    record["hands"][0]["draft"][0]["kept"] = "ZZ"
    return json.dumps(record)


def _record() -> dict:
    return game_to_record(position(11, stop=lambda g: len(g.hands) == 2))


BAD = {
    "truncated": (lambda: json.dumps(_record())[:-40], "truncated"),
    "not JSON": (lambda: "this is not a save file", "broken JSON"),
    "wrong format": (lambda: json.dumps({"format": "chess-pgn", "version": 1}), "format"),
    "newer version": (lambda: json.dumps(dict(_record(), version=9)), "newer"),
    "tampered score": (lambda: _tampered(_record()), "score"),
    "illegal card": (lambda: _illegal_card(_record()), "ZZ"),
    "unknown computer level": (
        lambda: json.dumps(
            dict(_record(), players=[{"name": "A", "kind": "human"}, {"name": "B", "kind": "ai:x"}])
        ),
        "player 2 of the record is the computer level 'x', which this version does not have",
    ),
}


@pytest.mark.parametrize("case", [*BAD, "over 10 MB", "unreadable"])
async def test_a_bad_save_is_explained_kept_and_a_new_game_works(
    tmp_path: Path, case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = Storage(tmp_path)
    if case == "over 10 MB":
        with storage.current_path.open("wb") as f:
            f.truncate(MAX_RECORD_BYTES + 1)
        words = "at most 10 MB"
    elif case == "unreadable":
        storage.current_path.write_text(json.dumps(_record()), encoding="utf-8")
        real = Path.open

        def denied(self: Path, *args: Any, **kwargs: Any) -> Any:
            if self.name == "current.json":
                raise PermissionError(13, "Permission denied")
            return real(self, *args, **kwargs)

        monkeypatch.setattr(Path, "open", denied)
        words = "Permission denied"
    else:
        make, words = BAD[case]
        storage.current_path.write_text(make(), encoding="utf-8")
    before = storage.current_path.read_bytes() if case != "unreadable" else None
    size = storage.current_path.stat().st_size
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, InfoScreen | HomeScreen)
        text = screen_text(app)
        if case == "unknown computer level":
            # The record itself is sound; it stays where it is until a new game shelves it.
            assert words.replace(" ", "") in squeezed(app, box_only=True)
            kept = storage.current_path
        else:
            assert "could not be loaded" in text
            aside = [p for p in tmp_path.iterdir() if ".bad-" in p.name]
            assert len(aside) == 1 and words.replace(" ", "") in squeezed(app, box_only=True)
            assert aside[0].name in squeezed(app, box_only=True)  # it says where it went
            kept = aside[0]
        assert kept.stat().st_size == size
        if before is not None and case != "over 10 MB":
            assert kept.read_bytes() == before
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("enter", "n")
        assert app.game.actions_applied == 1
    monkeypatch.undo()  # the new game's file is read back by the real open
    assert game_to_record(load_file(storage.current_path)) == game_to_record(app.game)
    if case != "unknown computer level":
        assert kept.stat().st_size == size  # never overwritten


def test_a_folder_where_the_save_file_should_be_is_refused_at_start(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "current.json").mkdir()
    assert main(["--hotseat", "--data-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "is a folder" in err
    assert "Traceback" not in err
    assert (tmp_path / "current.json").is_dir()


def test_a_folder_in_the_data_folder_from_the_environment_is_refused_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "current.json").mkdir()
    monkeypatch.setenv("SPADES_TUI_DATA", str(tmp_path))
    assert main(["--vs", "random"]) == 2
    assert "is a folder" in capsys.readouterr().err


# ---------------------------------------------------------------------- terminal size
async def test_a_tiny_terminal_and_back_changes_nothing(tmp_path: Path) -> None:
    game = position(5, stop=lambda g: g.phase is Phase.PLAY and g.to_act == 0)
    storage = _saved(tmp_path, game)
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for_screen(pilot, HomeScreen)
        await pilot.press("c")
        await wait_for_screen(pilot, HandoffScreen)
        await pilot.press("enter", "right")
        table = app.screen
        assert isinstance(table, TableScreen) and table.kind == "play"
        state = (game_to_record(app.game), table.cursor, table.view.seat, screen_text(app))
        await pilot.resize_terminal(30, 10)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen) and "enlarge" in screen_text(app)
        await pilot.press("enter", "k", "space")  # keys do nothing to the game meanwhile
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert app.screen is table and "enlarge" not in screen_text(app)
        assert (game_to_record(app.game), table.cursor, table.view.seat, screen_text(app)) == state
    assert on_disk(storage) == game_to_record(game)
    assert game_to_record(from_record(game_to_record(app.game))) == game_to_record(game)
