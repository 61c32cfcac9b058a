"""The views of a game's position: what one seat may know, and what a spectator may.

Built in one step from the game's state (``core/state.py`` names what is read), as often as
every decision of a search asks for one, so they are kept plain and fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spades_tui.core.phases import Phase
from spades_tui.core.view import PlayerView, SpectatorView

if TYPE_CHECKING:
    from spades_tui.core.actions import Action
    from spades_tui.core.state import GameState

_DRAFT = Phase.DRAFT

# Views are built in one step, as ``tuple.__new__`` builds any named tuple.
_new_view = tuple.__new__
_NO_ACTIONS: tuple[Action, ...] = ()


def make_spectator_view(game: GameState) -> SpectatorView:
    h = game.hand
    turn = len(h.draft)
    drawing = game.phase is _DRAFT and game.winner is None
    return SpectatorView(
        names=game.names,
        rules=game.rules,
        phase=game.phase,
        to_act=game.to_act,
        hand_number=h.number,
        first=h.first,
        scores=(game.scores[0], game.scores[1]),
        bags=(game.bags[0], game.bags[1]),
        hands=(tuple(h.hands[0]), tuple(h.hands[1])),
        drawn=h.stock[2 * turn] if drawing else None,
        drafts=(h.seen_view[0], h.seen_view[1]),
        draft_turns_taken=turn,
        stock_left=52 - 2 * turn,
        discard_count=len(h.discards),
        double_nil=h.double_nil_view,
        exchanges=(h.my_exchange[0], h.my_exchange[1]),
        bids=h.bids_view,
        tricks_won=(h.won[0], h.won[1]),
        tricks=h.tricks_view,
        spades_broken=h.spades_broken,
        history=game.history,
        winner=game.winner,
    )


def make_view(game: GameState, seat: int) -> PlayerView:
    if seat != 0 and seat != 1:
        raise ValueError(f"a seat is 0 or 1, got {seat!r}")
    h = game.hand
    scores, bags = game.scores, game.bags
    phase = game.phase
    to_act = game.to_act
    turn = len(h.draft)
    acting = to_act == seat and game.winner is None
    if acting:
        legal = game.legal_actions()
        drawn = h.stock[2 * turn] if phase is _DRAFT else None
    else:
        legal, drawn = _NO_ACTIONS, None
    return _new_view(
        PlayerView,
        (
            seat,
            game.names,
            game.rules,
            phase,
            to_act,
            h.number,
            h.first,
            (scores[0], scores[1]),
            (bags[0], bags[1]),
            tuple(h.hands[seat]),
            drawn,
            h.seen_view[seat],
            turn,
            52 - 2 * turn,
            len(h.discards),
            h.double_nil_view,
            h.exchanged_view,
            h.my_exchange[seat],
            h.bids_view,
            (h.won[0], h.won[1]),
            h.tricks_view,
            h.spades_broken,
            len(h.hands[1 - seat]),
            legal,
            game.history,
            game.winner,
        ),
    )
