"""What a hand's outcome is worth to a seat: the objective arrays the search maximises.

The value of ending the hand with ``t`` tricks (the opponent then has ``13 - t``) is the
change in the score difference, bags and their penalty included, plus a large term when the
hand decides the game: in a race to the target, winning matters more than the margin.
"""

from __future__ import annotations

from functools import cache
from math import exp

from spades_tui.core.events import SeatResult
from spades_tui.core.rules import Rules
from spades_tui.core.scoring import game_winner, score_seat

MATCH = 400  # worth of deciding the game, in points
BAGS_PER_HAND = 1.2  # overtricks a seat gathers per hand in play between the levels (bench/bids.py)
POINTS_PER_HAND = 50  # how far a leading seat moves towards the target in a typical hand


# A carried bag is charged at most half its share of a penalty: charging all of it made the
# search bid higher, and it was set more often (14% of bid hands against 10%) for fewer bags,
# a net loss of about 4 points a hand in play against the earlier hard level.
MOST_BAG_SHARE = 0.5


def bag_share(rules: Rules, scores: tuple[int, int]) -> float:
    """How much of its share of a penalty a bag carried out of this hand costs now.

    A carried bag only costs anything if the bags still to come would take the count past the
    limit before the game ends: with about ``F`` more bags to come, a bag placed anywhere in
    the count tips it over a limit with odds of about ``F / bag_limit``. In the last hand or
    two a carried bag costs next to nothing.
    """
    hands_left = max(0.0, (rules.target - max(scores)) / POINTS_PER_HAND)
    return MOST_BAG_SHARE * min(1.0, BAGS_PER_HAND * hands_left / rules.bag_limit)


@cache
def _expected_penalties(carried: int, tenths_left: int, bag_limit: int, bag_penalty: int) -> float:
    """Penalties a carried bag count should still cost before the game ends.

    The bags to come are a Poisson count with ``BAGS_PER_HAND`` a hand over the hands left
    (in tenths of a hand); every time the running count reaches the limit costs a penalty.
    """
    mean = BAGS_PER_HAND * tenths_left / 10
    chance = exp(-mean)
    total = 0.0
    for more in range(int(mean + 8 * mean**0.5) + 2 * bag_limit):
        total += chance * ((carried + more) // bag_limit)
        chance *= mean / (more + 1)
    return bag_penalty * total


def flat_bag_cost(rules: Rules, scores: tuple[int, int]) -> float:
    """What one bag carried out of this hand costs at the flat share (``bag_share``), in
    points: the price the bid valuation and the review's bid grades put on a bag."""
    return bag_share(rules, scores) * rules.bag_penalty / rules.bag_limit


def bag_costs(rules: Rules, scores: tuple[int, int]) -> list[float]:
    """What carrying 0, 1, ... bags out of this hand costs, by the odds of reaching the limit.

    A bag is dear when the count it joins is likely to reach the limit before the game ends
    and would not have without it, and cheap when the limit is far off or will be reached
    anyway: with four hands to go, carrying six bags rather than five costs about 18 points,
    nine rather than eight about 5, two rather than one about 6. The flat ``bag_share``
    misses that difference.
    """
    hands_left = max(0.0, (rules.target - max(scores)) / POINTS_PER_HAND - 1)
    tenths = round(10 * hands_left)
    return [
        _expected_penalties(carried, tenths, rules.bag_limit, rules.bag_penalty)
        for carried in range(rules.bag_limit)
    ]


def hand_endings(
    rules: Rules,
    seat: int,
    scores: tuple[int, int],
    bags: tuple[int, int],
    bids: tuple[int, int],
    double_nil: tuple[bool, bool],
) -> list[tuple[SeatResult, SeatResult]]:
    """Both seats' results (in the game's seat order) when ``seat`` takes 0..13 tricks."""
    endings = []
    for t in range(14):
        tricks = (t, 13 - t) if seat == 0 else (13 - t, t)
        first, second = (
            score_seat(bids[s], double_nil[s], tricks[s], scores[s], bags[s], rules) for s in (0, 1)
        )
        endings.append((first, second))
    return endings


def hand_values(
    rules: Rules,
    seat: int,
    scores: tuple[int, int],
    bags: tuple[int, int],
    bids: tuple[int, int],
    double_nil: tuple[bool, bool],
    bag_odds: bool = False,
) -> list[float]:
    """Value for ``seat`` of ending the hand with 0..13 tricks; seats are the game's.

    Bags carried out of the hand cost a flat share of a penalty each, or with ``bag_odds``
    what each seat's carried count should still cost (``bag_costs``).
    """
    opp = 1 - seat
    per_bag = flat_bag_cost(rules, scores)
    costs = bag_costs(rules, scores) if bag_odds else None
    values = []
    for results in hand_endings(rules, seat, scores, bags, bids, double_nil):
        new = (results[0].score, results[1].score)
        if costs is None:
            value = new[seat] - new[opp] - per_bag * (results[seat].bags - results[opp].bags)
        else:
            value = new[seat] - new[opp] - costs[results[seat].bags] + costs[results[opp].bags]
        winner = game_winner(new, rules)
        if winner == seat:
            value += MATCH
        elif winner == opp:
            value -= MATCH
        values.append(float(value))
    return values
