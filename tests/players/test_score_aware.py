"""Near the end of a game the hard level plays for the game, not for the hand's points."""

from __future__ import annotations

import pytest
from players_support import bid_view, late_view, quick

from spades_tui.core import Rules
from spades_tui.core.actions import DECLARE, DECLINE, Play
from spades_tui.core.game import Phase
from spades_tui.core.view import PlayerView
from spades_tui.players import make_player
from spades_tui.players.double_nil import declare_value
from spades_tui.players.objective import bag_costs

SEEDS = (1, 2, 3)


def card_played(view: PlayerView, seed: int) -> str:
    action = quick("hard", seed).choose(view)
    assert isinstance(action, Play)
    return action.card.code


@pytest.mark.parametrize("seed", SEEDS)
def test_sets_a_leader_about_to_win_even_at_the_cost_of_a_bag_penalty(seed: int) -> None:
    # Bid 9 made with a bag over, eight carried; the opponent bid 3 and has one trick, so
    # winning the heart sets them, at the price of the tenth bag. At 440 the game is too near
    # its end for nine carried bags to reach the limit, so the set is not worth the penalty;
    # at 470 their bid made ends the game, and the set is the only thing left.
    position = {"bids": (9, 3), "bags": (8, 0), "broken": True}
    assert card_played(late_view(10, 1, **position, scores=(300, 440)), seed) == "3H"
    assert card_played(late_view(10, 1, **position, scores=(300, 470)), seed) == "AH"


@pytest.mark.parametrize("seed", SEEDS)
def test_refuses_the_bag_that_triggers_the_penalty(seed: int) -> None:
    # Late in the game a bag that stays under the limit costs little, and the extra trick is
    # a point more (one fewer for the opponent); the bag that reaches the limit costs 100.
    position = {"bids": (2, 8), "scores": (470, 300)}
    assert card_played(late_view(2, 9, **position, bags=(9, 0)), seed) == "3H"
    assert card_played(late_view(2, 9, **position, bags=(3, 0)), seed) == "AH"


def offer(scores: tuple[int, int], rules: Rules | None = None) -> PlayerView:
    view = bid_view("2C", seat=0, first=0, scores=scores, rules=rules)
    return view._replace(phase=Phase.DOUBLE_NIL, hand=(), legal_actions=(DECLARE, DECLINE))


def test_double_nil_only_when_it_is_the_only_way_back() -> None:
    hard = make_player("hard", 1)
    assert hard.choose(offer((0, 0))) == DECLINE
    assert hard.choose(offer((200, 300))) == DECLINE  # far from the end: a normal hand
    assert hard.choose(offer((330, 470))) == DECLARE  # they win this hand unless I gamble
    assert hard.choose(offer((480, 470))) == DECLINE  # ahead: no gamble needed


def test_double_nil_odds_follow_the_loss_floor() -> None:
    # At -50 a failed blind nil sinks below a -200 floor and loses at once.
    floor = Rules(loss_floor=-200)
    assert declare_value((-50, 300), floor, True) < declare_value((-50, 300), Rules(), True)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_bag_costs_by_the_odds_of_the_penalty_it_brings(seed: int) -> None:
    # Both bids made (the opponent's with a bag over), about three hands to go. Winning the
    # heart is a point more, a bag for me and one fewer for the opponent. With no bags carried
    # neither seat is likely to reach the limit before the end, so the point is worth more
    # than either bag: take it. Carrying five, a sixth bag makes a penalty before the end
    # much likelier (about 12 points): duck. A flat price per bag ducks in both.
    position = {"bids": (2, 8), "scores": (350, 350)}
    assert card_played(late_view(2, 9, **position, bags=(0, 0)), seed) == "AH"
    assert card_played(late_view(2, 9, **position, bags=(5, 0)), seed) == "3H"


def test_bag_costs_follow_the_count_and_the_hands_left() -> None:
    rules = Rules()
    mid = bag_costs(rules, (250, 250))
    assert mid == sorted(mid)  # more bags never cost less
    steps = [b - a for a, b in zip(mid, mid[1:], strict=False)]
    # A bag halfway to the limit is dearer than one near it (the penalty then comes anyway)
    # or one far from it (it rarely gets there in the hands left).
    assert steps[5] > 2 * steps[8] and steps[5] > 2 * steps[0]
    early = bag_costs(rules, (0, 0))
    # Early on, with many hands to come, every bag costs about its share of a penalty.
    assert all(6 <= b - a <= 14 for a, b in zip(early, early[1:], strict=False))
    assert bag_costs(rules, (460, 300)) == [0.0] * rules.bag_limit  # the last hand
