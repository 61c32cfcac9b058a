"""Bid grading: fair (only the bidder's view counts), repeatable, and sensible on clear hands."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from analysis_support import simulated

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))

from core_support import ScriptedChance, cards, play_hand, stock_for  # noqa: E402

from spades_tui.analysis.bid_grading import BidGrade, grade_bid, grade_bids  # noqa: E402
from spades_tui.core import Game  # noqa: E402
from spades_tui.core.actions import Bid  # noqa: E402
from spades_tui.core.cards import CARDS, Card  # noqa: E402
from spades_tui.core.game import Phase  # noqa: E402
from spades_tui.core.replay import replay_hand  # noqa: E402
from spades_tui.players.search import view_nil_odds  # noqa: E402
from spades_tui.players.valuation import appraise_view  # noqa: E402

# Hand 1: seat 0 is the first player, seat 1 the second (it bids first and leads).
FIRST = cards("AH KH QH AD KD QD AC KC QC 2S 3S 4S 5S")
SECOND = cards("AS KS QS JS TS 9S 2H 3H 4H 2D 3D 4D 2C")


def _game(first: list[Card], second: list[Card], discards: list[Card], bids=(4, 6)) -> Game:
    """Hand 1 dealt so that keeping every card gives these hands, played to its end."""
    game = Game(chance=ScriptedChance({1: stock_for(first, second, discards)}))
    play_hand(game, bids)
    return game


def _discards(first: list[Card], second: list[Card]) -> list[Card]:
    return [c for c in CARDS if c not in set(first) | set(second)]


def _bidding_view(game: Game, seat: int):
    for step in replay_hand(game, 1):
        if step.phase is Phase.BIDDING and step.seat == seat:
            return step.game.view(seat)
    raise AssertionError("the seat did not bid")


def _swap_hidden(first: list[Card], second: list[Card], rest: list[Card], seat: int):
    """The same deal seen from ``seat``, with the cards it could not see moved around: the
    other hand's cards traded with the discards of the other seat's turns, which ``seat``
    never saw (turn k's discard is ``rest[k]``, the first player's turns even)."""
    other_turns = 0 if seat == 1 else 1  # the other seat's discards in ``rest``
    hidden_hand = list(second if seat == 0 else first)
    hidden_pile = rest[other_turns::2]
    # Trade the top six cards of the hidden hand for six of the pile it never saw.
    new_hand = hidden_pile[:6] + hidden_hand[6:]
    new_pile = hidden_hand[:6] + hidden_pile[6:]
    new_rest = list(rest)
    new_rest[other_turns::2] = new_pile
    if seat == 0:
        return first, new_hand, new_rest
    return new_hand, second, new_rest


def _kept(game: Game, seat: int) -> set[Card]:
    return {turn.kept for turn in game.hands[0].draft if turn.seat == seat}


def _grade(game: Game, seat: int) -> BidGrade:
    (grade,) = [g for g in grade_bids(game, 1) if g.seat == seat]
    return grade


def test_grading_ignores_the_hidden_hand_for_either_bidder() -> None:
    rest = _discards(FIRST, SECOND)
    for seat in (0, 1):  # seat 1 bids first, seat 0 answers knowing that bid
        game = _game(FIRST, SECOND, rest)
        moved = _game(*_swap_hidden(FIRST, SECOND, rest, seat))
        hidden = 1 - seat
        assert _kept(game, hidden) != _kept(moved, hidden)
        assert _bidding_view(game, seat) == _bidding_view(moved, seat)
        assert _grade(game, seat) == _grade(moved, seat)


def test_the_grade_moves_with_what_the_bidder_saw() -> None:
    # The other way round: the same hidden hand and a different hand for the bidder give a
    # different grade, so the test above could fail.
    rest = _discards(FIRST, SECOND)
    weaker = [*SECOND[6:], *FIRST[:6]]
    one = _grade(_game(FIRST, SECOND, rest), 1)
    other = _grade(_game(SECOND[:6] + FIRST[6:], weaker, _discards(FIRST, SECOND)), 1)
    assert one.expected != other.expected


def test_six_sure_winners_grade_low_bids_below_five_or_six() -> None:
    grade = _grade(_game(FIRST, SECOND, _discards(FIRST, SECOND)), 1)
    expected = grade.expected
    assert grade.bid == 6
    assert all(v is not None for v in expected)
    low = max(expected[b] for b in (0, 1, 2))  # type: ignore[type-var]
    assert low < min(expected[5], expected[6])  # type: ignore[type-var]
    assert grade.best in (5, 6, 7)
    # Holding the ace of spades, nil always fails: -100.
    assert expected[0] == pytest.approx(-100)


def test_a_recorded_game_grades_the_same_every_time_and_names_the_bid_made() -> None:
    game = simulated(("heuristic", "heuristic"), 5, 2)  # hand 2 is the one graded
    once = grade_bids(game, 2)
    again = grade_bids(game, 2)
    assert once == again
    hand = game.hands[1]
    made = {entry.seat: entry.bid for entry in hand.bids if not entry.double_nil}
    assert {g.seat: g.bid for g in once} == made
    for g in once:
        assert g.shortfall >= 0
        assert g.to_dict()["best"] == g.best


def test_the_best_bid_is_the_one_the_table_advises_and_the_computer_makes() -> None:
    # One count of the hand for the bid picker, the computer's bid and the review: a review
    # that calls the picker's bid a mistake tells the player two stories. Away from the end of
    # the game (where the computer also weighs the race to the target) they agree exactly.
    compared = 0
    for seed in (3, 4):
        game = simulated(("heuristic", "normal"), seed, 6)
        for number in range(1, len(game.hands) + 1):
            if game.hands[number - 1].result is None:
                continue
            for step in replay_hand(game, number):
                if step.phase is Phase.PLAY:
                    break
                if step.phase is not Phase.BIDDING or max(step.game.scores) >= 300:
                    continue
                view = step.game.view(step.seat)
                if isinstance(step.action, Bid):
                    grade = grade_bid(view, step.action.tricks)
                    count = appraise_view(view, view_nil_odds(view))
                    assert grade.best == count.bid
                    # And the hint's "about N points more than bidding M" is the review's
                    # margin between the same two bids.
                    (best, value), (other, second) = count.expected[:2]
                    margin = grade.expected[best] - grade.expected[other]  # type: ignore[operator]
                    assert margin == pytest.approx(value - second)
                    compared += 1
    assert compared >= 12


def _first_bid_view(target: int):  # type: ignore[no-untyped-def]
    import random

    from spades_tui.core.actions import DECLINE
    from spades_tui.core.game import PlayerInfo
    from spades_tui.core.rules import Rules

    game = Game(Rules(target=target), 5, (PlayerInfo("Ann"), PlayerInfo("Bob")))
    rng = random.Random(5)
    while game.phase is not Phase.BIDDING:
        legal = list(game.legal_actions())
        game.apply(DECLINE if DECLINE in legal else rng.choice(legal))
    return game.view(game.to_act)


def test_a_grade_knows_the_lowest_bid_that_made_would_reach_the_target() -> None:
    view = _first_bid_view(150)
    assert view.scores[view.seat] == 0
    assert grade_bid(view, 3).reaches is None  # 13 made brings 130, short of 150
    assert grade_bid(_first_bid_view(60), 3).reaches == 6
