"""Hosting again with a game left unfinished: go on with it, or start a new one.

Shown by ``spades-tui host`` (and by hosting from the home screen) when the hosted games'
folder holds a table whose game is not over. Continuing keeps the table, so the friend's old
join command still works; a new game keeps the old one in that table's history.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from spades_tui.core.game import Game
from spades_tui.i18n import N_, _, points
from spades_tui.ui.widgets.footer import Footer

CONTINUE, NEW, LEAVE = "continue", "new", "leave"


class ContinueHostedScreen(ModalScreen[str]):
    """Dismissed with CONTINUE, NEW or LEAVE (hosting ends, and the game stays kept)."""

    DEFAULT_CSS = """
    ContinueHostedScreen .buttons { height: auto; margin-top: 1; }
    ContinueHostedScreen .buttons Button { margin-right: 2; }
    """

    BINDINGS = [
        Binding("c", "choose('continue')", N_("Continue")),
        Binding("n", "choose('new')", N_("New game")),
        Binding("escape", "choose('leave')", N_("Leave"), key_display="Esc"),
    ]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self._chosen = False

    def compose(self) -> ComposeResult:
        game = self.game
        names = [p.name for p in game.players]
        ascii_only = bool(getattr(self.app, "ascii_only", False))
        with Vertical(classes="box") as box:
            box.border_title = _("Unfinished network game")
            # Names are data: built as Text, never read as markup.
            yield Static(
                Text(
                    _("{first} and {second}, hand {hand}\nScore: {first} {a}, {second} {b}").format(
                        first=names[0],
                        second=names[1],
                        hand=game.hand.number,
                        a=points(game.scores[0], ascii_only),
                        b=points(game.scores[1], ascii_only),
                    )
                )
            )
            yield Static(
                Text(
                    _(
                        "\nc or Enter: go on with it (your friend joins with the same command)."
                        "\nn: a new game (this one is kept in the table's history)."
                        "\nEsc: leave it for now (it stays kept).\n"
                    ),
                    style="dim",
                )
            )
            with Horizontal(classes="buttons"):
                yield Button(_("Continue"), variant="primary", id=CONTINUE, compact=True)
                yield Button(_("New game"), id=NEW, compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(f"#{CONTINUE}", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.action_choose(event.button.id or CONTINUE)

    def action_choose(self, choice: str) -> None:
        if not self._chosen:  # a second key may come while the box closes
            self._chosen = True
            self.dismiss(choice)
