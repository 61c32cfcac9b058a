"""What a spectator may see of a table: what a public observer at the table would.

Bids, the cards played to tricks, scores and bags, how many cards each player holds and how
far the draft has come; never a hand, a drawn card, a discard or an exchanged card. The view
is the core's ``SpectatorView`` with its private fields taken out on the server (they never
go on the wire) and put back empty on the client, so both sides share the core's strict
serializer for the rest. Events are only those whose audience is public.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from spades_tui.core import events as ev
from spades_tui.core.errors import DecodeError
from spades_tui.core.game import Game
from spades_tui.core.serial import spectator_from_dict, spectator_to_dict
from spades_tui.core.view import SpectatorView

# The SpectatorView fields that name private cards: left out of every spectator frame.
PRIVATE = ("hands", "drawn", "drafts", "exchanges")
EMPTY: dict[str, Any] = {
    "hands": [[], []],
    "drawn": None,
    "drafts": [[], []],
    "exchanges": [None, None],
}


@dataclass(frozen=True)
class PublicView:
    """A spectator's view: the public part of the game, and the counts that stand for the
    private part."""

    game: SpectatorView  # its hands, drawn card, drafts and exchanges are empty
    hand_sizes: tuple[int, int]
    exchanged: tuple[int | None, int | None]  # how many cards each seat exchanged, if it did


def public_view_dict(game: Game) -> dict[str, Any]:
    view = game.spectator_view()
    data = spectator_to_dict(view)
    for name in PRIVATE:
        del data[name]
    data["hand_sizes"] = [len(view.hands[0]), len(view.hands[1])]
    data["exchanged"] = [None if x is None else len(x[0]) for x in view.exchanges]
    return data


def public_view_from_dict(data: object) -> PublicView:
    """A spectator frame's view, read strictly; ValueError for a wrong shape (a view that
    names a private field is one)."""
    if not isinstance(data, dict):
        raise ValueError("a spectator's view is an object")
    extra = {"hand_sizes", "exchanged"}
    if set(PRIVATE) & set(data):
        raise ValueError("a spectator's view has no hand, draft or exchange")
    sizes, exchanged = data.get("hand_sizes"), data.get("exchanged")
    if not (isinstance(sizes, list) and len(sizes) == 2 and all(type(n) is int for n in sizes)):
        raise ValueError("'hand_sizes' is two whole numbers")
    if not (
        isinstance(exchanged, list)
        and len(exchanged) == 2
        and all(n is None or type(n) is int for n in exchanged)
    ):
        raise ValueError("'exchanged' is two whole numbers or nulls")
    rest = {k: v for k, v in data.items() if k not in extra}
    try:
        view = spectator_from_dict({**rest, **EMPTY})
    except DecodeError as exc:
        raise ValueError(str(exc)) from None
    return PublicView(view, (sizes[0], sizes[1]), (exchanged[0], exchanged[1]))


def public_events(events: list[ev.Event]) -> list[ev.Event]:
    return [e for e in events if e.audience == ev.PUBLIC]
