"""The hard level bids what its hand is worth, by the expected result of each bid, and keeps
its reason as data (issue 22)."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest
from players_support import bid_view, cards, late_view, play_view, trick

from spades_tui.core.actions import Bid, Play
from spades_tui.core.events import SeatResult
from spades_tui.core.rules import Rules
from spades_tui.engine import mask_of
from spades_tui.players import make_player
from spades_tui.players.valuation import (
    BidReason,
    Holding,
    _promoted,
    _suit_holds,
    bid_surplus,
    estimate,
    nil_attack_holds,
    number_bids,
)
from spades_tui.ui.screens.table_advice import starting_bid
from spades_tui.ui.screens.table_text import bidding_body

# The hands of the issue: bid 5 and took 8 at the table.
ISSUE_ONE = "KS JS 6S 4S AH KH QH TH AC KC 2C AD 9D"
ISSUE_TWO = "QS 8S 7S 2S AH QH JH 2H 9C 3C AD QD 4D"
# No card above the nine, the two and three of spades, and a low card in every suit.
NIL_HAND = "2S 3S 9H 7H 4H 2H 8D 5D 3D 9C 6C 4C 2C"


def mask(text: str) -> int:
    return mask_of(cards(text))


def low_discards(hand: str) -> str:
    """Thirteen low cards the hand does not hold, seen going to the discards as a draft of
    strong hands leaves them (every real bid knows some; the valuation is fitted with them)."""
    held = set(hand.split())
    low = [f"{r}{s}" for r in "3456789" for s in "SHDC" if f"{r}{s}" not in held]
    return " ".join(low[:13])


def hard_bid(hand: str, **kw: object) -> tuple[int, BidReason]:
    player = make_player("hard", 5)
    kw.setdefault("discards", low_discards(hand))
    action = player.choose(bid_view(hand, **kw))  # type: ignore[arg-type]
    assert isinstance(action, Bid)
    reason = player.bid_reason  # type: ignore[attr-defined]
    assert isinstance(reason, BidReason)
    return action.tricks, reason


@pytest.mark.parametrize("seat", [0, 1])
def test_the_first_hand_of_the_issue_is_valued_at_seven_and_bids_up_to_it(seat: int) -> None:
    # Valued at about 7.3 tricks, bidding first it bids 6, not the issue's 7: at the spread
    # the valuation was fitted with, a 7 is set in about one hand in six, and the level that
    # bid 7 here (trusting the estimate more) lost more in sets than it saved in bags
    # (docs/strength.md). Once a low bid from the opponent leaves it more, it bids 7.
    bid, reason = hard_bid(ISSUE_ONE, seat=seat, first=1 - seat)
    assert 6.5 <= reason.tricks <= 8.5
    assert bid in (6, 7)
    answer, _ = hard_bid(ISSUE_ONE, seat=0, first=0, opp_bid=3)
    assert answer in (7, 8)


def test_the_second_hand_of_the_issue_bids_its_worth_and_the_opponents_bid_moves_it() -> None:
    # Not the issue's 7 or 8 alone: played double-dummy the hand is worth about five and a
    # half tricks; it took eight at the table because the opponent had bid low and shed
    # tricks. A low bid from the opponent raises it, a strong one lowers it.
    alone, reason = hard_bid(ISSUE_TWO)
    assert alone in (5, 6) and 5.0 <= reason.tricks <= 6.5
    after_low, low = hard_bid(ISSUE_TWO, seat=0, first=0, opp_bid=3)
    after_high, high = hard_bid(ISSUE_TWO, seat=0, first=0, opp_bid=8)
    assert after_low > alone and low.tricks > reason.tricks
    assert after_high < alone and high.opponent_bid == 8


def _results(bid: int, tricks: int, hands: int) -> tuple[tuple[SeatResult, SeatResult], ...]:
    """``hands`` finished hands in which seat 1 bid ``bid`` and took ``tricks``."""
    mine = SeatResult(
        bid=4,
        double_nil=False,
        tricks=13 - tricks,
        points=40,
        bags_added=0,
        bag_penalty=0,
        score=0,
        bags=0,
    )
    theirs = SeatResult(
        bid=bid,
        double_nil=False,
        tricks=tricks,
        points=10 * bid,
        bags_added=tricks - bid,
        bag_penalty=0,
        score=0,
        bags=0,
    )
    return ((mine, theirs),) * hands


def test_an_opponent_that_takes_more_than_it_bids_is_read_so() -> None:
    # The answer to a bid is fitted on bids that take about 0.8 tricks more than they bid.
    # An opponent whose bids have left it three tricks over, hand after hand, holds more than
    # its bid says: the same bid of 3 raises this hand less.
    fresh, plain = hard_bid(ISSUE_TWO, seat=0, first=0, opp_bid=3)
    _, honest = hard_bid(ISSUE_TWO, seat=0, first=0, opp_bid=3, history=_results(3, 4, 6))
    seasoned, wary = hard_bid(ISSUE_TWO, seat=0, first=0, opp_bid=3, history=_results(3, 6, 6))
    assert honest.tricks == pytest.approx(plain.tricks, abs=0.15)
    assert wary.tricks < plain.tricks - 0.5
    assert seasoned <= fresh


def test_a_bid_record_against_the_answers_reference() -> None:
    assert bid_surplus([]) == 0.0
    # Four bids with a trick over and one made exactly average 0.8 over: the reference.
    assert bid_surplus([(4, 5)] * 4 + [(4, 4)]) == pytest.approx(0.0)
    # Two tricks over on each of six bids: 1.2 over the reference, weighed against six hands
    # at the reference.
    assert bid_surplus([(3, 5)] * 6) == pytest.approx(0.6)


def test_the_record_counts_only_the_opponents_number_bids() -> None:
    nil = SeatResult(
        bid=0, double_nil=False, tricks=2, points=-100, bags_added=0, bag_penalty=0, score=0, bags=0
    )
    blind = replace(nil, double_nil=True, points=-200)
    history = _results(3, 5, 2) + ((nil, blind),) + ((blind, nil),)
    view = bid_view(ISSUE_TWO, seat=0, first=0, opp_bid=3, history=history)
    assert number_bids(view, 1) == [(3, 5), (3, 5)]
    assert number_bids(view, 0) == [(4, 8), (4, 8)]


@pytest.mark.parametrize("seat", [0, 1])
def test_a_hand_with_nothing_above_the_nine_bids_nil(seat: int) -> None:
    bid, reason = hard_bid(NIL_HAND, seat=seat, first=1 - seat)
    assert bid == 0
    assert reason.nil_chance is not None and reason.nil_chance > 0.5


HIGH_HAND = "AS KS QS 4S AH KH QH AC KC 2C AD KD 9D"


def _nil_odds_shown(hand: str) -> int:
    """The odds the bid picker gives a nil on ``hand`` (the hard level's own nil odds)."""
    view = bid_view(hand, discards=low_discards(hand))
    start, count = starting_bid(view)
    assert start >= 1  # the picker never starts on nil
    text = bidding_body(view, 0, count).plain
    assert "Your hand is worth about" in text
    if "a nil would hardly ever hold." in text:
        assert round(100 * (count.nil_chance or 0)) == 0
        return 0
    return int(text.split("a nil holds ")[1].split("%")[0])


def test_the_bid_picker_on_nil_says_how_often_a_nil_holds() -> None:
    low, high = _nil_odds_shown(NIL_HAND), _nil_odds_shown(HIGH_HAND)
    assert low > 50 and high == 0, (low, high)
    assert _nil_odds_shown(NIL_HAND) == low  # the same odds at each look


def test_no_nil_when_the_rules_have_none() -> None:
    bid, reason = hard_bid(NIL_HAND, rules=Rules(nil=False))
    assert bid >= 1 and reason.nil_chance is None


MIDDLING = "QS 8S 5S QH 9H 4H TD 7D 3D KC 8C 6C 2C"


def test_nine_bags_carried_bid_up(hand: str = MIDDLING) -> None:
    # One overtrick more and the penalty falls: the bid rises to cover the trick that would
    # otherwise be a bag, though the hand would bid lower with no bags carried.
    plain, _ = hard_bid(hand)
    near, reason = hard_bid(hand, bags=(0, 9))
    assert near > plain
    assert reason.bid == near


def test_the_reason_is_data_with_the_three_best_bids() -> None:
    bid, reason = hard_bid(ISSUE_ONE)
    assert reason.bid == bid
    assert len(reason.expected) == 3
    values = [v for _, v in reason.expected]
    assert values == sorted(values, reverse=True) and reason.expected[0][0] == bid
    # Every card of the hand is in one of the four holdings, and the estimate adds up.
    held = sorted(c for h in reason.holdings for c in h.cards)
    assert held == sorted(int(c) for c in cards(ISSUE_ONE))
    total = reason.base + sum(h.tricks for h in reason.holdings)
    assert total == pytest.approx(reason.estimate)
    sure = {c for c in reason.sure}
    assert {int(c) for c in cards("AH KH AC KC AD")} <= sure
    # No words: the log and the hint put the reason into words, in the person's language.
    for item in (reason, *reason.holdings):
        for f in fields(item):  # type: ignore[arg-type]
            assert not isinstance(getattr(item, f.name), str), f.name
    assert isinstance(reason.holdings[0], Holding)


def test_a_king_whose_ace_was_seen_discarded_counts_as_the_top_card() -> None:
    hearts_king = mask("KH") >> 13
    assert _promoted(hearts_king, 0) == hearts_king
    assert _promoted(hearts_king, mask("AH") >> 13) == 1 << 12
    plain = estimate(mask(ISSUE_TWO), True)
    # The king of hearts seen discarded: the queen and jack under the ace are worth more.
    assert estimate(mask(ISSUE_TWO), True, mask("KH")) > plain


def test_the_nil_attack_from_the_bottom_of_each_suit() -> None:
    def suit(text: str) -> int:
        return mask(" ".join(f"{r}H" for r in text.split())) >> 13

    assert _suit_holds(suit("2 9"), suit("3 T"))  # the 2 goes under, then the 9 under the ten
    assert not _suit_holds(suit("3 9"), suit("2 T"))  # a lead of the 2 beats nothing lower
    assert _suit_holds(suit("9 K"), 0)  # the opponent has none: discarded later
    # Spades outnumbering the opponent's win a trick in the end, by ruffing.
    assert not nil_attack_holds(mask("2S 3S"), mask("4S 2H"), False)
    assert nil_attack_holds(mask("2S 3S"), mask("4S 5S"), False)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_bid_to_its_worth_it_plays_for_the_tricks(seed: int) -> None:
    # The issue's hand, bid at its worth: it no longer leads the ten of hearts from
    # A-K-Q-10 at the first trick, nor ducks the two of clubs under a lead of the ten.
    lead = make_player("hard", seed).choose(play_view(ISSUE_ONE, bids=(7, 5), first=1))
    assert isinstance(lead, Play) and lead.card.code != "TH"
    on_ten = play_view(ISSUE_ONE, bids=(7, 5), first=0, tricks=[trick(1, "TC", None)])
    follow = make_player("hard", seed).choose(on_ten)
    assert isinstance(follow, Play) and follow.card.code != "2C"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_one_trick_short_against_an_underbidder_it_takes_the_trick(seed: int) -> None:
    # Its sets were nearly all by one trick, against a player who bids low and then sheds
    # tricks. Four tricks of a bid of five won and two cards left, the opponent (bid 2, seven
    # tricks in) leads the nine of hearts: the ace makes the contract now; ducking with the
    # three leaves the fifth trick to a last lead the opponent chooses.
    view = late_view(4, 7, bids=(5, 2))
    action = make_player("hard", seed).choose(view)
    assert isinstance(action, Play) and action.card.code == "AH"
    # The same cards with the bid already made and nine bags carried: the trick would be the
    # tenth bag, and now it is thrown (the bags it saves are worth more than the trick).
    made = late_view(5, 6, bids=(5, 2), bags=(9, 0))
    thrown = make_player("hard", seed).choose(made)
    assert isinstance(thrown, Play) and thrown.card.code == "3H"
