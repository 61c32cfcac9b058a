"""Nil protection and nil attack in hand-built positions, for every level above random."""

from __future__ import annotations

import pytest
from players_support import play_view, quick, trick

from spades_tui.core.cards import parse_card
from spades_tui.players.heuristic import HeuristicPlayer


def _players():
    return [HeuristicPlayer(), quick("normal", 2), quick("hard", 2)]


def card_of(action) -> str:
    return action.card.code


@pytest.mark.parametrize("player", _players(), ids=lambda p: p.level)
def test_nil_bidder_ducks_under_the_lead(player) -> None:
    # I bid nil and have no trick; the opponent leads the 9 of hearts.
    view = play_view(
        "4H QH 2C 5C 3D 6D 7D 2S 3S 8H 9C TC",
        bids=(0, 5),
        tricks=[trick(1, "KC 3C", 1), trick(1, "9H", None)],
    )
    assert card_of(player.choose(view)) in ("4H", "8H")


@pytest.mark.parametrize("player", _players(), ids=lambda p: p.level)
def test_nil_bidder_out_of_the_suit_does_not_ruff(player) -> None:
    view = play_view(
        "AS 3S JC 2C 3H 4H",
        bids=(0, 5),
        tricks=[
            trick(1, "KC 5C", 1),
            trick(1, "AC 6C", 1),
            trick(1, "QD 2D", 1),
            trick(1, "JD 3D", 1),
            trick(1, "TD 4D", 1),
            trick(1, "9D 5D", 1),
            trick(1, "KD", None),
        ],
    )
    assert parse_card(card_of(player.choose(view))) >= 13  # anything but a spade


@pytest.mark.parametrize("player", _players(), ids=lambda p: p.level)
def test_attacker_plays_under_a_nil_bidders_lead(player) -> None:
    # The opponent bid nil and leads the 7 of hearts: the 5 makes them win it, and my bid
    # of 2 is safe either way with the top spades in hand.
    view = play_view(
        "5H QH 2C 9C KC 3D 8D AD 2S QS KS AS",
        bids=(2, 0),
        tricks=[trick(0, "AC 3C", 0), trick(1, "7H", None)],
        first=0,
    )
    assert card_of(player.choose(view)) == "5H"


@pytest.mark.parametrize("player", _players(), ids=lambda p: p.level)
def test_attacker_leads_low_into_a_nil_bidder(player) -> None:
    # Against a nil, leading the two of diamonds forces any diamond holder to win the trick;
    # the ace would only win it for me.  Spades are not broken, so no spade may be led.
    view = play_view(
        "2D AD AS",
        bids=(6, 0),
        tricks=[
            trick(0, "AC 2C", 0),
            trick(0, "KC 3C", 0),
            trick(0, "QC 4C", 0),
            trick(0, "JC 5C", 0),
            trick(0, "AH 2H", 0),
            trick(0, "KH 3H", 0),
            trick(0, "QH 4H", 0),
            trick(0, "JH 5H", 0),
            trick(0, "TC 6C", 0),
            trick(0, "TH 6H", 0),
        ],
        first=1,
    )
    assert card_of(player.choose(view)) == "2D"


@pytest.mark.parametrize("player", _players(), ids=lambda p: p.level)
def test_made_bid_near_the_bag_limit_ducks(player) -> None:
    # Bid made, nine bags already, the opponent's bid is safe whatever happens: winning
    # the heart would be a tenth bag and a 100-point penalty.
    view = play_view(
        "3H KH 2C",
        bids=(2, 1),
        bags=(9, 0),
        tricks=[trick(0, "AC 3C", 0), trick(0, "AD 2D", 0), trick(1, "KD 4D", 1)]
        + [trick(1, f"{r}S {s}S", 1) for r, s in (("A", "5"), ("K", "6"), ("Q", "7"))]
        + [trick(1, f"{r}D {s}D", 1) for r, s in (("Q", "5"), ("J", "6"), ("T", "7"))]
        + [trick(1, "9H", None)],
        broken=True,
    )
    assert card_of(player.choose(view)) == "3H"
