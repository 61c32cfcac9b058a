"""Claiming the rest: proof that a seat wins every trick left, and the cards that play it out.

A claim is offered only when the exact trick solver (``players.fastsim.TrickSolver``, the one
the review uses) proves that the seat to act takes every remaining trick against the
opponent's best defence, so against any defence at all. The hand is then played out:
the claimer plays a card that keeps every trick, the opponent its lowest legal card (any
card loses, so the choice changes nothing but the record). Pure: no UI here.

The proof is a yes/no search of both hands ("every trick, or fewer?"): the defence refutes it
with the first trick it can win, so it is cheap at any point of the hand, first trick included.
"""

from __future__ import annotations

from spades_tui.core.actions import PLAYS, Play
from spades_tui.core.game import Game, Phase
from spades_tui.players.fastsim import PlayState, TrickSolver, legal_mask, mask_of, play


def position(game: Game) -> PlayState:
    """The game's play position as the solver's state."""
    hand = game.hand
    trick = hand.tricks[-1]
    led = trick.cards[0] if trick.cards else -1
    return PlayState(
        mask_of(hand.hands[0]),
        mask_of(hand.hands[1]),
        trick.leader,
        led,
        hand.spades_broken,
        hand.won[0],
        hand.won[1],
    )


def claim_line(game: Game, seat: int) -> list[Play] | None:
    """The plays that finish the hand with ``seat`` taking every trick left, in order,
    when that is proved whatever the opponent does; None otherwise."""
    if game.phase is not Phase.PLAY or game.to_act != seat:
        return None
    return line_from(position(game), seat)


def line_from(state: PlayState, seat: int) -> list[Play] | None:
    """``claim_line`` for a solver position with ``seat`` to act."""
    if not state.tricks_left:
        return None
    solver = TrickSolver()
    if not solver.takes_every_trick(state, seat):
        return None
    line = []
    while state.tricks_left:
        legal = sorted(c for c in range(52) if legal_mask(state) >> c & 1)
        if state.to_act == seat:
            card = next(c for c in legal if solver.takes_every_trick(play(state, c), seat))
        else:
            card = legal[0]
        line.append(PLAYS[card])
        state = play(state, card)
    return line
