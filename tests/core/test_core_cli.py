"""The headless commands: ``simulate`` is reproducible and ``validate`` reports bad records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spades_tui.cli import main
from spades_tui.core.record import game_to_record, loads

ARGS = ["--games", "4", "--seed", "1234", "--rule", "target=100", "--rule", "loss_floor=-100"]


def simulate(tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]) -> tuple[str, str]:
    out = tmp_path / name
    assert main(["simulate", *ARGS, "--out", str(out)]) == 0
    summary = capsys.readouterr().out
    return out.read_text(encoding="utf-8"), summary


def without_timing(summary: str) -> list[str]:
    return [line for line in summary.splitlines() if not line.startswith("time:")]


def test_simulate_with_the_same_seed_gives_the_same_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, summary1 = simulate(tmp_path, "a.jsonl", capsys)
    second, summary2 = simulate(tmp_path, "b.jsonl", capsys)
    assert first == second
    assert without_timing(summary1) == without_timing(summary2)
    assert "games: 4 (seed 1234)" in summary1
    lines = first.splitlines()
    assert len(lines) == 4
    for line in lines:
        game = loads(line)
        assert game.rules.target == 100 and game.rules.loss_floor == -100
        assert game_to_record(game) == json.loads(line)
    # Worker processes do not change the records.
    parallel = tmp_path / "parallel.jsonl"
    assert main(["simulate", *ARGS, "--jobs", "2", "--out", str(parallel)]) == 0
    assert parallel.read_text(encoding="utf-8") == first
    # Another seed gives other games.
    out = tmp_path / "c.jsonl"
    assert main(["simulate", *ARGS[:2], "--seed", "99", *ARGS[4:], "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") != first


def test_validate_accepts_simulate_output_and_single_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text, _ = simulate(tmp_path, "games.jsonl", capsys)
    assert main(["validate", str(tmp_path / "games.jsonl")]) == 0
    assert "4 valid, 0 invalid" in capsys.readouterr().out
    record = json.loads(text.splitlines()[0])
    one = tmp_path / "one.json"
    one.write_text(json.dumps(record), encoding="utf-8")
    pretty = tmp_path / "pretty.json"
    pretty.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    assert main(["validate", str(one), str(pretty)]) == 0
    assert "2 valid, 0 invalid" in capsys.readouterr().out


def test_validate_reports_bad_records_with_status_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text, _ = simulate(tmp_path, "games.jsonl", capsys)
    lines = text.splitlines()
    bad = json.loads(lines[1])
    bad["hands"][0]["result"][0]["score"] += 5
    mixed = tmp_path / "mixed.jsonl"
    mixed.write_text("\n".join([lines[0], json.dumps(bad), lines[2]]) + "\n", encoding="utf-8")
    assert main(["validate", str(mixed)]) == 1
    captured = capsys.readouterr()
    assert "2 valid, 1 invalid" in captured.out
    assert f"{mixed}:2: not a valid game record: hands[0].result[0].score" in captured.err

    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    empty = tmp_path / "empty.json"
    empty.write_text("\n", encoding="utf-8")
    missing = tmp_path / "missing.json"
    assert main(["validate", str(broken), str(empty), str(missing)]) == 1
    captured = capsys.readouterr()
    assert f"{broken}: not a game record (broken JSON" in captured.err
    assert f"{empty}: the file is empty" in captured.err
    assert f"{missing}: no such file" in captured.err
    assert "0 valid, 3 invalid" in captured.out


def test_simulate_refuses_bad_rule_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1", "--rule", "exchange_limit=9"]) == 2
    err = capsys.readouterr().err
    assert "exchange_limit" in err and "0 to 3" in err
