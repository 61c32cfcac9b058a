"""Bid grading: what every bid from nil to 13 would have scored, judged from the bidder's seat.

A bid is graded from the view the bidder had when it bid (its 13 cards, the discards it saw,
the double-nil declarations, the opponent's bid if made already, scores and bags) and from
nothing else, so the grade is fair: the opponent's real cards play no part in it.

The opponent's hand is dealt many times from the cards it could hold, as the search levels
deal it (``players.sampling.deal``, leaning on the draft prior and, when the opponent has bid,
on deals that fit its bid). An opponent yet to bid bids by the rule-based level's count
(``players.bidding.rule_bid``). On each deal the hand is played out once for every candidate
bid by the rule-based play policy, each side knowing only its own cards and what it could
infer (``players.policy.playout`` with ``unseen``): a deal seen face up would overrate nil and
the high bids, which depend on guessing where the missing cards are.

The grade of a bid is the bidder's own points for the hand (bag penalty included) averaged
over the deals; every bid is tried on the same deals, so the comparison between bids is
steadier than each average. Everything is seeded by the hand number and the seat, so a record
always gets the same grades.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from spades_tui.core.actions import Bid
from spades_tui.core.game import Game, Phase
from spades_tui.core.replay import replay_hand
from spades_tui.core.rules import Rules
from spades_tui.core.scoring import score_seat
from spades_tui.core.view import PlayerView
from spades_tui.engine import ALL_CARDS, PlayState
from spades_tui.players.bidding import rule_bid
from spades_tui.players.knowledge import Knowledge, read_view
from spades_tui.players.policy import Contract, Seat, playout
from spades_tui.players.sampling import deal
from spades_tui.players.search import bid_fits, prior_for

# Deals of the opponent's hand per graded bid, 14 playouts each. At 320 another seed found the
# same best bid for 93 of 100 bids of heuristic games, the bid made's expected points moving by
# 1.4 on average, at 0.37 s of CPU a bid at p95 (bench/bid_grading.py, docs/analysis.md).
DEALS = 320
BIDS = tuple(range(14))


@dataclass(frozen=True, slots=True)
class BidGrade:
    """One seat's bid with the expected points of every bid it could have made."""

    seat: int
    bid: int  # the bid made (0 is nil)
    expected: tuple[float | None, ...]  # bids 0..13; None where the rules allow no such bid
    deals: int  # deals of the opponent's hand the averages are over
    opponent_bid: int | None  # the opponent's bid known when bidding; None: it bid later

    @property
    def best(self) -> int:
        """The bid with the highest expected points (the lower bid on a tie)."""
        allowed = [b for b in BIDS if self.expected[b] is not None]
        return max(allowed, key=lambda b: (self.expected[b], -b))

    @property
    def made_value(self) -> float:
        value = self.expected[self.bid]
        assert value is not None
        return value

    @property
    def shortfall(self) -> float:
        """Points the bid made gave up against the best one (0 when it was the best)."""
        best = self.expected[self.best]
        assert best is not None
        return best - self.made_value

    def to_dict(self) -> dict[str, object]:
        return {
            "seat": self.seat,
            "bid": self.bid,
            "best": self.best,
            "expected": [None if v is None else round(v, 2) for v in self.expected],
            "deals": self.deals,
            "opponent_bid": self.opponent_bid,
        }


def _points_table(rules: Rules, bags: int) -> list[list[int]]:
    """The bidder's points for the hand by bid and tricks taken, bag penalty included."""
    return [
        [score_seat(bid, False, tricks, 0, bags, rules).score for tricks in range(14)]
        for bid in BIDS
    ]


def _opponent_unseen(k: Knowledge, opp_hand: int, rules: Rules) -> int:
    """The cards the opponent, holding ``opp_hand``, thinks the bidder may hold.

    With the second card of a kept pair shown (``peek_discard``) the opponent saw every one of
    its own discards: the cards neither seat holds that the bidder did not see go. Without it,
    which of them it saw is not known here, and it is taken to know none of them.
    """
    mine_or_out = ALL_CARDS & ~opp_hand
    if rules.peek_discard:
        return mine_or_out & ~(k.unseen & ~opp_hand)
    return mine_or_out


def grade_bid(view: PlayerView, bid: int, seed: int, deals: int = DEALS) -> BidGrade:
    """The grade of ``bid`` made from ``view`` (the bidder's view as it was asked to bid)."""
    if view.phase is not Phase.BIDDING or view.to_act != view.seat:
        raise ValueError("a bid is graded from the view of the seat about to bid")
    rules = view.rules
    seat, opp = view.seat, 1 - view.seat
    k = read_view(view)
    rng = random.Random(seed)
    their_known = 0 if view.double_nil[opp] else view.bids[opp]
    accept = None if their_known is None or view.double_nil[opp] else bid_fits(their_known, 0)
    prior = prior_for(view)
    leader = 0 if view.first != seat else 1  # the second player leads; the bidder is seat 0
    candidates = [b for b in BIDS if b or rules.nil]
    table = _points_table(rules, view.bags[seat])
    mine_unseen = k.maybe_opp
    totals = dict.fromkeys(candidates, 0)
    for _ in range(deals):
        opp_hand = deal(k, rng, prior, accept)
        their = their_known
        if their is None:
            their = rule_bid(
                opp_hand, rules.nil, view.bags[opp], rules.bag_limit, rules.bag_penalty
            )
        start = PlayState(k.mine, opp_hand, leader)
        unseen = (mine_unseen, _opponent_unseen(k, opp_hand, rules))
        for candidate in candidates:
            contract = Contract(
                (Seat(candidate, view.bags[seat]), Seat(their, view.bags[opp])),
                rules.bag_limit,
                rules.bag_penalty,
            )
            totals[candidate] += table[candidate][playout(start, contract, unseen)]
    expected = tuple(totals[b] / deals if b in totals else None for b in BIDS)
    return BidGrade(seat, bid, expected, deals, view.bids[opp])


def grade_bids(game: Game, number: int, deals: int = DEALS) -> tuple[BidGrade, ...]:
    """The grade of each bid made in finished hand ``number`` (from 1), in the order made.

    A double-nil seat makes no bid (its bid is fixed by the declaration), so it has none.
    Raises ``ValueError`` when the hand is not a finished hand of the game.
    """
    recorded = game.hands[number - 1] if 1 <= number <= len(game.hands) else None
    if recorded is None or recorded.result is None:
        raise ValueError(f"hand {number} is not a finished hand of this game")
    grades = []
    for step in replay_hand(game, number):
        if step.phase is Phase.BIDDING and isinstance(step.action, Bid):
            view = step.game.view(step.seat)
            grades.append(grade_bid(view, step.action.tricks, _seed(number, step.seat), deals))
        elif step.phase is Phase.PLAY:
            break
    return tuple(grades)


def _seed(number: int, seat: int) -> int:
    # From the hand and the seat alone: nothing hidden from the bidder may move the deals.
    return 7_000_000 + 10 * number + seat
