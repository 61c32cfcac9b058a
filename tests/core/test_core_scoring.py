"""Scoring and the end of the game: rules.md's worked examples, pure and through real play.

Each expected number is worked out from rules.md in the test's comment, not taken from the
program's output.
"""

from __future__ import annotations

import pytest
from core_support import play_hand, scripted_game

from spades_tui.core import Phase, Rules
from spades_tui.core import events as ev
from spades_tui.core.record import game_to_record
from spades_tui.core.scoring import bag_penalty, game_winner, hand_points, score_seat

DEFAULT = Rules()
FAILED_NIL_BAGS = Rules(failed_nil_bags=True)


# ------------------------------------------------------------------ the worked examples
@pytest.mark.parametrize(
    ("bid", "double_nil", "tricks", "rules", "points", "bags"),
    [
        (4, False, 6, DEFAULT, 42, 2),  # 10*4 + 2 overtricks, 2 bags
        (5, False, 5, DEFAULT, 50, 0),
        (6, False, 4, DEFAULT, -60, 0),  # set: -10*6
        (0, False, 0, DEFAULT, 100, 0),  # nil made
        (0, False, 2, DEFAULT, -100, 0),  # nil failed
        (0, False, 2, FAILED_NIL_BAGS, -100, 2),
        (0, True, 1, DEFAULT, -200, 0),  # double nil failed
        (0, True, 1, FAILED_NIL_BAGS, -200, 1),
        (0, True, 0, DEFAULT, 200, 0),
        (13, False, 13, DEFAULT, 130, 0),
        (1, False, 13, DEFAULT, 22, 12),
    ],
)
def test_worked_examples(
    bid: int, double_nil: bool, tricks: int, rules: Rules, points: int, bags: int
) -> None:
    assert hand_points(bid, double_nil, tricks, rules) == (points, bags)


def test_bag_penalty_example() -> None:
    # 9 bags, bid 3, take 5: +32 and 2 bags; 11 bags -> -100, 1 bag carried; net -68.
    result = score_seat(3, False, 5, 0, 9, DEFAULT)
    assert (result.points, result.bags_added, result.bag_penalty) == (32, 2, 100)
    assert (result.score, result.bags) == (-68, 1)


def test_bag_penalty_counts() -> None:
    assert bag_penalty(9, DEFAULT) == (0, 9)
    assert bag_penalty(10, DEFAULT) == (100, 0)
    assert bag_penalty(12, DEFAULT) == (100, 2)  # rules.md: 12 bags -> penalty, 2 carried
    assert bag_penalty(20, DEFAULT) == (200, 0)
    assert bag_penalty(7, Rules(bag_limit=5, bag_penalty=50)) == (50, 2)


# ------------------------------------------------------------------ through a real game
def test_hand_results_through_play() -> None:
    # Seat 0 bids 4 and takes 6 (+42, 2 bags); seat 1 bids 6 and takes 7 (+61, 1 bag).
    game, _ = scripted_game([6])
    events: list[ev.Event] = []
    game.subscribe(events.append)
    play_hand(game, (4, 6))
    assert game.history[0] == (
        ev.SeatResult(4, False, 6, 42, 2, 0, 42, 2),
        ev.SeatResult(6, False, 7, 61, 1, 0, 61, 1),
    )
    assert game.scores == [42, 61] and game.bags == [2, 1]
    assert ev.HandScored(ev.PUBLIC, 1, game.history[0]) in events


@pytest.mark.parametrize(
    ("tricks0", "bids", "declare", "rules", "expected0"),
    [
        (5, (5, 8), (False, False), DEFAULT, (50, 0)),
        (4, (6, 9), (False, False), DEFAULT, (-60, 0)),
        (0, (0, 9), (False, False), DEFAULT, (100, 0)),
        (2, (0, 9), (False, False), DEFAULT, (-100, 0)),
        (2, (0, 9), (False, False), FAILED_NIL_BAGS, (-100, 2)),
        (1, (0, 9), (True, False), DEFAULT, (-200, 0)),
        (1, (0, 9), (True, False), FAILED_NIL_BAGS, (-200, 1)),
        (0, (0, 9), (True, False), DEFAULT, (200, 0)),
    ],
)
def test_examples_through_play(
    tricks0: int,
    bids: tuple[int, int],
    declare: tuple[bool, bool],
    rules: Rules,
    expected0: tuple[int, int],
) -> None:
    game, _ = scripted_game([tricks0], rules)
    play_hand(game, bids, declare)
    mine = game.history[0][0]
    assert mine.tricks == tricks0 and mine.double_nil == declare[0]
    assert (mine.points, mine.bags_added) == expected0
    assert game.scores[0] == expected0[0]  # scores may go negative


def test_bag_penalty_example_through_play() -> None:
    # Hand 1: seat 0 bids 4 and takes all 13: 40 + 9 = 49, 9 bags. Seat 1 bids 1, takes 0: -10.
    # Hand 2: seat 0 bids 3 and takes 5: +32, bags 11 -> -100, 1 carried: 49 - 68 = -19.
    game, _ = scripted_game([13, 5])
    play_hand(game, (4, 1))
    assert (game.scores, game.bags) == ([49, -10], [9, 0])
    play_hand(game, (3, 8))
    result = game.history[1][0]
    assert (result.points, result.bags_added, result.bag_penalty) == (32, 2, 100)
    assert (result.score, result.bags) == (-19, 1)


# ------------------------------------------------------------------ end of the game
@pytest.mark.parametrize(
    ("scores", "rules", "winner"),
    [
        ((500, 499), DEFAULT, 0),
        ((120, 510), DEFAULT, 1),
        ((530, 520), DEFAULT, 0),
        ((520, 530), DEFAULT, 1),
        ((520, 520), DEFAULT, None),
        ((499, 499), DEFAULT, None),
        ((-900, -900), DEFAULT, None),  # no floor: scores may go very negative
        ((-200, 50), Rules(loss_floor=-200), 1),  # at the floor loses
        ((50, -201), Rules(loss_floor=-200), 0),
        ((-199, 50), Rules(loss_floor=-200), None),
        ((-250, -300), Rules(loss_floor=-200), 0),  # both sunk: the higher wins
        ((-300, -300), Rules(loss_floor=-200), None),
        ((510, -300), Rules(loss_floor=-200), 0),
    ],
)
def test_game_winner(scores: tuple[int, int], rules: Rules, winner: int | None) -> None:
    assert game_winner(scores, rules) == winner


def test_one_player_reaches_the_target() -> None:
    # Seat 0: bid 5 take 5 = 50 >= 50; seat 1: bid 9 take 8 = -90.
    game, _ = scripted_game([5], Rules(target=50))
    events: list[ev.Event] = []
    game.subscribe(events.append)
    play_hand(game, (5, 9))
    assert game.phase is Phase.GAME_OVER and game.winner == 0
    assert events[-1] == ev.GameOver(ev.PUBLIC, 0, (50, -90))
    assert game_to_record(game)["winner"] == 0


def test_both_over_the_target_the_higher_wins() -> None:
    # Seat 0: bid 4 take 4 = 40; seat 1: bid 9 take 9 = 90; both >= 30.
    game, _ = scripted_game([4], Rules(target=30))
    play_hand(game, (4, 9))
    assert game.winner == 1


def test_a_tie_over_the_target_plays_another_hand() -> None:
    # Hand 1: 6/6 = 60 and 7/7 = 70 (under 100). Hand 2: 7/7 and 6/6: 130 each, both over
    # 100 and equal, so hand 3 is played: 7/7 and 6/6 again: 200 against 190.
    game, _ = scripted_game([6, 7, 7], Rules(target=100))
    play_hand(game, (6, 7))
    assert game.scores == [60, 70] and game.winner is None
    play_hand(game, (7, 6))
    assert game.scores == [130, 130]
    assert game.winner is None and game.phase is not Phase.GAME_OVER
    assert game.hand.number == 3
    play_hand(game, (7, 6))
    assert game.scores == [200, 190] and game.winner == 0


def test_loss_floor_one_below_the_other_wins() -> None:
    # Seat 0: bid 6 take 4 = -60 <= -50; seat 1: bid 3 take 9 = 36, not at the target.
    game, _ = scripted_game([4], Rules(loss_floor=-50))
    play_hand(game, (6, 3))
    assert game.scores == [-60, 36] and game.winner == 1


def test_loss_floor_at_the_floor_exactly_loses() -> None:
    game, _ = scripted_game([4], Rules(loss_floor=-60))
    play_hand(game, (6, 3))
    assert game.winner == 1


def test_loss_floor_both_below_the_higher_wins() -> None:
    # Seat 0: bid 6 take 5 = -60; seat 1: bid 9 take 8 = -90: both <= -50, seat 0 higher.
    game, _ = scripted_game([5], Rules(loss_floor=-50))
    play_hand(game, (6, 9))
    assert game.scores == [-60, -90] and game.winner == 0


def test_loss_floor_both_below_and_equal_plays_another_hand() -> None:
    # Seat 0: bid 8 take 6 = -80; seat 1: bid 8 take 7 = -80.
    game, _ = scripted_game([6], Rules(loss_floor=-50))
    play_hand(game, (8, 8))
    assert game.scores == [-80, -80]
    assert game.winner is None and game.hand.number == 2
