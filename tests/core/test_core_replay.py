"""Records replay step by step; records written before this change still load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spades_tui.core import Bid, Game, Phase, RecordError, Rules
from spades_tui.core.chance import RecordedChance, SeededChance
from spades_tui.core.game import PlayerInfo
from spades_tui.core.record import dumps, from_record, replay

# Written by the version before views became named tuples (two random games stopped at the
# hand cap, with double-nil exchanges, and one finished game).
OLDER = Path(__file__).parent / "data" / "older_records.jsonl"


def older_records() -> list[str]:
    return OLDER.read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("line", older_records())
def test_older_records_load_and_write_back_the_same(line: str) -> None:
    assert dumps(from_record(json.loads(line))) == line


@pytest.mark.parametrize("line", older_records())
def test_replay_yields_every_decision_and_the_position_before_it(line: str) -> None:
    data = json.loads(line)
    steps = list(replay(data))
    whole = from_record(data)
    assert len(steps) == whole.actions_applied
    # Applying the steps' actions for their seats to a fresh game gives the same record.
    stocks = {i + 1: whole.hands[i].stock for i in range(len(whole.hands))}
    draws = {(i + 1, e.seat): list(e.got) for i, h in enumerate(whole.hands) for e in h.exchange}
    fresh = Game(
        rules=Rules.from_dict(data["rules"]),
        seed=data["seed"],
        players=(PlayerInfo(**data["players"][0]), PlayerInfo(**data["players"][1])),
        chance=RecordedChance(stocks, draws, SeededChance(data["seed"])),
    )
    for step in steps:
        assert step.seat == fresh.to_act and step.phase is fresh.phase
        fresh.apply(step.action, seat=step.seat)
    assert dumps(fresh) == line
    assert fresh.decisions == whole.decisions


def test_positions_can_be_kept_at_each_step() -> None:
    data = json.loads(older_records()[-1])
    walked = []
    positions = []
    for step in replay(data):
        walked.append(step)
        positions.append((step.seat, step.game.spectator_view()))
    first_play = next(v for _, v in positions if v.phase is Phase.PLAY)
    assert first_play.hand_number == 1 and first_play.tricks == ()
    assert sum(len(h) for h in first_play.hands) == 26
    before_last = positions[-1][1]
    assert before_last.phase is Phase.PLAY and before_last.winner is None
    assert len(before_last.hands[0]) + len(before_last.hands[1]) == 1
    end = walked[-1].game  # the one live game, moved on by the walk to its end
    assert end.phase is Phase.GAME_OVER and end.winner == data["winner"]


def test_replay_stops_where_a_record_goes_wrong() -> None:
    data = json.loads(older_records()[0])
    data["hands"][1]["bids"][0]["bid"] = 14
    with pytest.raises(RecordError) as whole:
        from_record(data)
    steps = []
    with pytest.raises(RecordError) as stepwise:
        for step in replay(data):
            steps.append(step)
    assert str(stepwise.value) == str(whole.value)
    assert "hands[1].bids[0]" in str(stepwise.value)
    assert steps and steps[-1].game.hand.number == 2
    # The last step yielded is the bad bid, and the game stands just before it.
    assert steps[-1].action == Bid(14) and steps[-1].game.phase is Phase.BIDDING
