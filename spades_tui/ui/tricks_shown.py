"""The view a finished trick is shown in, for the moment between the last card and the next lead.

The app takes the seat's view just before the trick's second card; the core's ``TrickWon``
event says who won. Together they describe the table as it stood when the trick closed, even
after the last trick, when the core has already scored the hand and begun the next one.
"""

from __future__ import annotations

from spades_tui.core.events import TrickWon
from spades_tui.core.view import PlayedTrick, PlayerView


def trick_end_view(before: PlayerView, won: TrickWon) -> PlayerView:
    """``before`` (taken as the trick's second card was about to be played) once it is won."""
    follower = 1 - won.leader
    finished = PlayedTrick(won.leader, won.cards, won.winner)
    tricks_won = list(before.tricks_won)
    tricks_won[won.winner] += 1
    opponent_cards = before.opponent_hand_size - (1 if follower == before.opponent else 0)
    return before._replace(
        tricks=(*before.tricks[:-1], finished),
        tricks_won=(tricks_won[0], tricks_won[1]),
        hand=tuple(c for c in before.hand if c not in won.cards),
        opponent_hand_size=opponent_cards,
        to_act=won.winner,
        legal_actions=(),
        drawn=None,
    )
