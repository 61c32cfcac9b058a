"""What each seat of a resumed game had been told before it was set aside.

A game continued from its save file starts with a log as full as the one that was left: the
record is played over with each seat listening, as the seat listened the first time.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from spades_tui.core import events as ev
from spades_tui.core.game import Game
from spades_tui.core.record import replay


@dataclass
class Told:
    logs: tuple[list[ev.Event], list[ev.Event]] = field(default_factory=lambda: ([], []))
    public: list[ev.Event] = field(default_factory=list)
    # For each seat, how many public events it had seen when it last decided: the hot-seat
    # hand-off tells it what came after.
    seen_public: list[int] = field(default_factory=lambda: [0, 0])


def told_so_far(game: Game) -> Told:
    told = Told()

    def listen(start: Game) -> None:
        for seat in (0, 1):
            for event in start.opening_events(seat):
                hear(seat, event)
            start.subscribe(lambda event, seat=seat: hear(seat, event), seat)

    def hear(seat: int, event: ev.Event) -> None:
        told.logs[seat].append(event)
        if seat == 0 and event.audience == ev.PUBLIC:
            told.public.append(event)

    for step in replay(game.to_record(), on_start=listen):
        told.seen_public[step.seat] = len(told.public)
    return told
