"""Shown instead of the game while the terminal is smaller than 80×24."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from spades_tui.i18n import _

MIN_WIDTH, MIN_HEIGHT = 80, 24


def fits(width: int, height: int) -> bool:
    return width >= MIN_WIDTH and height >= MIN_HEIGHT


class TooSmallScreen(Screen[None]):
    def compose(self) -> ComposeResult:
        yield Static(id="too-small")

    def on_mount(self) -> None:
        self._explain(*self.app.size)

    def on_screen_resume(self) -> None:
        # A screen opened over this one (the command palette) may close after the terminal
        # grew; no resize comes then, so the notice checks the size itself.
        if fits(*self.app.size):
            self.dismiss(None)

    def on_resize(self, event: events.Resize) -> None:
        self._explain(*self.app.size)  # the size now: a late event may say an older one

    def _explain(self, w: int, h: int) -> None:
        # One sentence a line: wrapped as one paragraph, a narrow terminal broke the size
        # across two lines ("(it is 60×20" / "now)").
        lines = (
            _("Please enlarge the terminal to at least {min_w}×{min_h}.").format(
                min_w=MIN_WIDTH, min_h=MIN_HEIGHT
            ),
            _("It is {w}×{h} now. The game waits and goes on when it fits.").format(w=w, h=h),
            # Every other key waits for the room: the one way out is said.
            _("ctrl+q quits."),
        )
        self.query_one("#too-small", Static).update("\n".join(lines))
