"""What a hand's outcome is worth to a seat: the objective arrays the search maximises.

The value of ending the hand with ``t`` tricks (the opponent then has ``13 - t``) is the
change in the score difference, bags and their penalty included, plus a large term when the
hand decides the game: in a race to the target, winning matters more than the margin.
"""

from __future__ import annotations

from spades_tui.core.rules import Rules
from spades_tui.core.scoring import game_winner, score_seat

MATCH = 400  # worth of deciding the game, in points
BAG_SHARE = 0.5  # how much of its share of a future penalty a carried bag costs now


def hand_values(
    rules: Rules,
    seat: int,
    scores: tuple[int, int],
    bags: tuple[int, int],
    bids: tuple[int, int],
    double_nil: tuple[bool, bool],
) -> list[float]:
    """Value for ``seat`` of ending the hand with 0..13 tricks; seats are the game's."""
    opp = 1 - seat
    per_bag = BAG_SHARE * rules.bag_penalty / rules.bag_limit
    values = []
    for t in range(14):
        tricks = (t, 13 - t) if seat == 0 else (13 - t, t)
        results = [
            score_seat(bids[s], double_nil[s], tricks[s], scores[s], bags[s], rules) for s in (0, 1)
        ]
        new = (results[0].score, results[1].score)
        value = new[seat] - new[opp] - per_bag * (results[seat].bags - results[opp].bags)
        winner = game_winner(new, rules)
        if winner == seat:
            value += MATCH
        elif winner == opp:
            value -= MATCH
        values.append(float(value))
    return values
