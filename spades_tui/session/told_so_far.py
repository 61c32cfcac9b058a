"""What each seat of a resumed game had been told before it was set aside.

A game continued from its save file starts with a log as full as the one that was left: the
game is replayed (``core.replay``) with each seat listening, as the seat listened the first time.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from spades_tui.core import events as ev
from spades_tui.core.game import Game, Phase
from spades_tui.core.replay import fresh, one_by_one, steps


@dataclass
class Told:
    logs: tuple[list[ev.Event], list[ev.Event]] = field(default_factory=lambda: ([], []))
    public: list[ev.Event] = field(default_factory=list)
    # For each seat, how many public events it had seen when it last decided: the hot-seat
    # hand-off tells it what came after.
    seen_public: list[int] = field(default_factory=lambda: [0, 0])


def told_so_far(game: Game) -> Told:
    told = Told()

    def hear(seat: int, event: ev.Event) -> None:
        told.logs[seat].append(event)
        if seat == 0 and event.audience == ev.PUBLIC:
            told.public.append(event)

    again = fresh(game)
    for seat in (0, 1):
        for event in again.opening_events(seat):
            hear(seat, event)
        again.subscribe(lambda event, seat=seat: hear(seat, event), seat)
    decided: int | None = None  # who made the decision applied last
    for step in steps(again, one_by_one(game.decisions)):
        if decided is not None:  # what that decision did has been heard by now
            told.seen_public[decided] = len(told.public)
        decided = step.seat
    if decided is not None:
        told.seen_public[decided] = len(told.public)
    return told


def summary_left_on(game: Game) -> ev.HandScored | None:
    """The last hand's scores, when a resumed game stopped before the next hand began.

    The summary is what the table showed then, so a resumed game shows it again. A declined
    double-nil offer cannot be told from one that did not apply, so the summary may show once
    more than needed, which does no harm.
    """
    hand = game.hand
    untouched = not hand.draft and not any(hand.double_nil)
    if len(game.hands) < 2 or not untouched or game.phase is Phase.GAME_OVER:
        return None
    last = game.hands[-2]
    return ev.HandScored(ev.PUBLIC, last.number, last.result) if last.result else None
