"""The review on the table: a finished hand stepped card by card, every card marked.

It is the replay screen (the same table, the same moments, the same stepping) stopped at the
hand's cards: before each card, with both hands face up, every card the player to move could
play carries what it was worth under perfect play ('=' lost nothing, '-20' the points it
lost...), and the card played is pointed at. Left/Right step a card, Up/Down a trick, n/p a
hand; w opens the review in words (with the draft), as ``analyze --format text`` prints it;
a deals the hand again as a practice game.

The values come from a worker thread, card by card (``HandReviewer``): first what every card
was worth, which is quick, so the first trick's marks show at once; then the hints, which take
longer. A timer on the screen's thread shows what the worker has reached and fills a bar.
"""

from __future__ import annotations

from functools import partial

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.binding import Binding, BindingsMap
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import ProgressBar, Static
from textual.worker import Worker, WorkerState, get_current_worker

from spades_tui.analysis.review import HandReview, HandReviewer, PlayDecision
from spades_tui.analysis.text import safe
from spades_tui.core.actions import Play
from spades_tui.core.game import Game
from spades_tui.history import HUMAN_KIND, HistoryEntry
from spades_tui.i18n import N_, _
from spades_tui.replay import Replay
from spades_tui.ui.cardtext import glyphs, sorted_hand
from spades_tui.ui.hanging import hanging_lines
from spades_tui.ui.play_again import can_play_again, play_again, play_on
from spades_tui.ui.review_sentences import play_sentence, sentence
from spades_tui.ui.review_words import ReviewWords
from spades_tui.ui.screens.replay import ReplayScreen, ahead_of_the_table
from spades_tui.ui.screens.review import POLL, ReviewScreen, finished_hands
from spades_tui.ui.widgets.hand import HandRow, Note
from spades_tui.ui.widgets.scoreboard import Scoreboard

CARDS = 26  # the cards of a hand, each a stop of the review
FIRST_TRICK = 2  # the cards valued before the table is first shown
GOOD_INK, BAD_INK = "green", "red"


def _bindings(ascii_only: bool) -> list[Binding]:
    g = glyphs(ascii_only)
    keys = [
        Binding("left", "card(-1)", N_("Card"), key_display=g.arrows),
        Binding("right", "card(1)", N_("Card"), show=False),
        Binding("up", "trick(-1)", N_("Trick"), key_display="up/dn" if ascii_only else "↑↓"),
        Binding("down", "trick(1)", N_("Trick"), show=False),
        Binding("home", "end(0)", N_("First"), show=False),
        Binding("end", "end(1)", N_("Last"), show=False),
        # One footer entry for both: the footer must fit 80 columns in every language.
        Binding("n", "hand(1)", N_("Hand"), key_display="n/p"),
        Binding("p", "hand(-1)", N_("Previous hand"), show=False),
        # The key to the marks, when the side panel is too short to show all of it.
        Binding("pageup", "marks(-1)", N_("Marks"), show=False),
        Binding("pagedown", "marks(1)", N_("Marks"), show=False),
        Binding("w", "words", N_("In words")),
        Binding("a", "play_again", N_("Play it again")),
        Binding("f", "play_on", N_("Play on from here")),
        Binding("escape,q", "close", N_("Back")),
    ]
    return ahead_of_the_table(keys)


class ReviewTableScreen(ReplayScreen, inherit_bindings=False):
    # Stepping through tricks and the review in words are what the review is for: with the
    # hand keys too (a game from History) the footer gives up playing again and the hand
    # keys first, which the guide lists.
    FOOTER_SPARE = ("f", "a", "n")

    DEFAULT_CSS = """
    ReviewTableScreen #review-legend-box { height: 1fr; border: round $primary;
        border-title-align: left; padding: 0 1; scrollbar-size-vertical: 1; }
    ReviewTableScreen.-ascii #review-legend-box { border: ascii $primary; }
    ReviewTableScreen #review-progress { height: 1; padding: 0 1; }
    ReviewTableScreen #review-legend { height: auto; }
    """
    BINDINGS = _bindings(False)

    def __init__(
        self,
        game: Game,
        number: int,
        viewer: int | None = None,
        ascii_only: bool = False,
        four_colour: bool = False,
    ) -> None:
        super().__init__(Replay(game), ascii_only, four_colour, 0 if viewer is None else viewer)
        self._bindings = BindingsMap(_bindings(ascii_only))
        self.game = game
        self.hands = finished_hands(game)
        self.viewer = viewer
        self.number = number
        self.stops: list[int] = self.replay.card_stops(number)
        self.at = self.stops[0]
        # Written by the worker thread (whole objects, swapped in), read by a timer here.
        self.review: HandReview | None = None
        self._units = 0  # of 2 * CARDS: a value and a hint for each card
        self._shown: tuple[HandReview | None, int] | None = None
        self.problem: str | None = None
        self._worker: Worker[None] | None = None
        self._reviewer: HandReviewer | None = None

    def on_mount(self) -> None:
        side = self.query_one("#side")
        box = VerticalScroll(id="review-legend-box")
        box.border_title = _("Marks")
        side.mount(ProgressBar(total=2 * CARDS, show_eta=False, id="review-progress"), box)
        box.mount(Static(id="review-legend"))
        super().on_mount()
        self.set_interval(POLL, self._take_news)
        self._begin()

    # ------------------------------------------------------------------ the work
    @property
    def finished(self) -> bool:
        """Every card valued and every hint asked for."""
        return self._units >= 2 * CARDS

    @property
    def all_shown(self) -> bool:
        """The finished review is what the screen shows."""
        return self.finished and self._on_show()

    def _on_show(self) -> bool:
        shown = self._shown
        return shown is not None and shown[0] is self.review and shown[1] == self._units

    def _begin(self) -> None:
        """Start the review of the hand on show afresh."""
        if self._worker is not None:
            self._worker.cancel()
        self.review, self._units, self._shown, self.problem = None, 0, None, None
        reviewer = HandReviewer(self.game, self.number, what_ifs=False)
        self._reviewer = reviewer
        # The first trick's worth is valued here, a few hundredths of a second before the
        # table is painted, so the table comes up with its marks rather than at the worker's
        # next report (bench/review_screen.py: p50 0.19 to 0.14 s at 80x24, 0.21 to 0.16 s
        # at 120x40).
        for index in range(FIRST_TRICK):
            reviewer.play(index, hint=False)
        self.review, self._units = reviewer.review(), FIRST_TRICK
        self._take_news()
        self._go_on()

    def _go_on(self) -> None:
        """Set a worker on what is left of the review (all of it, or after a pause)."""
        if self._reviewer is not None and not self.finished:
            self._worker = self.run_worker(
                partial(self._work, self._reviewer),
                thread=True,
                group="review-table",
                exit_on_error=False,
            )

    def _work(self, reviewer: HandReviewer) -> None:
        worker = get_current_worker()
        # One thread at a time works on a reviewer: one set on after a pause waits here for
        # the one paused to finish the card it was on.
        with reviewer.busy:
            # Every card's worth first (a fraction of a second), the hints after. After a
            # pause the cards done before come at once: the reviewer keeps them.
            units = 0
            for hint in (False, True):
                for index in range(CARDS):
                    if worker.is_cancelled:
                        return
                    reviewer.play(index, hint=hint)
                    units += 1
                    if units > self._units and reviewer is self._reviewer:
                        review = reviewer.review()
                        if worker.is_cancelled:
                            return
                        self.review, self._units = review, units

    def _take_news(self) -> None:
        """Show what the worker has reached since the last look."""
        if self._on_show():
            return
        self._shown = (self.review, self._units)
        bar = self.query_one("#review-progress", ProgressBar)
        bar.update(progress=self._units)
        bar.display = not self.finished and self.problem is None
        self._paint_legend()
        self.go(self.at)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker is not self._worker:
            return
        if event.state is WorkerState.ERROR:
            self.problem = _("This hand could not be reviewed: {reason}").format(
                reason=str(event.worker.error)
            )
            self.query_one("#review-progress", ProgressBar).display = False
            self.go(self.at)

    # ------------------------------------------------------------------ where we are
    @property
    def card_index(self) -> int:
        """Which card of the hand is to be played (from 0); CARDS once the hand is over."""
        return self.stops.index(self.at) if self.at in self.stops else CARDS

    def valued(self) -> PlayDecision | None:
        """The card to be played with its worth, once the worker has valued it."""
        index, review = self.card_index, self.review
        if review is None or index >= len(review.plays):
            return None
        return review.plays[index]

    def _to_play(self) -> tuple[int, int] | None:
        """The seat to play and the card it played, read off the replay."""
        if self.card_index >= CARDS:
            return None
        after = self.replay.moments[self.at + 1]
        assert after.seat is not None and isinstance(after.action, Play)
        return after.seat, after.action.card

    def words(self) -> ReviewWords | None:
        if self.review is None:
            return None
        return ReviewWords(self.review, self.viewer, self.ascii_only)

    # ------------------------------------------------------------------ painting
    def status_text(self, moment: object) -> str:
        index = self.card_index
        if index < CARDS:
            where = _("review of hand {hand}, trick {trick} of 13")
            self.sub_title = where.format(hand=self.number, trick=index // 2 + 1)
            return ""
        self.sub_title = _("review of hand {hand}").format(hand=self.number)
        return self.what_happened(self.moment)

    def finished_trick_on_show(self) -> bool:
        # Before a lead the table is cleared for it; the last trick stays at the hand's end.
        return self.card_index >= CARDS

    def _paint_centre(self) -> None:
        super()._paint_centre()
        title = self._title()
        if title is not None:
            self.query_one("#title", Static).update(title)

    def _title(self) -> Text | None:
        to_play, decision, words = self._to_play(), self.valued(), self.words()
        if to_play is None:
            return None  # the hand's score, as the replay says it
        if decision is not None and words is not None:
            return words.played_line(decision)
        seat, card = to_play
        # Not valued yet: the card played, its worth to come.
        assert self.watch_views is not None
        leading = self.watch_views[seat].current_trick is None
        name = safe(self.replay.names[seat])
        return Text(play_sentence(name, seat == self.viewer, leading, self.card(card)))

    def _paint_note(self) -> None:
        self.query_one("#note", Static).update(self._note())

    def _note(self) -> Text:
        if self.problem is not None:
            return Text(self.problem, style="bold red")
        decision, words = self.valued(), self.words()
        if self.card_index >= CARDS:
            if words is None:
                return Text("")
            # The review in words' lines on perfect play, as sentences of a short paragraph
            # (the score and the tricks taken stand above it on the table).
            return Text(" ").join(sentence(line) for line in words.best_play_lines(detail=False))
        if decision is None or words is None:
            dots = glyphs(self.ascii_only).ellipsis
            return Text(_("Working out what each card was worth") + dots, style="dim")
        line = (
            words.options_line(decision)
            if not decision.forced
            else Text(_("Every card that could be played was worth the same."), style="dim")
        )
        hint = words.hint_line(decision)
        if hint is not None:
            # Beside the cards when there is room, else on the note's second line whole,
            # rather than broken in the middle of its phrase.
            room = self.query_one("#note", Static).content_region.width
            apart = "   " if line.cell_len + 3 + hint.cell_len <= room else "\n"
            line.append(apart).append_text(hint)
        return line

    def _repaint(self) -> None:
        super()._repaint()
        if self.view is not None and self.is_mounted:
            self._paint_marks()

    def _paint_marks(self) -> None:
        """The mover's legal cards marked with their worth, the card played pointed at."""
        to_play = self._to_play()
        if to_play is None or self.watch_views is None:
            return
        seat, played = to_play
        row = self.query_one("#hand" if seat == self.watch_bottom else "#top-hand", HandRow)
        view = self.watch_views[seat]
        cards = sorted_hand(view.hand)
        decision, words = self.valued(), self.words()
        if decision is None or words is None:
            legal = {a.card for a in view.legal_actions if isinstance(a, Play)} or set(cards)
            row.show(cards, legal, pointed=played)
            return
        notes: dict[int, Note] = {}
        minus = glyphs(self.ascii_only).minus
        for option in decision.options:
            mark = words.short_mark(decision, option.card)
            # Where the figures would run together, a loss is its sign alone: the words
            # (w) give the figure.
            short = mark if mark == "=" else minus
            notes[int(option.card)] = (mark, GOOD_INK if mark == "=" else BAD_INK, short)
        row.show(cards, set(notes), notes=notes, pointed=played)

    def _arrange_side(self) -> None:
        # The side holds the score (when there is room) and the legend; no log, no memory.
        tall = self.app.size.height >= 30
        self.query_one(Scoreboard).display = tall
        self.query_one("#log").display = False
        self.query_one("#memory").display = False

    def _paint_log(self) -> None:
        pass  # the review's side shows the legend instead

    def _paint_legend(self) -> None:
        if not self.is_mounted:
            return
        legend = self.query_one("#review-legend", Static)
        g = glyphs(self.ascii_only)
        minus = g.minus
        key = [
            (Text("=", style=GOOD_INK), _("lost nothing")),
            (Text(f"{minus}20", style=BAD_INK), _("points the card lost")),
            (
                Text(_("{minus}{n}t").format(minus=minus, n=1), style=BAD_INK),
                _("a trick lost, no points"),
            ),
            (Text(_("{minus}nil").format(minus=minus), style=BAD_INK), _("breaks the nil")),
            (Text(minus, style=BAD_INK), _("a loss; w says how much")),
            (Text(g.cursor, style="bold"), _("the card played")),
        ]
        # Each mark in a column of its own, its meaning wrapping beside it.
        grid = Table.grid(padding=(0, 1))
        grid.add_column(no_wrap=True)
        grid.add_column()
        for mark, meaning in key:
            grid.add_row(mark, meaning)
        words = self.words()
        said = [Text(""), *words.legend()] if words is not None else []
        legend.update(Group(grid, *hanging_lines(said)))

    def relabel(self) -> None:
        self.query_one("#review-legend-box").border_title = _("Marks")
        self._paint_legend()
        super().relabel()

    # ------------------------------------------------------------------ keys
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "hand" and parameters:
            step = parameters[0]
            assert isinstance(step, int)
            return self._neighbour(step) is not None
        if action == "play_again":
            return can_play_again(self.app, self.game)  # type: ignore[arg-type]
        if action == "play_on":
            # Before a person's card: at the hand's end nothing is left of it to play on, and
            # from the computer's turn it would choose again, not show the position.
            to_play = self._to_play()
            persons = to_play is not None and self.game.players[to_play[0]].kind == HUMAN_KIND
            return persons and can_play_again(self.app, self.game)  # type: ignore[arg-type]
        return True

    def action_card(self, by: int) -> None:
        self.go(self.replay.step(self.at, by, self.stops))

    def action_trick(self, by: int) -> None:
        # The leads, and the hand's end after the last trick.
        leads = self.stops[0:CARDS:2] + self.stops[CARDS:]
        self.go(self.replay.step(self.at, by, leads))

    def action_end(self, last: int) -> None:
        self.go(self.stops[-1] if last else self.stops[0])

    def _neighbour(self, step: int) -> int | None:
        if self.number not in self.hands:
            return None
        at = self.hands.index(self.number) + step
        return self.hands[at] if 0 <= at < len(self.hands) else None

    def action_hand(self, step: int) -> None:
        number = self._neighbour(step)
        if number is None:
            return
        self.number = number
        self.stops = self.replay.card_stops(number)
        self._begin()
        self.go(self.stops[0])

    def action_marks(self, by: int) -> None:
        box = self.query_one("#review-legend-box", VerticalScroll)
        if by < 0:
            box.scroll_page_up(animate=False)
        else:
            box.scroll_page_down(animate=False)

    def action_words(self) -> None:
        # The words go on from what this screen has worked out, with its reviewer; this one
        # pauses meanwhile (the reviewer's lock keeps the two threads apart).
        if self._worker is not None:
            self._worker.cancel()
        words = ReviewScreen(
            self.game, self.number, self.viewer, self.ascii_only, reviewer=self._reviewer
        )
        self.app.push_screen(words)

    def action_play_again(self) -> None:
        """Deal the hand on show again, as a practice game (``ui.play_again``)."""
        if self._worker is not None:
            self._worker.cancel()
        play_again(self.app, self.number, self.game)  # type: ignore[arg-type]

    def go(self, at: int) -> None:
        super().go(at)
        self.refresh_bindings()  # "play on from here" is not offered at the hand's end

    def action_play_on(self) -> None:
        """Play on from the position on show, as a practice game (``ui.play_again``)."""
        if not self.check_action("play_on", ()):
            return
        if self._worker is not None:
            self._worker.cancel()
        play_on(self.app, self.game, self.replay.decisions_at(self.at))  # type: ignore[arg-type]

    def on_screen_resume(self) -> None:
        super().on_screen_resume()
        if self._worker is not None and self._worker.is_cancelled and self.is_mounted:
            self._go_on()

    def action_close(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
        self.dismiss(None)


def open_review(over: Screen[None], entry: HistoryEntry | None) -> None:
    """Review the first finished hand of a game of the history (n and p go on from there)."""
    game = entry.game if entry is not None else None
    hands = finished_hands(game) if game is not None else []
    if game is None or not hands:
        over.app.notify(_("No hand of this game was finished, so there is none to review."))
        return
    viewer = entry.own_seat if entry is not None else None
    ascii_only = bool(getattr(over, "ascii_only", False))
    four_colour = bool(getattr(over.app, "four_colour", False))
    over.app.push_screen(ReviewTableScreen(game, hands[0], viewer, ascii_only, four_colour))
