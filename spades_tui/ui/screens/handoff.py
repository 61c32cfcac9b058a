"""The privacy screen of a hot-seat game: nothing private shows until the next player is ready."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static


class HandoffScreen(Screen[None]):
    BINDINGS = [Binding("enter", "ready", "I am ready")]

    def __init__(self, name: str, news: Sequence[str]) -> None:
        super().__init__()
        self.player = name
        self.news = news

    def compose(self) -> ComposeResult:
        with Vertical(classes="box"):
            yield Static(Text(f"Pass to {self.player}", style="bold"), id="pass-to")
            yield Static(Text(f"\n{self.player}: press Enter when ready.\n"))
            if self.news:
                yield Static(Text("Since your last turn:\n" + "\n".join(self.news), style="dim"))
        yield Footer()

    def action_ready(self) -> None:
        self.dismiss(None)
