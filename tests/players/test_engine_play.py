"""Tests of the play-phase simulator used by the computer players.

The simulator is checked against a deliberately plain restatement of "Play" in rules.md
(sets of cards, the broken-spades rule spelt out as written) rather than against itself, and the
solver against an unpruned minimax over every legal card.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st
from property_examples import examples

from spades_tui.engine import (
    PlayState,
    Solver,
    best_moves,
    cards_of,
    legal_mask,
    mask_of,
    play,
    random_playout,
    solve,
    trick_winner,
)

RANKS = "23456789TJQKA"
SUITS = "SHDC"


def card(code: str) -> int:
    return SUITS.index(code[1]) * 13 + RANKS.index(code[0])


def hand(codes: str) -> int:
    return mask_of(card(c) for c in codes.split())


# --------------------------------------------------------------------------- reference rules


def suit(c: int) -> int:
    return c // 13


def ref_legal(cards: frozenset[int], led: int | None, broken: bool) -> frozenset[int]:
    if led is not None:
        same = frozenset(c for c in cards if suit(c) == suit(led))
        return same or cards
    if broken:
        return cards
    others = frozenset(c for c in cards if suit(c) != 0)
    return others or cards


def ref_winner(leader: int, led: int, followed: int) -> int:
    if suit(followed) == suit(led):
        return leader if led % 13 > followed % 13 else 1 - leader
    if suit(followed) == 0:
        return 1 - leader
    return leader


# A reference state: (hand0, hand1) as frozensets, leader, led card or None, broken, tricks.
RefState = tuple[tuple[frozenset[int], frozenset[int]], int, int | None, bool, tuple[int, int]]


def to_ref(state: PlayState) -> RefState:
    led = None if state.led < 0 else state.led
    hands = (frozenset(cards_of(state.hand0)), frozenset(cards_of(state.hand1)))
    return (hands, state.leader, led, bool(state.broken), (state.tricks0, state.tricks1))


def ref_to_act(ref: RefState) -> int:
    _hands, leader, led, _broken, _tricks = ref
    return leader if led is None else 1 - leader


def ref_play(ref: RefState, c: int) -> RefState:
    hands, leader, led, broken, tricks = ref
    seat = ref_to_act(ref)
    assert c in ref_legal(hands[seat], led, broken)
    new_hands = list(hands)
    new_hands[seat] = hands[seat] - {c}
    if led is None:
        # Leading a spade from an all-spade hand breaks spades.
        if suit(c) == 0 and all(suit(x) == 0 for x in hands[seat]):
            broken = True
        return (tuple(new_hands), leader, c, broken, tricks)  # type: ignore[return-value]
    # A follower who cannot follow and plays a spade breaks spades.
    if suit(c) == 0 and not any(suit(x) == suit(led) for x in hands[seat]):
        broken = True
    winner = ref_winner(leader, led, c)
    t = list(tricks)
    t[winner] += 1
    return (tuple(new_hands), winner, None, broken, (t[0], t[1]))  # type: ignore[return-value]


def ref_minimax(ref: RefState, objective: list[float]) -> float:
    """Plain minimax over every legal card: no pruning, no memo, no grouping."""
    hands, _leader, led, broken, tricks = ref
    if led is None and not hands[0] and not hands[1]:
        return objective[tricks[0]]
    seat = ref_to_act(ref)
    values = [ref_minimax(ref_play(ref, c), objective) for c in ref_legal(hands[seat], led, broken)]
    return max(values) if seat == 0 else min(values)


def ref_outcome_distribution(ref: RefState) -> dict[int, float]:
    """Exact distribution of seat 0's final tricks when both seats play uniformly at random."""

    @cache
    def dist(r: RefState) -> tuple[tuple[int, float], ...]:
        hands, _leader, led, broken, tricks = r
        if led is None and not hands[0] and not hands[1]:
            return ((tricks[0], 1.0),)
        legal = ref_legal(hands[ref_to_act(r)], led, broken)
        out: Counter[int] = Counter()
        for c in legal:
            for t, p in dist(ref_play(r, c)):
                out[t] += p / len(legal)
        return tuple(out.items())

    return dict(dist(ref))


# --------------------------------------------------------------------------- generators


@st.composite
def positions(draw: st.DrawFn, min_cards: int = 0, max_cards: int = 4) -> PlayState:
    """A consistent position with ``n`` cards to each seat, possibly with a card led.

    Cards come from a few suits only, so that following, trumping and equivalent cards occur
    far more often than in a deal from the full deck.
    """
    n = draw(st.integers(min_cards, max_cards))
    suits = draw(st.lists(st.integers(0, 3), min_size=1 + 2 * n // 14, max_size=4, unique=True))
    pool = [s * 13 + r for s in suits for r in range(13)]
    mid_trick = n > 0 and draw(st.booleans())
    k = 2 * n
    deck = draw(st.permutations(pool))[:k]
    leader = draw(st.integers(0, 1))
    broken = draw(st.booleans())
    hands = [deck[:n], deck[n:]]
    led = -1
    if mid_trick:
        led = hands[leader].pop()
        broken = broken or led < 13
    t0 = draw(st.integers(0, 13 - n))
    t1 = draw(st.integers(0, 13 - n - t0))
    return PlayState(mask_of(hands[0]), mask_of(hands[1]), leader, led, broken, t0, t1)


def score(bid: int, tricks: int) -> int:
    if bid == 0:
        return 100 if tricks == 0 else -100
    return 10 * bid + (tricks - bid) if tricks >= bid else -10 * bid


def spades_objective(bid0: int, bid1: int, total: int = 13) -> list[float]:
    """Seat 0's hand score minus seat 1's, as a bot would encode it."""
    return [score(bid0, t) - score(bid1, max(total - t, 0)) for t in range(14)]


objectives = st.one_of(
    st.lists(st.integers(-20, 20), min_size=14, max_size=14).map(lambda v: [float(x) for x in v]),
    st.just([float(t) for t in range(14)]),  # plain trick count
    st.just([100.0 if t == 0 else -100.0 for t in range(14)]),  # seat 0 bid nil
    st.just([-100.0 if t == 13 else 100.0 for t in range(14)]),  # set seat 1's nil
    st.builds(spades_objective, st.integers(0, 4), st.integers(0, 4), st.integers(2, 13)),
    st.lists(st.floats(-1, 1, allow_nan=False), min_size=14, max_size=14),
)


# --------------------------------------------------------------------------- legality


def test_follower_must_follow_suit():
    state = PlayState(hand("5H 9C"), hand("2H KH AS 3C"), leader=0)
    state = play(state, card("5H"))
    assert legal_mask(state) == hand("2H KH")


def test_void_follower_may_play_anything_and_a_spade_trumps():
    state = PlayState(hand("AH 9C"), hand("2S 3C"), leader=0)
    state = play(state, card("AH"))
    assert legal_mask(state) == hand("2S 3C")
    after = play(state, card("2S"))
    assert after.leader == 1 and after.led == -1
    assert after.tricks == (0, 1)
    assert after.broken


def test_void_discard_loses_to_the_led_suit():
    state = play(PlayState(hand("2H 9C"), hand("AC 3S"), leader=0, broken=True), card("2H"))
    after = play(state, card("AC"))
    assert after.leader == 0 and after.tricks == (1, 0)
    assert after.broken  # was already broken; a discard changes nothing


def test_higher_card_of_led_suit_wins_and_winner_leads():
    state = play(PlayState(hand("TD 2C"), hand("JD 3C"), leader=0), card("TD"))
    after = play(state, card("JD"))
    assert after.leader == 1 and after.to_act == 1 and after.tricks == (0, 1)
    assert not after.broken


def test_higher_spade_wins_a_spade_lead():
    state = play(PlayState(hand("QS 2C"), hand("KS 3C"), leader=0, broken=True), card("QS"))
    assert legal_mask(state) == hand("KS")
    assert play(state, card("KS")).leader == 1


def test_spades_cannot_be_led_before_broken():
    state = PlayState(hand("AS 2H 5D"), hand("3H 4H 6D"), leader=0)
    assert legal_mask(state) == hand("2H 5D")
    with pytest.raises(ValueError):
        play(state, card("AS"))
    assert legal_mask(state._replace(broken=True)) == hand("AS 2H 5D")


def test_a_hand_of_only_spades_may_lead_one_and_that_breaks_spades():
    state = PlayState(hand("2S AS"), hand("3H 4H"), leader=0)
    assert legal_mask(state) == hand("2S AS")
    after = play(state, card("2S"))
    assert after.broken
    # The follower has no spade: any card, and the spade lead wins.
    assert legal_mask(after) == hand("3H 4H")
    done = play(after, card("4H"))
    assert done.leader == 0 and done.tricks == (1, 0)


def test_following_a_led_suit_with_spades_in_hand_does_not_break_spades():
    state = play(PlayState(hand("2H 3D"), hand("5H AS"), leader=0), card("2H"))
    assert not play(state, card("5H")).broken


def test_seat_one_can_lead():
    state = PlayState(hand("5H 9C"), hand("2H 3C"), leader=1)
    assert state.to_act == 1 and legal_mask(state) == hand("2H 3C")
    state = play(state, card("3C"))
    assert state.to_act == 0 and legal_mask(state) == hand("9C")


def test_trick_winner_table():
    assert trick_winner(0, card("2H"), card("3H")) == 1
    assert trick_winner(1, card("AH"), card("KH")) == 1
    assert trick_winner(0, card("AH"), card("2S")) == 1
    assert trick_winner(0, card("2S"), card("AH")) == 0
    assert trick_winner(1, card("AD"), card("2C")) == 1


@examples(100)
@given(positions(min_cards=0, max_cards=6))
def test_legal_mask_and_play_match_the_reference_rules(state):
    ref = to_ref(state)
    hands, _leader, led, broken, _tricks = ref
    legal = ref_legal(hands[ref_to_act(ref)], led, broken)
    assert set(cards_of(legal_mask(state))) == set(legal)
    for c in legal:
        assert to_ref(play(state, c)) == ref_play(ref, c)
    for c in set(range(52)) - set(legal):
        with pytest.raises(ValueError):
            play(state, c)


# --------------------------------------------------------------------------- random playouts


def random_deal(rng: random.Random, n: int = 13) -> PlayState:
    cards = rng.sample(range(52), 2 * n)
    return PlayState(mask_of(cards[:n]), mask_of(cards[n:]), rng.randrange(2))


def stepwise_playout(state: PlayState, rng: random.Random) -> PlayState:
    """Play to the end one ``play`` at a time with random's documented choice rule, checking
    the position against the reference rules at every step."""
    ref = to_ref(state)
    rest = None  # the low bits of the lead's draw, which its follow uses
    while not state.finished:
        assert not state.hand0 & state.hand1
        assert state.led < 0 or not (state.hand0 | state.hand1) >> state.led & 1
        legal = cards_of(legal_mask(state))
        if state.led < 0:
            draw = rng.getrandbits(32) * len(legal)
            c, rest = legal[draw >> 32], draw & 0xFFFFFFFF
        else:
            fraction = rng.getrandbits(32) if rest is None else rest
            c = legal[(fraction * len(legal)) >> 32]
        state = play(state, c)
        ref = ref_play(ref, c)
        assert to_ref(state) == ref
    return state


def test_random_playouts_take_13_tricks_and_match_a_step_by_step_replay():
    deals = random.Random(7)
    for i in range(300):
        state = random_deal(deals)
        fast = random_playout(state, random.Random(i))
        final = stepwise_playout(state, random.Random(i))
        assert final.tricks == fast
        assert sum(fast) == 13


@examples(100)
@given(positions(min_cards=0, max_cards=8), st.integers(0, 2**32))
def test_random_playout_from_any_position_matches_a_step_by_step_replay(state, seed):
    fast = random_playout(state, random.Random(seed))
    final = stepwise_playout(state, random.Random(seed))
    assert final.tricks == fast
    assert sum(fast) == state.tricks0 + state.tricks1 + state.tricks_left


def test_random_playouts_from_mid_hand_positions():
    rng = random.Random(11)
    for _ in range(200):
        state = random_deal(rng)
        for _ in range(rng.randrange(26)):
            legal = cards_of(legal_mask(state))
            state = play(state, rng.choice(legal))
        t0, t1 = random_playout(state, rng)
        assert t0 + t1 == 13
        assert t0 >= state.tricks0 and t1 >= state.tricks1


@pytest.mark.parametrize(("seed", "mid_trick"), [(1, False), (2, True), (3, False), (4, True)])
def test_random_playouts_choose_uniformly_among_legal_cards(seed, mid_trick):
    # Exact distribution of seat 0's tricks under uniform play, against 20,000 playouts.  The
    # standard error of each frequency is below 0.004, so 0.02 only fails on a real bias.
    rng = random.Random(seed)
    pool = [s * 13 + r for s in (0, 1) for r in range(13)] + [card("2D"), card("AC")]
    cards = rng.sample(pool, 10)
    state = PlayState(mask_of(cards[:5]), mask_of(cards[5:]), leader=seed % 2)
    if mid_trick:
        state = play(state, cards_of(legal_mask(state))[-1])
    expected = ref_outcome_distribution(to_ref(state))
    counts = Counter(random_playout(state, rng)[0] for _ in range(20_000))
    for t in set(expected) | set(counts):
        assert abs(counts[t] / 20_000 - expected.get(t, 0.0)) < 0.02, (t, counts, expected)


# --------------------------------------------------------------------------- exact solver


def ref_values(state: PlayState, objective: list[float]) -> dict[int, float]:
    ref = to_ref(state)
    hands, _leader, led, broken, _tricks = ref
    legal = ref_legal(hands[ref_to_act(ref)], led, broken)
    return {c: ref_minimax(ref_play(ref, c), objective) for c in legal}


@examples(130)
@given(positions(min_cards=0, max_cards=4), objectives)
def test_solver_matches_plain_minimax(state, objective):
    expected = ref_minimax(to_ref(state), objective)
    assert solve(state, objective) == expected
    if not state.finished:
        assert best_moves(state, objective) == ref_values(state, objective)


def test_solver_matches_plain_minimax_on_seeded_positions_with_a_shared_table():
    # One Solver per objective across many positions and every move of each, so that table
    # entries stored under one alpha-beta window are reused under others.
    rng = random.Random(2024)
    objs = [
        [float(t) for t in range(14)],
        [100.0 if t == 0 else -100.0 for t in range(14)],
        spades_objective(3, 1, total=4),
        spades_objective(0, 2, total=4),
        [float(rng.randint(-9, 9)) for _ in range(14)],
    ]
    for objective in objs:
        solver = Solver(objective)
        for _ in range(60):
            n = rng.randint(2, 4)
            pool = rng.sample(range(52), 13 * rng.randint(1, 2))
            cards = rng.sample(pool, 2 * n) if len(pool) >= 2 * n else rng.sample(range(52), 2 * n)
            state = PlayState(
                mask_of(cards[:n]), mask_of(cards[n:]), rng.randrange(2), broken=rng.random() < 0.5
            )
            if rng.random() < 0.5:
                state = play(state, rng.choice(cards_of(legal_mask(state))))
            assert solver.best_moves(state) == ref_values(state, objective)
            assert solver.solve(state) == ref_minimax(to_ref(state), objective)


def memo_minimax(objective: list[float]):
    """Unpruned minimax with a memo, fast enough for 5-6 cards each."""

    @cache
    def value(ref: RefState) -> float:
        hands, _leader, led, broken, tricks = ref
        if led is None and not hands[0] and not hands[1]:
            return objective[tricks[0]]
        seat = ref_to_act(ref)
        vals = [value(ref_play(ref, c)) for c in ref_legal(hands[seat], led, broken)]
        return max(vals) if seat == 0 else min(vals)

    return value


@pytest.mark.parametrize("seed", range(6))
def test_solver_along_a_played_out_hand_of_six_cards(seed):
    rng = random.Random(seed)
    objective = spades_objective(rng.randint(0, 3), rng.randint(0, 3), total=6)
    reference = memo_minimax(objective)
    solver = Solver(objective)
    pool = [s * 13 + r for s in rng.sample(range(4), 2) for r in range(13)]
    cards = rng.sample(pool, 12)
    state = PlayState(mask_of(cards[:6]), mask_of(cards[6:]), rng.randrange(2))
    while not state.finished:
        values = solver.best_moves(state)
        ref = to_ref(state)
        assert values == {c: reference(ref_play(ref, c)) for c in values}
        assert solver.solve(state) == reference(ref)
        state = play(state, rng.choice(sorted(values)))


def test_equivalent_cards_share_a_value_and_all_legal_cards_are_reported():
    # 2H 3H 4H are one run for seat 0; 6H and 8H are one run too because 7H is gone.
    state = PlayState(hand("2H 3H 4H 6H 8H"), hand("5H 9H TH JH QH"), leader=0)
    values = best_moves(state, [float(t) for t in range(14)])
    assert set(values) == set(cards_of(hand("2H 3H 4H 6H 8H")))
    assert values[card("2H")] == values[card("3H")] == values[card("4H")]
    assert values[card("6H")] == values[card("8H")]


def test_solver_plays_a_nil_correctly():
    # Seat 0 bid nil.  Holding the AH in hearts only, seat 0 must take a trick either way;
    # with 2H 3H under 5H 6x it can always duck.
    nil = [100.0 if t == 0 else -100.0 for t in range(14)]
    state = PlayState(hand("2H AH"), hand("5H 6H"), leader=0)
    assert best_moves(state, nil) == {card("2H"): -100.0, card("AH"): -100.0}
    state = PlayState(hand("2H 3H"), hand("5H 6H"), leader=0)
    assert solve(state, nil) == 100.0
    state = PlayState(hand("2H 3H"), hand("5H 6S"), leader=0, broken=True)
    assert solve(state, nil) == 100.0


def test_objective_may_be_a_function_and_must_have_fourteen_values():
    state = PlayState(hand("AS KS"), hand("2H 3H"), leader=0)
    assert solve(state, lambda t: 10 * t) == 20
    with pytest.raises(ValueError):
        solve(state, [0.0] * 13)


def test_solver_rejects_inconsistent_positions():
    objective = [float(t) for t in range(14)]
    with pytest.raises(ValueError):
        solve(PlayState(hand("AS KS"), hand("AS 3H"), leader=0), objective)
    with pytest.raises(ValueError):
        solve(PlayState(hand("AS KS"), hand("3H"), leader=0), objective)
    with pytest.raises(ValueError):
        solve(PlayState(hand("AS"), hand("3H"), leader=0, tricks0=13), objective)


def test_finished_position_is_scored_directly():
    objective = [float(t * t) for t in range(14)]
    assert solve(PlayState(0, 0, 0, tricks0=5, tricks1=8), objective) == 25.0
