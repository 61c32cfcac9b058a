"""Each rule option changes the search levels' choice in a position where it should.

Every test puts one position to the player twice: under the default rules and with one option
changed, and the right answer differs between the two. The late-hand positions are decided by
the exact solver on sampled deals (two cards left), so the answer does not hang on the luck of a
few playouts.
"""

from __future__ import annotations

import pytest
from players_support import bid_view, late_view, quick

from spades_tui.core import Rules
from spades_tui.core.actions import Bid, Play
from spades_tui.core.view import PlayerView
from spades_tui.players import make_player

SEEDS = (1, 2, 3)


def card_played(view: PlayerView, seed: int) -> str:
    action = quick("hard", seed).choose(view)
    assert isinstance(action, Play)
    return action.card.code


def bid_made(view: PlayerView, seed: int) -> int:
    # Bids use the real hard budget: a quick one is too noisy to tell neighbouring bids apart.
    action = make_player("hard", seed).choose(view)
    assert isinstance(action, Bid)
    return action.tricks


@pytest.mark.parametrize("seed", SEEDS)
def test_bag_penalty(seed: int) -> None:
    # Bid made, nine bags carried, the opponent's bid is made too. Winning the heart is a
    # tenth bag: with the default 100-point penalty duck it; with no penalty the trick is
    # just a point more (and one fewer for the opponent).
    position = {"bids": (2, 8), "bags": (9, 0)}
    assert card_played(late_view(2, 9, **position), seed) == "3H"
    assert card_played(late_view(2, 9, **position, rules=Rules(bag_penalty=0)), seed) == "AH"


@pytest.mark.parametrize("seed", SEEDS)
def test_bag_limit(seed: int) -> None:
    # The same position late in the game, where a bag that does not reach the limit costs
    # almost nothing any more: a limit of 20 makes the extra trick worth taking.
    position = {"bids": (2, 8), "bags": (9, 0), "scores": (420, 300)}
    assert card_played(late_view(2, 9, **position), seed) == "3H"
    assert card_played(late_view(2, 9, **position, rules=Rules(bag_limit=20)), seed) == "AH"


@pytest.mark.parametrize("seed", SEEDS)
def test_failed_nil_bags(seed: int) -> None:
    # My nil failed long ago (nine tricks); the opponent bid 4 and needs both tricks left.
    # By default a failed nil costs the same whatever it takes, so win the heart and set them.
    # When a failed nil's tricks are bags, a tenth trick costs 100, more than the set gains.
    position = {"bids": (0, 4), "broken": True, "scores": (450, 420)}
    assert card_played(late_view(9, 2, **position), seed) == "AH"
    rules = Rules(failed_nil_bags=True)
    assert card_played(late_view(9, 2, **position, rules=rules), seed) == "3H"


WEAK = "2H 3H 4H 5H 2D 3D 4D 6D 2C 3C 4C 5C 7C"


@pytest.mark.parametrize("seed", SEEDS)
def test_nil(seed: int) -> None:
    # A hand with no card that can win a trick bids nil; without nil it bids the least it may.
    assert quick("hard", seed).choose(bid_view(WEAK)) == Bid(0)
    assert quick("hard", seed).choose(bid_view(WEAK, rules=Rules(nil=False))) == Bid(1)


@pytest.mark.parametrize("seed", SEEDS)
def test_loss_floor(seed: int) -> None:
    # Bid 3 made with seven bags over and two carried, in the last hand the bags matter in;
    # the opponent, on -190, bid 3 and needs both tricks left. Setting them costs the tenth
    # bag, more than the set is worth in points; with a loss floor at -200 the set sinks them
    # and wins the game.
    position = {"bids": (3, 3), "bags": (2, 0), "broken": True, "scores": (455, -190)}
    assert card_played(late_view(10, 1, **position), seed) == "3H"
    floor = Rules(loss_floor=-200)
    assert card_played(late_view(10, 1, **position, rules=floor), seed) == "AH"


LONG_SPADES = "KS TS 8S 7S 5S 4S 2S AD KD 3D KH 9C 6C"


@pytest.mark.parametrize("seed", SEEDS)
def test_target(seed: int) -> None:
    # At 430 of 500 a bid of 7 made wins the game now, worth a risk the hand would not take
    # for points alone; racing to 1000, it bids the safer 6 (a hand worth about 6.3 tricks).
    near = bid_made(bid_view(LONG_SPADES, scores=(300, 430)), seed)
    far = bid_made(bid_view(LONG_SPADES, scores=(300, 430), rules=Rules(target=1000)), seed)
    assert near >= 7 > far
