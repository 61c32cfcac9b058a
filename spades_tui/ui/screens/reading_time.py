"""Screens that take their go-on key only once they have been on view long enough to read.

A key pressed for the screen before (the last card of a trick, the "any key" that ends a
trick's pause) can arrive just as such a screen comes up. Taken as "go on", it would pass a
hot-seat hand-off (showing the next player's hand to the last one) or close a hand's summary
before anyone read it. So the go-on actions are refused until the screen has been on view
for ``READ_TIME`` seconds with no key pressed: a key pressed meanwhile (Enter pressed again
and again, or held down) starts the wait again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events
from textual.timer import Timer

if TYPE_CHECKING:
    from textual.screen import Screen

    _Screen = Screen[None]
else:
    _Screen = object


class ReadingTime(_Screen):
    """Mixed into a screen (before its Screen class): ``GO_ON`` names the actions held back."""

    READ_TIME = 0.5
    GO_ON: tuple[str, ...] = ()
    armed = False
    _arming: Timer | None = None

    def on_mount(self) -> None:
        # Textual calls the on_mount of every class of the screen, this one's included.
        self.armed = self.READ_TIME <= 0
        if not self.armed:
            # Counted from the first paint: on a busy machine that can come well after mount.
            self.call_after_refresh(self._wait_to_arm)

    def _wait_to_arm(self) -> None:
        if self._arming is not None:
            self._arming.stop()
        self._arming = self.set_timer(self.READ_TIME, self._arm)

    def on_key(self, event: events.Key) -> None:
        if not self.armed and self._arming is not None:
            self._wait_to_arm()  # a key while it cannot be read yet: the wait starts again
            self.kept_waiting()

    def kept_waiting(self) -> None:
        """Called for each key that starts the wait again: say why nothing happened, if the
        screen has words for it."""

    def _arm(self) -> None:
        self.armed = True
        self.now_readable()
        self.refresh_bindings()

    def now_readable(self) -> None:
        """Called once the go-on keys count: show that they do."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # The footer offers a go-on key only once it counts, so what it shows is what works.
        return self.armed or action not in self.GO_ON
