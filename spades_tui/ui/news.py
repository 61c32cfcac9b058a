"""Core events in words, for the log beside the table and the hand-off screen.

A seat's log is fed only by that seat's subscription, so it can never name the other seat's
private cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from spades_tui.core import events as ev
from spades_tui.ui.cardtext import bid_text, label


def describe_event(event: ev.Event, names: Sequence[str], ascii_only: bool = False) -> str | None:
    def card(c: int) -> str:
        return label(c, ascii_only)

    if isinstance(event, ev.HandStarted):
        return f"Hand {event.hand} begins; {names[event.first]} draws first"
    if isinstance(event, ev.DoubleNilAnswered):
        if event.declared:
            return f"{names[event.seat]} declared double nil"
        return f"{names[event.seat]} declined double nil" if event.offered else None
    if isinstance(event, ev.DraftTurnTaken):
        return f"{names[event.seat]} took draft turn {event.turn}/13"
    if isinstance(event, ev.CardKept):
        text = f"You kept {card(event.kept)}"
        if event.discarded is not None:
            verb = "rejected" if event.rejected else "discarded"
            text += f" and {verb} {card(event.discarded)}"
        return text
    if isinstance(event, ev.Exchanged):
        if event.audience == ev.PUBLIC:
            cards = "card" if event.count == 1 else "cards"
            return f"{names[event.seat]} exchanged {event.count} {cards}"
        gave = " ".join(card(c) for c in event.gave) or "nothing"
        got = " ".join(card(c) for c in event.got) or "nothing"
        return f"You gave {gave} and got {got}"
    if isinstance(event, ev.BidMade):
        return (
            f"{names[event.seat]} bid {'double nil' if event.double_nil else bid_text(event.bid)}"
        )
    if isinstance(event, ev.CardPlayed):
        return f"{names[event.seat]} played {card(event.card)}"
    if isinstance(event, ev.SpadesBroken):
        return "Spades are broken"
    if isinstance(event, ev.TrickWon):
        return f"{names[event.winner]} won trick {event.number}"
    if isinstance(event, ev.HandScored):
        a, b = event.results
        return f"Hand {event.hand} scored: {names[0]} {a.score}, {names[1]} {b.score}"
    if isinstance(event, ev.GameOver):
        return f"{names[event.winner]} wins the game"
    return None
