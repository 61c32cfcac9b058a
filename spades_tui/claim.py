"""Claiming the rest: every trick left is the claimer's, provably, from what the claimer knows.

A claim is offered only when the seat to act can see that it takes every remaining trick
whatever the opponent holds: the proof reads the seat's own view, never the other hand, so
the offer itself gives nothing away (a proof over both hands would light up the key exactly
when the hidden cards happen to lie badly for the opponent).

The proof is the one a card player makes aloud: "I draw your trumps, then my cards are all
top cards". The opponent may hold any of the cards this seat has not seen, as many as it has
cards left. Leading the top spades forces out every spade the opponent could hold (it must
follow suit), after which it can ruff nothing; a suit's top cards then win in turn, and once
the opponent can hold no more of that suit, the rest of it wins too. Pure: no UI here.
"""

from __future__ import annotations

from collections.abc import Iterable

from spades_tui.core.actions import PLAYS, Play
from spades_tui.core.game import Game, Phase
from spades_tui.core.view import PlayerView

SPADES = 0


def _suit(card: int) -> int:
    return card // 13


def _beats(card: int, others: Iterable[int]) -> bool:
    return all(card > other for other in others)


def sure_plan(view: PlayerView) -> list[int] | None:
    """The cards ``view.seat`` plays, in order, to take every trick left against any hand the
    opponent may hold; None when that cannot be shown from this view."""
    if view.phase is not Phase.PLAY or not view.my_turn:
        return None
    hand = set(view.hand)
    unseen = set(view.unseen_cards)
    theirs = view.opponent_hand_size
    broken = view.spades_broken
    plan: list[int] = []

    trick = view.current_trick
    if trick is not None and trick.cards:
        led = trick.cards[0]
        follow = _cheapest_winner(led, hand)
        if follow is None:
            return None
        plan.append(follow)
        hand.discard(follow)
        broken = broken or _suit(follow) == SPADES
        if not hand:
            return plan
    leads = _leads(hand, unseen, theirs, broken)
    return None if leads is None else plan + leads


def _cheapest_winner(led: int, hand: set[int]) -> int | None:
    """The lowest card of ``hand`` that takes a trick led with ``led``, if any."""
    same = sorted(c for c in hand if _suit(c) == _suit(led))
    if same:
        return next((c for c in same if c > led), None)
    spades = sorted(c for c in hand if _suit(c) == SPADES)
    return spades[0] if spades else None


def _leads(hand: set[int], unseen: set[int], theirs: int, broken: bool) -> list[int] | None:
    """Leads that take every trick: trumps drawn first, then each suit from the top."""
    by_suit = {s: sorted((c for c in hand if _suit(c) == s), reverse=True) for s in range(4)}
    for suit in range(4):
        mine = by_suit[suit]
        could_hold = [c for c in unseen if _suit(c) == suit]
        # While the opponent may still hold cards of the suit, each lead must top them all;
        # after that many leads it has none left (it had to follow), and the rest win.
        forcing = min(theirs, len(could_hold), len(mine))
        if not all(_beats(card, could_hold) for card in mine[:forcing]):
            return None
    spades, sides = by_suit[SPADES], [c for s in (1, 2, 3) for c in by_suit[s]]
    opponent_may_ruff = any(_suit(c) == SPADES for c in unseen) and theirs > 0
    if opponent_may_ruff:
        # Its spades must be drawn before any side card is led, and a spade may be led only
        # once spades are broken (or nothing else is left).
        if len(spades) < min(theirs, sum(1 for c in unseen if _suit(c) == SPADES)):
            return None
        if sides and not broken:
            return None
        return spades + sides
    # No spade can be out against us: side suits first, so spades are led only when they
    # may be (nothing else left, or broken).
    return sides + spades


def claim_line(game: Game, seat: int) -> list[Play] | None:
    """The plays that finish the hand with ``seat`` taking every trick left, in order, when
    ``seat``'s own view proves it whatever the opponent holds; None otherwise.

    The opponent's cards in the line are its lowest legal ones: every one of them loses, so
    the choice changes nothing but the record.
    """
    if game.phase is not Phase.PLAY or game.to_act != seat:
        return None
    plan = sure_plan(game.view(seat))
    if plan is None:
        return None
    hand = game.hand
    opponent = list(hand.hands[1 - seat])
    trick = hand.tricks[-1]
    on_table = list(trick.cards)
    line: list[Play] = []
    for card in plan:
        if not on_table:  # the claimer leads; the opponent answers as low as it may
            follow = [c for c in opponent if _suit(c) == _suit(card)] or opponent
            answer = min(follow, key=lambda c: (c % 13, _suit(c) == SPADES))
            opponent.remove(answer)
            line += [PLAYS[card], PLAYS[answer]]
        else:
            line.append(PLAYS[card])
            on_table = []
    return line
