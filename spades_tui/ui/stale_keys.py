"""Keys meant for a screen that has since gone do not act on the screen that replaced it.

Textual checks a key's bindings when the key has bubbled up to the app, against whatever screen
is on top by then. A key typed quickly enough can be read by one screen (a command palette
choosing a command) and reach the app after that screen has closed: an Enter queued behind
the one that chose a command then pressed the hot-seat hand-off's "I am ready", showing the
next player's cards. Mixed into an app, this drops such a key: one made before the screen on
top came up.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual._time import get_time  # the clock Textual stamps every message with


class DropsStaleKeys:
    _screen_since: float = 0.0

    def _screen_changed(self) -> None:
        self._screen_since = get_time()

    def push_screen(self, *args: Any, **kwargs: Any) -> Any:
        self._screen_changed()
        return super().push_screen(*args, **kwargs)  # type: ignore[misc]

    def pop_screen(self) -> Any:
        self._screen_changed()
        return super().pop_screen()  # type: ignore[misc]

    def switch_screen(self, *args: Any, **kwargs: Any) -> Any:
        self._screen_changed()
        return super().switch_screen(*args, **kwargs)  # type: ignore[misc]

    def _on_key(self, event: events.Key) -> None:
        # Textual runs the handler of every class in the app's ancestry; App's own (which
        # checks the bindings) runs after this one unless told not to.
        if event.time < self._screen_since:
            event.prevent_default()


def pressed_again(key: events.Key) -> events.Key:
    """``key`` to be posted to the app once more (held back, or bounced off a covered table),
    stamped with the time it was pressed: a key sent on as new would pass for one made after
    the screen now on top came up, and a box that came up after it was typed would be closed
    by it unseen (the double-nil exchange's, and then the hand-off's wait ran out with the
    last player still at the keyboard)."""
    again = events.Key(key.key, key.character)
    again.time = key.time
    return again
