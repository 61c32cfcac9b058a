"""The end of a network game: the same final screen, with a rematch both players must agree to.

``r`` asks the server for a rematch; it starts when the other player has asked too, and the
table then comes back by itself with the new game. ``q`` leaves. There is no "new game" here:
a different game is a new table.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.widgets import Static

from spades_tui.i18n import N_
from spades_tui.ui.screens.scores import GameOverScreen


class NetworkGameOverScreen(GameOverScreen):
    BINDINGS = [
        Binding("r", "rematch", N_("Rematch")),
        Binding("n", "nothing", show=False),  # the local screen's "new game" means nothing here
        Binding("q", "choose('quit')", N_("Leave")),
    ]

    class RematchWanted(Message):
        """The player pressed r."""

    def __init__(self, *args: Any, rematch: str, **kwargs: Any) -> None:
        """``rematch``: where a rematch stands, said in place of the local line of choices."""
        super().__init__(*args, **kwargs)
        self.rematch = rematch

    def choices(self) -> str:
        return self.rematch

    def say(self, words: str) -> None:
        """Replace the line of choices (the table says where a rematch stands, from when the
        screen is up); names in ``words`` are data, never markup."""
        self.query_one("#choices", Static).update(Text(words, style="bold"))

    def action_rematch(self) -> None:
        self.post_message(self.RematchWanted())

    def action_nothing(self) -> None:
        pass
