"""Past games: a list, newest first, and the chosen game hand by hand with its score chart."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from spades_tui.analysis.text import safe
from spades_tui.history import UNREADABLE, HistoryEntry
from spades_tui.ui.screens.new_game import ascii_css
from spades_tui.ui.screens.scores import history_table
from spades_tui.ui.widgets.score_chart import ScoreChart


def entry_prompt(entry: HistoryEntry) -> Text:
    """Two lines for the list: when and who, then the result. Names stay plain text."""
    when = entry.when.strftime("%d %b %Y %H:%M") if entry.when else "date unknown"
    if entry.status == UNREADABLE:
        return Text.assemble((when, "bold"), "\n", (f"unreadable: {entry.path.name}", "red"))
    names = f"{safe(entry.names[0])} - {safe(entry.names[1])}"
    head = Text.assemble((when, "bold"), f"  {entry.mode}", "\n", names)
    tail = f"{entry.result}, {entry.hands} hand{'s' if entry.hands != 1 else ''}"
    head.append(f"\n{safe(tail)}", "dim")
    return head


class GameHistoryScreen(Screen[None]):
    """Named apart from the in-game hand history (``scores.HistoryScreen``)."""

    DEFAULT_CSS = """
    GameHistoryScreen #games { width: 38; height: 1fr; border: round $primary; }
    GameHistoryScreen.-ascii #games { border: ascii $primary; }
    GameHistoryScreen #games:focus { border: round $accent; }
    GameHistoryScreen.-ascii #games:focus { border: ascii $accent; }
    GameHistoryScreen #preview { width: 1fr; height: 1fr; padding: 0 1; }
    GameHistoryScreen #summary { height: auto; }
    GameHistoryScreen #hands { height: auto; margin-top: 1; }
    GameHistoryScreen ScoreChart { height: 14; min-width: 30; }
    GameHistoryScreen #empty { padding: 1 2; }
    """ + ascii_css("GameHistoryScreen")

    BINDINGS = [
        Binding("escape,q", "close", "Back"),
        Binding("enter", "replay", "Replay"),
        Binding("r", "review", "Review"),
    ]

    def __init__(self, entries: list[HistoryEntry], ascii_only: bool = False) -> None:
        super().__init__()
        self.entries = entries
        self.ascii_only = ascii_only

    def compose(self) -> ComposeResult:
        if not self.entries:
            yield Static(
                Text("No games yet: finished and set-aside games appear here."), id="empty"
            )
        else:
            with Horizontal():
                options = [Option(entry_prompt(e), id=str(i)) for i, e in enumerate(self.entries)]
                yield OptionList(*options, id="games")
                with VerticalScroll(id="preview"):
                    yield Static(id="summary")
                    yield Static(id="hands")
        yield Footer()

    def on_mount(self) -> None:
        self.set_class(self.ascii_only, "-ascii")
        if self.entries:
            games = self.query_one(OptionList)
            games.focus()
            games.highlighted = 0

    @on(OptionList.OptionHighlighted)
    async def _preview(self, event: OptionList.OptionHighlighted) -> None:
        entry = self.entries[int(event.option.id or 0)]
        await self.show(entry)

    async def show(self, entry: HistoryEntry) -> None:
        for chart in self.query(ScoreChart):
            await chart.remove()
        summary = self.query_one("#summary", Static)
        hands = self.query_one("#hands", Static)
        if entry.game is None:
            summary.update(Text(entry.problem))
            hands.update("")
            return
        names = [safe(n) for n in entry.names]
        summary.update(Text(f"{names[0]} - {names[1]}, {entry.mode}: {safe(entry.result)}"))
        history = entry.game.history
        if not history:
            hands.update(Text("No hand was finished.", style="dim"))
            return
        hands.update(history_table(names, history))
        if not self.ascii_only:  # plotext draws its axes in box lines only
            chart = ScoreChart(names, history)
            await self.query_one("#preview", VerticalScroll).mount(chart)

    def action_close(self) -> None:
        self.dismiss(None)

    @on(OptionList.OptionSelected)
    def action_replay(self) -> None:
        from spades_tui.ui.screens.replay import open_replay

        open_replay(self, self._highlighted())

    def action_review(self) -> None:
        from spades_tui.ui.screens.replay import open_review

        open_review(self, self._highlighted())

    def _highlighted(self) -> HistoryEntry | None:
        at = self.query_one(OptionList).highlighted if self.entries else None
        return None if at is None else self.entries[at]
