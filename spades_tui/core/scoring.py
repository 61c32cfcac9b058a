"""Pure scoring of one seat's hand: points, bags and the sandbag penalty."""

from __future__ import annotations

from spades_tui.core.events import SeatResult
from spades_tui.core.rules import Rules


def bid_made(bid: int, tricks: int) -> bool:
    """Whether a bid was made with ``tricks``: a nil (or double nil, bid 0) by taking none,
    a number by taking at least as many."""
    return tricks == 0 if bid == 0 else tricks >= bid


def hand_points(bid: int, double_nil: bool, tricks: int, rules: Rules) -> tuple[int, int]:
    """Points for the hand before any bag penalty, and the bags it adds."""
    if double_nil or bid == 0:
        bonus = 200 if double_nil else 100
        if bid_made(0, tricks):
            return bonus, 0
        return -bonus, tricks if rules.failed_nil_bags else 0
    if bid_made(bid, tricks):
        over = tricks - bid
        return 10 * bid + over, over
    return -10 * bid, 0


def bag_penalty(bags: int, rules: Rules) -> tuple[int, int]:
    """The penalty for a running bag count, and the bags carried after it."""
    times, carried = divmod(bags, rules.bag_limit)
    return times * rules.bag_penalty, carried


def score_seat(
    bid: int, double_nil: bool, tricks: int, score: int, bags: int, rules: Rules
) -> SeatResult:
    points, added = hand_points(bid, double_nil, tricks, rules)
    penalty, carried = bag_penalty(bags + added, rules)
    return SeatResult(
        bid=bid,
        double_nil=double_nil,
        tricks=tricks,
        points=points,
        bags_added=added,
        bag_penalty=penalty,
        score=score + points - penalty,
        bags=carried,
    )


def game_winner(scores: tuple[int, int], rules: Rules) -> int | None:
    """The winning seat after a scored hand, or None when another hand is to be played."""
    reached = [s >= rules.target for s in scores]
    if reached[0] or reached[1]:
        return _higher(scores) if reached[0] == reached[1] else reached.index(True)
    sunk = at_the_floor(scores, rules)
    if sunk:
        return _higher(scores) if len(sunk) == 2 else 1 - sunk[0]
    return None


def at_the_floor(scores: tuple[int, int], rules: Rules) -> tuple[int, ...]:
    """The seats whose score, at or below the loss floor, ends the game (none while the
    floor is off, or once a seat has reached the target, which decides instead)."""
    floor = rules.loss_floor
    if floor is None or any(s >= rules.target for s in scores):
        return ()
    return tuple(seat for seat, s in enumerate(scores) if s <= floor)


def _higher(scores: tuple[int, int]) -> int | None:
    if scores[0] == scores[1]:
        return None
    return 0 if scores[0] > scores[1] else 1
