"""The yes/no claim proof agrees with the exact trick count, from the first trick on."""

from __future__ import annotations

import random

import pytest

from spades_tui.players.fastsim import PlayState, TrickSolver, legal_mask, play


def strong_deal(rng: random.Random) -> PlayState:
    """A whole hand (13 tricks) where seat 0 holds some of the best cards of the 26 dealt,
    so that a fair share of deals can be claimed from the first lead."""
    cards = rng.sample(range(52), 26)
    best_first = sorted(cards, key=lambda c: (c < 13, c % 13), reverse=True)
    top = rng.randint(7, 13)
    rest = best_first[top:]
    rng.shuffle(rest)
    hand0 = best_first[:top] + rest[: 13 - top]
    hand1 = rest[13 - top :]
    return PlayState(
        sum(1 << c for c in hand0), sum(1 << c for c in hand1), rng.randint(0, 1), -1, 0, 0, 0
    )


@pytest.mark.parametrize("seed", range(4))
def test_the_proof_matches_the_exact_count_on_whole_hands(seed: int) -> None:
    rng = random.Random(seed)
    proved = refuted = 0
    for _ in range(40):
        state = strong_deal(rng)
        seat = state.to_act
        exact = TrickSolver().solve(state)
        everything = exact == 13 if seat == 0 else exact == 0
        assert TrickSolver().takes_every_trick(state, seat) is everything
        proved += everything
        refuted += not everything
    assert proved and refuted  # both answers were put to the test


def test_a_proved_hand_is_kept_by_some_card_at_every_turn() -> None:
    """Along a proof, the claimer always has a card that keeps every trick, whatever the
    defence plays: what the claim's play-out relies on."""
    rng = random.Random(11)
    checked = 0
    while checked < 10:
        state = strong_deal(rng)
        seat = state.to_act
        solver = TrickSolver()
        if not solver.takes_every_trick(state, seat):
            continue
        checked += 1
        while state.tricks_left:
            legal = [c for c in range(52) if legal_mask(state) >> c & 1]
            if state.to_act == seat:
                state = play(
                    state, next(c for c in legal if solver.takes_every_trick(play(state, c), seat))
                )
            else:
                state = play(state, rng.choice(legal))
        assert state.tricks[seat] == 13
