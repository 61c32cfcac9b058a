"""Who wins a two-card trick: the one statement of that rule, for the core and every screen."""

from __future__ import annotations

from spades_tui.core.cards import Card


def follower_wins(lead: Card, follow: Card) -> bool:
    """True when ``follow`` beats ``lead``: a higher card of the led suit, or a spade on another
    suit. (Cards number suit x 13 + rank, spades being suit 0, so within a suit higher wins.)"""
    same_suit = follow // 13 == lead // 13
    return (same_suit and follow > lead) or (follow < 13 and lead >= 13)
