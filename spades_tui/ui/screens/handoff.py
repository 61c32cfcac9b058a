"""The privacy screen of a hot-seat game: nothing private shows until the next player is ready."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from spades_tui.i18n import N_, _
from spades_tui.ui.phrase import fill
from spades_tui.ui.widgets.footer import Footer


class HandoffScreen(Screen[None]):
    BINDINGS = [Binding("enter", "ready", N_("I am ready"))]

    def __init__(self, name: str, news: Callable[[], Sequence[str]]) -> None:
        """``news`` words what happened since the player's last turn, in the language in use."""
        super().__init__()
        self.player = name
        self.news = news

    def compose(self) -> ComposeResult:
        with Vertical(classes="box"):
            yield Static(fill(_("Pass to {name}"), style="bold", name=self.player), id="pass-to")
            ready = fill(_("{name}: press Enter when ready."), name=self.player)
            yield Static(Text("\n").append_text(ready).append("\n"))
            news = self.news()
            if news:
                since = _("Since your last turn:")
                yield Static(Text(since + "\n" + "\n".join(news), style="dim"))
        yield Footer()

    def relabel(self) -> None:
        self.refresh(recompose=True)

    def action_ready(self) -> None:
        self.dismiss(None)
