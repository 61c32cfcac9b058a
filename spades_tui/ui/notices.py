"""How long a notice stays up at a table: as long as what it says matters.

A notice that asks nothing of the player (a shuffle verified, watching turned off, the codes
to keep) goes after Textual's usual few seconds, or as soon as the player makes a decision:
by then it has been seen, and it would only cover the table. One that matters stays until it
no longer holds: that the other player has left stays until they are back (or the game is
over), an alarm about a shuffle for as long as the player is at the table, and that every
trick left can be claimed for as long as it can, and that our own connection is lost until
it is back (the status line says it too, with the countdown, but a summary or a dialog over
the table hides that line).

The notices are plain text: names and codes come from people and servers, never markup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.notifications import Notification, Notify, SeverityLevel

if TYPE_CHECKING:
    from textual.app import App

# Long enough to be "until it no longer holds": such a notice is taken down by ``end``.
STANDING_SECONDS = 24 * 3600.0


class Notices:
    """The notices a table has up, and what takes each down."""

    def __init__(self, app: App[object]) -> None:
        self.app = app
        self._brief: list[Notification] = []
        self._standing: dict[str, Notification] = {}

    def brief(self, words: str, severity: SeverityLevel = "information") -> None:
        """A notice that needs no answer: gone in a few seconds, or when the player acts."""
        self._brief.append(self._show(words, severity, self.app.NOTIFICATION_TIMEOUT))

    def stand(self, key: str, words: str, severity: SeverityLevel = "warning") -> None:
        """A notice that stays until ``end(key)``: what it says holds until then."""
        self.end(key)
        self._standing[key] = self._show(words, severity, STANDING_SECONDS)

    def holds(self, key: str) -> bool:
        """Whether the notice ``key`` is up."""
        return key in self._standing

    def end(self, key: str) -> None:
        """What the notice ``key`` said no longer holds."""
        notification = self._standing.pop(key, None)
        if notification is not None:
            self._take_down(notification)

    def end_all(self) -> None:
        """The table is over for this player: nothing said about it holds any longer."""
        for key in list(self._standing):
            self.end(key)

    def table_left(self) -> None:
        """The player has left the table: nothing said of it stays up, not even in passing."""
        self.end_all()
        self.acted()

    def acted(self) -> None:
        """The player made a decision: the notices that asked nothing of them have done."""
        for notification in self._brief:
            self._take_down(notification)
        self._brief.clear()

    def _show(self, words: str, severity: SeverityLevel, seconds: float) -> Notification:
        notification = Notification(words, "", severity, seconds, markup=False)
        self.app.post_message(Notify(notification))
        return notification

    def _take_down(self, notification: Notification) -> None:
        # Expired at once, so one not yet shown (its message still on its way) never shows;
        # Textual offers no public way to take down one notice, only all of them.
        notification.timeout = 0
        if notification in self.app._notifications:
            self.app._unnotify(notification)
