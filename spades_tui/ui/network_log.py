"""What a network seat's log is made of: the events its updates bring, and the computer's
reasons for its bids, each put after the score of its hand as at a local table."""

from __future__ import annotations

from spades_tui.core import events as ev
from spades_tui.net.client import Update
from spades_tui.ui.bid_reasons_again import Reasons, woven
from spades_tui.ui.news import BidExplained

KEPT = 400  # events kept: more than the side log shows


class NetworkLog:
    def __init__(self) -> None:
        self._events: list[ev.Event] = []
        self._reasons: Reasons = {}

    def take(self, update: Update) -> None:
        """An update's events: after a (re)join, or a rematch, the seat's whole log."""
        if update.log:
            self._events = list(update.events)
            self._reasons = {}
        else:
            self._events.extend(update.events)
            del self._events[:-KEPT]
        for hand, seat, reason in update.reasons:
            self._reasons[hand, seat] = BidExplained(ev.PUBLIC, seat, reason)

    def events(self) -> list[ev.Event]:
        return woven(self._events, self._reasons, at_bid=False)

    def newest_reasons(self) -> list[ev.Event]:
        """The reasons told with the newest hand's score: its summary says them too, as a
        narrow log soon scrolls them away."""
        scored = [e.hand for e in self._events if isinstance(e, ev.HandScored)]
        hand = scored[-1] if scored else None
        return [self._reasons[hand, s] for s in (0, 1) if (hand, s) in self._reasons]
