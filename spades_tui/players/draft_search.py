"""Keep or reject by sampling how the rest of the draft may go.

Nothing a seat does in this draft changes the opponent's cards: every turn uses two cards of
the stock whatever is chosen, so the opponent draws from the same places either way. Keeping
or rejecting therefore only changes this seat's own hand, and the choice is judged by what
the finished hand is worth: the drawn card against the next unseen one, each followed by the
same sampled rest of the draft (common random numbers, so the comparison is not drowned in
the noise of the continuation), played out by a quick rule for the turns to come.

A finished hand is worth the points it should score when bid well (``hand_worth``): the
best bid's expected points from the trick estimate, or the nil's when a nil is on. The two
plans (a trick-taking hand or a nil hand) are followed separately, and a choice is judged by
the better plan, since a seat commits to one plan for the hand as it drafts.
"""

from __future__ import annotations

import random
from functools import cache
from math import exp

from spades_tui.core.actions import KEEP, REJECT, Action
from spades_tui.core.rules import Rules
from spades_tui.core.view import PlayerView
from spades_tui.engine import ALL_CARDS, SUIT_MASK, cards_of, mask_of
from spades_tui.players.bidding import SPREAD, bid_value
from spades_tui.players.handeval import draft_value, estimate_tricks, nil_danger, nil_risk
from spades_tui.players.valuation import trick_odds

GRID = 10  # trick estimates are looked up in tenths of a trick
LOWEST, HIGHEST = -2.0, 15.0
TOP_SPADES = 0b111 << 10


@cache
def _bid_worth_table(bags: int, bag_limit: int, bag_penalty: int) -> tuple[float, ...]:
    """Expected points of the best bid, for each trick estimate on the grid."""
    table = []
    steps = int((HIGHEST - LOWEST) * GRID) + 1
    for i in range(steps):
        odds = trick_odds(LOWEST + i / GRID, SPREAD)
        best = max(
            sum(p * bid_value(bid, t, bags, bag_limit, bag_penalty) for t, p in enumerate(odds))
            for bid in range(1, 14)
        )
        table.append(best)
    return tuple(table)


def bid_worth(hand: int, bags: int, rules: Rules) -> float:
    """Expected points of a 13-card hand bid for tricks."""
    table = _bid_worth_table(bags, rules.bag_limit, rules.bag_penalty)
    i = round((estimate_tricks(hand) - LOWEST) * GRID)
    return table[min(len(table) - 1, max(0, i))]


def nil_odds(hand: int) -> float:
    """Chance a nil on this hand takes no trick.

    ``nil_risk`` is about the number of tricks the hand would be forced to take, so the
    chance of none is that of a count with that mean being zero; top spades or long spades
    win a trick almost surely.
    """
    spades = hand & SUIT_MASK
    if spades & TOP_SPADES or spades.bit_count() > 4:
        return 0.0
    return exp(-nil_risk(hand))


def nil_worth(hand: int, bonus: int = 100) -> float:
    p = nil_odds(hand)
    return bonus * (2 * p - 1)


def hand_worth(hand: int, bags: int, rules: Rules) -> float:
    worth = bid_worth(hand, bags, rules)
    if rules.nil:
        worth = max(worth, nil_worth(hand))
    return worth


def _finish(hand: int, stream: list[int], for_nil: bool, mean: float) -> int:
    """Play the later draft turns on the sampled cards, two a turn, by the quick rule of a plan.

    The opponent's turns in between use other cards of the stock, but every card I have not
    seen is as likely as any other to come up, so consecutive pairs serve as well.
    """
    for at in range(0, len(stream), 2):
        drawn, after = stream[at], stream[at + 1]
        if for_nil:
            keep = nil_danger(drawn, hand | 1 << drawn) <= mean
        else:
            keep = draft_value(drawn) >= mean
        hand |= 1 << (drawn if keep else after)
    return hand


def choose_draft_by_search(view: PlayerView, rng: random.Random, samples: int) -> Action:
    drawn = view.drawn
    assert drawn is not None
    rules = view.rules
    hand = mask_of(view.hand)
    seen = hand | mask_of(t.discarded for t in view.draft if t.discarded is not None)
    unknown = cards_of(ALL_CARDS & ~seen & ~(1 << drawn))
    later = 12 - len(view.hand)  # my turns after this one
    bags = view.bags[view.seat]
    mean_value = sum(draft_value(c) for c in unknown) / len(unknown)
    mean_danger = sum(nil_danger(c, hand) for c in unknown) / len(unknown)
    if view.double_nil[view.seat]:
        # A declared double nil is bid already: only a hand that takes no trick is worth anything.
        def worth(final: int) -> float:
            return nil_worth(final, 200)

        plans: tuple[bool, ...] = (True,)
    else:

        def worth(final: int) -> float:
            return hand_worth(final, bags, rules)

        plans = (False, True) if rules.nil else (False,)
    keep_total = dict.fromkeys(plans, 0.0)
    reject_total = dict.fromkeys(plans, 0.0)
    need = 1 + 2 * later  # the next card, then two a turn (the pool always holds as many)
    for _ in range(samples):
        stream = rng.sample(unknown, need)
        nxt, rest = stream[0], stream[1:]
        for plan in plans:
            mean = mean_danger if plan else mean_value
            keep_total[plan] += worth(_finish(hand | 1 << drawn, rest, plan, mean))
            reject_total[plan] += worth(_finish(hand | 1 << nxt, rest, plan, mean))
    keep_value = max(keep_total.values())
    reject_value = max(reject_total.values())
    return KEEP if keep_value >= reject_value else REJECT
