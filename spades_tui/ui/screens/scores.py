"""Score tables: the hand just scored, the game's hand-by-hand history, and game over."""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Static

from spades_tui.core.events import SeatResult
from spades_tui.ui.cardtext import bid_text

Results = tuple[SeatResult, SeatResult]


def hand_table(names: Sequence[str], results: Results) -> Table:
    table = Table(box=None, pad_edge=False, show_edge=False)
    table.add_column("")
    for name in names:
        table.add_column(name[:16], justify="right")
    rows = [
        ("Bid", [bid_text(r.bid) + (" (double)" if r.double_nil else "") for r in results]),
        ("Tricks", [str(r.tricks) for r in results]),
        ("Points", [f"{r.points:+d}" for r in results]),
        ("Bags added", [str(r.bags_added) for r in results]),
        ("Bag penalty", [f"-{r.bag_penalty}" if r.bag_penalty else "0" for r in results]),
        ("Bags now", [str(r.bags) for r in results]),
        ("Total", [str(r.score) for r in results]),
    ]
    for name, cells in rows:
        table.add_row(name, *cells, style="bold" if name == "Total" else "")
    return table


def history_table(names: Sequence[str], history: Sequence[Results]) -> Table:
    table = Table(box=None, pad_edge=False, show_edge=False)
    table.add_column("Hand", justify="right")
    for name in names:
        table.add_column(f"{name[:12]} bid/won", justify="right")
        table.add_column("pts", justify="right")
        table.add_column("total", justify="right")
    for number, results in enumerate(history, 1):
        cells = [str(number)]
        for r in results:
            bid = "DN" if r.double_nil else bid_text(r.bid)
            cells += [f"{bid}/{r.tricks}", f"{r.points - r.bag_penalty:+d}", str(r.score)]
        table.add_row(*cells)
    return table


class HandOverScreen(ModalScreen[None]):
    """Shown after every hand; Enter goes on (in a watched game it also goes on by itself)."""

    BINDINGS = [
        Binding("enter,space", "close", "Continue"),
        # A modal screen hides the app's keys, and the scoring help is most wanted here.
        Binding("question_mark,f1", "app.help", "Help", key_display="?"),
    ]

    def __init__(self, names: Sequence[str], hand: int, results: Results, auto: float = 0) -> None:
        super().__init__()
        self.names, self.hand, self.results, self.auto = names, hand, results, auto

    def compose(self) -> ComposeResult:
        with Vertical(classes="box") as box:
            box.border_title = f"Hand {self.hand} scored"
            yield Static(hand_table(self.names, self.results))
            yield Static(Text("\nEnter to continue", style="dim"))
        yield Footer()

    def on_mount(self) -> None:
        if self.auto:
            self.set_timer(self.auto, self.action_close)

    def action_close(self) -> None:
        if self.is_current:
            self.dismiss(None)


class HistoryScreen(ModalScreen[None]):
    BINDINGS = [Binding("enter,escape,s", "close", "Close")]

    def __init__(self, names: Sequence[str], history: Sequence[Results]) -> None:
        super().__init__()
        self.names, self.history = names, history

    def compose(self) -> ComposeResult:
        with Vertical(classes="box wide") as box:
            box.border_title = "Hand history"
            yield Static(history_table(self.names, self.history))
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)


class GameOverScreen(Screen[str]):
    """Dismissed with "new" or "quit"."""

    BINDINGS = [
        Binding("n", "choose('new')", "New game"),
        Binding("q", "choose('quit')", "Quit"),
    ]

    def __init__(self, names: Sequence[str], winner: int, history: Sequence[Results]) -> None:
        super().__init__()
        self.names, self.winner, self.history = names, winner, history

    def compose(self) -> ComposeResult:
        final = self.history[-1]
        with Vertical(classes="box wide"):
            yield Static(Text(f"{self.names[self.winner]} wins!", style="bold"), id="winner")
            yield Static(
                f"Final score: {self.names[0]} {final[0].score} · "
                f"{self.names[1]} {final[1].score}\n"
            )
            yield Static(history_table(self.names, self.history))
            yield Static(Text("\nn: new game   q: quit", style="dim"))
        yield Footer()

    def action_choose(self, what: str) -> None:
        self.dismiss(what)
