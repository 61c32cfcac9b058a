"""A small box over the table for something to read (last trick, exchange result)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from spades_tui.i18n import N_, _


class InfoScreen(ModalScreen[None]):
    BINDINGS = [Binding("enter,escape,space", "close", N_("Close"))]

    def __init__(self, title: str, body: Text | str) -> None:
        super().__init__()
        self.box_title = title
        self.body = body

    def compose(self) -> ComposeResult:
        with Vertical(classes="box") as box:
            box.border_title = self.box_title
            # Plain text: a message may quote a path or a file's content holding [brackets].
            yield Static(Text(self.body) if isinstance(self.body, str) else self.body)
            yield Static(Text("\n" + _("Enter to close"), style="dim"))
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
