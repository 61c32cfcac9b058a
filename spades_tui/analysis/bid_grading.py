"""Bid grading: what every bid from nil to 13 would have scored, judged from the bidder's seat.

A bid is graded from the view the bidder had when it bid (its 13 cards, the discards it saw,
the double-nil declarations, the opponent's bid if made already, scores and bags) and from
nothing else, so the grade is fair: the opponent's real cards play no part in it.

The grade counts the hand as the bid picker and the hard level do (``valuation.appraise_view``:
the fitted estimate of the tricks, their spread, the opponent's bid when known, and the odds
of a nil over sampled hands of the opponent), so the table's advice, the computer's reasons and
the review never tell a player three different stories about one hand. Each bid's figure is
the bidder's own points for the hand, bag penalty included, on average over the chance of each
trick count, with every bag kept priced as the computer prices it: at its share of a later
penalty. What the figure leaves out is the race to the target: when a hand may end the game,
the computer also weighs winning it, and its bid can score a few points less than the best.
"""

from __future__ import annotations

from dataclasses import dataclass

from spades_tui.core.actions import Bid
from spades_tui.core.game import Game, Phase
from spades_tui.core.replay import replay_hand
from spades_tui.core.scoring import score_seat
from spades_tui.core.view import PlayerView
from spades_tui.players.objective import flat_bag_cost
from spades_tui.players.search import HARD, view_nil_odds
from spades_tui.players.valuation import appraise_view, trick_odds, weigh

BIDS = tuple(range(14))


@dataclass(frozen=True, slots=True)
class BidGrade:
    """One seat's bid with the expected points of every bid it could have made."""

    seat: int
    bid: int  # the bid made (0 is nil)
    expected: tuple[float | None, ...]  # bids 0..13; None where the rules allow no such bid
    deals: int  # sampled hands of the opponent the nil's odds were counted over (0: no nil)
    opponent_bid: int | None  # the opponent's bid known when bidding; None: it bid later
    # The lowest bid that, made, takes the bidder to the target this hand (None: none can).
    # The figures leave the race out, so a bid there may be right with fewer points.
    reaches: int | None = None

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
            "reaches": self.reaches,
        }


def grade_bid(view: PlayerView, bid: int) -> BidGrade:
    """The grade of ``bid`` made from ``view`` (the bidder's view as it was asked to bid)."""
    if view.phase is not Phase.BIDDING or view.to_act != view.seat:
        raise ValueError("a bid is graded from the view of the seat about to bid")
    rules = view.rules
    seat, opp = view.seat, 1 - view.seat
    chance = view_nil_odds(view)
    count = appraise_view(view, chance)
    odds = trick_odds(count.tricks, count.spread)
    carried = view.bags[seat]
    per_bag = flat_bag_cost(rules, view.scores)
    expected: list[float | None] = []
    for candidate in BIDS:
        if candidate == 0 and not rules.nil:
            expected.append(None)
            continue
        values = []
        for tricks in range(14):
            result = score_seat(candidate, False, tricks, 0, carried, rules)
            # The change in bags kept: a penalty paid in this hand empties the count.
            values.append(result.score - per_bag * (result.bags - carried))
        expected.append(weigh(candidate, odds, values, chance))
    deals = HARD.nil_deals if chance is not None else 0
    reaches = next(
        (
            n
            for n in BIDS[1:]
            if view.scores[seat] + score_seat(n, False, n, 0, carried, rules).score >= rules.target
        ),
        None,
    )
    return BidGrade(seat, bid, tuple(expected), deals, view.bids[opp], reaches)


def grade_bids(game: Game, number: int) -> tuple[BidGrade, ...]:
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
            grades.append(grade_bid(step.game.view(step.seat), step.action.tricks))
        elif step.phase is Phase.PLAY:
            break
    return tuple(grades)
