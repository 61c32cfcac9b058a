"""Claiming the rest: proof that a seat wins every trick left, and the cards that play it out.

A claim is offered only when the exact trick solver (``players.fastsim.TrickSolver``, the one
the review uses) finds that the seat to act ends the hand with every remaining trick against
the opponent's best defence, so against any defence at all. The hand is then played out:
the claimer plays a card that keeps every trick, the opponent its lowest legal card (any
card loses, so the choice changes nothing but the record). Pure: no UI here.

The proof is a search of both hands, so it is only attempted when a few tricks are left,
which keeps it to milliseconds: that is also where a claim saves a player time.
"""

from __future__ import annotations

from spades_tui.core.actions import PLAYS, Play
from spades_tui.core.game import Game, Phase
from spades_tui.players.fastsim import PlayState, TrickSolver, legal_mask, mask_of, play

MOST_TRICKS_LEFT = 10  # more than this and no claim is looked for (the search grows fast)


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
    state = position(game)
    if not 0 < state.tricks_left <= MOST_TRICKS_LEFT:
        return None
    solver = TrickSolver()
    everything = state.tricks[seat] + state.tricks_left
    if _tricks(solver, state, seat) != everything:
        return None
    line = []
    while state.tricks_left:
        legal = sorted(c for c in range(52) if legal_mask(state) >> c & 1)
        if state.to_act == seat:
            card = next(c for c in legal if _tricks(solver, play(state, c), seat) == everything)
        else:
            card = legal[0]
        line.append(PLAYS[card])
        state = play(state, card)
    return line


def _tricks(solver: TrickSolver, state: PlayState, seat: int) -> int:
    """The tricks ``seat`` ends the hand with under best play on both sides."""
    tricks0 = solver.solve(state)
    return tricks0 if seat == 0 else 13 - tricks0
