"""The moments a table shows between two decisions, derived from the core's events.

A finished trick, a double-nil exchange made, a scored hand: each is shown to a seat before
its next decision. A local game and a network seat both learn of them from events (told by
the core, or sent by the server) and name them here, once; showing them is the table's part
(ui/moments.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from spades_tui.core.cards import Card
from spades_tui.core.events import Event, HandScored, TrickWon
from spades_tui.core.view import PlayedTrick, PlayerView


@dataclass(frozen=True, eq=False)
class TrickEnd:
    """A finished trick, in the view of each seat it is shown to (both, when watching)."""

    views: Mapping[int, PlayerView]

    @property
    def winner(self) -> int:
        winner = next(iter(self.views.values())).tricks[-1].winner
        assert winner is not None
        return winner


@dataclass(frozen=True)
class ExchangeMade:
    """What a person's double-nil exchange gave away and brought back, and their view once
    it was made (the table shows it behind the words)."""

    gave: Sequence[Card]
    got: Sequence[Card]
    view: PlayerView


@dataclass(frozen=True)
class HandOver:
    scored: HandScored


Moment = TrickEnd | ExchangeMade | HandOver


def moment_of(event: Event, views_before: Mapping[int, PlayerView]) -> Moment | None:
    """The moment ``event`` brings to the table, if any.

    ``views_before``: the views a finished trick is shown in, taken just before the card that
    ended it (empty when finished tricks are not held on the table)."""
    if isinstance(event, TrickWon) and views_before:
        return TrickEnd({seat: trick_end_view(v, event) for seat, v in views_before.items()})
    if isinstance(event, HandScored):
        return HandOver(event)
    return None


def trick_end_view(before: PlayerView, won: TrickWon) -> PlayerView:
    """``before`` (taken as the trick's second card was about to be played) once it is won.

    Together they describe the table as it stood when the trick closed, even after the last
    trick, when the core has already scored the hand and begun the next one."""
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
        spades_broken=before.spades_broken or any(card < 13 for card in won.cards),
        legal_actions=(),
        drawn=None,
    )
