"""Textual's command palette, minus three crashes of the pinned Textual version (8.2.8), and
with its "No matches found" said in the player's language.

Keys typed quickly (or pasted) can reach the palette while it opens or closes:
- PageUp or PageDown raise KeyError when the list has options but no room to lay them out yet
  (just opened, or a tiny terminal);
- a second Enter queued behind the one that chose a command dismisses the palette again, which
  pops the screen below it (or fails on an empty stack);
- the command search finishing after the palette closed looks for its list and finds none.
"""

from __future__ import annotations

import contextlib
from typing import Any

from rich.align import Align
from rich.text import Text
from textual import on
from textual.command import CommandList, CommandPalette, SearchIcon
from textual.css.query import NoMatches
from textual.widgets import Button, Input
from textual.widgets.option_list import Option

from spades_tui.i18n import _


class SafeCommandPalette(CommandPalette):
    def __init__(self, placeholder: str | None = None, **kwargs: Any) -> None:
        # Textual's own placeholder is English: say it in the player's language.
        super().__init__(placeholder=placeholder or _("Search for commands…"), **kwargs)

    def on_mount(self) -> None:
        if getattr(self.app, "ascii_only", False):
            # The magnifier of the search line, in letters (its words are plain already).
            with contextlib.suppress(NoMatches):
                self.query_one(SearchIcon).icon = ">"

    def _action_command_list(self, action: str) -> None:
        if action in ("page_up", "page_down"):
            found = self.query(CommandList)
            if not found or not found.first().scrollable_content_region:
                return
        super()._action_command_list(action)

    @on(Input.Submitted)
    @on(Button.Pressed)
    def _select_or_command(self, event: Input.Submitted | Button.Pressed | None = None) -> None:
        if event is not None:
            # Textual dispatches the base class's handler too unless told not to.
            event.prevent_default()
        if self.app.screen is self:
            super()._select_or_command(event)
        elif event is not None:
            event.stop()

    def _start_no_matches_countdown(self, search_value: str) -> None:
        # As Textual's own (8.2.8), whose line is English and written inside it.
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if not search_value:  # browsing the commands, not searching: nothing to say
                self._list_visible = False
                return
            with contextlib.suppress(NoMatches):  # the palette may have closed meanwhile
                line = Align.center(Text(_("No matches found"), style="not bold"))
                self.query_one(CommandList).add_option(
                    Option(line, disabled=True, id=self._NO_MATCHES)
                )
                self._list_visible = True

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)

    def _watch__list_visible(self) -> None:
        with contextlib.suppress(NoMatches):
            super()._watch__list_visible()
