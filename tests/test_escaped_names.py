"""A file name, path or value repeated in a message never reaches the terminal raw.

An escape code in a name (``\\x1b]0;PWNED\\x07`` retitles many terminals) is shown escaped,
as text, in every line the command line prints and in the game's notices.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, Static
from ui_helpers import SIZE, past_the_hand_off, position, wait_until

from spades_tui.cli import main
from spades_tui.core import Game, Rules
from spades_tui.core.record import dumps
from spades_tui.settings import SettingsFile
from spades_tui.shown import shown
from spades_tui.storage import SaveError, Storage

EVIL = "\x1b]0;PWNED\x07"
ESCAPED = "\\x1b]0;PWNED\\x07"


def _raw_free(text: str) -> bool:
    """No control character but the line ends."""
    return all(char.isprintable() for char in text.replace("\n", ""))


def _said(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    main(list(argv))
    out, err = capsys.readouterr()
    assert _raw_free(out) and _raw_free(err), (out, err)
    return out + err


def test_shown_escapes_control_characters_and_keeps_letters() -> None:
    assert shown(f"{EVIL}.json") == f"{ESCAPED}.json"
    assert shown("Ádám\u202e\n\t") == "Ádám\\u202e\\n\\t"
    assert shown(shown(EVIL)) == shown(EVIL)
    assert shown(Path("/tmp/ő.json")) == "/tmp/ő.json"


def test_validate_shows_the_file_name_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / f"{EVIL}.json"
    path.write_text("[" * 100_000, encoding="utf-8")
    assert f"{ESCAPED}.json: not a game record" in _said(capsys, "validate", str(path))


def test_an_unknown_argument_is_repeated_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    assert f"unrecognized arguments: --{ESCAPED}" in _said(capsys, f"--{EVIL}")
    assert f"unknown command '{ESCAPED}'" in _said(capsys, EVIL)


def test_simulate_shows_the_output_path_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / EVIL / "games.jsonl"
    said = _said(capsys, "simulate", "--games", "1", "--out", str(out))
    assert f"cannot write {tmp_path}/{ESCAPED}/games.jsonl" in said


def test_resume_of_a_finished_game_shows_the_name_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import random

    game = Game(rules=Rules(target=50, loss_floor=-1), seed=5)
    rng = random.Random(5)
    while game.winner is None:
        game.apply(rng.choice(game.legal_actions()))
    path = tmp_path / f"{EVIL}.json"
    path.write_text(dumps(game), encoding="utf-8")
    said = _said(capsys, "--resume", str(path), "--data-dir", str(tmp_path / "data"))
    assert f"{ESCAPED}.json holds a finished game" in said


def test_a_data_folder_that_cannot_be_used_is_named_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocked = tmp_path / EVIL
    blocked.write_text("a file, not a folder", encoding="utf-8")
    said = _said(capsys, "--hotseat", "--data-dir", str(blocked))
    assert f"cannot use {tmp_path}/{ESCAPED} for saved games" in said


def test_the_settings_file_is_named_escaped(tmp_path: Path) -> None:
    store = SettingsFile(tmp_path / EVIL)
    store.folder.mkdir()
    store.path.write_text("hints = 3\n", encoding="utf-8")
    _settings, message = store.load()
    assert message is not None and _raw_free(message)
    assert f"{ESCAPED}/settings.toml had problems" in message
    assert f"{ESCAPED}/settings.bad-" in message  # where the old file was kept


def test_a_saved_game_set_aside_is_named_escaped(tmp_path: Path) -> None:
    storage = Storage(tmp_path / EVIL)
    storage.root.mkdir()
    storage.current_path.write_text("not a record", encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        storage.load_unfinished()
    message = str(caught.value)
    assert _raw_free(message) and f"{ESCAPED}/current.bad-" in message


async def test_the_export_notice_shows_the_path_escaped(tmp_path: Path) -> None:
    from spades_tui.ui.app import SpadesApp
    from spades_tui.ui.setup import HUMAN

    game = position(5, stop=lambda g: g.actions_applied == 10)
    app = SpadesApp(game, (HUMAN, "random"), pace=0, trick_pause=0)  # hot-seat exports at the end
    notices: list[str] = []
    real = app.notify

    def notify(message: str, *args: object, **kwargs: object) -> None:
        notices.append(str(message))
        real(message, *args, **kwargs)  # type: ignore[arg-type]

    app.notify = notify  # type: ignore[method-assign]
    target = tmp_path / EVIL / "mine.json"
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await past_the_hand_off(app, pilot)
        app.action_export()
        await pilot.pause()
        app.screen.query_one(Input).value = str(target)
        await pilot.press("enter")  # a new folder: made once asked twice
        note = app.screen.query_one("#export-note", Static)
        await wait_until(pilot, lambda: "does not exist" in str(note.render()))
        assert _raw_free(str(note.render()))
        await pilot.press("enter")
        await wait_until(pilot, lambda: bool(notices))
    assert target.is_file()
    assert all(_raw_free(n) for n in notices) and ESCAPED in notices[-1], notices


UNSHOWABLE = pytest.mark.parametrize(
    ("name", "why"),
    [
        (f"{EVIL}Ann", "has a character that cannot be shown"),
        ("W" * 3000, "is longer than 20 characters"),
        ("", "is empty"),
    ],
    ids=["escape-code", "three-thousand-letters", "empty"],
)


def _record_named(tmp_path: Path, name: str) -> Path:
    import json

    game = position(5, stop=lambda g: g.actions_applied == 10)
    record = json.loads(dumps(game))
    record["players"][0]["name"] = name
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


@UNSHOWABLE
def test_a_replayed_record_whose_name_cannot_stand_on_a_screen_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, why: str
) -> None:
    """A record may hold any text as a name. Replayed, an escape code in one retitled the
    terminal and a name of 3,000 letters pushed the score off its line. (--resume refuses
    them in the same words, from ui.setup.controllers_of.)"""
    said = _said(capsys, "replay", str(_record_named(tmp_path, name)))
    assert f"player 1's name in this game {why}" in said
    assert "Traceback" not in said


@UNSHOWABLE
def test_validate_does_not_pass_a_name_the_game_would_refuse_to_show(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, why: str
) -> None:
    # validate passes only what spades-tui could have written; it called these valid, and
    # replay and --resume then refused them.
    assert main(["validate", str(_record_named(tmp_path, name))]) == 1
    out, err = capsys.readouterr()
    assert "0 valid, 1 invalid" in out
    assert "players[0].name: " in err and why in err and _raw_free(err)
    assert "W" * 21 not in err  # a long name is quoted by its start, 20 characters


def test_a_game_continued_with_a_name_too_long_to_show_is_refused() -> None:
    from spades_tui.core.game import PlayerInfo
    from spades_tui.ui.setup import SetupError, controllers_of

    game = Game(
        rules=Rules(), seed=5, players=(PlayerInfo("W" * 21, "human"), PlayerInfo("Bo", "human"))
    )
    with pytest.raises(SetupError, match="player 1's name in this game is longer than 20"):
        controllers_of(game)
