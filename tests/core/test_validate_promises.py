"""``validate`` passes only records spades-tui could have written (docs/record-format.md).

Beyond the rules every reader checks: players of known kinds, and, with a seed, the seed's
shuffles and exchange draws. Reading for play or review does not ask that much.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest
from core_support import draft_keep_all

from spades_tui.cli import main
from spades_tui.core import Exchange, Game
from spades_tui.core.cards import Card
from spades_tui.core.chance import SeededChance
from spades_tui.core.record import dumps, from_record

OLDER = Path(__file__).parent / "data" / "older_records.jsonl"


def _validate(capsys: pytest.CaptureFixture[str], path: Path) -> tuple[int, str]:
    code = main(["validate", str(path)])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out + err


def _written(tmp_path: Path, record: dict) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def _simulated(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> dict:
    out = tmp_path / "games.jsonl"
    argv = ["simulate", "--games", "1", "--seed", "8", "--max-hands", "2", "--out", str(out)]
    assert main(argv) == 0
    capsys.readouterr()
    return json.loads(out.read_text(encoding="utf-8"))


def test_older_records_and_simulate_output_still_validate(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _validate(capsys, OLDER) == (0, "3 valid, 0 invalid\n")
    path = _written(tmp_path, _simulated(capsys, tmp_path))
    assert _validate(capsys, path) == (0, "1 valid, 0 invalid\n")


def test_two_stock_cards_of_a_draft_turn_swapped_do_not_validate(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = _simulated(capsys, tmp_path)
    stock = record["hands"][1]["stock"]
    stock[6], stock[7] = stock[7], stock[6]  # draft turn 3 of hand 2: a keep becomes a reject
    from_record(record)  # the rules still accept it: only the seed tells
    code, said = _validate(capsys, _written(tmp_path, record))
    assert code == 1 and "0 valid, 1 invalid" in said
    assert "not a valid game record: hands[1].stock[6]: seed" in said


@pytest.mark.parametrize("seed", [-5, 10**40])
def test_a_seed_the_game_never_takes_is_named_as_such(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], seed: int
) -> None:
    # It was blamed on the stock: "seed -5 gives JH here, found AC".
    record = _simulated(capsys, tmp_path)
    record["seed"] = seed
    code, said = _validate(capsys, _written(tmp_path, record))
    assert code == 1 and "0 valid, 1 invalid" in said
    assert f"seed: {seed} is not one spades-tui takes (0 to {2**63 - 1})" in said
    assert "stock" not in said


def test_a_stock_without_a_seed_is_taken_as_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = _simulated(capsys, tmp_path)
    record["seed"] = None
    stock = record["hands"][1]["stock"]
    stock[6], stock[7] = stock[7], stock[6]
    assert _validate(capsys, _written(tmp_path, record))[0] == 0


@pytest.mark.parametrize("kind", ["ai:grandmaster", "ai:", "robot", "Human"])
def test_a_player_kind_the_game_does_not_have_does_not_validate(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    record = _simulated(capsys, tmp_path)
    record["players"][1]["kind"] = kind
    code, said = _validate(capsys, _written(tmp_path, record))
    assert code == 1 and "players[1].kind" in said


class _OtherDraws(SeededChance):
    """The seed's shuffles, but exchange draws of its own: the highest discards."""

    def exchange_draw(
        self, hand: int, seat: int, discards: Sequence[Card], count: int
    ) -> list[Card]:
        return sorted(discards)[-count:] if count else []


def _after_an_exchange(chance: SeededChance) -> str:
    game = Game(seed=7, chance=chance)
    draft_keep_all(game, declare=(True, False))
    game.apply(Exchange(tuple(game.hand.hands[0][:3])))
    return dumps(game)


def test_exchange_draws_that_are_not_the_seeds_do_not_validate(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seeds = tmp_path / "seeds.json"
    seeds.write_text(_after_an_exchange(SeededChance(7)), encoding="utf-8")
    assert _validate(capsys, seeds)[0] == 0
    other = tmp_path / "other.json"
    other.write_text(_after_an_exchange(_OtherDraws(7)), encoding="utf-8")
    assert other.read_text(encoding="utf-8") != seeds.read_text(encoding="utf-8")
    code, said = _validate(capsys, other)
    assert code == 1 and "hands[0].exchange[0].got: seed 7 draws" in said
