"""Puzzles from finished hands: exactly one card does the job, proved card by card."""

from __future__ import annotations

from puzzle_support import puzzle_game

from spades_tui.analysis.puzzles import (
    KEEP_BID,
    SAVE_NIL,
    SET_OPPONENT,
    find_puzzles,
    hand_key,
    hand_puzzles,
)
from spades_tui.analysis.review import HandReviewer
from spades_tui.engine import legal_mask, mask_of, play


def goal_holds(reviewer: HandReviewer, index: int, card: int, seat: int, goal: str) -> bool:
    """Whether ``goal`` still holds for ``seat`` after it plays ``card``, asked afresh."""
    child = play(reviewer.position(index), card)
    contract, solver, other = reviewer.contract, reviewer.solver, 1 - seat
    if goal == SAVE_NIL:
        return solver.stays_clean(child, seat) is True
    outcome = solver.value(child, seat)
    if goal == KEEP_BID:
        return outcome.tricks >= contract.bids[seat]
    if contract.goes_nil(other):
        return solver.stays_clean(child, other) is False
    return 13 - outcome.tricks < contract.bids[other]


def test_each_puzzle_has_one_card_that_does_it_and_others_that_do_not() -> None:
    game = puzzle_game()
    puzzles = [p for n in (1, 2, 3) for p in hand_puzzles(game, n, (0,), "g")]
    assert [(p.hand, p.index, p.goal, p.answer.code) for p in puzzles] == [
        (1, 19, KEEP_BID, "JS"),
        (2, 6, SET_OPPONENT, "6H"),
    ]
    for puzzle in puzzles:
        reviewer = HandReviewer(game, puzzle.hand, ask_hard=False, what_ifs=False)
        state = reviewer.position(puzzle.index)
        assert state.to_act == puzzle.seat == 0
        assert len(puzzle.legal) >= 3
        assert mask_of(puzzle.legal) == legal_mask(state)
        held = [
            goal_holds(reviewer, puzzle.index, int(c), puzzle.seat, puzzle.goal)
            for c in puzzle.legal
        ]
        assert held.count(True) == 1
        assert puzzle.legal[held.index(True)] == puzzle.answer


def test_the_other_seat_has_its_own_puzzles() -> None:
    game = puzzle_game()
    mine = {p.key for n in (1, 2, 3) for p in hand_puzzles(game, n, (0,), "g")}
    theirs = [p for n in (1, 2, 3) for p in hand_puzzles(game, n, (1,), "g")]
    assert all(p.seat == 1 for p in theirs)
    assert not mine & {p.key for p in theirs}


def test_a_search_skips_used_hands_and_answered_puzzles_and_names_barren_hands() -> None:
    games = [("g", puzzle_game(), (0,))]
    found = find_puzzles(games, skip=(), answered=())
    assert [p.key for p in found.puzzles] == ["g#2:7", "g#1:20"]  # the newest hand first
    assert found.barren == (hand_key("g", 3),)
    again = find_puzzles(games, skip={hand_key("g", 3), hand_key("g", 1)}, answered={"g#2:7"})
    assert again.puzzles == ()
    assert again.barren == (hand_key("g", 2),)  # its one puzzle answered: used up


def test_the_search_is_capped_and_stops_when_cancelled() -> None:
    games = [("g", puzzle_game(), (0,))]
    assert [p.key for p in find_puzzles(games, (), (), max_hands=1).puzzles] == []
    assert [p.key for p in find_puzzles(games, (), (), max_hands=2).puzzles] == ["g#2:7"]
    assert find_puzzles(games, (), (), cancelled=lambda: True).puzzles == ()
    assert [p.key for p in find_puzzles(games, (), (), enough=1).puzzles] == ["g#2:7"]
