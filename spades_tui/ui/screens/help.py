"""Help: the keys and the full rules, read from the documents shipped inside the package."""

from __future__ import annotations

from importlib.resources import files

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Markdown


def read_doc(name: str) -> str:
    try:
        return (files("spades_tui") / "docs" / name).read_text(encoding="utf-8")
    except OSError:
        return f"*The document {name} is missing from this installation.*"


class HelpScreen(Screen[None]):
    BINDINGS = [
        Binding("escape,q,question_mark,f1", "close", "Close"),
        Binding("up,k", "scroll(-1)", "Scroll", key_display="↑↓", show=True),
        Binding("down,j", "scroll(1)", show=False),
        Binding("pageup", "scroll(-15)", show=False),
        Binding("pagedown,space", "scroll(15)", show=False),
    ]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help"):
            yield Markdown(read_doc("keys.md") + "\n\n" + read_doc("rules.md"))
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#help").focus()

    def action_scroll(self, lines: int) -> None:
        self.query_one("#help", VerticalScroll).scroll_relative(y=lines, animate=False)

    def action_close(self) -> None:
        self.dismiss(None)
