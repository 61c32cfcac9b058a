"""The exact solvers behind the review, against brute force and against their own lines.

Brute force comes in two kinds: plain minimax over ``engine`` positions (whose rules are
checked against a restatement of rules.md in tests/players/test_engine_play.py) for many small
random endings, and minimax over copies of the core ``Game`` itself, scored by the core, on
endings of real hands.
"""

from __future__ import annotations

import copy
import random
from functools import cache

import pytest
from analysis_support import brute_force, simulated, trimmed_copy
from hypothesis import given
from hypothesis import strategies as st
from property_examples import examples

from spades_tui.analysis import HandSolver
from spades_tui.analysis.review import contract_of, start_position
from spades_tui.core.actions import PLAYS
from spades_tui.core.game import Phase
from spades_tui.engine import (
    TRICKS,
    PlayState,
    Solver,
    cards_of,
    legal_mask,
    mask_of,
    play,
    trick_solver,
)
from spades_tui.engine.moves import shape


def plain_minimax(objective: tuple[float, ...]):
    @cache
    def value(state: PlayState) -> float:
        if state.finished:
            return objective[state.tricks0]
        values = [value(play(state, c)) for c in cards_of(legal_mask(state))]
        return max(values) if state.to_act == 0 else min(values)

    return value


@st.composite
def endings(draw: st.DrawFn) -> PlayState:
    """3 to 5 cards a seat from two or three suits, maybe a card led, tricks already won."""
    n = draw(st.integers(3, 5))
    suits = draw(st.lists(st.integers(0, 3), min_size=2, max_size=3, unique=True))
    pool = [s * 13 + r for s in suits for r in range(13)]
    deck = draw(st.permutations(pool))[: 2 * n]
    leader = draw(st.integers(0, 1))
    state = PlayState(
        mask_of(deck[:n]), mask_of(deck[n:]), leader, broken=draw(st.booleans()), tricks0=0
    )
    if draw(st.booleans()):
        state = play(state, draw(st.sampled_from(cards_of(legal_mask(state)))))
    t0 = draw(st.integers(0, 13 - n))
    return state._replace(tricks0=t0, tricks1=13 - n - t0)


rugged = st.lists(st.integers(-150, 150), min_size=14, max_size=14).map(
    lambda v: tuple(float(x) for x in v)
)


@examples(50)
@given(endings(), rugged, st.one_of(st.none(), st.integers(-150, 150)))
def test_shape_keyed_solver_matches_plain_minimax_for_any_objective(state, objective, guess):
    expected = plain_minimax(objective)
    solver = Solver(objective, whole_hands=True)
    assert solver.solve(state, guess) == expected(state)
    for card, value in solver.best_moves(state, guess).items():
        assert value == expected(play(state, card))


@examples(50)
@given(endings(), st.one_of(st.none(), st.integers(0, 13)))
def test_trick_solver_matches_plain_minimax(state, guess):
    expected = plain_minimax(tuple(float(t) for t in range(14)))
    solver = trick_solver()
    assert solver.solve(state, guess) == expected(state)
    for card, value in solver.best_moves(state, guess).items():
        assert value == expected(play(state, card))


@examples(50)
@given(endings(), rugged, st.one_of(st.none(), st.integers(-150, 150)))
def test_solver_bounded_by_a_trick_table_matches_plain_minimax(state, objective, guess):
    # The trick table is filled first (as a review does), so its bounds cut the search.
    tricks = trick_solver()
    tricks.solve(state, guess=7)
    solver = Solver(objective, whole_hands=True, tricks=tricks)
    expected = plain_minimax(objective)
    assert solver.solve(state, guess) == expected(state)
    for card, value in solver.best_moves(state, guess).items():
        assert value == expected(play(state, card))


def test_only_a_whole_hands_trick_table_can_bound_a_search():
    with pytest.raises(ValueError):
        Solver([float(t) for t in range(14)], whole_hands=True, tricks=Solver(TRICKS))
    with pytest.raises(ValueError):
        Solver([float(t) for t in range(14)], tricks=trick_solver())


@examples(35)
@given(endings(), rugged, st.integers(-150, 150))
def test_solver_with_a_guess_matches_plain_minimax(state, objective, guess):
    assert Solver(objective).solve(state, guess) == plain_minimax(objective)(state)


@pytest.mark.parametrize("whole_hands", [False, True])
def test_one_solver_shares_its_table_across_positions_guesses_and_bounds(whole_hands):
    rng = random.Random(5)
    objective = tuple(float(rng.randint(-20, 20)) for _ in range(14))
    expected = plain_minimax(objective)
    solver = Solver(objective, whole_hands=whole_hands)
    for _ in range(40):
        cards = rng.sample(range(26), 8)
        state = PlayState(mask_of(cards[:4]), mask_of(cards[4:]), rng.randrange(2), tricks0=4)
        value = expected(state)
        assert solver.solve(state) == value
        assert solver.solve(state, guess=float(rng.randint(-20, 20))) == value
        assert solver.solve(state, within=(value - rng.randint(0, 5), value + 3)) == value


def test_solvers_of_one_objective_share_its_tables_and_searching_leaves_them_as_built():
    # A player makes a fresh solver for every sampled deal, so the objective's tables are
    # built once and shared; a search must then only read them.
    rng = random.Random(8)
    objective = tuple(float(rng.randint(-20, 20)) for _ in range(14))
    first, second = Solver(objective), Solver(list(objective), whole_hands=True)
    assert first._window is second._window and first._position is second._position
    built = copy.deepcopy(
        (
            first._best,
            first._worst,
            first._lo,
            first._hi,
            first._window,
            first._pattern,
            first._position,
        )
    )
    expected = plain_minimax(objective)
    for _ in range(20):
        cards = rng.sample(range(26), 8)
        state = PlayState(mask_of(cards[:4]), mask_of(cards[4:]), rng.randrange(2), tricks0=3)
        assert first.solve(state) == second.solve(state) == expected(state)
    assert (
        first._best,
        first._worst,
        first._lo,
        first._hi,
        first._window,
        first._pattern,
        first._position,
    ) == built


def test_within_bounds_that_exclude_every_value_are_refused():
    state = PlayState(mask_of([40, 41]), mask_of([27, 28]), 0)
    with pytest.raises(ValueError):
        Solver([float(t) for t in range(14)]).solve(state, within=(100.0, 200.0))


# ------------------------------------------------------------------ real hands, core judge


def ending_positions(game, tricks_left: int):
    """Positions of every finished hand of ``game`` with ``tricks_left`` tricks to play."""
    from spades_tui.core.replay import replay_hand

    for hand in game.hands:
        if hand.result is None:
            continue
        for step in replay_hand(game, hand.number):
            live = step.game.hand
            if step.phase is Phase.PLAY and len(live.hands[step.seat]) == tricks_left:
                yield hand.number, trimmed_copy(step.game)
                break


def solver_position(game) -> PlayState:
    h = game.hand
    trick = h.tricks[-1]
    return PlayState(
        mask_of(h.hands[0]),
        mask_of(h.hands[1]),
        trick.leader,
        trick.cards[0] if trick.cards else -1,
        h.spades_broken,
        h.won[0],
        h.won[1],
    )


@pytest.mark.parametrize(
    ("levels", "seed", "left", "enough"),
    [
        (("random", "random"), 3, 4, 6),
        (("random", "heuristic"), 8, 4, 6),
        (("random", "random"), 21, 5, 2),
    ],
)
def test_hand_solver_matches_core_brute_force_on_real_endings(levels, seed, left, enough):
    game = simulated(levels, seed)
    checked = 0
    for number, position in ending_positions(game, left):
        solver = HandSolver(contract_of(game, number))
        state = solver_position(position)
        seat = position.to_act
        outcomes = solver.options(state)
        for action in position.legal_actions():
            child = trimmed_copy(position)
            child.apply(action)
            got = outcomes[action.card]
            if child.hands[0].result is not None:
                continue
            tricks, points, made = brute_force(child, seat)
            assert (got.tricks, got.points, got.made) == (tricks, points, made)
            checked += 1
        if checked >= enough:
            break
    assert checked >= enough


def test_nil_and_double_nil_values_match_core_brute_force():
    # Random players declare double nil about half the time and bid nil now and then.
    checked = 0
    for seed in range(40):
        game = simulated(("random", "random"), seed)
        for number, position in ending_positions(game, 4):
            hand = position.hand
            if not any(hand.double_nil[s] or hand.bid[s] == 0 for s in (0, 1)):
                continue
            solver = HandSolver(contract_of(game, number))
            seat = position.to_act
            got = solver.value(solver_position(position), seat)
            assert (got.tricks, got.points, got.made) == brute_force(position, seat)
            checked += 1
        if checked >= 4:
            break
    assert checked >= 4


# ------------------------------------------------------------------ the solver's line, played


def test_playing_the_solvers_line_out_scores_what_it_promised():
    # From the first lead of real hands, both seats follow the solver (each picks a card of
    # best points for itself); the core then scores the hand, and its points must be the
    # value promised at the start, as must the trick count of the trick-best line.
    game = simulated(("heuristic", "heuristic"), 4)
    from spades_tui.core.replay import replay_hand

    for number in (1, 2):
        contract = contract_of(game, number)
        promised = HandSolver(contract).value(start_position(game, number), 0)
        for goal in ("points", "tricks"):
            solver = HandSolver(contract)
            for step in replay_hand(game, number):
                if step.phase is Phase.PLAY:
                    break
            live = trimmed_copy(step.game)
            while live.hands[0].result is None:
                options = solver.options(solver_position(live))
                key = (lambda o: o.points) if goal == "points" else (lambda o: o.tricks)
                card = max(sorted(options), key=lambda c: key(options[c]))
                live.apply(PLAYS[card])
            result = live.hands[0].result
            mine, theirs = result[0], result[1]
            if goal == "points":
                points = (mine.points - mine.bag_penalty) - (theirs.points - theirs.bag_penalty)
                assert points == promised.points
            else:
                assert mine.tricks == promised.tricks


def test_positions_of_one_shape_share_a_key_and_others_do_not():
    def key(h0: list[str], h1: list[str], led: str | None = None) -> int:
        hand0, hand1 = mask_of(map(code, h0)), mask_of(map(code, h1))
        led_card = code(led) if led else -1
        live = hand0 | hand1 | (1 << led_card if led else 0)
        return shape(hand0, live, led_card)

    # Only the order of live cards counts: the cards played in between do not.
    assert key(["AH", "2H"], ["KH", "5H"]) == key(["AH", "3H"], ["KH", "9H"])
    assert key(["AH", "2H"], ["KH", "5H"]) != key(["AH", "2H"], ["KH", "5D"])
    assert key(["AH", "2H"], ["KH", "5H"]) != key(["KH", "2H"], ["AH", "5H"])
    # A card on the table is not a card in hand, even at the bottom of the suit.
    assert key(["AH"], ["KH", "2S"], led="2S") != key(["AH"], ["KH", "2S", "3S"])
    assert key(["AH"], ["KH"], led="2S") != key(["AH"], ["KH", "2S"])
    assert key(["AS"], ["KS"], led="2S") != key(["AS"], ["KS", "2S"])


def code(text: str) -> int:
    return "SHDC".index(text[1]) * 13 + "23456789TJQKA".index(text[0])


def test_spades_above_every_spade_of_the_other_seat_settle_a_search_at_once():
    # Seat 0's three spades are all above seat 1's: each takes the trick it is played to,
    # so the end is known without playing a card.
    top = PlayState(mask_of([12, 11, 10]), mask_of([0, 1, 2]), 0, broken=True)
    solver = trick_solver()
    assert solver.solve(top) == 3.0
    assert solver.nodes == 1
    # The players' plain search keeps its node counts: it searches the same position.
    plain = Solver(TRICKS)
    assert plain.solve(top) == 3.0
    assert plain.nodes > 1
