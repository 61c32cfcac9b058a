"""The trick rules of "Play" in rules.md as a handful of bit operations.

The core stays the authority; this is a copy of its trick rules tuned for speed, checked
against a plain restatement of the rules in tests/players/test_engine_play.py.
"""

from __future__ import annotations

from typing import NamedTuple

from spades_tui.engine.cards import NONSPADES, SUIT_MASKS


class PlayState(NamedTuple):
    """A position in the play phase.

    A tuple so that copying is free and a state can be hashed or used as a dict key.
    ``led`` is the card the leader has put on the table, or -1 between tricks; the leader's
    hand no longer holds it.  ``tricks0``/``tricks1`` count tricks already won this hand.
    """

    hand0: int
    hand1: int
    leader: int
    led: int = -1
    broken: bool = False
    tricks0: int = 0
    tricks1: int = 0

    @property
    def hands(self) -> tuple[int, int]:
        return (self.hand0, self.hand1)

    @property
    def tricks(self) -> tuple[int, int]:
        return (self.tricks0, self.tricks1)

    @property
    def to_act(self) -> int:
        """The seat whose card is next: the leader on an empty table, else the follower."""
        return self.leader if self.led < 0 else 1 - self.leader

    @property
    def tricks_left(self) -> int:
        """Tricks still to be completed, counting one that has been led but not followed."""
        return max(self.hand0.bit_count(), self.hand1.bit_count())

    @property
    def finished(self) -> bool:
        return self.led < 0 and not (self.hand0 | self.hand1)

    @property
    def live(self) -> int:
        """The cards still in play: both hands and a card on the table."""
        return self.hand0 | self.hand1 | (1 << self.led if self.led >= 0 else 0)


def legal_cards(hand: int, led: int, broken: bool) -> int:
    """The cards of ``hand`` that may be played to ``led`` (-1: a lead)."""
    if led >= 0:
        follow = hand & SUIT_MASKS[led // 13]
        return follow or hand
    if broken:
        return hand
    # A hand of nothing but spades may lead one even before they are broken.
    return hand & NONSPADES or hand


def legal_mask(state: PlayState) -> int:
    """The cards the seat to act may play (0 once the hand is over)."""
    hand = state.hand0 if state.to_act == 0 else state.hand1
    return legal_cards(hand, state.led, state.broken)


def trick_winner(leader: int, led: int, followed: int) -> int:
    """Seat that wins a trick of ``led`` (by ``leader``) and ``followed`` (by the other seat)."""
    if followed // 13 == led // 13:
        return leader if led > followed else 1 - leader
    # Off suit: only a spade (trump) beats the led suit.
    return 1 - leader if followed < 13 else leader


def play(state: PlayState, card: int) -> PlayState:
    """Return the position after the seat to act plays ``card``; ``state`` is left unchanged.

    Raises ``ValueError`` for an illegal card, so callers cannot silently corrupt a search.
    """
    if not (0 <= card < 52) or not legal_mask(state) >> card & 1:
        raise ValueError(f"card {card} is not a legal play in {state}")
    bit = 1 << card
    # Any spade on the table means spades are broken: a spade lead is either already allowed
    # or forced by an all-spade hand, and a spade on a non-spade lead means a void follower;
    # a spade following a spade lead comes after that lead broke them anyway.
    broken = state.broken or card < 13
    h0, h1 = state.hand0, state.hand1
    if state.to_act == 0:
        h0 ^= bit
    else:
        h1 ^= bit
    if state.led < 0:
        return PlayState(h0, h1, state.leader, card, broken, state.tricks0, state.tricks1)
    winner = trick_winner(state.leader, state.led, card)
    t0, t1 = state.tricks0, state.tricks1
    if winner == 0:
        t0 += 1
    else:
        t1 += 1
    return PlayState(h0, h1, winner, -1, broken, t0, t1)


def check_state(state: PlayState) -> None:
    """Refuse a position no hand could reach, so that a search never runs on nonsense."""
    h0, h1 = state.hand0, state.hand1
    if h0 & h1 or (h0 | h1) >> 52:
        raise ValueError("hands must be disjoint sets of cards 0..51")
    n0, n1 = h0.bit_count(), h1.bit_count()
    if state.led >= 0:
        if (h0 | h1) >> state.led & 1:
            raise ValueError("the led card is still in a hand")
        n_leader, n_follower = (n0, n1) if state.leader == 0 else (n1, n0)
        ok = n_follower == n_leader + 1
    else:
        ok = n0 == n1
    if not ok:
        raise ValueError("hand sizes do not fit the trick on the table")
    if state.tricks0 + state.tricks_left > 13:
        raise ValueError("seat 0 could end with more than 13 tricks")
