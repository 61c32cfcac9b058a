"""The heuristic level: a clear rule-based player and the baseline for the search levels."""

from __future__ import annotations

from bench.frozen_hard.bidding import choose_bid, choose_double_nil
from bench.frozen_hard.drafting import choose_draft, choose_exchange
from bench.frozen_hard.knowledge import contract_of, current_lead, read_view
from bench.frozen_hard.policy import choose_card, mode_for
from spades_tui.core.actions import PLAYS, Action
from spades_tui.core.game import Phase
from spades_tui.core.view import PlayerView


def choose_by_rule(view: PlayerView) -> Action:
    """The rule-based choice for any phase; the search levels fall back on it outside play."""
    phase = view.phase
    if phase is Phase.PLAY:
        return rule_play(view)
    if phase is Phase.DRAFT:
        return choose_draft(view)
    if phase is Phase.BIDDING:
        return choose_bid(view)
    if phase is Phase.EXCHANGE:
        return choose_exchange(view)
    return choose_double_nil(view)


def rule_play(view: PlayerView) -> Action:
    k = read_view(view)
    left = max(len(view.hand), view.opponent_hand_size)
    mode = mode_for(contract_of(view), view.seat, view.tricks_won, left)
    card = choose_card(k.mine, current_lead(view), view.spades_broken, k.maybe_opp, mode)
    return PLAYS[card]


class HeuristicPlayer:
    level = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed  # the rules are deterministic; the seed is kept for a uniform factory

    def choose(self, view: PlayerView) -> Action:
        return choose_by_rule(view)
