"""Computer seats: a player thinks in a worker thread, its move lands on the UI thread, paced.

Mixed into ``SpadesApp``; it relies on the app's ``game``, ``players``, ``pace`` and flow
methods (``_flow_ready``, ``_apply``, ``advance``).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from textual import work
from textual.worker import Worker, WorkerState

from spades_tui.core.actions import Action
from spades_tui.core.game import Phase
from spades_tui.i18n import _, number
from spades_tui.ui.hints import Hint, hint_text
from spades_tui.ui.setup import HUMAN
from spades_tui.ui.table_common import advise, thinking_line

if TYPE_CHECKING:
    from spades_tui.core.events import Event
    from spades_tui.core.game import Game
    from spades_tui.core.view import PlayerView
    from spades_tui.players.base import Player
    from spades_tui.ui.screens.table import TableScreen

QUICK_PHASES = (Phase.DRAFT, Phase.DOUBLE_NIL, Phase.EXCHANGE)


class ComputerSeats:
    # Provided by SpadesApp; declared here for readers.
    game: Game | None
    table: TableScreen | None
    players: dict[int, Player]
    controllers: tuple[str, str]
    pace: float
    paused: bool
    viewer: int | None
    ascii_only: bool
    public_log: list[Event]
    logs: tuple[list[Event], list[Event]]
    hints_on: bool
    _generation: int
    _thinking_at: int | None
    _stash: tuple[int, int, Action] | None

    def think(self, seat: int) -> None:
        """Start the computer of ``seat`` on its decision, unless it is already on it."""
        game = self.game
        assert game is not None
        if self._thinking_at == game.actions_applied:
            return
        self._thinking_at = game.actions_applied
        view = game.view(seat)
        delay = self.pace / 3 if view.phase in QUICK_PHASES else self.pace
        self._run_player(self._generation, seat, view, delay)

    def _show_computer_turn(self, seat: int) -> None:
        game, table = self.game, self.table
        assert game is not None and table is not None
        name = game.players[seat].name
        if self.watching:
            status = _("{name} is thinking…   pace {seconds} s").format(
                name=name, seconds=number(self.pace, 1)
            )
            views = (game.view(0), game.view(1))
            table.show_watch(views, status, self.words(self.public_log, None))
        else:
            human = self.controllers.index(HUMAN)
            self.viewer = human
            log = self.words(self.logs[human], human)
            table.wait(game.view(human), _("{name} is thinking…").format(name=name), log)

    @work(thread=True, exclusive=True, group="computer", exit_on_error=False)
    def _run_player(self, generation: int, seat: int, view: PlayerView, delay: float) -> None:
        started = time.monotonic()
        action = self.players[seat].choose(view)
        rest = delay - (time.monotonic() - started)
        if rest > 0:
            time.sleep(rest)
        self.call_from_thread(self._computer_chose, generation, seat, action)

    def _computer_chose(self, generation: int, seat: int, action: Action) -> None:
        game = self.game
        if game is None or generation != self._generation or game.to_act != seat:
            return
        if not self._flow_ready():
            self._stash = (generation, seat, action)
            return
        reason = game.why_illegal(action)
        if reason is not None:
            self.notify(
                _("The computer chose an illegal move: {why}").format(why=reason), severity="error"
            )
            return
        self._thinking_at = None
        self._apply(seat, action)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.state is WorkerState.ERROR and event.worker.group == "computer":
            self._thinking_at = None
            self.notify(
                _("The computer player failed: {why}").format(why=event.worker.error),
                severity="error",
                timeout=10,
            )

    # ------------------------------------------------------------------ keys the table forwards
    def hint(self) -> None:
        """Ask the advising level about the decision on screen; the table shows the answer."""
        game, table = self.game, self.table
        if game is None or table is None or self.viewer != game.to_act or not self.hints_on:
            return
        view = game.view(game.to_act)
        table.show_hint(None, thinking_line())
        self._run_hint(self._generation, game.actions_applied, view)

    @work(thread=True, exclusive=True, group="hint", exit_on_error=False)
    def _run_hint(self, generation: int, applied: int, view: PlayerView) -> None:
        hint = advise(view, applied)
        self.call_from_thread(self._show_hint, generation, applied, view, hint)

    def _show_hint(self, generation: int, applied: int, view: PlayerView, hint: Hint) -> None:
        game, table = self.game, self.table
        # A late hint must not show one player's cards to the next one.
        if game is None or table is None or generation != self._generation:
            return
        if game.actions_applied != applied or self.viewer != view.seat:
            return
        table.show_hint(hint.action, hint_text(hint, view, self.ascii_only))

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        if self.paused and self.table is not None and self.game is not None:
            views = (self.game.view(0), self.game.view(1))
            log = self.words(self.public_log, None)
            self.table.show_watch(views, _("Paused — p or Space to go on"), log)
        self.advance()

    def change_pace(self, factor: float) -> None:
        self.pace = round(min(5.0, max(0.1, self.pace * factor)), 2)
        seconds = number(self.pace, 1)
        self.notify(_("Pace: {seconds} s per move").format(seconds=seconds), timeout=1.5)
