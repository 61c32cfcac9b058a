"""``spades-tui analyze``: on simulate output, saves and exports, and every kind of bad input."""

from __future__ import annotations

import json

import pytest

from spades_tui.cli import main
from spades_tui.core import Game
from spades_tui.core.actions import DECLINE, KEEP
from spades_tui.core.record import dumps

FAST = ["--no-hard", "--no-draft", "--no-bids"]


@pytest.fixture(scope="module")
def simulated_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("analyze") / "games.jsonl"
    assert (
        main(
            [
                "simulate",
                "--games",
                "2",
                "--seed",
                "4",
                "--players",
                "heuristic,heuristic",
                "--max-hands",
                "2",
                "--out",
                str(path),
            ]
        )
        == 0
    )
    return path


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["analyze", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_analyze_a_simulate_file_as_text(simulated_file, capsys):
    code, out, err = run(capsys, str(simulated_file), "--hand", "1", "--no-hard")
    assert code == 0
    assert "holds 2 games; reviewing game 1" in err
    assert out.startswith("Hand 1: ")
    assert "Trick by trick" in out and "\nTrick 13\n" in out
    assert "Draft" in out and out.count("Turn 13:") == 2  # each player's own turns
    assert "Traceback" not in err


def test_analyze_json_picks_the_game_and_hand_asked_for(simulated_file, capsys):
    code, out, _err = run(
        capsys, str(simulated_file), "--game", "2", "--hand", "2", "--format", "json", *FAST
    )
    assert code == 0
    data = json.loads(out)
    assert data["game"] == 2
    assert [h["hand"] for h in data["hands"]] == [2]
    hand = data["hands"][0]
    assert len(hand["plays"]) == 26 and len(hand["draft"]) == 26
    line = simulated_file.read_text().splitlines()[1]
    record = json.loads(line)["hands"][1]
    assert [p["played"] for p in hand["plays"]] == [c for t in record["tricks"] for c in t["cards"]]


def test_analyze_grades_each_bid_unless_told_not_to(simulated_file, capsys):
    args = (str(simulated_file), "--hand", "1", "--no-hard", "--no-draft")
    code, out, _err = run(capsys, *args, "--format", "json")
    assert code == 0
    hand = json.loads(out)["hands"][0]
    grades = hand["bid_grades"]
    assert [g["seat"] for g in grades] == [1 - hand["first"], hand["first"]]  # in bidding order
    for g in grades:
        assert g["bid"] == hand["bids"][g["seat"]]
        assert len(g["expected"]) == 14
        assert g["expected"][g["best"]] == max(g["expected"])
    code, out, _err = run(capsys, *args)
    assert code == 0
    names = hand["names"]
    first_bidder = names[grades[0]["seat"]]
    assert f"\n  {first_bidder} bid " in out and "expected " in out
    assert "reckoned as the hint and the computer reckon them" in out
    code, out, _err = run(capsys, *args, "--no-bids", "--format", "json")
    assert json.loads(out)["hands"][0]["bid_grades"] == []


def test_every_finished_hand_by_default(simulated_file, capsys):
    code, out, _err = run(capsys, str(simulated_file), "--format", "json", *FAST)
    assert code == 0
    assert [h["hand"] for h in json.loads(out)["hands"]] == [1, 2]


def test_a_save_or_export_holding_one_pretty_printed_record(tmp_path, simulated_file, capsys):
    record = json.loads(simulated_file.read_text().splitlines()[0])
    path = tmp_path / "export.json"
    path.write_text(json.dumps(record, indent=2))
    code, out, err = run(capsys, str(path), "--hand", "1", "--ascii", *FAST)
    assert code == 0 and err == ""
    assert "♠" not in out and "♥" not in out and out.startswith("Hand 1: ")


def unfinished_record() -> str:
    game = Game(seed=3)
    for _ in range(6):
        game.apply(DECLINE if game.phase.value == "double_nil" else KEEP)
    return dumps(game)


@pytest.mark.parametrize(
    ("content", "args", "message"),
    [
        (None, [], "no such file"),
        ("", [], "the file is empty"),
        ('{"format": ', [], "broken JSON"),
        ("[" * 100_000, [], "nests too deep"),
        ('{"format": "something else"}', [], "JSON, but not a game record"),
        (b"\xff\xfe\x00", [], "not UTF-8"),
        ("UNFINISHED", [], "no finished hand"),
        ("UNFINISHED", ["--hand", "1"], "hand 1 is not finished; finished hands: none"),
    ],
)
def test_bad_files_get_one_clear_line(tmp_path, capsys, content, args, message):
    path = tmp_path / "record.json"
    if content == "UNFINISHED":
        path.write_text(unfinished_record())
    elif isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content)
    code, out, err = run(capsys, str(path), *args)
    assert code == 1 and out == ""
    assert message in err and "Traceback" not in err
    assert err.startswith("spades-tui analyze: ") and err.count("\n") == 1


def test_a_folder_is_not_a_record(tmp_path, capsys):
    code, _out, err = run(capsys, str(tmp_path))
    assert code == 1 and "is a folder" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--hand", "9"], "hand 9 was not played; finished hands: 1 to 2"),
        (["--game", "3"], "there is no game 3; the file holds 2 games"),
    ],
)
def test_choices_outside_the_file(simulated_file, capsys, args, message):
    code, out, err = run(capsys, str(simulated_file), *args)
    assert code == 1 and out == "" and message in err


@pytest.mark.parametrize(
    "args", [["--hand", "0"], ["--hand", "x"], ["--format", "html"], ["--game", "-1"], []]
)
def test_bad_arguments_are_usage_errors(simulated_file, capsys, args):
    file = [] if not args else [str(simulated_file)]
    code = main(["analyze", *file, *args])
    _out, err = capsys.readouterr()
    assert code == 2 and err.startswith("spades-tui analyze: error: ")


def test_hands_reviewed_side_by_side_come_out_as_one_by_one(simulated_file, capsys):
    # Hints and bid grades are seeded from the record and the hand alone, so two worker
    # processes must give the very review one process does, hands in order.
    alone = run(capsys, str(simulated_file), "--format", "json", "--no-draft", "--jobs", "1")
    side_by_side = run(capsys, str(simulated_file), "--format", "json", "--no-draft", "--jobs", "2")
    assert alone[0] == side_by_side[0] == 0
    assert [h["hand"] for h in json.loads(alone[1])["hands"]] == [1, 2]
    assert side_by_side[1] == alone[1]
