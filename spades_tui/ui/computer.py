"""Computer seats: a player thinks in a worker thread, its move lands on the UI thread, paced.

Mixed into ``SpadesApp``; it relies on the app's ``game``, ``players``, ``pace`` and flow
methods (``_flow_ready``, ``_apply``, ``advance``).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from textual import work
from textual.worker import Worker, WorkerState

from spades_tui.core.actions import Action, Bid
from spades_tui.core.game import Phase
from spades_tui.ui.cardtext import describe
from spades_tui.ui.setup import HUMAN

if TYPE_CHECKING:
    from spades_tui.core.game import Game
    from spades_tui.core.view import PlayerView
    from spades_tui.players.base import Player
    from spades_tui.ui.screens.table import TableScreen

QUICK_PHASES = (Phase.DRAFT, Phase.DOUBLE_NIL, Phase.EXCHANGE)
HINT_LEVELS = ("normal", "heuristic", "random")


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
    public_log: list[str]
    logs: tuple[list[str], list[str]]
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
        if view.phase is Phase.PLAY and view.tricks and view.current_trick is None:
            delay += self.pace  # leave the finished trick on the table a little longer
        self._run_player(self._generation, seat, view, delay)

    def _show_computer_turn(self, seat: int) -> None:
        game, table = self.game, self.table
        assert game is not None and table is not None
        name = game.players[seat].name
        if self.watching:
            status = f"{name} is thinking…   pace {self.pace:.1f} s"
            views = (game.view(0), game.view(1))
            table.show_watch(views, status, self.public_log)
        else:
            human = self.controllers.index(HUMAN)
            self.viewer = human
            table.wait(game.view(human), f"{name} is thinking…", self.logs[human])

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
            self.notify(f"The computer chose an illegal move: {reason}", severity="error")
            return
        self._thinking_at = None
        self._apply(seat, action)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.state is WorkerState.ERROR and event.worker.group == "computer":
            self._thinking_at = None
            self.notify(
                f"The computer player failed: {event.worker.error}", severity="error", timeout=10
            )

    # ------------------------------------------------------------------ keys the table forwards
    def hint(self) -> None:
        from spades_tui.players import LEVELS

        game = self.game
        if game is None or self.viewer != game.to_act:
            return
        level = next((lv for lv in HINT_LEVELS if lv in LEVELS), None)
        if level is None:
            return
        self.notify("Thinking about a hint…", timeout=1)
        self._run_hint(self._generation, game.actions_applied, level, game.view(game.to_act))

    @work(thread=True, exclusive=True, group="hint", exit_on_error=False)
    def _run_hint(self, generation: int, applied: int, level: str, view: PlayerView) -> None:
        from spades_tui.players import make_player

        player = make_player(level, applied)
        action = player.choose(view)
        estimate = getattr(player, "last_bid_estimate", None)
        self.call_from_thread(self._show_hint, generation, applied, level, action, estimate)

    def _show_hint(
        self, generation: int, applied: int, level: str, action: Action, estimate: float | None
    ) -> None:
        game = self.game
        # A late hint must not show one player's cards to the next one.
        if game is None or generation != self._generation or game.actions_applied != applied:
            return
        text = f"The {level} player would {describe(action, self.ascii_only)}"
        if isinstance(action, Bid) and estimate is not None:
            text += f"; it expects about {estimate:.1f} tricks"
        if self.table is not None:
            self.table.show_hint(action, text + ".")

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        if self.paused and self.table is not None and self.game is not None:
            views = (self.game.view(0), self.game.view(1))
            self.table.show_watch(views, "Paused — p or Space to go on", self.public_log)
        self.advance()

    def change_pace(self, factor: float) -> None:
        self.pace = round(min(5.0, max(0.1, self.pace * factor)), 2)
        self.notify(f"Pace: {self.pace:.1f} s per move", timeout=1.5)
