"""Bids and the double-nil offer by rule: trick counting, nil only for a safe hand."""

from __future__ import annotations

from spades_tui.core.actions import BIDS, DECLARE, DECLINE, Action
from spades_tui.core.view import PlayerView
from spades_tui.engine import SUIT_MASK, mask_of
from spades_tui.players.handeval import estimate_tricks, nil_risk
from spades_tui.players.valuation import trick_odds

NIL_RISK = 1.0  # summed danger a nil hand may carry (about one trick's worth of risk)


def nil_is_sound(hand: int) -> bool:
    spades = hand & SUIT_MASK
    # The top spades always win a trick; three low spades can be forced under the opponent's.
    if spades >> 10 or spades.bit_count() > 3:
        return False
    return nil_risk(hand) <= NIL_RISK


SPREAD = 1.15  # the fitted model's typical error, in tricks (rmse in data/bid_model.json)


def bid_value(bid: int, tricks: int, bags: int, bag_limit: int, bag_penalty: int) -> float:
    """Points of one bid and result, counting bags at their share of the coming penalty."""
    if tricks < bid:
        return -10.0 * bid
    over = tricks - bid
    crossed = (bags + over) // bag_limit
    # A bag not yet turned into a penalty still costs its share of one later.
    return 10 * bid + over - crossed * bag_penalty - 0.5 * over * bag_penalty / bag_limit


def rule_bid(
    hand: int, nil_allowed: bool, bags: int = 0, bag_limit: int = 10, bag_penalty: int = 100
) -> int:
    if nil_allowed and nil_is_sound(hand):
        return 0
    odds = trick_odds(estimate_tricks(hand), SPREAD)
    best, best_value = 1, -1e9
    for bid in range(1, 14):
        value = sum(p * bid_value(bid, t, bags, bag_limit, bag_penalty) for t, p in enumerate(odds))
        if value > best_value:
            best, best_value = bid, value
    return best


def choose_bid(view: PlayerView) -> Action:
    hand = mask_of(view.hand)
    seat = view.seat
    rules = view.rules
    bid = rule_bid(hand, rules.nil, view.bags[seat], rules.bag_limit, rules.bag_penalty)
    if bid == 0 and not view.rules.nil:
        bid = 1
    return BIDS[bid]


def wants_double_nil(view: PlayerView) -> bool:
    """Blind nil is a gamble worth taking only when normal bids will not catch up in time."""
    seat = view.seat
    target = view.rules.target
    mine, theirs = view.scores[seat], view.scores[1 - seat]
    behind = theirs - mine
    # Measured in play between the rule-based players, a blind nil succeeds well under a
    # third of the time (the opponent drafts low cards to attack it), so it is only worth
    # declaring when the opponent is about to win anyway.
    return behind >= 150 and theirs >= target - 80


def choose_double_nil(view: PlayerView) -> Action:
    return DECLARE if wants_double_nil(view) else DECLINE
