"""Decisions a seat may take before its turn, because nothing it could learn first would change.

In the draft every turn takes the next two cards of the stock, whatever was decided before, and
a player never learns what the other kept or let go. Once both double-nil answers are known
(the first player's turn 1 comes before the second player's answer, which the first player
hears of), what a seat sees at each of its later draft turns depends only on its own choices:
its cards, its own draft so far, and counts that are the same whatever anyone chose. So a seat
may take its remaining draft turns at once, and the second player, who bids first, may go on to
its bid when nobody declared double nil (a double nil brings an exchange, and its count, before
the bids).

Such a decision is *held*: the game keeps it and applies it only when the rules' strict order
reaches it (``Game.apply`` does that after every action), so the events, the record and every
later view are exactly those of strict alternation. Nothing here ever looks at the other
seat's choices; the properties in tests/core/test_core_ahead.py check that a seat's view ahead
is the view it would have had at that turn, whatever the other seat does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from spades_tui.core.actions import DRAFT_CHOICES, Action, Bid, Keep, Reject
from spades_tui.core.cards import Card
from spades_tui.core.phases import Phase
from spades_tui.core.view import PlayerView, own_draft_turn

if TYPE_CHECKING:
    from spades_tui.core.hand import HandState
    from spades_tui.core.state import GameState

DRAFT_TURNS = 26
TURNS_EACH = 13


class DraftOutcome(NamedTuple):
    kept: Card
    discarded: Card
    seen: Card | None  # the discard as the drawer saw it, None when it went down unseen


def draft_outcome(stock: list[Card], turn: int, rejected: bool, peek: bool) -> DraftOutcome:
    """What draft turn ``turn`` (from 0) gives its drawer: the rules' one definition of it."""
    top, second = stock[2 * turn], stock[2 * turn + 1]
    kept, discarded = (second, top) if rejected else (top, second)
    return DraftOutcome(kept, discarded, discarded if rejected or peek else None)


def draft_turn_of(h: HandState, seat: int, k: int) -> int:
    """The draft turn (from 0) that is ``seat``'s ``k``-th (from 0): the first player draws
    the even turns, the second the odd ones."""
    return 2 * k + (0 if seat == h.first else 1)


def decided_in_hand(h: HandState, seat: int) -> int:
    """How many of ``seat``'s draft turns (and, past them, its bid) are applied or held."""
    return len(h.seen_view[seat]) + len(h.ahead[seat])


def ahead_step(game: GameState, seat: int) -> tuple[Phase, int] | None:
    """The phase and draft turn of ``seat``'s next decision when the seat, not on turn, may
    take it now; None when it must wait for its turn."""
    h = game.hand
    if game.winner is not None or seat == game.to_act or None in h.double_nil:
        return None  # a double-nil answer still to come is news for the other seat
    if len(h.draft) == DRAFT_TURNS:
        return None  # from the exchange on, everything waits for its turn
    k = decided_in_hand(h, seat)
    if k < TURNS_EACH:
        return Phase.DRAFT, draft_turn_of(h, seat, k)
    if k == TURNS_EACH and seat == h.second and not any(h.double_nil):
        return Phase.BIDDING, DRAFT_TURNS  # the first bid of all, after the whole draft
    return None


def may_act(game: GameState) -> tuple[int, ...]:
    """The seats that may decide now: the seat on turn first, then a seat that may act ahead."""
    if game.winner is not None:
        return ()
    on_turn = game.to_act
    other = 1 - on_turn
    return (on_turn, other) if ahead_step(game, other) is not None else (on_turn,)


def held_draft(h: HandState, seat: int, peek: bool) -> list[tuple[bool, DraftOutcome]]:
    """``seat``'s held draft turns, in order: whether each rejected, and what it gave."""
    done = len(h.seen_view[seat])
    out = []
    for j, action in enumerate(h.ahead[seat]):
        if not isinstance(action, (Keep, Reject)):
            break  # a held bid comes after every draft turn
        rejected = isinstance(action, Reject)
        out.append(
            (rejected, draft_outcome(h.stock, draft_turn_of(h, seat, done + j), rejected, peek))
        )
    return out


def held_bid(h: HandState, seat: int) -> int | None:
    """The bid ``seat`` holds, if it has gone that far ahead."""
    waiting = h.ahead[seat]
    return waiting[-1].tricks if waiting and isinstance(waiting[-1], Bid) else None


def ahead_view(game: GameState, seat: int) -> PlayerView:
    """The view ``seat`` would have at its next decision in strict alternation, built from the
    current position and the seat's own held decisions only. Raises ValueError when the seat
    may not act ahead now."""
    step = ahead_step(game, seat)
    if step is None:
        raise ValueError(f"seat {seat} may not decide ahead of its turn now")
    phase, turn = step
    h = game.hand
    mine = held_draft(h, seat, game.rules.peek_discard)
    hand = tuple(sorted([*h.hands[seat], *(o.kept for _, o in mine)]))
    # The other seat has taken every one of its turns before this one by then.
    theirs = len(range(0 if seat == h.second else 1, turn, 2))
    return game.view(seat)._replace(
        phase=phase,
        to_act=seat,
        hand=hand,
        drawn=h.stock[2 * turn] if phase is Phase.DRAFT else None,
        draft=h.seen_view[seat] + tuple(own_draft_turn(o.kept, o.seen, r) for r, o in mine),
        draft_turns_taken=turn,
        stock_left=52 - 2 * turn,
        discard_count=turn,
        opponent_hand_size=theirs,
        legal_actions=DRAFT_CHOICES if phase is Phase.DRAFT else game.bid_choices,
    )


def decisions_made(game: GameState) -> int:
    """Every decision of the game so far, applied or held: one more after each decision."""
    held = game.hand.ahead
    return game.actions_applied + len(held[0]) + len(held[1])


def held(game: GameState, seat: int) -> tuple[Action, ...]:
    return tuple(game.hand.ahead[seat])
