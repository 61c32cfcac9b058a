"""Both players' standing: totals, progress to the target, bags, this hand's bids and tricks."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from spades_tui.core.view import PlayerView
from spades_tui.ui.cardtext import bid_text

BAR = 10


class Scoreboard(Static):
    """Shows only public facts of a view, so any seat's view may feed it."""

    DEFAULT_CSS = """
    Scoreboard { width: 26; height: auto; border: round $primary; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None, ascii_only: bool = False) -> None:
        super().__init__(id=id)
        self.ascii_only = ascii_only
        self.border_title = "Score"

    def show(self, view: PlayerView) -> None:
        self.update(scoreboard_text(view, self.ascii_only))


def scoreboard_text(view: PlayerView, ascii_only: bool = False) -> Text:
    rules = view.rules
    out = Text(no_wrap=True, overflow="ellipsis")
    out.append(f"Hand {view.hand_number}", style="bold")
    out.append(f"   to {rules.target}\n")
    full, empty = ("#", ".") if ascii_only else ("█", "░")
    for seat in (0, 1):
        role = "1st" if seat == view.first else "2nd"
        out.append(f"{view.names[seat][:15]}", style="bold")
        out.append(f" ({role})\n", style="dim")
        score = view.scores[seat]
        filled = max(0, min(BAR, score * BAR // rules.target)) if rules.target else 0
        out.append(f"{score:>5} ")
        out.append(full * filled, style="green")
        out.append(empty * (BAR - filled) + "\n", style="dim")
        bid = bid_text(view.bids[seat])
        if view.double_nil[seat]:
            bid = "dbl nil"
        out.append(f" bid {bid:<7} won {view.tricks_won[seat]:>2}\n")
        out.append(f" bags {view.bags[seat]}/{rules.bag_limit}\n", style="dim")
    spade = "Spades" if ascii_only else "♠"
    if view.spades_broken:
        out.append(f"{spade} broken", style="bold")
    else:
        out.append(f"{spade} not broken", style="dim")
    return out
