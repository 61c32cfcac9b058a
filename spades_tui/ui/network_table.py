"""A seat at a network table, played in the one app: the same table screen, fed by a remote seat.

The game lives on the server (in this very process when hosting); this table only shows the
seat's view and the events it is sent, and sends back the person's decisions. It never holds
the other hand, so there is nothing to hide from the person at this terminal.

What arrives is shown in order: a finished trick stays on the table for a moment (any key goes
on), a scored hand shows its summary, the end of the game its final screen. Meanwhile newer
updates wait in a queue, so nothing is skipped and nothing shows out of order.

``SpadesApp`` owns a ``NetworkTable`` while a network game is on and hands it the table's
messages; the app's settings, help, language and palette serve this table as they serve a
local one. When the game ends the table says so through ``leave``: a game started from the
command line ends the app, one started from the home screen goes back there.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Sequence
from typing import IO

from rich.text import Text
from textual.app import App, SystemCommand
from textual.screen import Screen

from spades_tui.core.actions import Action
from spades_tui.core.phases import Phase
from spades_tui.core.view import PlayerView
from spades_tui.i18n import _, level_word, say
from spades_tui.net.client import (
    Created,
    Ended,
    Lost,
    Presence,
    Reached,
    Refused,
    RematchAsked,
    SeatClient,
    Update,
    Welcome,
)
from spades_tui.net.reach_words import host_of
from spades_tui.session.moments import ExchangeMade, TrickEnd, moment_of
from spades_tui.ui.flow import AWAY, PEOPLE
from spades_tui.ui.flow.connecting import Connecting
from spades_tui.ui.flow.remote_setup import Hosting, RemoteSetup
from spades_tui.ui.hints import Hint
from spades_tui.ui.moments import Moments
from spades_tui.ui.network_log import NetworkLog
from spades_tui.ui.network_rematch import Rematches
from spades_tui.ui.news import log_lines
from spades_tui.ui.notices import Notices
from spades_tui.ui.presence_words import kept_words
from spades_tui.ui.screens.host_wait import WaitScreen
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.ui.screens.network_game_over import NetworkGameOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.shuffle_words import shuffle_notices
from spades_tui.ui.spectate import WatchControl
from spades_tui.ui.tab_seat import TabSeat
from spades_tui.ui.table_common import (
    ask_for_hint,
    last_card,
    thinking_line,
    trick_won_line,
)
from spades_tui.words.refusals import as_sentence, network_text

__all__ = ["Hosting", "NetworkTable", "RemoteSetup"]

Leave = Callable[[int, str | None], None]
LOST = "connection lost"  # the notice that our own connection is down, until it is back


class NetworkTable(Rematches, Connecting):
    """One seat of a network game on this app's table; ``leave(code, words)`` is called once
    the game is over for this terminal (words: what to tell the person, if anything).
    ``lock``: the hosted games' folder, held while hosting and let go at ``close``."""

    def __init__(
        self, app: App[int], setup: RemoteSetup, leave: Leave, lock: IO[str] | None = None
    ) -> None:
        super().__init__(app)
        self.setup = setup
        self._leave = leave
        self._lock = lock
        self.client: SeatClient | None = None
        self.wait_screen = WaitScreen(self.connecting_words())
        self.seat: int | None = None
        self.names: tuple[str | None, str | None] = (None, None)
        self.connected = [False, False]
        self.view: PlayerView | None = None
        self.at = 0
        self.log = NetworkLog()
        self.friend_code: str | None = None
        self.status_override: str | None = None  # our own connection trouble, if any
        self.moments = Moments()  # what the updates brought to show before the position
        self._showing_moments = False
        self._game_over_on = False
        # What the last box said as the game ended (a refused code): printed as `join` or
        # `host` ends, so the reason outlives the screen.
        self.last_words: str | None = None
        self._wake = asyncio.Event()  # set whenever the table may be showing again
        self._sent_at: int | None = None  # the 'at' of the action on its way, if any
        self.game_over: NetworkGameOverScreen | None = None  # on show at the end of a game
        self.rematch_asked: set[int] = set()  # the seats that want another game
        self._left = False
        self.notices = Notices(app)  # each up as long as what it says holds
        self.watch = WatchControl(self)  # the watch code, and spectating (ui/spectate.py)
        self.hosted = False  # the game runs in the other player's app, not on a server
        self.computer: str | None = None  # the computer's level, when it plays a seat
        self.spectating = False  # the code was a watch code: this app only watches
        self.home_chosen = False
        self.tab_seat = TabSeat()

    # ------------------------------------------------------------------ what the app asks
    def phase(self) -> Phase | None:
        return None if self.view is None else self.view.phase

    def mode_text(self) -> str:
        if self.computer is not None:
            level = level_word(self.computer)  # as a local game's header says it
            return _("network game against the computer ({level})").format(level=level)
        return _("network game")

    @property
    def you(self) -> int | None:
        return self.seat

    def commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        yield from super().commands(screen)
        yield from self.watch.commands()
        codes, help_text = self.codes_text(), self.codes_help()
        if codes:
            yield SystemCommand(_("Show my codes"), help_text, lambda: self.notices.brief(codes))

    # ------------------------------------------------------------------ what the server says
    async def _pump(self) -> None:
        assert self.client is not None
        while True:
            message = await self.client.inbox.get()
            if isinstance(message, Created | Welcome | Reached):
                # The address that reached the server (wss:// where one typed without it).
                self.setup.url = self.client.url
            if isinstance(message, Reached):
                self._connected_again()
                self.open_lobby()
                return
            if (watching := self.watch.heard(message)) is not None:
                if watching == "spectating":
                    self.spectating = True
                    return  # a watch code: the spectator's screen reads from here on
                continue
            if isinstance(message, Created):
                self.friend_code = message.friend_code
                self.take_server_address(message.address)
                self.server_page = message.page  # a terminal creator's friend may use it
                self.mark_seat()
                self._say_waiting()
            elif isinstance(message, Welcome):
                self.seat, self.names = message.seat, message.names
                self.hosted, self.computer = message.hosted, message.computer
                if message.friend_code is not None:  # back at a table nobody has joined
                    self.friend_code = message.friend_code
                    self.take_server_address(message.address)
                    self.server_page = message.page
                # Coming back, this seat hears only here whether the other came or went
                # while it was away: no presence frame was sent to it meanwhile.
                for seat, connected in enumerate(message.connected):
                    self._heard_presence(seat, connected, message.names[seat])
                self.app.sub_title = self.mode_text()
                self.mark_seat()
                self._connected_again()
                self._say_waiting()
            elif isinstance(message, Presence):
                self._heard_presence(message.seat, message.connected, message.name)
                names = list(self.names)
                names[message.seat] = message.name
                self.names = (names[0], names[1])
                self._say_waiting()
                self._say_rematch()
                self.advance()
            elif isinstance(message, Update):
                self._connected_again()
                self._took(message)
            elif isinstance(message, RematchAsked):
                self.rematch_asked.add(message.seat)
                self._say_rematch()
            elif isinstance(message, Refused):
                self._sent_at = None
                said = network_text(
                    message.code, message.reason, message.params, message.refusal, self.ascii_only
                )
                if self.table is not None:
                    self.table.refuse(said)
                self.advance()
            elif isinstance(message, Lost):
                self._sent_at = None
                # The countdown first: a narrow status line cuts the end, and the reason
                # (often a long system message) matters least to the player.
                if self.view is None:  # never in the game yet: nothing was lost
                    words = _("Not connected; trying again in {seconds} s… ({reason})")
                else:
                    words = _("Connection lost; trying again in {seconds} s… ({reason})")
                self.status_override = words.format(
                    reason=message.reason, seconds=round(message.retry_in)
                )
                if self.view is not None and not self.notices.holds(LOST):
                    # Also over a summary or a dialog, which hide the status line.
                    self.notices.stand(LOST, _("Connection lost; trying to reconnect…"), "error")
                self._host_gone()
                self._say_waiting()
                self.advance()
            elif isinstance(message, Ended):
                self._ended(message)
                return

    def _connected_again(self) -> None:
        self.status_override = None
        self.notices.end(LOST)

    def _heard_presence(self, seat: int, connected: bool, name: str | None) -> None:
        """The server says whether ``seat`` is connected: the notice that the other player
        has left goes up when they go, and comes down when they are back."""
        gone = self.connected[seat] and not connected
        self.connected[seat] = connected
        if gone and seat != self.seat and self.view is not None:
            self._say_kept(name)
        elif connected:
            self.notices.end(f"left {seat}")

    def _host_gone(self) -> None:
        """A hosted game's connection lost: the host's app, which holds the game, has gone
        (closed, or its computer stopped) and cannot say so. Said once, as a left player is."""
        if self.hosted and self.view is not None:
            host = 1 - self.view.seat
            if not self.notices.holds(f"left {host}"):
                self._say_kept(self.names[host])

    def _say_kept(self, name: str | None) -> None:
        code = self.own_code()
        # The host has no code to come back with, but is told too. The notice stands until
        # they are back (or the game is over).
        if self.view is None or self.view.winner is not None or not (code or self.setup.hosting):
            return
        words = kept_words(name, code, self.hosted)
        self.notices.stand(f"left {1 - self.view.seat}", words)

    def _took(self, update: Update) -> None:
        """Queue what an update brings: a trick's end, a hand's summary, the new position."""
        if self.game_over is not None and update.log and update.view.winner is None:
            self._rematch_started()
        before = self.view
        self.log.take(update)
        # A finished trick is held on the table unless the settings say not to (pause 0).
        hold_tricks = float(self.setting("trick_pause", 1.0)) > 0  # type: ignore[arg-type]
        held = hold_tricks and before is not None and bool(before.current_trick)
        views_before = {before.seat: before} if held and before is not None else {}
        for event in [] if update.log else update.events:
            moment = moment_of(event, views_before)
            if moment is not None:
                self.moments.add(moment)
        if (
            isinstance(before, PlayerView)
            and before.my_exchange is None
            and (
                update.view.my_exchange is not None
                and update.view.hand_number == before.hand_number
            )
        ):
            self.moments.add(ExchangeMade(*update.view.my_exchange, update.view))
        self.view, self.at = update.view, update.at
        self._sent_at = None
        self.mark_seat()  # forgotten once the game is over, told again by a rematch
        joined_at = update.view.hand_number if update.log else None
        for words, alarm in shuffle_notices(update.shuffles, joined_at):
            if alarm:  # it holds for the rest of the game
                self.notices.stand(words, words, "error")
            else:
                self.notices.brief(words)
        if update.view.winner is not None:
            self.notices.end(f"left {1 - update.view.seat}")  # nothing is kept any more
        if update.record is not None:  # over: every card of it is here, to review and export
            self.keep_finished(update.record, update.view.seat)
            self.game = update.record
        if self.table is None:
            self.table = self.new_table()
            self.app.switch_screen(self.table)
            code = self.own_code()
            if code is not None and update.view.winner is None:
                # Two lines in the side panel's width: the notice leaves the panel in sight.
                # It needs no answer; the palette shows it again, and leaving says it too.
                self.notices.brief(_("Your code to return: {code}").format(code=code))
        self.advance()

    def _ended(self, message: Ended) -> None:
        if message.code == "closed":
            return
        # "Ann has left; ... come back later with your code" no longer holds.
        self.notices.end_all()
        if self.view is not None:
            title = _("The game cannot go on")
        elif self.client is not None and self.client.code is None and not self.client.probe:
            title = _("Could not start a table")  # no code: it was asked for a new one
        else:
            title = _("Could not join")
        said = network_text(message.code, message.reason, message.params)
        body = as_sentence(said, host_of(self.setup.url))
        if message.code == "taken_over":
            # Reloaded, this tab would take the seat back from the screen that now has it.
            self.mark_seat(gone=True)
            body += "\n\n" + _(
                "(The same code was used on another screen, which now plays this seat.)"
            )
        if self.view is None and (self.from_lobby or self.web_tab):
            # A wrong code or a full server: the lobby again, to try another. (A browser tab
            # may have come with the code of a seat that is gone: its lobby is its way in.)
            self.app.push_screen(InfoScreen(title, Text(body)), lambda _: self.open_lobby())
            return
        self.last_words = f"{title}: {body}"
        self.app.push_screen(InfoScreen(title, Text(body)), lambda _: self.leave(1))

    def status(self) -> str:
        if self.status_override is not None:
            return self.status_override
        view = self.view
        assert view is not None
        other = 1 - view.seat
        name = view.names[other]
        if not self.connected[other]:
            return say(_("Waiting for {name} to reconnect…"), name=name)
        return say(_("Waiting for {name}…"), name=name)

    def advance(self) -> None:
        """Show what the updates brought, then the current position; safe to call any time."""
        self._wake.set()
        table, view = self.table, self.view
        if table is None or view is None or self.app.screen is not table or not table.is_mounted:
            return
        if self._showing_moments or self._game_over_on:
            return
        if self.moments:
            self._showing_moments = True
            self.app.run_worker(self._show_moments(), group="moments", exit_on_error=False)
            return
        if view.winner is not None:
            self._game_over_on = True
            names = list(view.names)
            screen = NetworkGameOverScreen(
                names,
                view.winner,
                view.history,
                view.seat,
                self.ascii_only,
                rules=view.rules,
                rematch=self._rematch_words(view),
            )
            self.game_over = screen
            self.app.push_screen(screen, self._game_over_closed)
            return
        if view.my_turn and self.status_override is None and self._sent_at is None:
            last = last_card(view) if self.setting("play_last_card", True) else None
            if last is None:
                table.decide(view, self.words())
                return
            self._sent_at = self.at  # the one card left goes by itself
            self._send(last, self.at)
        table.wait(view, self.status(), self.words())

    async def _show_moments(self) -> None:
        try:
            await self.moments.show(self)
        finally:
            self._showing_moments = False
        self.advance()

    # ------------------------------------------------------------------ the stage of the moments
    async def table_ready(self) -> None:
        while not (
            self.table is not None and self.app.screen is self.table and self.table.is_mounted
        ):
            self._wake.clear()
            await self._wake.wait()

    def paint_trick(self, trick: TrickEnd) -> None:
        view = self.view
        assert self.table is not None and view is not None
        ((_seat, shown_view),) = trick.views.items()
        status = trick_won_line(trick.winner, view.seat, view.names)
        self.table.show_trick_end(shown_view, self.words(), status)

    def trick_seconds(self) -> float:
        return float(self.setting("trick_pause", 1.0))  # type: ignore[arg-type]

    def summary_names(self) -> list[str]:
        assert self.view is not None
        return [name or "" for name in self.view.names]

    def summary_seconds(self) -> float:
        return 0

    def summary_notes(self) -> list[str]:
        view = self.view
        assert view is not None
        return log_lines(self.log.newest_reasons(), list(view.names), view.seat, self.ascii_only)

    def before_summary(self) -> None:
        pass  # the other hand is never here: nothing to hide

    def trick_seen(self) -> None:
        """A key moved on from the finished trick before its pause ran out."""
        self.moments.trick_seen()

    def words(self) -> Sequence[str]:
        view = self.view
        assert view is not None
        return log_lines(self.log.events(), list(view.names), view.seat, self.ascii_only)

    # ------------------------------------------------------------------ messages from the table
    def submit(self, action: Action, view: PlayerView | None = None) -> None:
        # The decision goes with the position it was made at: the server refuses a late one.
        view, client = self.view, self.client
        if view is None or client is None or not view.my_turn or self._sent_at is not None:
            return
        if self._showing_moments or self._game_over_on or self.status_override is not None:
            return
        self._sent_at = self.at
        self.notices.acted()
        self._send(action, self.at)

    def _send(self, action: object, at: int) -> None:
        self.app.run_worker(self._sending(action, at), group="send", exit_on_error=False)

    async def _sending(self, action: object, at: int) -> None:
        assert self.client is not None
        if not await self.client.act(action, at):  # type: ignore[arg-type]
            self._sent_at = None
            self.notices.brief(_("Not connected: the move was not sent; try again in a moment."))

    def hint(self) -> None:
        view = self.view
        hints_on = self.setting("hints_on", True)
        if view is not None and view.my_turn and self.table is not None and hints_on:
            self.table.show_hint(None, thinking_line())
            at = self.at

            def answer(hint: Hint) -> None:
                if self.table is not None and self.at == at and self.view is not None:
                    self.table.answer_hint(hint, view)

            ask_for_hint(self.app, view, answer)

    def take_back_refusal(self, screen: Screen[object]) -> str | None:
        return PEOPLE if self.table is not None and screen is self.table else AWAY

    def why_no_take_back(self) -> None:
        # The other end has the move already: u said nothing, as if the key did not work.
        self.notices.brief(_("A move sent over the network cannot be taken back."))

    def new_table(self) -> TableScreen:
        """A table for this seat, drawn with the settings in use now."""
        four_colour = bool(self.setting("four_colour", False))
        return TableScreen(self.ascii_only, four_colour=four_colour, you=self.seat)

    def show_again(self) -> None:
        """A fresh table in place of the one on show (after a change of ASCII drawing)."""
        if self.table is not None and self.app.screen is self.table:
            self.table = self.new_table()
            self.app.switch_screen(self.table)

    def leave(self, code: int, words: str | None = None) -> None:
        if not self._left:  # this terminal is done with the game (once)
            self._left = True
            self._leave(code, words)

    def quit(self, words: str | None) -> None:
        # Back to the home screen when the game began there; `join` and `host` end with it.
        self.leave(0, words)

    def stop(self) -> None:
        self.app.workers.cancel_group(self.app, "net")
        self.app.workers.cancel_group(self.app, "send")

    async def close(self) -> None:
        """Let go of the connection and, when hosting, stop the server and the folder."""
        self.stop()
        self.notices.table_left()
        try:
            if self.client is not None:
                await self.client.close()
            hosting = self.setup.hosting
            if hosting is not None:
                await asyncio.wait_for(hosting.server.stop(), 3)  # type: ignore[attr-defined]
        finally:
            lock, self._lock = self._lock, None
            if lock is not None:
                lock.close()
