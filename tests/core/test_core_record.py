"""Record format v1: writing, reading, resuming partial games, and refusing bad records."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest
from core_support import (
    ScriptedChance,
    cards,
    deal,
    draft_keep_all,
    play_random,
    random_action,
    snapshot,
)

from spades_tui.core import Bid, Game, Phase, Play, RecordError, Rules, parse_card
from spades_tui.core.game import PlayerInfo
from spades_tui.core.record import dumps, from_record, game_to_record, loads
from spades_tui.core.refusals import PARAMETERS, Refusal
from spades_tui.words.refusals import record_fault

RULES = Rules(target=150, loss_floor=-150)


def finished_game(seed: int, rules: Rules = RULES) -> Game:
    game = Game(rules=rules, seed=seed, players=(PlayerInfo("Ann"), PlayerInfo("Bot", "ai:random")))
    return play_random(game, seed)


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    """A finished game whose first hand has a double-nil exchange of at least one card."""
    for seed in range(200):
        data = game_to_record(finished_game(seed))
        first = data["hands"][0]
        if any(e["gave"] for e in first.get("exchange", [])) and data["winner"] is not None:
            return data
    raise AssertionError("no seed gave an exchange in the first hand")


def seat_of(trick: dict[str, Any], position: int) -> int:
    return trick["leader"] if position == 0 else 1 - trick["leader"]


# ------------------------------------------------------------------ writing
def test_record_follows_the_contract(record: dict[str, Any]) -> None:
    assert record["format"] == "spades-tui-record" and record["version"] == 1
    assert record["players"] == [
        {"name": "Ann", "kind": "human"},
        {"name": "Bot", "kind": "ai:random"},
    ]
    assert record["rules"] == RULES.to_dict()
    for n, hand in enumerate(record["hands"], start=1):
        assert hand["number"] == n and hand["first"] == (n - 1) % 2
        stock = hand["stock"]
        assert sorted(stock) == sorted(c.code for c in map(parse_card, stock))
        assert len(set(stock)) == 52
        if "result" not in hand:
            continue
        assert len(hand["draft"]) == 26
        for k, turn in enumerate(hand["draft"]):
            assert turn["seat"] == (hand["first"] if k % 2 == 0 else 1 - hand["first"])
            assert {turn["kept"], turn["discarded"]} == {stock[2 * k], stock[2 * k + 1]}
        assert [b["seat"] for b in hand["bids"]] == [1 - hand["first"], hand["first"]]
        for b in hand["bids"]:
            if hand["double_nil"][b["seat"]]:
                assert b == {"seat": b["seat"], "bid": 0, "double_nil": True}
        for e in hand.get("exchange", []):
            assert hand["double_nil"][e["seat"]] and len(e["gave"]) == len(e["got"]) <= 3
            discards = {t["discarded"] for t in hand["draft"]}
            assert set(e["got"]) <= discards | {c for x in hand["exchange"] for c in x["gave"]}
        assert len(hand["tricks"]) == 13
        won = [0, 0]
        for t in hand["tricks"]:
            won[t["winner"]] += 1
        assert [r["tricks"] for r in hand["result"]] == won
    last = record["hands"][-1]["result"]
    scores = [r["score"] for r in last]
    assert record["winner"] in (0, 1)
    assert scores[record["winner"]] > scores[1 - record["winner"]]


def test_write_read_write_is_identical(record: dict[str, Any]) -> None:
    text = json.dumps(record)
    game = loads(text)
    assert game_to_record(game) == record
    assert dumps(game) == dumps(loads(dumps(game)))
    assert game.phase is Phase.GAME_OVER and game.winner == record["winner"]


def test_a_record_does_not_depend_on_the_random_generator(record: dict[str, Any]) -> None:
    other = copy.deepcopy(record)
    other["seed"] = 987654
    assert game_to_record(loads(json.dumps(other))) == other


# ------------------------------------------------------------------ partial records
def _stop_points() -> dict[str, Callable[[Game], bool]]:
    return {
        "mid-draft": lambda g: g.hand.number == 2 and len(g.hand.draft) == 9,
        "double-nil offer": lambda g: g.phase is Phase.DOUBLE_NIL and len(g.hand.draft) == 1,
        "exchange": lambda g: g.phase is Phase.EXCHANGE,
        "mid-bidding": lambda g: g.phase is Phase.BIDDING and len(g.hand.bids) == 1,
        "mid-trick": lambda g: (
            g.phase is Phase.PLAY and g.hand.number == 2 and len(g.hand.tricks[-1].cards) == 1
        ),
        "between hands": lambda g: g.hand.number == 3 and not g.hand.draft,
    }


@pytest.mark.parametrize("where", list(_stop_points()))
def test_partial_records_resume_exactly(where: str) -> None:
    stop = _stop_points()[where]
    rules = Rules(target=300, loss_floor=-300)
    for seed in range(100):
        game = Game(rules=rules, seed=seed)
        while game.phase is not Phase.GAME_OVER and not stop(game):
            game.apply(random_action(game, seed, bid_low=True))
        if game.phase is not Phase.GAME_OVER:
            break
    else:
        raise AssertionError(f"no seed reached {where}")
    text = dumps(game)
    resumed = loads(text)
    assert snapshot(resumed) == snapshot(game)
    assert list(resumed.legal_actions()) == list(game.legal_actions())
    assert resumed.actions_applied == game.actions_applied
    assert resumed.scores == game.scores and resumed.bags == game.bags
    play_random(game, seed)
    play_random(resumed, seed)
    assert dumps(resumed) == dumps(game)


def test_partial_record_shape_mid_draft() -> None:
    game = Game(seed=4, rules=Rules(double_nil=False))
    for _ in range(9):
        game.apply(random_action(game, 4))
    hand = game_to_record(game)["hands"][0]
    assert len(hand["draft"]) == 9
    assert "bids" not in hand and "tricks" not in hand and "result" not in hand
    assert game_to_record(game)["winner"] is None


def test_double_nil_is_null_until_answered() -> None:
    game = Game(seed=4)
    assert game_to_record(game)["hands"][0]["double_nil"] == [None, None]
    game.apply(game.legal_actions()[1])  # seat 0 declines
    assert game_to_record(game)["hands"][0]["double_nil"] == [False, None]
    resumed = loads(dumps(game))
    assert (resumed.phase, resumed.to_act) == (Phase.DRAFT, 0)


def test_a_record_ending_after_a_scored_hand_starts_the_next_hand(record: dict[str, Any]) -> None:
    # Cut the game after hand 1, leaving out the hand 2 the writer started.
    rules = Rules(target=1000)
    game = Game(rules=rules, seed=11)
    while game.hand.number == 1:
        game.apply(random_action(game, 11))
    cut = game_to_record(game)
    cut["hands"] = cut["hands"][:1]
    resumed = from_record(cut)
    assert resumed.hand.number == 2 and resumed.hand.first == 1
    assert resumed.hand.stock == game.hand.stock  # the seed deals the same next hand
    assert snapshot(resumed) == snapshot(game)


# ------------------------------------------------------------------ refusing bad records
def mutated(record: dict[str, Any], change: Callable[[dict[str, Any]], object]) -> str:
    data = copy.deepcopy(record)
    change(data)
    return json.dumps(data)


def refused(text: str | bytes, *fragments: str) -> str:
    with pytest.raises(RecordError) as info:
        loads(text)
    message = record_fault(info.value)  # as the record reader says it
    for fragment in fragments:
        assert fragment in message, message
    return message


def test_unknown_format(record: dict[str, Any]) -> None:
    refused(mutated(record, lambda d: d.update(format="chess-pgn")), "format", "chess-pgn")


def test_newer_version(record: dict[str, Any]) -> None:
    refused(mutated(record, lambda d: d.update(version=2)), "version", "newer")
    refused(mutated(record, lambda d: d.update(version="1")), "version")
    refused(mutated(record, lambda d: d.update(version=0)), "version")


def test_malformed_json() -> None:
    refused('{"format": "spades-tui-record", ', "not valid JSON", "line 1")
    refused(b"\xff\xfe{", "UTF-8")
    refused("[1, 2]", "JSON object")


def test_bad_rules_and_players(record: dict[str, Any]) -> None:
    refused(
        mutated(record, lambda d: d["rules"].update(exchange_limit=7)),
        "rules",
        "exchange_limit",
        "0 to 3",
    )
    refused(mutated(record, lambda d: d["players"][1].update(kind="robot")), "players[1].kind")
    refused(mutated(record, lambda d: d.update(seed="42")), "seed")


def test_a_refused_value_is_quoted_as_the_file_writes_it(record: dict[str, Any]) -> None:
    """The message quoted what it found in Python's words ("found True", "found 'x'"), not
    in the file's (true, "x")."""
    refused(mutated(record, lambda d: d.update(seed=True)), "seed", "found true")
    refused(mutated(record, lambda d: d.update(version=None)), "version", "found null")
    refused(
        mutated(record, lambda d: d["hands"][0]["stock"].__setitem__(5, "1S")),
        '"1S" is not a card code',
    )


def test_wrong_card_codes(record: dict[str, Any]) -> None:
    refused(
        mutated(record, lambda d: d["hands"][0]["stock"].__setitem__(5, "1S")),
        "hands[0].stock[5]",
        "not a card code",
    )
    low = record["hands"][0]["stock"][5].lower()
    refused(
        mutated(record, lambda d: d["hands"][0]["stock"].__setitem__(5, low)),
        "hands[0].stock[5]",
        "written like",
    )

    def duplicate(d: dict[str, Any]) -> None:
        d["hands"][0]["stock"][5] = d["hands"][0]["stock"][6]

    refused(mutated(record, duplicate), "hands[0].stock", "52 cards")


def test_draft_turn_not_matching_the_stock(record: dict[str, Any]) -> None:
    stock = record["hands"][0]["stock"]

    def wrong_kept(d: dict[str, Any]) -> None:
        d["hands"][0]["draft"][4]["kept"] = stock[20]

    refused(mutated(record, wrong_kept), "hands[0].draft[4]", stock[8], stock[9])

    def wrong_discard(d: dict[str, Any]) -> None:
        d["hands"][0]["draft"][6]["discarded"] = stock[30]

    refused(mutated(record, wrong_discard), "hands[0].draft[6]", stock[12], stock[13])

    def kept_twice(d: dict[str, Any]) -> None:
        turn = d["hands"][0]["draft"][2]
        turn["discarded"] = turn["kept"]

    refused(mutated(record, kept_twice), "hands[0].draft[2]", stock[4], stock[5])

    def wrong_seat(d: dict[str, Any]) -> None:
        turn = d["hands"][0]["draft"][3]
        turn["seat"] = 1 - turn["seat"]

    refused(mutated(record, wrong_seat), "hands[0].draft[3].seat")


def _first_following_trick(hand: dict[str, Any]) -> tuple[int, int]:
    """A trick k whose second card followed suit, and a later trick j and position where the
    same seat played a card of another suit."""
    tricks = hand["tricks"]
    for k, t in enumerate(tricks):
        lead, follow = t["cards"]
        if lead[1] != follow[1]:
            continue
        seat = seat_of(t, 1)
        for j in range(k + 1, 13):
            for pos in (0, 1):
                code = tricks[j]["cards"][pos]
                if seat_of(tricks[j], pos) == seat and code[1] != lead[1]:
                    return k, j * 2 + pos
    raise AssertionError("no trick to tamper with")


def test_illegal_play_not_following_suit(record: dict[str, Any]) -> None:
    hand = record["hands"][0]
    k, later = _first_following_trick(hand)
    j, pos = divmod(later, 2)
    led = hand["tricks"][k]["cards"][0]

    def swap(d: dict[str, Any]) -> None:
        tricks = d["hands"][0]["tricks"]
        a, b = tricks[k]["cards"][1], tricks[j]["cards"][pos]
        tricks[k]["cards"][1], tricks[j]["cards"][pos] = b, a

    symbol = "♠♥♦♣"["SHDC".index(led[1])]
    refused(
        mutated(record, swap),
        f"hands[0].tricks[{k}].cards[1]",
        f"the player had to follow {symbol}",
    )


def test_illegal_spade_lead_before_spades_are_broken() -> None:
    # Hand-built: seat 1 leads trick 1 holding hearts and spades; the record claims a spade.
    seat1 = cards("2S 3S 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH")
    seat0 = cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD")
    game = Game(rules=Rules(double_nil=False), chance=ScriptedChance({1: deal(seat0, seat1)}))
    draft_keep_all(game)
    game.apply(Bid(2))
    game.apply(Bid(2))
    game.apply(Play(parse_card("2H")))
    data = game_to_record(game)
    data["hands"][0]["tricks"][0]["cards"] = ["2S"]
    refused(json.dumps(data), "hands[0].tricks[0].cards[0]", ": spades are not broken yet")
    data["hands"][0]["tricks"][0]["cards"] = ["AS"]
    refused(json.dumps(data), "hands[0].tricks[0].cards[0]", "the player does not hold A♠")


@pytest.mark.parametrize("code", sorted(PARAMETERS))
def test_a_refused_decision_in_a_record_is_said_of_the_player_not_to_the_reader(code: str) -> None:
    # The reader of a record did not make its moves: "You do not hold A♠" spoke to them.
    values = {"seat": 1, "suit": 2, "card": "AS", "low": 0, "high": 13, "limit": 3, "value": "x"}
    refusal = Refusal(code, {name: values[name] for name in PARAMETERS[code]})
    message = record_fault(RecordError("refused", refusal, "hands[0].bids[1]"))
    assert message.startswith("hands[0].bids[1]: ")
    assert not {"you", "your"} & set(message.lower().replace("'", " ").split()), message
    # After the path the sentence goes on in lower case ("…: A bid is…" read oddly), but a
    # value from the record stays as it was written.
    said = message.removeprefix("hands[0].bids[1]: ")
    assert said[0].islower() or said.startswith("x"), message


def test_wrong_trick_leader_and_winner(record: dict[str, Any]) -> None:
    def flip(name: str, k: int) -> Callable[[dict[str, Any]], None]:
        def change(d: dict[str, Any]) -> None:
            t = d["hands"][0]["tricks"][k]
            t[name] = 1 - t[name]

        return change

    refused(mutated(record, flip("winner", 3)), "hands[0].tricks[3].winner")
    refused(mutated(record, flip("leader", 5)), "hands[0].tricks[5].leader")
    # true is not the seat 1, nor false the seat 0.
    w = record["hands"][0]["tricks"][3]["winner"]
    refused(
        mutated(record, lambda d: d["hands"][0]["tricks"][3].update(winner=bool(w))),
        "hands[0].tricks[3].winner",
    )


def test_wrong_game_winner(record: dict[str, Any]) -> None:
    winner = record["winner"]
    refused(mutated(record, lambda d: d.update(winner=1 - winner)), "winner")
    refused(mutated(record, lambda d: d.update(winner=None)), "winner")
    refused(mutated(record, lambda d: d.update(winner=bool(winner))), "winner")


def test_a_winner_of_a_game_not_over_is_said_in_words() -> None:
    """A record of a game cut short with its winner kept was refused as "the rules give
    None": Python's word for nothing."""
    game = Game(rules=Rules(target=50), seed=3)
    while game.hand.number == 1:
        game.apply(game.legal_actions()[0])
    cut = json.loads(dumps(game))
    message = refused(json.dumps({**cut, "winner": 1}), "winner")
    assert message == "winner: the record says 1, but the game is not over"


def test_tampered_results(record: dict[str, Any]) -> None:
    for name in ("score", "points", "bags", "bags_added", "bag_penalty", "tricks"):

        def change(d: dict[str, Any], name: str = name) -> None:
            d["hands"][0]["result"][1][name] += 1

        refused(mutated(record, change), f"hands[0].result[1].{name}", "the rules give")
    refused(
        mutated(record, lambda d: d["hands"][0]["result"].pop()), "hands[0].result", "two seats"
    )


def test_a_winner_on_a_trick_in_progress() -> None:
    game = Game(seed=3, rules=Rules(double_nil=False))
    while game.phase is not Phase.PLAY:
        game.apply(random_action(game, 3))
    game.apply(game.legal_actions()[0])
    data = game_to_record(game)
    assert len(data["hands"][0]["tricks"][0]["cards"]) == 1
    data["hands"][0]["tricks"][0]["winner"] = game.hand.tricks[0].leader
    refused(json.dumps(data), "hands[0].tricks[0].winner", "not complete")


def test_a_result_on_an_unfinished_hand() -> None:
    game = Game(seed=3)
    for _ in range(20):
        game.apply(random_action(game, 3))
    data = game_to_record(game)
    data["hands"][0]["result"] = [{}, {}]
    refused(json.dumps(data), "hands[0].result", "not finished")


def test_structure_faults(record: dict[str, Any]) -> None:
    refused(mutated(record, lambda d: d.update(hands=[])), "hands")
    refused(mutated(record, lambda d: d["hands"][0].update(number=2)), "hands[0].number")
    refused(mutated(record, lambda d: d["hands"][0].update(number=True)), "hands[0].number")
    refused(mutated(record, lambda d: d["hands"][0].update(first=1)), "hands[0].first")
    refused(mutated(record, lambda d: d["hands"][0].update(first=False)), "hands[0].first")

    def extra_hand(d: dict[str, Any]) -> None:
        extra = copy.deepcopy(d["hands"][-1])
        extra["number"] = len(d["hands"]) + 1
        extra["first"] = 1 - extra["first"]
        d["hands"].append(extra)

    refused(mutated(record, extra_hand), f"hands[{len(record['hands'])}]", "already ended")
    refused(mutated(record, lambda d: d["hands"][0]["draft"].pop(7)), "hands[0].draft[7]")
    refused(mutated(record, lambda d: d["hands"][0]["tricks"].pop(12)), "hands[0]", "not finished")
    refused(
        mutated(record, lambda d: d["hands"][0]["tricks"][2]["cards"].append("2C")),
        "hands[0].tricks[2].cards",
    )


def test_double_nil_and_exchange_faults(record: dict[str, Any]) -> None:
    hand = record["hands"][0]
    (declarer,) = {e["seat"] for e in hand["exchange"][:1]}
    refused(
        mutated(record, lambda d: d["hands"][0]["double_nil"].__setitem__(declarer, 1)),
        "hands[0].double_nil",
    )
    refused(
        mutated(record, lambda d: d["hands"][0]["double_nil"].__setitem__(declarer, False)),
        "hands[0]",
    )

    def got_not_a_discard(d: dict[str, Any]) -> None:
        entry = d["hands"][0]["exchange"][0]
        kept = [t["kept"] for t in d["hands"][0]["draft"] if t["kept"] not in entry["gave"]]
        entry["got"][0] = kept[0]

    refused(mutated(record, got_not_a_discard), "hands[0].exchange[0]", "draft discards")

    def unequal(d: dict[str, Any]) -> None:
        d["hands"][0]["exchange"][0]["got"].pop()

    refused(mutated(record, unequal), "hands[0].exchange[0]")

    def missing_fixed_bid(d: dict[str, Any]) -> None:
        d["hands"][0]["bids"] = [b for b in d["hands"][0]["bids"] if b["seat"] != declarer]

    refused(mutated(record, missing_fixed_bid), "hands[0].bids")

    def fixed_bid_changed(d: dict[str, Any]) -> None:
        for b in d["hands"][0]["bids"]:
            if b["seat"] == declarer:
                b["bid"] = 3

    refused(mutated(record, fixed_bid_changed), "hands[0].bids", "bid is 0 with double_nil true")

    def fixed_bid_unflagged(d: dict[str, Any]) -> None:
        for b in d["hands"][0]["bids"]:
            if b["seat"] == declarer:
                del b["double_nil"]

    refused(mutated(record, fixed_bid_unflagged), "hands[0].bids", "double_nil true")

    def claimed_double_nil(d: dict[str, Any]) -> None:
        for b in d["hands"][0]["bids"]:
            if b["seat"] != declarer:
                b.update(bid=0, double_nil=True)

    if not all(hand["double_nil"]):
        refused(mutated(record, claimed_double_nil), "hands[0].bids", "double_nil")


def test_bid_out_of_range(record: dict[str, Any]) -> None:
    for k, b in enumerate(record["hands"][0]["bids"]):
        if not b.get("double_nil"):

            def change(d: dict[str, Any], k: int = k) -> None:
                d["hands"][0]["bids"][k]["bid"] = 14

            refused(mutated(record, change), f"hands[0].bids[{k}]", "0 to 13")
            break


def test_declaring_double_nil_when_the_rules_forbid_it() -> None:
    game = Game(seed=8, rules=Rules(double_nil=False))
    for _ in range(4):
        game.apply(random_action(game, 8))
    data = game_to_record(game)
    data["hands"][0]["double_nil"] = [True, False]
    refused(json.dumps(data), "hands[0].double_nil[0]", "expected false, found true")


def test_compact_text_is_the_record_as_json() -> None:
    import random

    game = Game(seed=21)
    rng = random.Random(21)
    while len(game.hands) < 4:
        game.apply(rng.choice(game.legal_actions()))
        if game.actions_applied % 37 == 0:
            # Asked for mid-game too, so scored hands are served from their cached text.
            assert dumps(game) == json.dumps(game_to_record(game), separators=(",", ":"))
    assert dumps(game) == json.dumps(game_to_record(game), separators=(",", ":"))
