"""Bad command lines get one clear line on stderr and exit status 2, never a traceback."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from spades_tui.cli import main
from spades_tui.commands.play import play_parser
from spades_tui.core.rules import Rules
from spades_tui.ui.setup import HUMAN, setup_from_args

ROOT = Path(__file__).resolve().parent.parent


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--frobnicate"], "unrecognized arguments: --frobnicate"),
        (["--rule", "target=abc"], "rule 'target' must be a whole number"),
        (["--rule", "exchange_limit=4"], "from 0 to 3, got 4"),
        (["--rule", "nil=maybe"], "rule 'nil' must be on or off"),
        (["--rule", "colour=red"], "unknown rule option 'colour'"),
        (["--rule", "target"], "--rule expects NAME=VALUE"),
        (["--rule", "loss_floor=5"], "rule 'loss_floor' must be a whole number from -100000 to -1"),
        (["--seed", "-3"], "argument --seed: must be from 0 to 9223372036854775807, got '-3'"),
        (["--seed", "seven"], "argument --seed: must be a whole number, got 'seven'"),
        (["--vs", "grandmaster"], "for --vs; choose from random, easy, normal, hard"),
        (["--watch", "random"], "--watch expects two levels"),
        (["--names", "Ann"], "--names: expected 2 arguments"),
        (["--names", "Ann", " "], "name cannot be empty"),
        (["--resume", "no/such/file.json"], "no such file"),
        (["--hotseat", "--vs", "random"], "not allowed with argument"),
        (["simulate", "--games", "0"], "argument --games: must be at least 1"),
        (["simulate", "--players", "random"], "--players expects two levels"),
        (
            ["simulate", "--players", "random,wizard"],
            "'wizard' in --players; choose from random, easy",
        ),
        (["simulate", "--rule", "bag_limit=0"], "rule 'bag_limit' must be a whole number from 1"),
        (["simulate", "--out", ""], "no file was named: the file name is empty"),
        (["validate"], "the following arguments are required: FILE"),
        # It said "unrecognized arguments: bogus-command", as if an option were wrong.
        (["bogus-command"], "unknown command 'bogus-command'; the commands are simulate, "),
        (["--lang", "en", "anlyze", "x.json"], "unknown command 'anlyze'"),
    ],
)
def test_bad_arguments(capsys: pytest.CaptureFixture[str], argv: list[str], words: str) -> None:
    code, out, err = _run(capsys, *argv)
    assert code == 2
    assert words in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err and out == ""


def test_resume_of_a_bad_file_names_the_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "game.json"
    bad.write_text('{"format": "spades-tui-record", "version": 2}')
    code, _, err = _run(capsys, "--resume", str(bad))
    assert code == 2 and "saved by a newer spades-tui" in err
    assert bad.exists()  # the player's own file is left as it was


def test_game_needs_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    # Under pytest stdout is captured, so this is the no-terminal path.
    code, _, err = _run(capsys, "--hotseat")
    assert code == 2 and "needs a terminal" in err


def test_help_lists_every_rule_option(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for option in ("target=500", "exchange_limit=3", "loss_floor=none", "peek_discard=true"):
        assert option in out


def test_simulate_same_seed_same_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    paths = [tmp_path / "a.jsonl", tmp_path / "b.jsonl"]
    for path in paths:
        args = ["simulate", "--games", "6", "--seed", "9", "--max-hands", "8", "--out", str(path)]
        assert main(args + ["--rule", "target=200"]) == 0
    out = capsys.readouterr().out
    assert "games: 6 (seed 9)" in out and "hands/s" in out
    first, second = (p.read_text() for p in paths)
    assert first == second
    lines = first.splitlines()
    assert len(lines) == 6 and all(json.loads(x)["rules"]["target"] == 200 for x in lines)
    assert main(["validate", str(paths[0])]) == 0
    assert "6 valid, 0 invalid" in capsys.readouterr().out


def test_simulate_by_default_plays_games_that_end(capsys: pytest.CaptureFixture[str]) -> None:
    # Two random players never reach the target, so a default run ended every game at the cap.
    assert main(["simulate", "--games", "4", "--seed", "5", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "unfinished" not in out
    wins = [int(w) for w in re.findall(r": (\d+) wins", out)]
    assert sum(wins) == 4


def test_simulate_output_does_not_depend_on_jobs(tmp_path: Path) -> None:
    outs = []
    for jobs in ("1", "2"):
        path = tmp_path / f"{jobs}.jsonl"
        main(
            [
                "simulate",
                "--games",
                "4",
                "--seed",
                "3",
                "--max-hands",
                "5",
                "--jobs",
                jobs,
                "--out",
                str(path),
            ]
        )
        outs.append(path.read_text())
    assert outs[0] == outs[1]


def test_module_entry_point_runs_without_a_traceback() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "spades_tui", "--rule", "target=x"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 2
    assert result.stderr.startswith("spades-tui: error: rule 'target'")
    assert "Traceback" not in result.stderr


def test_version_is_the_installed_distributions(capsys: pytest.CaptureFixture[str]) -> None:
    from importlib.metadata import version

    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"spades-tui {version('spades-tui')}"


def test_a_data_folder_in_use_by_another_copy_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from spades_tui.storage import Storage

    other_copy = Storage(tmp_path).lock()
    try:
        code, _, err = _run(capsys, "--hotseat", "--data-dir", str(tmp_path))
    finally:
        other_copy.close()
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "another spades-tui is playing" in err and "Traceback" not in err


@pytest.mark.parametrize("option", ["--data-dir", "--resume"])
def test_an_unknown_home_folder_in_a_path_is_one_line(
    option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = _run(capsys, option, "~no-such-user-here/x.json")
    assert code == 2 and "no such user folder" in err and "Traceback" not in err


def test_a_name_with_brackets_is_taken_as_it_is() -> None:
    args = play_parser().parse_args(["--hotseat", "--names", "[/]xxxxxxxxxxxxxxxx", "[b]Bob"])
    setup = setup_from_args(args, Rules())
    assert setup is not None and setup.names == ("[/]xxxxxxxxxxxxxxxx", "[b]Bob")


def test_vs_seat_2_puts_the_person_in_the_second_seat_under_their_own_name() -> None:
    args = play_parser().parse_args(["--vs", "hard", "--seat", "2", "--names", "Kim", "Hal"])
    setup = setup_from_args(args, Rules())
    assert setup is not None
    assert setup.controllers == ("hard", HUMAN)
    assert setup.names == ("Hal", "Kim")


def test_vs_names_are_yours_first_in_the_first_seat_too() -> None:
    args = play_parser().parse_args(["--vs", "normal", "--names", "Kim", "Hal"])
    setup = setup_from_args(args, Rules())
    assert setup is not None and setup.controllers == (HUMAN, "normal")
    assert setup.names == ("Kim", "Hal")


@pytest.mark.parametrize("argv", [["--seat", "2"], ["--hotseat", "--seat", "1"]])
def test_seat_without_vs_is_refused(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, _, err = _run(capsys, *argv)
    assert code == 2 and "use it with --vs" in err and "Traceback" not in err


def test_seat_must_be_1_or_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, "--vs", "random", "--seat", "3")
    assert code == 2 and "invalid choice" in err


def test_simulate_jobs_default_to_the_number_of_cores(capsys: pytest.CaptureFixture[str]) -> None:
    import os

    from spades_tui.commands.simulate import simulate_parser

    cores = os.cpu_count() or 1
    assert simulate_parser().parse_args([]).jobs == cores
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    out = capsys.readouterr().out
    assert f"the number of cores, {cores} here" in " ".join(out.split())


@pytest.mark.parametrize(("ascii_only", "mark"), [([], "…"), (["--ascii"], "...")])
def test_a_very_long_name_is_repeated_shortened(
    capsys: pytest.CaptureFixture[str], ascii_only: list[str], mark: str
) -> None:
    code, out, err = _run(capsys, *ascii_only, "--names", "a" * 1000, "Bob")
    assert code == 2 and out == ""
    start = "a" * (20 - len(mark))
    assert err == f"spades-tui: error: --names: '{start}{mark}' is longer than 20 characters\n"


@pytest.mark.parametrize(
    "command", ["", "host", "simulate", "join", "server", "analyze", "validate", "replay"]
)
def test_every_commands_help_fits_80_columns(
    command: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """host's and simulate's descriptions stood on one long line, which a terminal broke
    mid-word; the main help's ran to 84 columns, as did a rule option's line."""
    monkeypatch.setenv("COLUMNS", "80")
    with pytest.raises(SystemExit):
        main([command, "--help"] if command else ["--help"])
    lines = capsys.readouterr().out.splitlines()
    assert lines and max(len(line) for line in lines) <= 80, max(lines, key=len)


def test_simulated_players_are_named_as_the_screens_name_their_level() -> None:
    """A replay of simulated games showed "heuristic (1)", a level the screens call easy."""
    from spades_tui.simulate import play_game

    game = play_game(("heuristic", "hard"), Rules(target=50), 3, max_hands=1)
    assert [p.name for p in game.players] == ["easy (1)", "hard (2)"]
    assert [p.kind for p in game.players] == ["ai:heuristic", "ai:hard"]
