"""The hard level's double-nil exchange: played out on sampled deals, not by a rule."""

from __future__ import annotations

import random

import pytest
from players_support import bid_view, cards

from spades_tui.core import Rules
from spades_tui.core.actions import Exchange
from spades_tui.core.choices import ExchangeChoices
from spades_tui.core.game import Phase
from spades_tui.core.view import PlayerView
from spades_tui.engine import mask_of
from spades_tui.players import make_player
from spades_tui.players.drafting import choose_exchange
from spades_tui.players.exchange_search import choose_exchange_by_search, exchange_candidates


def exchange_view(hand: str, rules: Rules | None = None) -> PlayerView:
    """Seat 0, the first player, has declared double nil and drafted ``hand``."""
    rules = rules or Rules()
    mine = cards(hand)
    return bid_view(hand, seat=0, first=0, rules=rules)._replace(
        phase=Phase.EXCHANGE,
        double_nil=(True, False),
        legal_actions=ExchangeChoices(mine, rules.exchange_limit),
    )


def given(action: object) -> set[str]:
    assert isinstance(action, Exchange)
    return {c.code for c in action.cards}


@pytest.mark.parametrize("seed", [1, 2])
def test_top_spades_are_given_away(seed: int) -> None:
    view = exchange_view("AS KS QS 2H 3H 4H 5H 2C 3C 4C 2D 3D 4D")
    assert given(choose_exchange_by_search(view, random.Random(seed), 64)) == {"AS", "KS", "QS"}


@pytest.mark.parametrize("seed", [1, 2])
def test_a_hand_of_low_cards_keeps_them(seed: int) -> None:
    # Any card drawn from the pile is likely higher than the card it replaces.
    view = exchange_view("2S 2H 3H 4H 5H 2C 3C 4C 5C 2D 3D 4D 5D")
    assert given(choose_exchange_by_search(view, random.Random(seed), 64)) == set()


def test_the_rule_limit_is_kept() -> None:
    view = exchange_view("AS KS QS 2H 3H 4H 5H 2C 3C 4C 2D 3D 4D", Rules(exchange_limit=1))
    assert given(choose_exchange_by_search(view, random.Random(1), 64)) == {"AS"}
    assert len(exchange_candidates(mask_of(view.hand), 0)) == 1  # nothing to choose


def test_hard_exchanges_by_search_and_normal_by_rule() -> None:
    view = exchange_view("AS 9S 8H 2H 3H 4H 5H 2C 3C KC 2D 3D JD")
    hard = make_player("hard", 3)
    action = hard.choose(view)
    assert action == choose_exchange_by_search(view, random.Random(3), 128)
    assert action in view.legal_actions
    assert make_player("normal", 3).choose(view) == choose_exchange(view)
