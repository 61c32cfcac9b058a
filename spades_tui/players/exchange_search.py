"""The double-nil exchange by sampling: how many of the riskiest cards to give, if any.

A card given comes back as a random card of the discard pile, so giving is a bet that the
card drawn will be safer than the card given. The rule of the heuristic level compares each
card's danger with the pile's average danger; this search plays the bet out instead. On each
sampled deal of the opponent's hand (the rest of the unseen cards are the opponent's
discards), the pile is shuffled once, and every candidate exchange (the k riskiest cards, k
from 0 to the limit) draws from the same shuffled pile and is played to the end of the hand
by the playout policy, the opponent bidding by rule and attacking the double nil. The
candidate with the best average value of the hand (``objective.hand_values``: the double
nil's +/- and the opponent's bid, seen from the score) is given.
"""

from __future__ import annotations

import random

from spades_tui.core.actions import Action, Exchange
from spades_tui.core.cards import CARDS
from spades_tui.core.view import PlayerView
from spades_tui.engine import PlayState, cards_of
from spades_tui.players.bidding import rule_bid
from spades_tui.players.handeval import nil_danger
from spades_tui.players.knowledge import read_view
from spades_tui.players.objective import hand_values
from spades_tui.players.policy import Contract, Seat, playout
from spades_tui.players.sampling import deal


def exchange_candidates(hand: int, limit: int) -> list[tuple[int, ...]]:
    """Give nothing, the riskiest card, the two riskiest, ... up to ``limit`` cards."""
    ranked = sorted(cards_of(hand), key=lambda c: (nil_danger(c, hand), c), reverse=True)
    return [tuple(ranked[:k]) for k in range(min(limit, len(ranked)) + 1)]


def exchange_values(
    view: PlayerView, rng: random.Random, samples: int
) -> list[tuple[tuple[int, ...], float]]:
    """Each candidate exchange with its average value over ``samples`` sampled deals."""
    k = read_view(view)
    rules = view.rules
    seat, opp = view.seat, 1 - view.seat
    hand = k.mine
    candidates = exchange_candidates(hand, rules.exchange_limit)
    leader = 0 if view.first != seat else 1  # the second player leads the first trick
    opp_dn = bool(view.double_nil[opp])
    totals = [0.0] * len(candidates)
    values_for: dict[int, list[float]] = {}
    for _ in range(samples):
        opp_hand = deal(k, rng)
        # What is neither mine nor the opponent's is in the pile: my discards, which I saw,
        # and the opponent's, which are the unseen cards the deal did not give them.
        pile = cards_of((k.known_out | k.unseen) & ~opp_hand)
        rng.shuffle(pile)
        their = (
            0
            if opp_dn
            else rule_bid(opp_hand, rules.nil, view.bags[opp], rules.bag_limit, rules.bag_penalty)
        )
        values = values_for.get(their)
        if values is None:
            bids = (0, their) if seat == 0 else (their, 0)
            dn = (True, opp_dn) if seat == 0 else (opp_dn, True)
            values = hand_values(rules, seat, view.scores, view.bags, bids, dn)
            values_for[their] = values
        contract = Contract(
            (Seat(0, view.bags[seat]), Seat(their, view.bags[opp])),
            rules.bag_limit,
            rules.bag_penalty,
        )
        for i, give in enumerate(candidates):
            mine = hand
            for card, drawn in zip(give, pile, strict=False):
                mine = (mine & ~(1 << card)) | (1 << drawn)
            won = playout(PlayState(mine, opp_hand, leader), contract)
            totals[i] += values[won]
    return [(give, total / samples) for give, total in zip(candidates, totals, strict=True)]


def choose_exchange_by_search(view: PlayerView, rng: random.Random, samples: int) -> Action:
    scored = exchange_values(view, rng, samples)
    # Ties keep the smaller exchange: a card given for nothing only tells the opponent more.
    give, _value = max(scored, key=lambda item: (item[1], -len(item[0])))
    return Exchange(tuple(CARDS[c] for c in sorted(give)))
