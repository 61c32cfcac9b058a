"""The command line's own words in Hungarian: rule options in --help, analyze, file problems."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from spades_tui import cli, i18n
from spades_tui.commands import options
from spades_tui.core.rules import Rules
from spades_tui.settings import SettingsFile
from spades_tui.storage import SaveError, load_file

ENGLISH = re.compile(r"\b(the|and|trick|tricks|bid|game|hand|not|won)\b")


@pytest.fixture(autouse=True)
def english_afterwards(monkeypatch, tmp_path):
    monkeypatch.setenv("SPADES_TUI_CONFIG", str(tmp_path / "config"))
    yield
    i18n.use("en")


def test_every_rule_option_has_a_help_line() -> None:
    assert set(options.RULE_HELP) == set(Rules().to_dict())


def test_rule_options_in_hungarian_help(capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--lang", "hu", "--help"])
    out = capsys.readouterr().out
    rules = out.split("szabályok (--rule NÉV=ÉRTÉK", 1)[1].splitlines()[1:]
    # One entry an option; a long one goes on in lines indented further.
    lines = [line for line in rules if line.startswith("  ") and line[2:3] != " "]
    assert len(lines) == len(options.RULE_HELP)
    for line, (name, english) in zip(lines, options.RULE_HELP.items(), strict=True):
        assert line.startswith(f"  {name}=")
        assert english not in line and not ENGLISH.search(line.split(": ", 1)[1]), line
    assert "ennyi ponttal nyerhető a játszma" in out


@pytest.fixture(scope="module")
def simulated(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("analyze") / "games.jsonl"
    args = ["simulate", "--games", "2", "--seed", "4", "--players", "heuristic,heuristic"]
    assert cli.main([*args, "--max-hands", "2", "--out", str(path)]) == 0
    i18n.use("en")
    return path


def test_analyze_speaks_hungarian(simulated: Path, capsys) -> None:
    code = cli.main(["analyze", str(simulated), "--hand", "1", "--no-hard", "--lang", "hu"])
    out, err = capsys.readouterr()
    assert code == 0
    assert out.startswith("1. leosztás. Licitek: ")
    assert "Ütésenként" in out and "\n13. ütés\n" in out and out.count("13. kör (") == 2
    assert "Trick" not in out and "Draft" not in out and " bid " not in out
    assert "2 játszmát tartalmaz" in err and "a(z)" not in err


def test_analyze_problems_in_hungarian(simulated: Path, tmp_path: Path, capsys) -> None:
    empty = tmp_path / "empty.json"
    empty.write_text("")
    assert cli.main(["analyze", str(empty), "--lang", "hu"]) == 1
    assert capsys.readouterr().err.strip().endswith(": a fájl üres")
    assert cli.main(["analyze", str(simulated), "--game", "5", "--lang", "hu"]) == 1
    assert "nincs 5. játszma; a fájlban 2 játszma van" in capsys.readouterr().err


def test_save_and_settings_problems_in_hungarian(tmp_path: Path) -> None:
    i18n.use("hu")
    with pytest.raises(SaveError, match="nincs ilyen fájl"):
        load_file(tmp_path / "missing.json")
    (tmp_path / "settings.toml").write_text('ascii = "maybe"\nsound = true\n')
    _settings, problem = SettingsFile(tmp_path).load()
    assert problem is not None
    assert "ascii: értéke true vagy false lehet; az alapérték (false) érvényes" in problem
    assert "ismeretlen beállítás: 'sound'" in problem
    assert "a régi fájl megmaradt itt" in problem


def test_the_systems_reasons_in_hungarian(tmp_path: Path, capsys) -> None:
    """A path through a file is said in Hungarian, not in the system's English."""
    (tmp_path / "file.json").write_text("{}", encoding="utf-8")
    missing = str(tmp_path / "file.json" / "nothere.json")
    assert cli.main(["analyze", missing, "--lang", "hu"]) == 1
    err = capsys.readouterr().err
    assert err.strip().endswith("nem olvasható: az útvonal egy része nem mappa"), err
    assert cli.main(["analyze", missing, "--lang", "en"]) == 1
    assert "Not a directory" in capsys.readouterr().err  # English: the system's words
    i18n.use("hu")
    try:
        assert i18n.os_reason(PermissionError(13, "Permission denied")) == "nincs hozzá jogosultság"
        assert i18n.os_reason(OSError(1234, "Something rare")) == "Something rare"
    finally:
        i18n.use("en")


def test_rule_problems_in_hungarian(capsys) -> None:
    try:
        for argv in (["--rule", "target=abc"], ["--rule", "foo=1"], ["--rule", "nil=maybe"]):
            assert cli.main(["--lang", "hu", *argv]) == 2
            err = capsys.readouterr().err
            assert "hiba:" in err and "szabály" in err, err
            assert "must be" not in err and "unknown rule" not in err, err
    finally:
        i18n.use("en")


def test_hungarian_help_says_which_level_is_which(capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--lang", "hu", "--help"])
    out = " ".join(capsys.readouterr().out.split())  # argparse wraps the lines
    for english, hungarian in LEVEL_PAIRS:
        assert f"{english} ({hungarian})" in out
    assert "--vs SZINT" in out and "--resume FÁJL" in out and "--data-dir MAPPA" in out
    assert "LEVEL" not in out and "FILE" not in out and " DIR" not in out


def test_hungarian_simulate_help_names_its_counts_in_hungarian(capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--lang", "hu", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "--games SZÁM" in out and "--max-hands SZÁM" in out and "--jobs SZÁM" in out
    assert "GAMES" not in out and "MAX_HANDS" not in out and "JOBS" not in out


LEVEL_PAIRS = [
    ("random", "véletlen"),
    ("heuristic", "egyszerű"),
    ("normal", "közepes"),
    ("hard", "erős"),
]


@pytest.mark.parametrize("english, hungarian", LEVEL_PAIRS)
def test_a_level_is_named_in_english_or_in_the_language_in_use(english, hungarian) -> None:
    from spades_tui.commands.launch import level_named

    assert level_named(hungarian) is None  # English: only the English names
    i18n.use("hu")
    assert level_named(english) == english
    assert level_named(hungarian) == english
    assert level_named(f" {hungarian.upper()} ") == english
    assert level_named("nehéz") is None


def test_the_easy_level_is_shown_and_named_as_easy(capsys) -> None:
    # "heuristic" is a programmer's word: players read "easy", and may type it, while the
    # settings file and the records keep the level's own name.
    from spades_tui.commands.launch import level_named
    from spades_tui.i18n import computer_name, level_word

    assert level_word("heuristic") == "easy"
    assert computer_name("heuristic") == "Easy"
    assert level_named("Easy") == "heuristic"
    assert level_named("heuristic") == "heuristic"
    i18n.use("hu")
    assert level_word("heuristic") == "egyszerű"
    assert level_named("easy") == "heuristic"


def test_an_unknown_level_is_refused_in_hungarian(capsys) -> None:
    assert cli.main(["--lang", "hu", "--vs", "nehéz"]) == 2
    err = capsys.readouterr().err
    assert "ismeretlen szint a --vs után: 'nehéz'" in err
    assert cli.main(["--lang", "hu", "--watch", "erős,gyenge"]) == 2
    assert "'gyenge'" in capsys.readouterr().err


def test_simulate_takes_the_hungarian_level_names(tmp_path: Path, capsys) -> None:
    out = tmp_path / "games.jsonl"
    argv = ["simulate", "--games", "1", "--seed", "2", "--max-hands", "1", "--out", str(out)]
    assert cli.main([*argv, "--players", "véletlen,egyszerű", "--lang", "hu"]) == 0
    assert '"kind":"ai:random"' in out.read_text() and '"kind":"ai:heuristic"' in out.read_text()
    assert cli.main([*argv, "--players", "véletlen,gyenge", "--lang", "hu"]) == 2
    assert "'gyenge'" in capsys.readouterr().err


def test_simulate_reports_in_the_language_in_use(capsys) -> None:
    argv = ["simulate", "--games", "1", "--seed", "3", "--max-hands", "1", "--jobs", "1"]
    assert cli.main([*argv, "--players", "easy,normal", "--lang", "hu"]) == 0
    out = capsys.readouterr().out
    assert "játszmák: 1 (kiinduló érték: 3), leosztások: 1" in out
    assert "0. hely, egyszerű: 0 győzelem" in out and "1. hely, közepes: " in out
    assert "befejezetlen, mert elérte a korlátot (1 leosztás): 1" in out
    assert "seat 0" not in out and "wins" not in out
