"""At start-up, when a game was left unfinished: continue it, or start a new one."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Static

from spades_tui.core.game import Game

CONTINUE, NEW = "continue", "new"


def describe_game(game: Game) -> str:
    names = [p.name for p in game.players]
    score = f"{names[0]} {game.scores[0]} · {names[1]} {game.scores[1]}"
    return f"{names[0]} and {names[1]}, hand {game.hand.number}\nScore: {score}"


class ResumeScreen(ModalScreen[str]):
    """Dismissed with CONTINUE or NEW."""

    BINDINGS = [
        Binding("c", "choose('continue')", "Continue"),
        Binding("n", "choose('new')", "New game"),
    ]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self._answered = False

    def compose(self) -> ComposeResult:
        with Vertical(classes="box") as box:
            box.border_title = "Unfinished game"
            yield Static(describe_game(self.game))
            yield Static(
                Text(
                    "\nc or Enter: continue it.  n: new game "
                    "(the unfinished one is kept in the history folder).\n",
                    style="dim",
                )
            )
            with Horizontal(classes="buttons"):
                yield Button("Continue", variant="primary", id=CONTINUE, compact=True)
                yield Button("New game", id=NEW, compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(f"#{CONTINUE}", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self._answer(event.button.id or CONTINUE)

    def _answer(self, choice: str) -> None:
        if not self._answered:  # a second key may arrive while the box is closing
            self._answered = True
            self.dismiss(choice)

    def action_choose(self, choice: str) -> None:
        self._answer(choice)
