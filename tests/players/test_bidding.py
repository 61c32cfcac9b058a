"""Bids on hand-built hands: strong hands bid high, weak ones low or nil."""

from __future__ import annotations

import pytest
from players_support import bid_view, cards, quick

from spades_tui.core.actions import Bid
from spades_tui.engine import PlayState, mask_of
from spades_tui.players.bidding import nil_is_sound, rule_bid
from spades_tui.players.handeval import estimate_tricks
from spades_tui.players.heuristic import HeuristicPlayer

STRONG = "AS KS QS JS TS 9S 8S AH KH AD KD AC KC"
GOOD = "AS KS 7S 4S AH KH 3H AD 8D 5D 9C 4C 2C"
WEAK = "2H 3H 4H 5H 2D 3D 4D 6D 2C 3C 4C 5C 7C"
MIDDLING = "QS 8S 5S QH 9H 4H TD 7D 3D KC 8C 6C 2C"


def mask(text: str) -> int:
    return mask_of(cards(text))


def _players():
    return [HeuristicPlayer(), quick("normal", 3), quick("hard", 3)]


def test_estimates_order_hands_by_strength() -> None:
    values = [estimate_tricks(mask(h)) for h in (WEAK, MIDDLING, GOOD, STRONG)]
    assert values == sorted(values)
    assert values[-1] >= 10
    assert values[0] <= 1.5


def test_adding_a_top_card_never_lowers_the_estimate() -> None:
    base = mask("QS 8S 5S QH 9H 4H TD 7D 3D 8C 6C 2C")
    for extra in ("AS", "AH", "KC", "KS"):
        assert estimate_tricks(base | mask(extra)) >= estimate_tricks(base)


@pytest.mark.parametrize("player", _players(), ids=lambda p: p.level)
def test_strong_hand_bids_high(player) -> None:
    action = player.choose(bid_view(STRONG))
    assert isinstance(action, Bid) and action.tricks >= 9


@pytest.mark.parametrize("player", _players(), ids=lambda p: p.level)
def test_weak_hand_bids_nil_or_almost_nothing(player) -> None:
    action = player.choose(bid_view(WEAK))
    assert isinstance(action, Bid) and action.tricks <= 1


def test_nil_only_when_it_is_sound() -> None:
    assert nil_is_sound(mask(WEAK))
    assert rule_bid(mask(WEAK), nil_allowed=True) == 0
    assert rule_bid(mask(WEAK), nil_allowed=False) >= 1
    assert not nil_is_sound(mask(GOOD))
    assert not nil_is_sound(mask("AS 2S 3S 2H 3H 4H 5H 2D 3D 4D 2C 3C 4C"))


def test_bags_near_the_limit_do_not_lower_the_bid() -> None:
    hand = mask(MIDDLING)
    assert rule_bid(hand, True, bags=9) >= rule_bid(hand, True, bags=0)


def test_search_bid_comes_with_its_trick_estimate() -> None:
    from spades_tui.core import Bid, Game, Phase, Rules
    from spades_tui.players import make_player

    game = Game(Rules(double_nil=False), seed=4)
    while game.phase is not Phase.BIDDING:
        game.apply(game.legal_actions()[0])
    player = make_player("normal", 1)
    bid = player.choose(game.view(game.to_act))
    estimate = player.last_bid_estimate  # type: ignore[attr-defined]
    assert isinstance(bid, Bid) and estimate is not None
    assert 0 <= estimate <= 13
    # Its bid follows from what it expects to take, give or take the value of a nil or a set.
    assert bid.tricks == 0 or abs(bid.tricks - estimate) <= 3


SEVEN_SPADES = "AS KS QS 9S 6S 4S 2S AD KD 7D KH 8C 3C"


def _fewest_tricks(hand: str, deals: int = 300) -> int:
    """The fewest tricks the hand took over many deals, playing every card to win."""
    import random

    from spades_tui.players.knowledge import read_view
    from spades_tui.players.policy import Contract, Seat, playout
    from spades_tui.players.sampling import deal

    known = read_view(bid_view(hand))
    rng = random.Random(0)
    always_win = Contract((Seat(13, 0), Seat(1, 0)), 10, 100)
    fewest = 13
    for _ in range(deals):
        opp = deal(known, rng)
        for leader in (0, 1):
            fewest = min(fewest, playout(PlayState(known.mine, opp, leader), always_win))
    return fewest


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seat", [0, 1])
def test_seven_spades_and_side_honours_bid_at_least_the_sure_tricks(level, seat) -> None:
    # Seven spades headed by the top three, the A-K of diamonds and the king of hearts: a
    # hand that bid 6 and took all 13. It must bid no less than it takes in the worst deal.
    from spades_tui.players import make_player

    sure = _fewest_tricks(SEVEN_SPADES)
    assert sure >= 4  # the position is what it claims: a hand with several sure tricks
    action = make_player(level, 7).choose(bid_view(SEVEN_SPADES, seat=seat, first=1 - seat))
    assert isinstance(action, Bid) and action.tricks >= sure
