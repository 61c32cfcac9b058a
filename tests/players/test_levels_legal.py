"""Every level makes every kind of decision, and only ever a legal one."""

from __future__ import annotations

import pytest
from players_support import quick

from spades_tui.core import Game, Rules
from spades_tui.players import LEVELS, make_player
from spades_tui.players.heuristic import HeuristicPlayer

ALL_PHASES = {"double_nil", "draft", "exchange", "bidding", "play"}


def test_levels_are_registered() -> None:
    assert {"random", "heuristic", "normal", "hard"} <= set(LEVELS)
    for level in LEVELS:
        assert make_player(level, 1).level == level


def _player(level: str, seed: int):
    return quick(level, seed) if level in ("normal", "hard") else make_player(level, seed)


@pytest.mark.parametrize("level", ["heuristic", "normal", "hard"])
def test_level_plays_only_legal_actions_in_every_phase(level: str) -> None:
    seen: set[str] = set()
    for seed in range(4):
        me = seed % 2
        players = [HeuristicPlayer(seed), HeuristicPlayer(seed)]
        players[me] = _player(level, seed)
        game = Game(rules=Rules(double_nil=True), seed=seed)
        # Put the level far behind an opponent near the target, where it answers the
        # double-nil offer with a blind nil, so that its exchange and nil play are exercised.
        if seed < 2:
            game.scores[1 - me] = 440
        while game.winner is None and game.hand.number <= 2:
            seat = game.to_act
            view = game.view(seat)
            action = players[seat].choose(view)
            assert action in view.legal_actions, (level, view.phase, action)
            if seat == me:
                seen.add(view.phase.value)
            game.apply(action, seat=seat)
    assert seen == ALL_PHASES


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_full_budget_levels_finish_a_hand_legally(level: str) -> None:
    players = [make_player(level, 3), make_player("heuristic", 4)]
    game = Game(rules=Rules(), seed=12)
    while game.hand.number == 1:
        seat = game.to_act
        view = game.view(seat)
        action = players[seat].choose(view)
        assert action in view.legal_actions
        game.apply(action, seat=seat)
    assert game.hands[0].result is not None


def test_heuristic_beats_random_in_whole_games() -> None:
    wins = 0
    for seed in range(6):
        me = seed % 2
        players = [make_player("random", seed), make_player("random", seed)]
        players[me] = make_player("heuristic", seed)
        game = Game(rules=Rules(), seed=100 + seed)
        while game.winner is None and game.hand.number <= 60:
            seat = game.to_act
            game.apply(players[seat].choose(game.view(seat)), seat=seat)
        wins += game.winner == me
    assert wins == 6
