"""The double-nil answer by the odds of winning the game, given the score.

A blind nil is worth +200 or -200, and it fails far more often than not (the opponent drafts
to attack it, and the hand is drafted unseen), so as a bet on points it always loses. It is
still right when the ordinary hand to come is very unlikely to save the game: the leader about
to reach the target, or the loss floor close behind. The answer compares the chance of winning
the game after this hand, declared and not, with each seat's ordinary hand drawn from a small
spread of typical results.
"""

from __future__ import annotations

from math import erf, sqrt

from spades_tui.core.actions import DECLARE, DECLINE, Action
from spades_tui.core.rules import Rules
from spades_tui.core.scoring import game_winner
from spades_tui.core.view import PlayerView

# Measured on the records of hard against the earlier hard (bench/strength.py --records):
# blind nils made 10 of 89 tries; a hand moved a seat's score by +34 on average (bag penalties
# included), with a spread of 47 for one seat and of 68 for the difference between the two.
DOUBLE_NIL_ODDS = 0.11
# An ordinary hand's points, as (points, chance), with that mean and spread.
ORDINARY = ((-60, 0.12), (20, 0.2), (40, 0.3), (60, 0.25), (90, 0.13))
SPREAD_PER_HAND = 68.0  # how far the score difference wanders in one hand
POINTS_PER_HAND = 35.0


def chance_to_win(mine: int, theirs: int, rules: Rules) -> float:
    """This seat's chance to win the game from a score after a hand (mine, theirs)."""
    winner = game_winner((mine, theirs), rules)
    if winner is not None:
        return 1.0 if winner == 0 else 0.0
    hands_left = max(1.0, (rules.target - max(mine, theirs)) / POINTS_PER_HAND)
    z = (mine - theirs) / (SPREAD_PER_HAND * sqrt(hands_left))
    return 0.5 * (1 + erf(z / sqrt(2)))


def declare_value(scores: tuple[int, int], rules: Rules, declare: bool) -> float:
    """The chance of winning the game (seat first in ``scores``) after this hand."""
    mine, theirs = scores
    if declare:
        outcomes: tuple[tuple[int, float], ...] = (
            (200, DOUBLE_NIL_ODDS),
            (-200, 1 - DOUBLE_NIL_ODDS),
        )
    else:
        outcomes = ORDINARY
    return sum(
        p * q * chance_to_win(mine + gain, theirs + their_gain, rules)
        for gain, p in outcomes
        for their_gain, q in ORDINARY
    )


def choose_double_nil_by_odds(view: PlayerView) -> Action:
    seat = view.seat
    scores = (view.scores[seat], view.scores[1 - seat])
    declared = declare_value(scores, view.rules, True)
    return DECLARE if declared > declare_value(scores, view.rules, False) else DECLINE
