"""The review of a finished hand: what every card and draft choice was worth under perfect play.

The analysis (``analysis.review_hand``) takes seconds, so it runs in a worker thread while a
progress bar fills; the screen keeps answering keys, and Escape stops the work and leaves. The
worker is told to stop through the progress callback, which raises once it is cancelled.
"""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import ProgressBar, Static
from textual.worker import Worker, WorkerState, get_current_worker

from spades_tui.analysis.review import HandReview, HandReviewer, review_hand
from spades_tui.core.game import Game
from spades_tui.i18n import N_, _
from spades_tui.ui.hanging import hanging_lines
from spades_tui.ui.review_words import ReviewWords
from spades_tui.ui.screens.new_game import ascii_css
from spades_tui.ui.widgets.footer import Footer

POLL = 0.1  # seconds between looks at how far the worker has come


class _Stopped(Exception):
    """Raised inside the worker when its review is no longer wanted."""


def finished_hands(game: Game) -> list[int]:
    return [h.number for h in game.hands if h.result is not None]


class ReviewScreen(Screen[None]):
    DEFAULT_CSS = """
    ReviewScreen #review-title { padding: 0 1; text-style: bold; background: $panel; }
    ReviewScreen #review-progress { padding: 1 2; height: auto; }
    ReviewScreen #review-scroll { padding: 0 1; }
    ReviewScreen #review-body { height: auto; }
    """ + ascii_css("ReviewScreen")

    BINDINGS = [
        Binding("escape,q", "close", N_("Back")),
        Binding("p", "hand(-1)", N_("Previous hand")),
        Binding("n", "hand(1)", N_("Next hand")),
    ]

    def __init__(
        self,
        game: Game,
        number: int,
        viewer: int | None = None,
        ascii_only: bool = False,
        reviewer: HandReviewer | None = None,
    ) -> None:
        super().__init__()
        # The table review's reviewer of this hand, whose finished cards need no new work.
        self._shared = reviewer
        self.game = game
        self.hands = finished_hands(game)
        self.number = number
        self.viewer = viewer
        self.ascii_only = ascii_only
        self.review: HandReview | None = None
        self.problem: str | None = None
        self.lines_shown: list[Text] = []
        self._fraction = 0.0  # written by the worker, read by a timer on the UI thread
        # The review so far (the tricks valued yet), also written by the worker: the first
        # trick shows while the rest is worked out.
        self._partial: HandReview | None = None
        self._partial_shown: HandReview | None = None
        self._worker: Worker[HandReview] | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="review-title")
        yield ProgressBar(total=100, show_eta=False, id="review-progress")
        with VerticalScroll(id="review-scroll"):
            yield Static(id="review-body")
        yield Footer(show_command_palette=not self.ascii_only)

    def on_mount(self) -> None:
        self.set_class(self.ascii_only, "-ascii")
        self.set_interval(POLL, self._show_progress)
        self._begin()

    # ------------------------------------------------------------------ the work
    def _begin(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
        self.review, self.problem, self._fraction = None, None, 0.0
        self._partial = self._partial_shown = None
        self._paint_title()
        bar = self.query_one(ProgressBar)
        bar.display = True
        bar.update(progress=0)
        body = self.query_one("#review-body", Static)
        body.update(Text(_("Playing the hand over with every card face up (Esc stops)...")))
        self._worker = self.run_worker(self._work, thread=True, group="review", exit_on_error=False)
        self.refresh_bindings()

    def _paint_title(self) -> None:
        title = _("Review of hand {number}").format(number=self.number)
        self.query_one("#review-title", Static).update(Text(title))

    def relabel(self) -> None:
        self._paint_title()
        if self.review is not None:
            self._show(ReviewWords(self.review, self.viewer, self.ascii_only).lines())
        elif self.problem is None:
            body = self.query_one("#review-body", Static)
            body.update(Text(_("Playing the hand over with every card face up (Esc stops)...")))

    def _work(self) -> HandReview:
        worker = get_current_worker()

        def progress(fraction: float) -> None:
            if worker.is_cancelled:
                raise _Stopped
            self._fraction = fraction

        def partial(review: HandReview) -> None:
            if worker.is_cancelled:
                raise _Stopped
            self._partial = review

        shared = self._shared
        if shared is None or shared.number != self.number:
            return review_hand(self.game, self.number, progress, partial=partial, grade=True)
        with shared.busy:
            return review_hand(
                self.game, self.number, progress, partial=partial, grade=True, reviewer=shared
            )

    def _show_progress(self) -> None:
        if self.review is None and self.problem is None:
            self.query_one(ProgressBar).update(progress=round(100 * self._fraction))
            partial = self._partial
            if partial is not None and partial is not self._partial_shown:
                self._partial_shown = partial
                lines = ReviewWords(partial, self.viewer, self.ascii_only).lines()
                self.lines_shown = lines
                self.query_one("#review-body", Static).update(Group(*hanging_lines(lines)))

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker is not self._worker:
            return  # a review of a hand no longer shown
        if event.state is WorkerState.SUCCESS:
            assert isinstance(worker.result, HandReview)
            self.review = worker.result
            self._show(ReviewWords(self.review, self.viewer, self.ascii_only).lines())
        elif event.state is WorkerState.ERROR and not isinstance(worker.error, _Stopped):
            self.problem = _("This hand could not be reviewed: {reason}").format(
                reason=str(worker.error)
            )
            self._show([Text(self.problem, style="bold red")])

    def _show(self, lines: list[Text]) -> None:
        self.query_one(ProgressBar).display = False
        self.lines_shown = lines
        self.query_one("#review-body", Static).update(Group(*hanging_lines(lines)))
        self.query_one("#review-scroll", VerticalScroll).scroll_home(animate=False)
        self.query_one("#review-scroll", VerticalScroll).focus()

    # ------------------------------------------------------------------ keys
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "hand" and parameters:
            step = parameters[0]
            assert isinstance(step, int)
            return self._neighbour(step) is not None
        return True

    def _neighbour(self, step: int) -> int | None:
        if self.number not in self.hands:
            return None
        at = self.hands.index(self.number) + step
        return self.hands[at] if 0 <= at < len(self.hands) else None

    def action_hand(self, step: int) -> None:
        number = self._neighbour(step)
        if number is not None:
            self.number = number
            self._begin()

    def action_close(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
        self.dismiss(None)
