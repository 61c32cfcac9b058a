"""Puzzles from the home screen: look for them in your games, then serve them on the table.

Finding puzzles solves whole hands, so it runs in a worker thread while a box says so; the
search is capped (``analysis.puzzles``) and stops when the box is closed. The puzzles found
open on the table (``PuzzleScreen``) in place of the box; with none, the box says why.
"""

from __future__ import annotations

import contextlib

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static
from textual.worker import Worker, WorkerState, get_current_worker

from spades_tui.analysis.puzzles import Found, find_puzzles
from spades_tui.i18n import N_, _
from spades_tui.puzzle_score import PuzzleScore, load_score, own_games, save_score
from spades_tui.shown import shown
from spades_tui.storage import Storage
from spades_tui.ui.cardtext import glyphs
from spades_tui.ui.widgets.footer import Footer


def search(storage: Storage, score: PuzzleScore) -> Found:
    """New puzzles from the games on file; stops early when its worker is cancelled."""
    worker = get_current_worker()
    return find_puzzles(
        own_games(storage, score),
        skip=score.used_hands,
        answered=score.answered,
        cancelled=lambda: worker.is_cancelled,
    )


class PuzzleSearchScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,enter", "close", N_("Back"))]

    def __init__(self, storage: Storage, ascii_only: bool = False, four_colour: bool = False):
        super().__init__()
        self.storage = storage
        self.ascii_only = ascii_only
        self.four_colour = four_colour
        self.score = load_score(storage)
        self.found: Found | None = None
        self._worker: Worker[Found] | None = None

    def compose(self) -> ComposeResult:
        with Vertical(classes="box") as box:
            box.border_title = _("Puzzles")
            dots = glyphs(self.ascii_only).ellipsis
            yield Static(Text(_("Looking for puzzles in your games") + dots), id="puzzle-news")
        yield Footer()

    def on_mount(self) -> None:
        storage, score = self.storage, self.score
        if score.set_aside is not None:
            words = _(
                "The puzzles' score could not be read and starts again. The file was kept as {path}"
            )
            self.app.notify(
                words.format(path=shown(score.set_aside)), severity="warning", timeout=10
            )
        self._worker = self.run_worker(
            lambda: search(storage, score), thread=True, group="puzzles", exit_on_error=False
        )

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker is not self._worker:
            return
        if event.state is WorkerState.ERROR:
            why = _("The puzzles could not be found: {reason}").format(reason=event.worker.error)
            self.query_one("#puzzle-news", Static).update(Text(why))
        elif event.state is WorkerState.SUCCESS and event.worker.result is not None:
            self._found(event.worker.result)

    def _found(self, found: Found) -> None:
        from spades_tui.ui.screens.puzzle_table import PuzzleScreen

        self.found = found
        if found.barren:
            self.score.used_hands.update(found.barren)
            # Not saving it only costs solving those hands again next time.
            with contextlib.suppress(OSError):
                save_score(self.storage, self.score)
        if not found.puzzles:
            self.query_one("#puzzle-news", Static).update(Text(self._none_words()))
            return
        screen = PuzzleScreen(
            found.puzzles, self.score, self.storage, self.ascii_only, self.four_colour
        )
        self.app.switch_screen(screen)

    def _none_words(self) -> str:
        return "\n".join(
            [
                _("No new puzzle in your games yet."),
                _(
                    "A puzzle is a moment of a finished hand where only one card keeps your "
                    "bid, sets your opponent or saves your nil. Play a few more hands and "
                    "look again."
                ),
                "",
                _("Score: {right} right, {wrong} wrong").format(
                    right=self.score.right, wrong=self.score.wrong
                ),
            ]
        )

    def action_close(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
        self.dismiss(None)
