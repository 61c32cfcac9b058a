"""Helpers for the network tests: a live server on loopback, and a privacy checker for frames."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from spades_tui.core.cards import CARDS
from spades_tui.core.game import Game, Phase
from spades_tui.net.server import Table

CODES = {c.code for c in CARDS}


def strings_in(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings_in(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings_in(v)


def keys_in(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from keys_in(v)
    elif isinstance(value, list):
        for v in value:
            yield from keys_in(v)


def seen_now(game: Game, seat: int) -> set[str]:
    """Cards ``seat`` may know at this moment, read from the game itself (the record's truth):
    its hand, the card it is deciding on, the discards it saw, its exchange, the tricks."""
    h = game.hand
    known = {CARDS[c].code for c in h.hands[seat]}
    if game.phase is Phase.DRAFT and game.to_act == seat:
        known.add(CARDS[h.stock[2 * len(h.draft)]].code)
    # The hand before too: the update that ends a hand arrives when the next one has begun.
    for hand in game.hands[-2:]:
        for turn in hand.draft:
            if turn.seat == seat:
                known.add(CARDS[turn.kept].code)
                if turn.rejected or game.rules.peek_discard:
                    known.add(CARDS[turn.discarded].code)
        for entry in hand.exchange:
            if entry.seat == seat:
                known.update(CARDS[c].code for c in entry.gave + entry.got)
        for trick in hand.tricks:
            known.update(CARDS[c].code for c in trick.cards)
    return known


class PrivacyWatch:
    """A server tap: every frame to a seat may name only cards that seat has come to know.

    Knowledge is cumulative over the game (a rejoining seat's log may recall earlier hands),
    and it is taken from the live game at the moment the frame is sent.
    """

    def __init__(self) -> None:
        self.known: dict[tuple[str, int], set[str]] = {}
        self.frames = [0, 0]
        self.leaks: list[str] = []

    def __call__(self, table: Table, seat: int, text: str) -> None:
        self.frames[seat] += 1
        known = self.known.setdefault((table.id, seat), set())
        if table.game is not None:
            known |= seen_now(table.game, seat)
        data = json.loads(text)
        forbidden = {"seed", "stock"} & set(keys_in(data))
        if forbidden:
            self.leaks.append(f"seat {seat} was sent {sorted(forbidden)} in {data['type']}")
        leaked = {s for s in strings_in(data) if s in CODES} - known
        if leaked:
            self.leaks.append(f"seat {seat} was sent {sorted(leaked)} in {data['type']}")
