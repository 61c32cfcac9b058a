"""The notice that the terminal is too small, over whatever shows, until it is large enough."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual import events
from textual.geometry import Size

from spades_tui.ui.screens.too_small import TooSmallScreen, fits

if TYPE_CHECKING:
    from textual.screen import Screen


class AsksForRoom:
    """Mixed into the app, which calls ``_check_size`` once its first screen is up."""

    _size_checked = False

    if TYPE_CHECKING:  # Textual's App, as far as this uses it
        size: Size
        screen: Screen[Any]
        screen_stack: list[Screen[Any]]

        def push_screen(self, screen: Any) -> Any: ...
        def pop_screen(self) -> Any: ...

    def on_resize(self, event: events.Resize) -> None:
        # The terminal's first size can come before the mount: a notice pushed then would
        # end up under the home screen, which then showed cut off. on_mount checks once set.
        if self._size_checked:
            self._check_size(event.size)

    def _check_size(self, size: Size | None = None) -> None:
        self._size_checked = True
        small = not fits(*(size or self.size))
        showing = any(isinstance(s, TooSmallScreen) for s in self.screen_stack)
        if small and not showing:
            self.push_screen(TooSmallScreen())
        elif not small and showing and isinstance(self.screen, TooSmallScreen):
            self.pop_screen()
