"""Statistics: a table per opponent for all time and for this session, and win % over time."""

from __future__ import annotations

from datetime import datetime

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static
from textual_plotext import PlotextPlot

from spades_tui import i18n
from spades_tui.analysis.text import safe
from spades_tui.history import UNREADABLE, read_history
from spades_tui.i18n import N_, _, level_word, ngettext, pgettext
from spades_tui.stats import GameMark, Statistics, Tally, statistics, win_rate_over_time
from spades_tui.storage import Storage
from spades_tui.ui.widgets.footer import Footer
from spades_tui.words.cards import glyphs

# Column headings, looked up when the table is drawn; each language keeps them as short.
COLUMNS = (
    (N_("Games"), "right"),
    (N_("Won"), "right"),
    (N_("Win%"), "right"),
    (N_("Pts/h"), "right"),
    (N_("Bids"), "right"),
    (N_("Nils"), "right"),
    (N_("DN"), "right"),
    (N_("Bags/h"), "right"),
    (N_("Best"), "right"),
    (N_("Worst"), "right"),
    (N_("Left"), "right"),
)

EXPLAINED = N_(
    "Won: games won. Pts/h and Bags/h: per hand. Bids: bids made/bids. Nils and DN (double "
    "nils): made/tried. Best and worst: the final margin. Left: games abandoned, counted apart. "
    "A row marked (undo) holds the games finished with take-backs, apart from the others and "
    "from the chart; a row marked (practice) the practice games (a hand played again), finished "
    "or left. Games between two computer players are not counted."
)


def _rate(value: float | None, ascii_only: bool) -> str:
    return glyphs(ascii_only).none if value is None else i18n.percent(value)


def _number(value: float | None, ascii_only: bool) -> str:
    return glyphs(ascii_only).none if value is None else i18n.number(value, 1, ascii_only)


def _margin(mark: GameMark | None, ascii_only: bool) -> str:
    return glyphs(ascii_only).none if mark is None else i18n.signed(mark.margin, ascii_only)


def row_words(row: Tally) -> str:
    """The first column: the computer's level, the person in a hot-seat game, or the friend
    played over the network."""

    level = row.level
    words = level_word(level) if level else safe(row.person or row.label)
    if row.network:
        words = pgettext("statistics row", "vs {name}").format(name=words)
    if row.practice:
        return pgettext("statistics row", "{row} (practice)").format(row=words)
    if row.take_backs:
        return pgettext("statistics row", "{row} (undo)").format(row=words)
    return words


def tally_table(rows: list[Tally], ascii_only: bool = False) -> Table:
    """The levels played against, the hot-seat players, then the friends played over the
    network, each group under its own name.

    One table for both groups, so their columns line up.
    """
    table = Table(box=None, pad_edge=False, show_edge=False, padding=(0, 0, 0, 1))
    # The name may wrap but never vanishes: without it a row means nothing.
    table.add_column("", justify="left", min_width=8)
    for name, justify in COLUMNS:
        table.add_column(_(name), justify=justify, no_wrap=True)  # type: ignore[arg-type]
    groups = (
        (pgettext("statistics group", "vs computer"), [t for t in rows if t.level]),
        (
            pgettext("statistics group", "Hot-seat"),
            [t for t in rows if not t.level and not t.network],
        ),
        (pgettext("statistics group", "Network"), [t for t in rows if t.network]),
    )
    for title, tallies in groups:
        if not tallies:
            continue
        table.add_row(Text(title, style="bold"))
        for t in tallies:
            table.add_row(
                Text(row_words(t)),
                str(t.games),
                str(t.wins),
                _rate(t.win_rate, ascii_only),
                _number(t.points_per_hand, ascii_only),
                f"{t.bids_made}/{t.bids}",
                f"{t.nils_made}/{t.nils}",
                f"{t.double_nils_made}/{t.double_nils}",
                _number(t.bags_per_hand, ascii_only),
                _margin(t.best, ascii_only),
                _margin(t.worst, ascii_only),
                str(t.abandoned),
            )
    return table


class WinRateChart(PlotextPlot):
    """The win rate against the computer after each finished game."""

    def __init__(self, points: list[float]) -> None:
        super().__init__(id="win-rate")
        self.points = points

    def on_mount(self) -> None:
        plt = self.plt
        games = list(range(1, len(self.points) + 1))
        plt.plot(games, [100 * p for p in self.points], marker="hd", color="cyan")
        plt.ylim(0, 100)
        # Three round percentages: five ticks on a short chart land on uneven rows.
        plt.yticks([0, 50, 100])
        plt.xticks(games if len(games) <= 12 else games[:: max(1, len(games) // 10)])
        plt.title(_("Win % against the computer, game by game"))
        plt.xlabel(_("game"))


class StatsScreen(Screen[None]):
    DEFAULT_CSS = """
    StatsScreen #stats { padding: 0 1; }
    StatsScreen #stats-title { text-style: bold; color: $accent; }
    StatsScreen .heading { text-style: bold; margin-top: 1; }
    StatsScreen .table { height: auto; }
    StatsScreen #explained { color: $text-muted; margin-top: 1; }
    StatsScreen #win-rate { height: 12; margin-top: 1; }
    StatsScreen.-ascii VerticalScroll { scrollbar-size-vertical: 0; }
    StatsScreen.-ascii FooterKey.-command-palette { border-left: none; }
    """

    BINDINGS = [Binding("escape,q", "close", N_("Back"))]

    def __init__(
        self, stats: Statistics, win_rates: list[float], unreadable: int, ascii_only: bool = False
    ) -> None:
        super().__init__()
        self.stats, self.win_rates = stats, win_rates
        self.unreadable, self.ascii_only = unreadable, ascii_only

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="stats"):
            yield Static(Text(_("Statistics")), id="stats-title")
            for title, rows in (
                (_("All time"), self.stats.all_time),
                (_("This session"), self.stats.session),
            ):
                yield Static(Text(title), classes="heading")
                if rows:
                    yield Static(tally_table(rows, self.ascii_only), classes="table")
                else:
                    yield Static(Text(_("No games yet."), style="dim"), classes="table")
            notes = _(EXPLAINED)
            if self.unreadable:
                notes += " " + ngettext(
                    "{n} file in the history could not be read.",
                    "{n} files in the history could not be read.",
                    self.unreadable,
                ).format(n=self.unreadable)
            # plotext draws its axes in box lines only, so not in ASCII.
            charted = len(self.win_rates) >= 2 and not self.ascii_only
            if self.ascii_only:
                notes += " " + _("Plain ASCII mode leaves out the chart, drawn in lines.")
            elif not charted:
                notes += " " + _(
                    "The chart of your wins comes after two finished games against the computer "
                    "with no move taken back."
                )
            yield Static(Text(notes), id="explained")
            if charted:
                yield WinRateChart(self.win_rates)
        yield Footer()

    def on_mount(self) -> None:
        self.set_class(self.ascii_only, "-ascii")
        self.query_one("#stats").focus()

    def relabel(self) -> None:
        self.call_next(self._compose_again)

    async def _compose_again(self) -> None:
        await self.recompose()
        self.query_one("#stats").focus()

    def action_close(self) -> None:
        self.dismiss(None)


def study_screen(
    choice: str, storage: Storage | None, ascii_only: bool, session_start: datetime
) -> Screen[None]:
    """The History or Statistics screen, read fresh from the saved games."""
    from spades_tui.ui.screens.history import GameHistoryScreen

    entries = read_history(storage) if storage is not None else []
    if choice == "history":
        return GameHistoryScreen(entries, ascii_only)
    unreadable = sum(e.status == UNREADABLE for e in entries)
    rates = [rate for _when, rate in win_rate_over_time(entries)]
    return StatsScreen(statistics(entries, session_start), rates, unreadable, ascii_only)
