"""A small box over the table for something to read (last trick, exchange result)."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from spades_tui.i18n import N_, _
from spades_tui.ui.screens.over_the_table import fit_over_the_table
from spades_tui.ui.widgets.footer import Footer

NARROW_LINE = 46  # the characters of a line in the narrow box (.box in app.tcss)


class InfoScreen(ModalScreen[None]):
    BINDINGS = [Binding("enter,escape,space", "close", N_("Close"))]

    def __init__(
        self, title: str | Callable[[], str], body: Text | str | Callable[[], Text | str]
    ) -> None:
        """``title`` and ``body`` as words, or as functions that word them (in the language in
        use, again after a change of language)."""
        super().__init__()
        self.box_title = title
        self.body = body

    def compose(self) -> ComposeResult:
        title = self.box_title() if callable(self.box_title) else self.box_title
        body = self.body() if callable(self.body) else self.body
        plain = body.plain if isinstance(body, Text) else body
        # A word longer than the narrow box's line (a path) would be cut mid-word there.
        wide = max((len(word) for word in plain.split()), default=0) > NARROW_LINE
        with Vertical(classes="box wide" if wide else "box") as box:
            box.border_title = title
            # Plain text: a message may quote a path or a file's content holding [brackets].
            # It scrolls where it is taller than the screen (a list of problems).
            with VerticalScroll(id="info-body"):
                yield Static(Text(body) if isinstance(body, str) else body)
            yield Static(Text("\n" + _("Enter to close"), style="dim"))
        yield Footer()

    def on_mount(self) -> None:
        fit_over_the_table(self)

    def on_resize(self) -> None:
        fit_over_the_table(self)

    def relabel(self) -> None:
        self.refresh(recompose=True)

    def action_close(self) -> None:
        self.dismiss(None)
