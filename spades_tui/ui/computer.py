"""Computer seats of a local table: a match agent that thinks in a thread and moves, paced.

Mixed into ``LocalTable`` (ui/flow/local.py); it relies on the table's ``game``, ``table``,
``pace`` and flow methods (``table_ready``, ``_act``). Also the keys the table forwards about
computers: the hint (what a computer would do), pause and pace.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from functools import partial
from typing import TYPE_CHECKING

from spades_tui.core.ahead import decisions_made
from spades_tui.core.events import PUBLIC
from spades_tui.core.game import Phase
from spades_tui.i18n import _, number, say
from spades_tui.players.base import bid_reason_of
from spades_tui.ui.hints import Hint
from spades_tui.ui.news import BidExplained
from spades_tui.ui.setup import HUMAN
from spades_tui.ui.table_common import ask_for_hint, thinking_line
from spades_tui.words.refusals import refusal_text

if TYPE_CHECKING:
    from spades_tui.core.events import Event
    from spades_tui.core.game import Game
    from spades_tui.players.base import Player
    from spades_tui.session.match import SeatSession
    from spades_tui.ui.screens.table import TableScreen
    from spades_tui.ui.shell import TableApp

QUICK_PHASES = (Phase.DRAFT, Phase.DOUBLE_NIL, Phase.EXCHANGE)


class ComputerFailed(Exception):
    """A computer player raised, or chose an illegal move: the game cannot go on."""


class TurnOf:
    """A match agent whose turn is a coroutine of the app (which shows it on the table)."""

    def __init__(self, turn: Callable[[SeatSession], Awaitable[None]]) -> None:
        self.turn = turn

    async def take_turn(self, session: SeatSession) -> None:
        await self.turn(session)


class ComputerSeats:
    # Provided by LocalTable; declared here for readers.
    app: TableApp
    game: Game
    table: TableScreen | None
    controllers: tuple[str, str]
    paused: bool
    viewer: int | None
    public_log: list[Event]
    watch_log: list[Event]
    logs: tuple[list[Event], list[Event]]
    bid_reasons_held: dict[int, BidExplained]
    _on_show: Callable[[], None] | None
    _turn: SeatSession | None

    async def _computer_turn(self, player: Player, session: SeatSession) -> None:
        """Say who is thinking, let ``player`` choose in a thread, wait out the pace, and
        submit the choice through the seat's session once the table can show it."""
        seat = session.seat
        await self.table_ready()
        self._on_show = partial(self._show_computer_turn, seat)
        self._show_computer_turn(seat)
        view = session.view
        # A watcher follows every draft choice in the log, so those take the whole pace too.
        quick = view.phase in QUICK_PHASES and not self.watching
        delay = self.pace / 3 if quick else self.pace
        started = time.monotonic()
        try:
            # The search players think for up to seconds: a thread keeps the screen alive.
            action = await asyncio.to_thread(player.choose, view)
        except Exception as exc:  # noqa: BLE001 - said on screen; the game stops there
            raise ComputerFailed(_("The computer player failed: {why}").format(why=exc)) from exc
        await self._wait_out_pace(delay - (time.monotonic() - started))
        # Help, a box or a pause may have come up meanwhile: the move waits for the table.
        await self.table_ready()
        self._on_show = None
        game = session.match.game
        refusal = game.refusal(action)
        if refusal is not None:
            why = refusal_text(refusal)
            raise ComputerFailed(_("The computer chose an illegal move: {why}").format(why=why))
        self._act(seat, action)
        reason = bid_reason_of(player, action)  # from a level that bids by the hand's worth
        if reason is not None and self.watching:
            # Both hands are face up to a watcher, so the cards a bid counted on can be named.
            self.watch_log.append(BidExplained(PUBLIC, seat, reason))
        elif reason is not None:
            # A person playing against it is told once the hand is over (LocalTable._on_event).
            self.bid_reasons_held[seat] = BidExplained(PUBLIC, seat, reason)

    async def _wait_out_pace(self, seconds: float) -> None:
        """The rest of the pace, so a quick choice is not shown faster than it can be followed."""
        if seconds > 0:
            await asyncio.sleep(seconds)

    def _show_computer_turn(self, seat: int) -> None:
        game, table = self.game, self.table
        assert table is not None
        name = game.players[seat].name
        if self.watching:
            status = say(
                _("{name} is thinking…   pace {seconds} s"), name=name, seconds=number(self.pace, 1)
            )
            views = (game.view(0), game.view(1))
            table.show_watch(views, status, self.words(self.watch_log, None))
        else:
            human = self.controllers.index(HUMAN)
            self.viewer = human
            log = self.words(self.logs[human], human)
            table.wait(game.view(human), say(_("{name} is thinking…"), name=name), log)

    # ------------------------------------------------------------------ keys the table forwards
    def hint(self) -> None:
        """Ask the advising level about the decision on screen; the table shows the answer."""
        game, table, turn = self.game, self.table, self._turn
        if table is None or turn is None or self.viewer != turn.seat:
            return
        if not self.setting("hints_on", True):
            return
        view = turn.view  # the decision on screen, perhaps taken ahead of its turn
        table.show_hint(None, thinking_line())
        asked_at = decisions_made(game)

        def answer(hint: Hint) -> None:
            table = self.table
            # A late hint must not show one player's cards to the next one.
            if table is None or self.app.flow is not self:
                return
            if decisions_made(game) != asked_at or self.viewer != view.seat:
                return
            table.answer_hint(hint, view)

        ask_for_hint(self.app, view, answer)

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        if self.table is not None:
            self.table.refresh_bindings()  # the key says what it does now: pause or go on
        if self.paused and self.table is not None:
            views = (self.game.view(0), self.game.view(1))
            log = self.words(self.watch_log, None)
            self.table.show_watch(views, _("Paused — p or Space to go on"), log)
        self.advance()

    def change_pace(self, factor: float) -> None:
        app = self.app
        app.pace = round(min(5.0, max(0.1, app.pace * factor)), 2)
        seconds = number(app.pace, 1)
        app.notify(_("Pace: {seconds} s per move").format(seconds=seconds), timeout=1.5)
