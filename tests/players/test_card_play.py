"""The hard level's card play: exact from nine tricks out, where the playout rule misjudges."""

from __future__ import annotations

from dataclasses import replace

import pytest
from players_support import QUICK_HARD, play_view, trick

from spades_tui.core.actions import Play
from spades_tui.core.cards import CARDS
from spades_tui.core.view import PlayerView
from spades_tui.players.search import SearchPlayer

MINE = "5S 8S QS KS 2H 8H JH 2D QD"
THEIRS = "3S 4S 7S 6H 7H TH KH 6C 7C"
PLAYED = "7D 8D 4D 9D TC AC 5D JC"
DONE = [trick(1, "7D 8D", 0), trick(0, "4D 9D", 1), trick(1, "TC AC", 0), trick(0, "5D JC", 0)]


def nine_tricks_left() -> PlayerView:
    """Seat 0 to lead with nine tricks left, both bids 6, three tricks to one.

    Every other card is marked as a seen discard (more than a real draft shows), so each deal
    of the opponent's hand is the same one and the answer does not hang on the sample. The
    playout rule, finishing the hand for both seats, rates the diamond lead best; played out
    exactly, a heart lead is worth a trick more.
    """
    known = set((MINE + " " + THEIRS + " " + PLAYED).split())
    unseen = " ".join(c.code for c in CARDS if c.code not in known)
    return play_view(MINE, bids=(6, 6), tricks=DONE, first=0, discards=unseen, scores=(200, 200))


@pytest.mark.parametrize("seed", (1, 2, 3))
def test_hard_plays_the_last_nine_tricks_exactly(seed: int) -> None:
    action = SearchPlayer("hard", QUICK_HARD, seed).choose(nine_tricks_left())
    assert isinstance(action, Play)
    assert action.card.code in ("8H", "JH")


def test_finishing_by_the_playout_rule_would_lead_the_diamond() -> None:
    # The same position searched as the earlier level did, by playouts until seven are left:
    # this is the mistake the exact search avoids.
    earlier = replace(QUICK_HARD, solve_at=7)
    action = SearchPlayer("hard", earlier, 1).choose(nine_tricks_left())
    assert isinstance(action, Play)
    assert action.card.code == "2D"
