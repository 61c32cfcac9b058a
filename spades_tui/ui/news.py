"""Core events in words: the one place the log's lines are made, at the moment they are shown.

Logs keep the events themselves (data); ``log_lines`` turns the tail of a log into sentences
from one person's point of view: that seat is "you", the other is called by name. A seat's
log is fed only by that seat's subscription, so its lines can never name the other seat's
private cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from spades_tui.core import events as ev
from spades_tui.ui.cardtext import label

DOUBLE_NIL = "double nil"  # the one spelling used in every sentence here


def bid_words(bid: int, double_nil: bool) -> str:
    if double_nil:
        return DOUBLE_NIL
    return "nil" if bid == 0 else str(bid)


class _Speaker:
    """Names and verbs from the point of view of seat ``me`` (None: nobody is "you")."""

    def __init__(self, names: Sequence[str], me: int | None, ascii_only: bool) -> None:
        self.names, self.me, self.ascii_only = names, me, ascii_only

    def who(self, seat: int) -> str:
        return "You" if seat == self.me else self.names[seat]

    def does(self, seat: int, verb_you: str, verb_other: str) -> str:
        return f"{self.who(seat)} {verb_you if seat == self.me else verb_other}"

    def card(self, card: int) -> str:
        return label(card, self.ascii_only)


def describe_event(
    event: ev.Event, names: Sequence[str], me: int | None = None, ascii_only: bool = False
) -> str | None:
    """One event as a sentence, or None for events the log leaves out."""
    say = _Speaker(names, me, ascii_only)
    if isinstance(event, ev.HandStarted):
        return f"Hand {event.hand}: " + say.does(event.first, "draw", "draws") + " first"
    if isinstance(event, ev.DoubleNilAnswered):
        if event.declared:
            return say.does(event.seat, "declared", "declared") + f" {DOUBLE_NIL}"
        if event.offered:
            return say.does(event.seat, "declined", "declined") + f" {DOUBLE_NIL}"
        return None
    if isinstance(event, ev.DraftTurnTaken):
        # The drawer's own log has the CardKept line for the same turn.
        if event.seat == me:
            return None
        return f"{say.who(event.seat)} took draft turn {event.turn} of 13"
    if isinstance(event, ev.CardKept):
        return _kept(event, say)
    if isinstance(event, ev.Exchanged):
        if event.audience == ev.PUBLIC:
            if event.seat == me:
                return None  # the private line says which cards
            cards = "card" if event.count == 1 else "cards"
            return f"{say.who(event.seat)} exchanged {event.count} {cards}"
        gave = " ".join(say.card(c) for c in event.gave) or "nothing"
        got = " ".join(say.card(c) for c in event.got) or "nothing"
        return f"You gave {gave} and got {got}"
    if isinstance(event, ev.BidMade):
        return say.does(event.seat, "bid", "bid") + " " + bid_words(event.bid, event.double_nil)
    if isinstance(event, ev.CardPlayed):
        return say.does(event.seat, "played", "played") + " " + say.card(event.card)
    if isinstance(event, ev.SpadesBroken):
        return "Spades are broken"
    if isinstance(event, ev.TrickWon):
        return say.does(event.winner, "won", "won") + f" trick {event.number}"
    if isinstance(event, ev.HandScored):
        a, b = event.results
        return f"Hand {event.hand} scored: {names[0]} {a.score}, {names[1]} {b.score}"
    if isinstance(event, ev.GameOver):
        return say.does(event.winner, "win", "wins") + " the game"
    return None


def _kept(event: ev.CardKept, say: _Speaker) -> str:
    # Short enough for the side log (28 columns) with a 10 on both sides.
    kept = say.card(event.kept)
    if event.rejected:
        # The first card went face up to the discards; the second one had to be kept.
        assert event.discarded is not None
        return f"You rejected {say.card(event.discarded)}, took {kept}"
    if event.discarded is None:
        return f"You kept {kept}, next face down"
    return f"You kept {kept}, discarded {say.card(event.discarded)}"


def log_lines(
    log: Sequence[ev.Event],
    names: Sequence[str],
    me: int | None,
    ascii_only: bool = False,
    last: int = 40,
) -> list[str]:
    """The newest ``last`` sentences of ``log``, oldest first."""
    out: list[str] = []
    for event in reversed(log):
        text = describe_event(event, names, me, ascii_only)
        if text:
            out.append(text)
            if len(out) == last:
                break
    out.reverse()
    return out
