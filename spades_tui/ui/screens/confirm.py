"""A question before a step that cannot be taken back: go on with it, or stay.

Dismissed with True (go on) or False (stay). Enter takes the button with the focus (the one
that goes on, at first: the person has just asked for the step), Esc stays.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from spades_tui.i18n import N_
from spades_tui.ui.widgets.footer import Footer

GO_ON, STAY = "go-on", "stay"


class ConfirmScreen(ModalScreen[bool]):
    DEFAULT_CSS = """
    ConfirmScreen .buttons { height: auto; margin-top: 1; }
    ConfirmScreen .buttons Button { margin-right: 2; }
    """

    BINDINGS = [Binding("escape", "choose(False)", N_("Stay"), key_display="Esc")]

    def __init__(self, title: str, body: Text, go_on: str, stay: str, keys: str) -> None:
        """``body``: plain Text (it may quote names and addresses); ``keys``: a line that
        says which keys answer."""
        super().__init__()
        self.box_title, self.body, self.go_on, self.stay, self.keys = title, body, go_on, stay, keys
        # Esc is named in the footer as the button that stays is ("Keep", "Stay"...).
        self._bindings = BindingsMap([Binding("escape", "choose(False)", stay, key_display="Esc")])
        self._chosen = False

    def compose(self) -> ComposeResult:
        with Vertical(classes="box wide") as box:
            box.border_title = self.box_title
            yield Static(self.body)
            yield Static(Text("\n" + self.keys, style="dim"))
            with Horizontal(classes="buttons"):
                yield Button(self.go_on, variant="primary", id=GO_ON, compact=True)
                yield Button(self.stay, id=STAY, compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(f"#{GO_ON}", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.action_choose(event.button.id == GO_ON)

    def action_choose(self, go_on: bool) -> None:
        if not self._chosen:  # a second key may come while the box closes
            self._chosen = True
            self.dismiss(go_on)
