"""Cards and codes, and the rule options (rules.md "Cards and goal" and the options)."""

from __future__ import annotations

import pytest

from spades_tui.core import Rules, RulesError, Suit, parse_card
from spades_tui.core.cards import CARDS, DECK, sort_key


def test_deck_has_52_distinct_cards_with_distinct_codes() -> None:
    assert len(DECK) == 52
    codes = [c.code for c in CARDS]
    assert len(set(codes)) == 52
    expected = {rank + suit for rank in "23456789TJQKA" for suit in "SHDC"}
    assert set(codes) == expected


@pytest.mark.parametrize(
    ("code", "suit", "rank"),
    [
        ("AS", Suit.SPADES, 12),
        ("TH", Suit.HEARTS, 8),
        ("2C", Suit.CLUBS, 0),
        ("JD", Suit.DIAMONDS, 9),
    ],
)
def test_codes_name_rank_and_suit(code: str, suit: Suit, rank: int) -> None:
    card = parse_card(code)
    assert card.suit is suit
    assert card.rank == rank
    assert card.code == code
    assert str(card) == code


def test_ranks_run_two_to_ace() -> None:
    order = [parse_card(r + "H").rank for r in "23456789TJQKA"]
    assert order == sorted(order) == list(range(13))


def test_every_code_round_trips() -> None:
    for card in CARDS:
        assert parse_card(card.code) is card


def test_parse_forgives_case_and_ten() -> None:
    assert parse_card("th") is parse_card("TH")
    assert parse_card("10h") is parse_card("TH")


@pytest.mark.parametrize("bad", ["", "1S", "AX", "ASS", "S", "11H"])
def test_bad_codes_are_refused_naming_the_text(bad: str) -> None:
    with pytest.raises(ValueError, match="not a card code"):
        parse_card(bad)


def test_parse_refuses_non_text() -> None:
    with pytest.raises(ValueError, match="must be text"):
        parse_card(12)  # type: ignore[arg-type]


def test_suits_have_symbols_and_spades_are_suit_zero() -> None:
    assert [s.symbol for s in Suit] == ["♠", "♥", "♦", "♣"]
    assert [s.letter for s in Suit] == ["S", "H", "D", "C"]
    assert Suit.HEARTS.is_red and not Suit.CLUBS.is_red


# ------------------------------------------------------------------ rule options
def test_defaults_are_the_seed_rules() -> None:
    # rules.md: target 500, nil on, double nil on, deficit 0, exchange 3, peek on,
    # failed-nil bags off, bag limit 10, bag penalty 100, no loss floor.
    assert Rules().to_dict() == {
        "target": 500,
        "nil": True,
        "double_nil": True,
        "double_nil_deficit": 0,
        "exchange_limit": 3,
        "peek_discard": True,
        "failed_nil_bags": False,
        "bag_limit": 10,
        "bag_penalty": 100,
        "loss_floor": None,
    }


@pytest.mark.parametrize("limit", [0, 1, 2, 3])
def test_exchange_limit_accepts_zero_to_three(limit: int) -> None:
    assert Rules(exchange_limit=limit).exchange_limit == limit


@pytest.mark.parametrize(
    ("options", "name", "allowed"),
    [
        ({"exchange_limit": 4}, "exchange_limit", "0 to 3"),
        ({"exchange_limit": -1}, "exchange_limit", "0 to 3"),
        ({"target": 0}, "target", "from 1"),
        ({"bag_limit": 0}, "bag_limit", "from 1"),
        ({"double_nil_deficit": -5}, "double_nil_deficit", "from 0"),
        ({"bag_penalty": -1}, "bag_penalty", "from 0"),
        ({"loss_floor": 0}, "loss_floor", "or none"),
        ({"target": "500"}, "target", "whole number"),
        ({"target": 2.5}, "target", "whole number"),
        ({"target": True}, "target", "whole number"),
        ({"nil": 1}, "nil", "true or false"),
        ({"peek_discard": "yes"}, "peek_discard", "true or false"),
    ],
)
def test_bad_option_values_name_the_option_and_range(
    options: dict[str, object], name: str, allowed: str
) -> None:
    with pytest.raises(RulesError) as info:
        Rules(**options)  # type: ignore[arg-type]
    message = str(info.value)
    assert repr(name) in message
    assert allowed in message


def test_options_from_text() -> None:
    rules = Rules().with_options(
        {"exchange_limit": "1", "nil": "off", "loss_floor": "-200", "peek_discard": "false"}
    )
    assert (rules.exchange_limit, rules.nil, rules.loss_floor, rules.peek_discard) == (
        1,
        False,
        -200,
        False,
    )
    assert Rules(loss_floor=-200).with_options({"loss_floor": "none"}).loss_floor is None


@pytest.mark.parametrize(
    ("name", "text", "fragment"),
    [
        ("exchange_limit", "5", "0 to 3"),
        ("exchange_limit", "many", "0 to 3"),
        ("nil", "maybe", "on or off"),
        ("colour", "red", "unknown rule option 'colour'"),
    ],
)
def test_bad_option_texts(name: str, text: str, fragment: str) -> None:
    with pytest.raises(RulesError, match=fragment):
        Rules().with_options({name: text})


def test_from_dict_requires_every_option_and_no_others() -> None:
    data = Rules().to_dict()
    assert Rules.from_dict(data) == Rules()
    missing = dict(data)
    del missing["bag_limit"]
    with pytest.raises(RulesError, match="'bag_limit' is missing"):
        Rules.from_dict(missing)
    with pytest.raises(RulesError, match="unknown rule option 'jokers'"):
        Rules.from_dict(data | {"jokers": True})
    with pytest.raises(RulesError, match="must be an object"):
        Rules.from_dict([1, 2])


def test_labels_and_screen_order() -> None:
    assert parse_card("TH").label == "10♥" and parse_card("TH").ascii_label == "10H"
    assert parse_card("AS").label == "A♠"
    hand = [parse_card(c) for c in ["2D", "AC", "3H", "KS", "9H"]]
    # Spades, hearts, clubs, diamonds (colours alternate); high cards first within a suit.
    assert [c.code for c in sorted(hand, key=sort_key)] == ["KS", "9H", "3H", "AC", "2D"]
