"""Past games: a list, newest first, and the chosen game hand by hand with its score chart."""

from __future__ import annotations

from collections.abc import Sequence

from rich.measure import Measurement
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from spades_tui import i18n
from spades_tui.analysis.text import safe
from spades_tui.history import AI_PREFIX, HUMAN_KIND, IN_PROGRESS, UNREADABLE, HistoryEntry
from spades_tui.i18n import N_, _, level_word, ngettext, pgettext
from spades_tui.shown import shown
from spades_tui.ui.cardtext import plain
from spades_tui.ui.continue_kept import can_continue, continue_kept
from spades_tui.ui.play_again import can_play_again, play_again
from spades_tui.ui.screens.new_game import ascii_css
from spades_tui.ui.screens.scores import Results, history_table
from spades_tui.ui.widgets.footer import Footer
from spades_tui.ui.widgets.score_chart import ScoreChart
from spades_tui.ui.widgets.steady import set_border_title


def mode_words(kinds: tuple[str, str], beside_names: bool = False, network: bool = False) -> str:
    """Who played: hot-seat, a network game, a watched game, or against a computer level.

    ``beside_names``: said after the players' names, where the computer is named already
    (Hungarian: "Gép (közepes)", not "Gép (közepes gép)")."""

    people = [k == HUMAN_KIND for k in kinds]
    if all(people):
        if network:
            return pgettext("game kind", "network")
        return pgettext("game kind", "hot-seat")
    if not any(people):
        return pgettext("game kind", "watch")
    level = kinds[people.index(False)].removeprefix(AI_PREFIX)
    if beside_names:
        words = pgettext("the computer's level after the players' names", "vs {level}")
    else:
        words = _("vs {level}")
    return words.format(level=level_word(level))


def may_export(entry: HistoryEntry) -> bool:
    """A readable game, unless two people play it at one keyboard and it is not over: its
    record holds both hands and the stock still to be drawn (as on the table)."""
    if entry.game is None:
        return False
    at_one_keyboard = entry.kinds == (HUMAN_KIND, HUMAN_KIND) and not entry.network
    return entry.game.winner is not None or not at_one_keyboard


def result_words(entry: HistoryEntry, ascii_only: bool = False) -> str:
    """Who won and by how much, or how an unfinished game stood."""
    if entry.game is None:
        return entry.problem
    a, b = (i18n.points(score, ascii_only) for score in entry.scores)
    winner = entry.game.winner
    if winner is not None:
        high, low = (a, b) if winner == 0 else (b, a)
        if winner == entry.own_seat:  # the player at this keyboard, named as on the table
            return _("You won {high} to {low}").format(high=high, low=low)
        return i18n.say(
            _("{name} won {high} to {low}"), name=safe(entry.names[winner]), high=high, low=low
        )
    if entry.status == IN_PROGRESS:
        return _("in progress at {first} to {second}").format(first=a, second=b)
    # Not "abandoned": c takes it up again.
    return _("left unfinished at {first} to {second}").format(first=a, second=b)


def when_words(entry: HistoryEntry) -> str:
    if entry.when is None:
        return _("date unknown")
    # The pattern is the catalog's, so each language orders day, month and year its own way.
    return i18n.when(entry.when, _("dd MMM yyyy HH:mm"))


def entry_prompt(entry: HistoryEntry, ascii_only: bool = False) -> Text:
    """Two lines for the list: when and who, then the result. Names stay plain text."""
    when = when_words(entry)
    if entry.status == UNREADABLE:
        unreadable = _("unreadable: {file}").format(file=shown(entry.path.name))
        return Text.assemble((when, "bold"), "\n", (unreadable, "red"))
    between = plain(pgettext("between two names", " - "), ascii_only)  # Hungarian: a dash
    names = safe(entry.names[0]) + between + safe(entry.names[1])
    mode = mode_words(entry.kinds, network=entry.network)
    if entry.game is not None and entry.game.practice is not None:
        mode = pgettext("a game in the History list", "{mode}, practice").format(mode=mode)
    head = Text.assemble((when, "bold"), f"  {mode}", "\n", names)
    hands = ngettext("{n} hand", "{n} hands", entry.hands).format(n=entry.hands)
    head.append(
        "\n" + _("{result}, {hands}").format(result=result_words(entry, ascii_only), hands=hands),
        "dim",
    )
    return head


class GameHistoryScreen(Screen[None]):
    """Named apart from the in-game hand history (``scores.HistoryScreen``)."""

    # The preview needs no padding on its right, where its scrollbar is: at 80 columns the
    # table of hands needs that column for a heading over a name like "Játékos".
    DEFAULT_CSS = """
    GameHistoryScreen #games {
        width: 40%; min-width: 38; max-width: 60; height: 1fr; border: round $primary;
    }
    GameHistoryScreen.-ascii #games { border: ascii $primary; }
    GameHistoryScreen #games:focus { border: round $accent; }
    GameHistoryScreen.-ascii #games:focus { border: ascii $accent; }
    GameHistoryScreen #preview { width: 1fr; height: 1fr; padding: 0 0 0 1; }
    GameHistoryScreen #summary { height: auto; }
    GameHistoryScreen #hands { height: auto; margin-top: 1; }
    GameHistoryScreen ScoreChart { height: 14; min-width: 30; }
    GameHistoryScreen #empty { padding: 1 2; }
    """ + ascii_css("GameHistoryScreen")

    BINDINGS = [
        Binding("escape,q", "close", N_("Back")),
        # Before the list's own Enter, which would hide this one from the footer.
        Binding("enter", "replay", N_("Replay"), priority=True),
        Binding("r", "review", N_("Review")),
        Binding("a", "play_again", N_("Play it again")),
        Binding("c", "continue", N_("Continue")),
        Binding("x", "export", N_("Export")),
        Binding("d,delete", "delete", N_("Delete"), key_display="d"),
    ]

    def __init__(self, entries: list[HistoryEntry], ascii_only: bool = False) -> None:
        super().__init__()
        self.entries = entries
        self.ascii_only = ascii_only

    def compose(self) -> ComposeResult:
        if not self.entries:
            yield Static(
                Text(_("No games yet: finished and set-aside games appear here.")), id="empty"
            )
        else:
            with Horizontal():
                options = [
                    Option(entry_prompt(e, self.ascii_only), id=str(i))
                    for i, e in enumerate(self.entries)
                ]
                yield OptionList(*options, id="games")
                with VerticalScroll(id="preview"):
                    yield Static(id="summary")
                    yield Static(id="hands")
        yield Footer(spare=("d",))  # the first key to go where the footer is short of room

    def on_mount(self) -> None:
        self.set_class(self.ascii_only, "-ascii")
        if self.entries:
            games = self.query_one(OptionList)
            set_border_title(games, _("History"))  # the list's frame named what it lists
            games.focus()
            games.highlighted = 0

    def relabel(self) -> None:
        if self.entries:
            self.call_next(self._word_again)

    async def _word_again(self) -> None:
        games = self.query_one(OptionList)
        set_border_title(games, _("History"))
        for i, entry in enumerate(self.entries):
            games.replace_option_prompt(str(i), entry_prompt(entry, self.ascii_only))
        if games.highlighted is not None:
            await self.show(self.entries[games.highlighted])

    @on(OptionList.OptionHighlighted)
    async def _preview(self, event: OptionList.OptionHighlighted) -> None:
        entry = self.entries[int(event.option.id or 0)]
        self.refresh_bindings()  # "play it again" is offered for some games only
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
        summary.update(
            Text(
                plain(_("{first} - {second}, {mode}: {result}"), self.ascii_only).format(
                    first=names[0],
                    second=names[1],
                    mode=mode_words(entry.kinds, beside_names=True, network=entry.network),
                    result=result_words(entry, self.ascii_only),
                )
            )
        )
        history = entry.game.history
        if not history:
            hands.update(Text(_("No hand was finished."), style="dim"))
            return
        table = self._hands_table(names, history)
        hands.update(table)
        if not self.ascii_only:  # plotext draws its axes in box lines only
            chart = ScoreChart(names, history)
            await self.query_one("#preview", VerticalScroll).mount(chart)

    def _hands_table(self, names: list[str], history: Sequence[Results]) -> Table:
        """The hands as the preview has room for them: beside the list at 80 columns the
        columns of each hand's points go, before the headings would be cut to "bid/w…"."""
        room = self.query_one("#hands", Static).content_region.width
        for hand_points in (True, False):
            table = history_table(names, history, self.ascii_only, hand_points)
            table.padding = (0, 0, 0, 1)  # one space between columns
            console = self.app.console
            needs = Measurement.get(console, console.options, table)
            if not room or needs.minimum <= room:
                break
        return table

    def action_close(self) -> None:
        self.dismiss(None)

    @on(OptionList.OptionSelected)
    def action_replay(self) -> None:
        from spades_tui.ui.screens.replay import open_replay

        if self._readable():
            open_replay(self, self._highlighted())

    def action_review(self) -> None:
        from spades_tui.ui.screens.review_table import open_review

        if self._readable():
            open_review(self, self._highlighted())

    def _readable(self) -> bool:
        """Whether the highlighted file holds a game; if not, say why (Enter on it did
        nothing, and r said no hand was finished)."""
        entry = self._highlighted()
        if entry is not None and entry.game is None:
            words = _("This file cannot be read, so there is nothing to show: {problem}")
            self.app.notify(words.format(problem=entry.problem), severity="warning")
        return entry is not None and entry.game is not None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("replay", "review"):  # an unreadable file offers neither
            entry = self._highlighted() if self.is_mounted else None
            return entry is None or entry.game is not None
        if action == "play_again":
            entry = self._highlighted() if self.is_mounted else None
            game = entry.game if entry is not None else None
            over = game is not None and bool(game.hands) and game.hands[0].result is not None
            return over and can_play_again(self.app, game)  # type: ignore[arg-type]
        if action == "continue":
            entry = self._highlighted() if self.is_mounted else None
            return entry is not None and can_continue(entry)
        if action == "export":
            entry = self._highlighted() if self.is_mounted else None
            return entry is not None and may_export(entry)
        return True

    def action_delete(self) -> None:
        """Ask, then remove the highlighted game's record for good."""
        from spades_tui.ui.screens.confirm import ConfirmScreen

        entry = self._highlighted()
        if entry is None:
            return
        if entry.status == IN_PROGRESS:
            # The game Continue plays on is not a filed record: say how it becomes one.
            words = _("The game in progress is not deleted here: a new game files it in History.")
            self.app.notify(words)
            return
        line = entry_prompt(entry, self.ascii_only)
        question = Text.assemble(
            line,
            "\n\n",
            _(
                "Delete this game? Its record leaves this computer: History, Statistics "
                "and Puzzles no longer have it."
            ),
        )
        keys = _("Enter deletes, Esc keeps it.")
        box = ConfirmScreen(_("Delete a game"), question, _("Delete"), _("Keep"), keys)
        self.app.push_screen(box, lambda yes: self._delete(entry) if yes else None)

    def _delete(self, entry: HistoryEntry) -> None:
        from spades_tui.storage import SaveError, delete_record

        try:
            delete_record(entry.path)
        except SaveError as exc:
            self.app.notify(str(exc), severity="error", timeout=10)
            return
        at = self.entries.index(entry)
        self.entries.remove(entry)
        self.call_next(self._listed_again, at)

    async def _listed_again(self, at: int) -> None:
        """The list without the deleted game, the cursor on the one that took its place."""
        await self.recompose()
        if self.entries:
            games = self.query_one(OptionList)
            games.focus()
            games.highlighted = min(at, len(self.entries) - 1)

    def action_export(self) -> None:
        """Write the highlighted game's record to a file of the player's choosing."""
        from spades_tui.ui.screens.export import export_game

        entry = self._highlighted()
        if entry is not None and entry.game is not None and may_export(entry):
            export_game(self.app, entry.game)

    def action_play_again(self) -> None:
        """The game's first hand dealt again, as a practice game (``ui.play_again``)."""
        entry = self._highlighted()
        if entry is not None and entry.game is not None and entry.game.hands:
            play_again(self.app, 1, entry.game)  # type: ignore[arg-type]

    def action_continue(self) -> None:
        """Play on the highlighted unfinished game (``ui.continue_kept``)."""
        entry = self._highlighted()
        if entry is not None:
            continue_kept(self.app, entry)  # type: ignore[arg-type]

    def _highlighted(self) -> HistoryEntry | None:
        at = self.query_one(OptionList).highlighted if self.entries else None
        return None if at is None else self.entries[at]
