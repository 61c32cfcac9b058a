"""Score tables: the hand just scored, the game's hand-by-hand history, and game over."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from spades_tui.core.events import SeatResult
from spades_tui.core.game import Game
from spades_tui.core.rules import Rules
from spades_tui.core.scoring import at_the_floor
from spades_tui.i18n import N_, _, pgettext, points, say, signed
from spades_tui.ui.cardtext import bid_text
from spades_tui.ui.screens.over_the_table import fit_over_the_table
from spades_tui.ui.screens.reading_time import ReadingTime
from spades_tui.ui.screens.table_paint import LARGE_AT
from spades_tui.ui.setup import MAX_NAME
from spades_tui.ui.short_name import short_names
from spades_tui.ui.widgets.footer import Footer

Results = tuple[SeatResult, SeatResult]


def hand_table(
    names: Sequence[str], results: Results, ascii_only: bool = False, width: int = 46
) -> Table:
    """The hand's figures under the two names, each name cut to fit ``width`` columns on
    one line (a name wrapped onto two lines read as two players)."""
    table = Table(box=None, pad_edge=False, show_edge=False)
    rows = [
        (_("Bid"), [bid_text(r.bid, r.double_nil) for r in results]),
        (_("Tricks"), [str(r.tricks) for r in results]),
        (_("Points"), [signed(r.points, ascii_only) for r in results]),
        (_("Bags added"), [str(r.bags_added) for r in results]),
        (
            _("Bag penalty"),
            [signed(-r.bag_penalty, ascii_only) if r.bag_penalty else "0" for r in results],
        ),
        (_("Bags now"), [str(r.bags) for r in results]),
        (_("Total"), [points(r.score, ascii_only) for r in results]),
    ]
    # Each column but the outer edges is padded by a space on either side.
    room = min(MAX_NAME, (width - max(len(label) for label, _cells in rows) - 4) // 2)
    table.add_column("")
    for name in short_names(names, room, ascii_only):
        table.add_column(Text(name), justify="right")
    for name, cells in rows:
        table.add_row(name, *cells, style="bold" if name == _("Total") else "")
    return table


def history_table(
    names: Sequence[str],
    history: Sequence[Results],
    ascii_only: bool = False,
    hand_points: bool = True,
) -> Table:
    """Every hand's bids, tricks and totals; with ``hand_points`` each hand's points too (a
    narrow table leaves them out: the totals say them)."""
    table = Table(box=None, pad_edge=False, show_edge=False)
    # The hand's number: a heading as narrow as the numbers, where the language has one.
    table.add_column(pgettext("hand number column", "Hand"), justify="right")
    for name in short_names(names, 12, ascii_only):
        table.add_column(Text(_("{name} bid/won").format(name=name)), justify="right")
        if hand_points:
            table.add_column(_("pts"), justify="right")
        table.add_column(_("total"), justify="right")
    penalised = False
    for number, results in enumerate(history, 1):
        cells = [str(number)]
        for r in results:
            bid = _("DN") if r.double_nil else bid_text(r.bid)
            # A bag penalty is marked: "7/8 −29" read as a bid made for −29.
            mark = "*" if r.bag_penalty else ""
            penalised = penalised or bool(mark)
            change = [signed(r.points - r.bag_penalty, ascii_only) + mark] if hand_points else []
            cells += [f"{bid}/{r.tricks}", *change, points(r.score, ascii_only)]
        table.add_row(*cells)
    if penalised and hand_points:
        table.caption = _("* the hand's points include a bag penalty")
        table.caption_justify = "left"
    return table


class HandOverScreen(ReadingTime, ModalScreen[None]):
    """Shown after every hand; Enter goes on (in a watched game it also goes on by itself),
    once the summary has been readable: the key that ended the last trick's pause, arriving
    as the summary came up, closed it unread (``ReadingTime``)."""

    BINDINGS = [
        Binding("enter,space", "close", N_("Continue")),
        Binding("r", "review", N_("Review")),
        Binding("a", "play_again", N_("Play it again")),
        # A modal screen hides the app's keys, and the scoring help is most wanted here.
        Binding("question_mark,f1", "app.help", N_("Help"), key_display="?"),
        # The palette's key too: the Footer shows it at its end, as on the table below.
        Binding("ctrl+p", "app.command_palette", N_("palette"), show=False),
    ]
    GO_ON = ("close",)

    def __init__(
        self,
        names: Sequence[str],
        hand: int,
        results: Results,
        auto: float = 0,
        notes: Callable[[], Sequence[str]] = tuple,
    ) -> None:
        """``notes``: lines to show under the figures, worded when painted."""
        super().__init__()
        self.names, self.hand, self.results, self.auto = names, hand, results, auto
        self.notes = notes
        self.armed = self.READ_TIME <= 0  # "Enter to continue" is drawn dim until then

    def compose(self) -> ComposeResult:
        ascii_only = getattr(self.app, "ascii_only", False)
        width = 46  # inside the box's border and padding (app.tcss)
        table = hand_table(self.names, self.results, ascii_only, width)
        headers = [str(column.header) for column in table.columns[1:]]
        cut = headers != list(self.names)
        # A large terminal has room for whole names (20 characters at most) side by side.
        roomy = cut and self.app.size.width >= LARGE_AT[0] and self.app.size.height >= LARGE_AT[1]
        if roomy:
            width = 58
            table = hand_table(self.names, self.results, ascii_only, width)
        with Vertical(classes="box roomy" if roomy else "box") as box:
            box.border_title = _("Hand {n} scored").format(n=self.hand)
            yield Static(table)
            for note in self.notes():
                yield Static(Text("\n" + note, style="dim"), classes="summary-note")
            yield Static(self._go_on_line(), id="go-on")
        yield Footer()

    def _go_on_line(self) -> Text:
        return Text("\n" + _("Enter to continue"), style="dim" if not self.armed else "")

    def now_readable(self) -> None:
        self.query_one("#go-on", Static).update(self._go_on_line())

    def on_mount(self) -> None:
        fit_over_the_table(self)
        if self.auto:
            self.set_timer(self.auto, self.action_close)

    def on_resize(self) -> None:
        fit_over_the_table(self)

    def relabel(self) -> None:
        self.refresh(recompose=True)

    def action_close(self) -> None:
        if self.is_current:
            self.dismiss(None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Only an app holding the whole game can review it (a network client cannot), and
        # only a local game with a person in it can be played again.
        if not super().check_action(action, parameters):
            return False
        if action == "play_again":
            from spades_tui.ui.play_again import can_play_again

            flow = getattr(self.app, "flow", None)
            # After the game's last hand its end comes first: the game-over screen, whose
            # review deals any hand again. Here it went straight to the practice.
            over = flow is not None and flow.game is not None and flow.game.winner is not None
            return flow is not None and not over and can_play_again(self.app)  # type: ignore[arg-type]
        return action != "review" or self.app.may_review()  # type: ignore[attr-defined]

    def action_review(self) -> None:
        self.app.open_review(self.hand)  # type: ignore[attr-defined]

    def action_play_again(self) -> None:
        from spades_tui.ui.play_again import play_again

        play_again(self.app, self.hand)  # type: ignore[arg-type]


class HistoryScreen(ModalScreen[None]):
    # A modal screen takes no key bound on the app: the guide's key is bound here too.
    BINDINGS = [
        Binding("enter,escape,s", "close", N_("Close")),
        Binding("question_mark,f1", "app.help", N_("Help"), key_display="?"),
    ]

    def __init__(self, names: Sequence[str], history: Sequence[Results]) -> None:
        super().__init__()
        self.names, self.history = names, history

    def compose(self) -> ComposeResult:
        with Vertical(classes="box wide") as box:
            box.border_title = _("Hand history")
            ascii_only = getattr(self.app, "ascii_only", False)
            if self.history:
                yield Static(history_table(self.names, self.history, ascii_only))
            else:
                empty = _(
                    "No hand has been scored yet: each hand's score appears here once it ends."
                )
                yield Static(Text(empty, style="dim"))
        yield Footer()

    def relabel(self) -> None:
        self.refresh(recompose=True)

    def action_close(self) -> None:
        self.dismiss(None)


def floor_words(
    names: Sequence[str], final: Results, rules: Rules, ascii_only: bool = False
) -> str | None:
    """Why a game ended at the loss floor, when it did: the winner may be far from the
    target, and the screen said only who won."""
    sunk = at_the_floor((final[0].score, final[1].score), rules)
    floor = rules.loss_floor or 0
    if len(sunk) == 2:
        return _("Both scores fell to the loss floor of {floor}: the higher one wins.").format(
            floor=points(floor, ascii_only)
        )
    if sunk:
        words = _("{name} fell to the loss floor of {floor}, which loses the game.")
        return say(words, name=names[sunk[0]], floor=points(floor, ascii_only))
    return None


class GameOverScreen(Screen[str]):
    """The end of a game: the winner, a chart of both scores, the game in numbers.

    Dismissed with "rematch" (same players and rules), "new", "home" or "quit". The game can
    be reviewed and exported from here too, as from History, while it is still on the table.
    """

    BINDINGS = [
        Binding("r", "choose('rematch')", N_("Rematch")),
        Binding("n", "choose('new')", N_("New game")),
        # Named in the line of choices too: they are the first keys a short footer leaves out.
        Binding("v", "review", N_("Review")),
        Binding("x", "export", N_("Export")),
        Binding("escape,h", "choose('home')", N_("Home"), key_display="h"),
        Binding("q", "choose('quit')", N_("Quit")),
    ]

    def __init__(
        self,
        names: Sequence[str],
        winner: int,
        history: Sequence[Results],
        you: int | None = None,
        ascii_only: bool = False,
        practice: bool = False,
        rules: Rules | None = None,
    ) -> None:
        """``practice``: a practice game, which the screen says is one; ``rules``: the game's,
        to say when a score at the loss floor ended it."""
        super().__init__()
        self.names, self.winner, self.history = names, winner, history
        self.you, self.ascii_only, self.practice = you, ascii_only, practice
        self.rules = rules

    @classmethod
    def of(cls, game: Game, you: int | None, ascii_only: bool) -> GameOverScreen:
        """The end of ``game``, a finished game played here."""
        assert game.winner is not None
        names = [p.name for p in game.players]
        practice = game.practice is not None
        return cls(names, game.winner, game.history, you, ascii_only, practice, game.rules)

    def compose(self) -> ComposeResult:
        final = self.history[-1]
        with Vertical(classes="box wide", id="game-over"):
            yield Static(self._headline(), id="winner")
            a, b = (points(r.score, self.ascii_only) for r in final)
            score = Text(f"{self.names[0]} {a}   {self.names[1]} {b}")
            if self.practice:  # not the person's real game: its result counts apart
                score.append("   " + _("practice game, counted apart"), style="dim")
            yield Static(score, id="final-score")
            if self.rules is not None and (
                sunk := floor_words(self.names, final, self.rules, self.ascii_only)
            ):
                yield Static(Text(sunk, style="dim"), id="sunk")
            with Horizontal(id="game-over-body"):
                if not self.ascii_only:  # plotext draws its axes in box lines only
                    # Loaded here: the chart library costs start-up time every game would pay.
                    from spades_tui.ui.widgets.score_chart import ScoreChart

                    yield ScoreChart(self.names, self.history, id="chart")
                yield Static(game_numbers(self.names, self.history), id="numbers")
            yield Static(Text(self.choices(), style="dim"), id="choices")
        yield Footer(spare=("x", "v"))

    def choices(self) -> str:
        """The line under the numbers: what the keys do here."""
        return _("r rematch   n new game   v review   x export   h home   q quit")

    def _headline(self) -> Text:
        star = "*" if self.ascii_only else "♠"
        if self.you is None:
            words = say(_("{name} wins the game!"), name=self.names[self.winner])
        elif self.winner == self.you:
            words = _("You win the game!")
        else:
            words = say(
                _("{name} wins the game. Better luck next time!"), name=self.names[self.winner]
            )
        return Text(f"{star}  {words}  {star}", style="bold")

    def relabel(self) -> None:
        self.refresh(recompose=True)

    def action_choose(self, what: str) -> None:
        self.dismiss(what)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Only a game held here, every card of it, is reviewed or written out: a network
        # seat holds one once the server has sent the finished game's record.
        flow = getattr(self.app, "flow", None)
        held = flow is not None and getattr(flow, "game", None) is not None
        if action == "review":
            return held
        if action == "export":
            return held and flow.may_export()
        return True

    def action_export(self) -> None:
        # The screen's own action, so that its check_action decides (the app's is always on).
        if self.check_action("export", ()):
            self.app.action_export()  # type: ignore[attr-defined]

    def action_review(self) -> None:
        """The game's review from its first hand; n and p go through the others."""
        if self.check_action("review", ()):
            self.app.open_review(1)  # type: ignore[attr-defined]


def game_numbers(names: Sequence[str], history: Sequence[Results]) -> Table:
    """Each player's game in a few numbers: bids made, nils, double nils, bags, penalties."""
    table = Table(box=None, pad_edge=False, show_edge=False)
    table.add_column("")
    for name in short_names(names, 12):
        table.add_column(Text(name), justify="right")
    rows: list[tuple[str, list[str]]] = []
    made: list[str] = []
    nils: list[str] = []
    doubles: list[str] = []
    bags: list[str] = []
    penalties: list[str] = []
    for seat in (0, 1):
        results = [hand[seat] for hand in history]
        counted = [r for r in results if r.bid > 0 and not r.double_nil]
        made.append(f"{sum(r.tricks >= r.bid for r in counted)}/{len(counted)}")
        tried = [r for r in results if r.bid == 0 and not r.double_nil]
        nils.append(f"{sum(r.tricks == 0 for r in tried)}/{len(tried)}")
        dn = [r for r in results if r.double_nil]
        doubles.append(f"{sum(r.tricks == 0 for r in dn)}/{len(dn)}")
        bags.append(str(sum(r.bags_added for r in results)))
        penalties.append(str(sum(1 for r in results if r.bag_penalty)))
    rows = [
        (_("Hands"), [str(len(history))] * 2),
        (_("Bids made"), made),
        (_("Nils made"), nils),
        (_("Double nils made"), doubles),
        (_("Bags taken"), bags),
        (_("Bag penalties"), penalties),
    ]
    for label, cells in rows:
        if cells[0] == cells[1] == "0/0":
            continue  # no one bid it (or the rules have it off): 0/0 says nothing
        table.add_row(label, *cells)
    return table
