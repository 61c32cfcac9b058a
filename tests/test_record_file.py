"""Every command and screen that reads record files answers a bad file in one clear line.

validate, analyze, replay, --resume and the History list read through one reader, so the
same file gets the same words from each, with one size limit, and never a traceback.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from spades_tui.cli import main
from spades_tui.core import Game
from spades_tui.core.actions import DECLINE, KEEP
from spades_tui.core.record import dumps
from spades_tui.history import UNREADABLE, read_entry

# The limit docs/record-format.md states, for each record.
MAX_RECORD_BYTES = 10_000_000
# The reading commands, and the exit status each gives for a file it refuses.
READERS = {"validate": 1, "analyze": 1, "replay": 1, "--resume": 2}


def _record() -> str:
    game = Game(seed=3)
    for _ in range(6):
        game.apply(DECLINE if game.phase.value == "double_nil" else KEEP)
    return dumps(game)


def _problem(capsys: pytest.CaptureFixture[str], command: str, path: Path) -> str:
    """What ``command`` says about the file at ``path``, without its program prefix."""
    code = main([command, str(path)])
    out, err = capsys.readouterr()
    assert code == READERS[command], (command, out, err)
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, (command, err)
    line = err.strip()
    for prefix in ("spades-tui analyze: ", "spades-tui replay: ", "spades-tui: error: "):
        line = line.removeprefix(prefix)
    return line


MONSTROUS = {
    "nested 100,000 deep": "[" * 100_000 + "]" * 100_000,
    "a number of 5,000 digits": "1" * 5000,
    "a seed of 5,000 digits": '{"format": "spades-tui-record", "seed": ' + "9" * 5000 + "}",
    "unclosed nesting": "[" * 100_000,
}


@pytest.mark.parametrize("case", list(MONSTROUS))
def test_monstrous_json_is_one_line_from_every_reader(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    path = tmp_path / "x.json"
    path.write_text(MONSTROUS[case], encoding="utf-8")
    said = {command: _problem(capsys, command, path) for command in READERS}
    assert len(set(said.values())) == 1, said  # the same words from each
    assert str(path) in said["validate"] and "not a game record" in said["validate"]
    entry = read_entry(path, "finished", None)
    assert entry.status == UNREADABLE and entry.problem == said["validate"]
    assert path.read_text(encoding="utf-8") == MONSTROUS[case]  # nothing changed or removed


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("", "the file is empty"),
        (b"\xff\xfe{}", "not UTF-8"),
        ('{"format": "spades-tui-record", "version": 1, "hands": [', "broken JSON at line 1"),
        ('{"format": "spades-tui-record", "version": 7}', "saved by a newer spades-tui"),
        ('{"format": "chess"}', 'JSON, but not a game record (it has no "format"'),
    ],
)
def test_a_bad_file_gets_the_same_line_from_every_reader(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | bytes, words: str
) -> None:
    path = tmp_path / "game.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    said = {command: _problem(capsys, command, path) for command in READERS}
    assert len(set(said.values())) == 1, said
    assert words in said["validate"]


def test_a_record_over_the_limit_is_refused_by_every_reader(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A sound record padded with spaces (which JSON allows) past the limit: refused by its size.
    path = tmp_path / "padded.json"
    path.write_text(_record() + " " * MAX_RECORD_BYTES + "\n", encoding="utf-8")
    said = {command: _problem(capsys, command, path) for command in READERS}
    assert len(set(said.values())) == 1, said
    assert said["validate"] == f"{path}: larger than 10 MB; a game record is at most 10 MB"


def test_the_limit_is_for_each_record_not_for_a_file_of_many(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # simulate writes files of many games well over 10 MB; each of its lines is one record.
    path = tmp_path / "many.jsonl"
    line = _record() + " " * (MAX_RECORD_BYTES // 8)
    path.write_text("\n".join([line] * 9) + "\n", encoding="utf-8")
    assert path.stat().st_size > MAX_RECORD_BYTES
    assert main(["validate", str(path)]) == 0
    assert "9 valid, 0 invalid" in capsys.readouterr().out
    assert main(["analyze", str(path), "--game", "12"]) == 1
    assert "there is no game 12; the file holds 9 games" in capsys.readouterr().err


def test_a_line_over_the_limit_stops_the_file_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "games.jsonl"
    long = _record() + " " * MAX_RECORD_BYTES
    path.write_text("\n".join([_record(), long, _record()]) + "\n", encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    out, err = capsys.readouterr()
    assert "1 valid, 1 invalid" in out
    assert err == f"{path}:2: larger than 10 MB; a game record is at most 10 MB\n"


def test_resume_wants_one_game_not_a_file_of_many(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "games.jsonl"
    path.write_text(_record() + "\n" + _record() + "\n", encoding="utf-8")
    said = _problem(capsys, "--resume", path)
    assert said.startswith(f"{path}: holds several games, one per line")


def test_the_reader_holds_the_limit_the_record_format_states() -> None:
    from spades_tui import record_file

    assert record_file.MAX_RECORD_BYTES == MAX_RECORD_BYTES


def test_a_record_saved_with_a_byte_order_mark_is_read_as_without(tmp_path: Path) -> None:
    # Some editors start UTF-8 with one; the reader called the file truncated JSON.
    from spades_tui.record_file import read_one

    plain = tmp_path / "plain.json"
    plain.write_text(_record(), "utf-8")
    marked = tmp_path / "marked.json"
    marked.write_bytes(b"\xef\xbb\xbf" + plain.read_bytes())
    assert dumps(read_one(marked)) == dumps(read_one(plain))
    assert main(["validate", str(marked)]) == 0


@pytest.mark.parametrize("command", list(READERS))
def test_an_empty_file_name_is_said_to_be_empty(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    # Path("") is the current folder: every reader answered ".: is a folder".
    assert main([command, ""]) == READERS[command]
    err = capsys.readouterr().err
    assert err.strip().endswith("no file was named: the file name is empty"), err


def _stdin(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


def test_validate_and_analyze_read_standard_input_for_a_dash(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _stdin(monkeypatch, (_record() + "\n" + _record() + "\n").encode())
    assert main(["validate", "-"]) == 0
    assert "2 valid, 0 invalid" in capsys.readouterr().out
    _stdin(monkeypatch, _record().encode())
    assert main(["analyze", "-", "--game", "2"]) == 1
    assert "standard input: there is no game 2; the file holds 1 game" in capsys.readouterr().err


def test_a_broken_record_on_standard_input_is_told_as_from_there(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _stdin(monkeypatch, _record()[:50].encode())
    assert main(["validate", "-"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("standard input: not a game record"), err


def test_a_file_named_dash_is_still_read_as_a_file_when_named_with_its_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "-").write_text(_record(), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    _stdin(monkeypatch, b"")
    assert main(["validate", "./-"]) == 0
    assert "1 valid, 0 invalid" in capsys.readouterr().out


@pytest.mark.usefixtures("hungarian")  # English again afterwards: --lang hu stays set
def test_json_of_another_kind_is_told_in_the_readers_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A puzzle file given to analyze in Hungarian was refused half in English: "format:
    expected "spades-tui-record", found null"."""
    path = tmp_path / "puzzles.json"
    path.write_text('{"puzzles": []}', encoding="utf-8")
    assert main(["--lang", "hu", "validate", str(path)]) == 1
    err = capsys.readouterr().err
    assert "expected" not in err and "found" not in err
    assert "nem játszmafájl" in err and "„format”: „spades-tui-record”" in err


def test_nothing_piped_in_is_said_so_not_as_an_empty_file(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _stdin(monkeypatch, b"")
    assert main(["validate", "-"]) == 1
    assert capsys.readouterr().err.strip() == "standard input is empty: no record was piped in"
