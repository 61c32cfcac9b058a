"""--lang, --data-dir and --ascii may come before a command's name as well as after it."""

from __future__ import annotations

from pathlib import Path

import pytest

from spades_tui import i18n
from spades_tui.cli import main, split_command


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.use("en")  # --lang hu switches the process's language; the next test reads English


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as done:  # --help ends through argparse
        code = int(done.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_help_of_a_command_after_lang(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = _run(capsys, "--lang", "hu", "simulate", "--help")
    assert code == 0 and out.startswith("használat: spades-tui simulate ")
    assert _run(capsys, "simulate", "--help", "--lang", "hu")[1] == out


@pytest.mark.parametrize("command", ["analyze", "replay", "validate"])
@pytest.mark.parametrize("lang", [["--lang", "hu"], ["--lang=hu"]])
def test_lang_before_a_reading_command_is_the_same_as_after(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, lang: list[str]
) -> None:
    missing = str(tmp_path / "nothere.json")
    before = _run(capsys, *lang, command, missing)
    after = _run(capsys, command, missing, *lang)
    assert before == after
    assert before[0] == 1 and "nincs ilyen fájl" in before[2]


def test_ascii_before_analyze_is_the_same_as_after(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    games = tmp_path / "games.jsonl"
    argv = ["simulate", "--games", "1", "--seed", "4", "--max-hands", "1", "--out", str(games)]
    assert main(argv) == 0
    capsys.readouterr()
    fast = ["--hand", "1", "--no-hard", "--no-draft"]
    before = _run(capsys, "--ascii", "analyze", str(games), *fast)
    after = _run(capsys, "analyze", str(games), *fast, "--ascii")
    assert before == after and before[0] == 0
    assert "♠" not in before[1] and "Hand 1" in before[1]


def test_a_global_option_a_command_has_no_use_for_is_refused_by_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _out, err = _run(capsys, "--data-dir", "/tmp/x", "simulate")
    assert code == 2
    assert err == "spades-tui simulate: error: unrecognized arguments: --data-dir /tmp/x\n"
    # Not taken for one of the command's own arguments: validate's files stay its own.
    code, _out, err = _run(capsys, "--data-dir", "/tmp/x", "validate", "a.json", "b.json")
    assert code == 2
    assert err == "spades-tui validate: error: unrecognized arguments: --data-dir /tmp/x\n"


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--lang", "hu", "analyze", "F"], ("analyze", ["F", "--lang", "hu"])),
        (["--ascii", "--data-dir=D", "host"], ("host", ["--ascii", "--data-dir=D"])),
        (["--data-dir", "replay", "--hotseat"], ("", ["--data-dir", "replay", "--hotseat"])),
        (["--hotseat", "simulate"], ("", ["--hotseat", "simulate"])),
        (["--lang"], ("", ["--lang"])),
        ([], ("", [])),
    ],
)
def test_the_command_is_the_first_word_after_the_global_options(
    argv: list[str], expected: tuple[str, list[str]]
) -> None:
    # A folder named like a command stays the value of --data-dir; play takes any order.
    assert split_command(argv) == expected
