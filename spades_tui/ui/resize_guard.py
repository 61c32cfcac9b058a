"""Screens lay themselves out at the terminal's size now, never at the size a late event says.

In Textual 8.2.8 a screen whose own size changes in a layout posts itself a Resize with that
size, and a screen shown behind another (the app's first, empty screen behind the table) is
laid out at every resize of the terminal too. While Textual holds back repaints (a widget
recomposing, such as the Footer fitting its keys to a new width, or the app exiting), such a
screen's repaints wait in its queue between those Resize copies, so Textual cannot merge them.
Two quick sizes then never end: each copy changes the size back and posts another, the screen
flips between the two, hogging the event loop, and the app neither
answers signals nor finishes exiting. Laid out at the app's size, a late copy changes nothing
and posts nothing, so the flipping cannot start.
"""

from __future__ import annotations

from textual import events
from textual.screen import Screen

_original_on_resize = Screen._on_resize


async def _on_resize_at_current_size(self: Screen[object], event: events.Resize) -> None:
    size = self.app.size
    if event.size != size and not self.app.is_inline:
        event.stop()
        event = events.Resize(size, size)
    await _original_on_resize(self, event)


def install() -> None:
    """Apply the guard to every screen, Textual's own included (idempotent)."""
    Screen._on_resize = _on_resize_at_current_size  # type: ignore[method-assign]
