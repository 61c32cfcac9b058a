"""Both players' standing: totals, points still to go, bags."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from spades_tui.core.view import PlayerView
from spades_tui.ui.cardtext import glyphs


class Scoreboard(Static):
    """Shows only public facts of a view, so any seat's view may feed it."""

    DEFAULT_CSS = """
    Scoreboard { height: auto; border: round $primary; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None, ascii_only: bool = False) -> None:
        super().__init__(id=id)
        self.ascii_only = ascii_only
        self.border_title = "Score"

    def show(self, view: PlayerView, you: int | None = None) -> None:
        self.border_title = (
            f"Hand {view.hand_number} {glyphs(self.ascii_only).dot} to {view.rules.target}"
        )
        width = max(18, self.content_size.width or 20)
        self.update(scoreboard_text(view, self.ascii_only, you, width))


def scoreboard_text(
    view: PlayerView, ascii_only: bool = False, you: int | None = None, width: int = 20
) -> Text:
    rules = view.rules
    out = Text(no_wrap=True, overflow=glyphs(ascii_only).overflow, end="")
    for seat in (0, 1):
        if seat:
            out.append("\n")
        tag = " (you)" if seat == you else ""
        score = str(view.scores[seat])
        room = max(1, width - len(score) - len(tag) - 1)
        name = view.names[seat][:room]
        out.append(name, style="bold")
        out.append(tag, style="dim")
        out.append(" " * (width - len(name) - len(tag) - len(score)) + score + "\n", style="bold")
        # In words, not a bar: a bar beside the bag count was read as a bag meter.
        bags = f"bags {view.bags[seat]}/{rules.bag_limit}"
        to_go = f"{max(0, rules.target - view.scores[seat])} to go"
        out.append(bags + " " * max(1, width - len(bags) - len(to_go)) + to_go, style="dim")
    return out
