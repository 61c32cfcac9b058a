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
import ssl
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from rich.text import Text
from textual.app import App

from spades_tui.core.events import Event
from spades_tui.core.rules import Rules
from spades_tui.core.view import PlayerView
from spades_tui.i18n import _, os_reason
from spades_tui.net.client import (
    Created,
    Ended,
    Lost,
    Presence,
    Refused,
    RematchAsked,
    SeatClient,
    Update,
    Welcome,
)
from spades_tui.session.moments import ExchangeMade, TrickEnd, moment_of
from spades_tui.shown import shown
from spades_tui.ui.hints import Hint, hint_text
from spades_tui.ui.moments import Moments
from spades_tui.ui.news import log_lines
from spades_tui.ui.refusal_words import network_text
from spades_tui.ui.screens.host_wait import LobbyScreen, WaitScreen, command_line
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.ui.screens.network_game_over import NetworkGameOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.shuffle_words import shuffle_notices
from spades_tui.ui.spectate import WatchControl
from spades_tui.ui.table_common import (
    ask_for_hint,
    last_card,
    thinking_line,
    trick_won_line,
)


@dataclass
class Hosting:
    """This process also runs the server (``spades-tui host``)."""

    server: object  # GameServer; typed loosely so the app imports the server only when hosting
    bind: str
    port: int
    tls: ssl.SSLContext | None
    name: str
    rules: Rules
    seed: int | None
    share_host: str  # the address the friend should use


@dataclass
class RemoteSetup:
    url: str  # where this seat's client connects
    code: str | None  # None: ask in the lobby (or create, with ``create``)
    name: str | None
    ascii_only: bool = False
    tls: ssl.SSLContext | None = None
    create: tuple[Rules, int | None] | None = None
    share_address: str = ""  # the address to put in the friend's join command
    hosting: Hosting | None = None
    page: str | None = None  # a browser front's tab: the page a friend can open too
    browser: str | None = None  # a browser front's tab: the browser's address
    computer: tuple[str, str] | None = None  # a new table against the computer: level, name


Leave = Callable[[int, str | None], None]


class NetworkTable:
    """One seat of a network game on this app's table; ``leave(code, words)`` is called once
    the game is over for this terminal (words: what to tell the person, if anything)."""

    def __init__(self, app: App[int], setup: RemoteSetup, leave: Leave) -> None:
        self.app = app
        self.setup = setup
        self._leave = leave
        self.client: SeatClient | None = None
        self.table: TableScreen | None = None
        self.wait_screen = WaitScreen(_("Connecting…"))
        self.seat: int | None = None
        self.names: tuple[str | None, str | None] = (None, None)
        self.connected = [False, False]
        self.view: PlayerView | None = None
        self.at = 0
        self.events_log: list[Event] = []
        self.friend_code: str | None = None
        self.status_override: str | None = None  # our own connection trouble, if any
        self.moments = Moments()  # what the updates brought to show before the position
        self._showing_moments = False
        self._game_over_on = False
        self._wake = asyncio.Event()  # set whenever the table may be showing again
        self._sent_at: int | None = None  # the 'at' of the action on its way, if any
        self.game_over: NetworkGameOverScreen | None = None  # on show at the end of a game
        self.rematch_asked: set[int] = set()  # the seats that want another game
        self._left = False
        self.watch = WatchControl(self)  # the watch code, and spectating (ui/spectate.py)

    @property
    def ascii_only(self) -> bool:
        return bool(getattr(self.app, "ascii_only", False))

    def _setting(self, name: str, default: object) -> object:
        """The person's setting ``name`` as the app holds it now (changed settings apply)."""
        return getattr(self.app, name, default)

    # ------------------------------------------------------------------ starting
    async def start(self) -> None:
        """Connect (or start hosting, or ask the lobby first); the wait screen shows meanwhile."""
        settings = getattr(self.app, "settings", None)
        web_tab = self.setup.browser is not None or self.setup.page is not None
        if self.setup.name is None and settings is not None and settings.name and not web_tab:
            # A guest's first join names the seat. (A browser tab's settings are those of
            # the server's owner, not its player's: the lobby asks the player instead.)
            self.setup.name = settings.name
        self.app.push_screen(self.wait_screen)
        hosting = self.setup.hosting
        if hosting is not None:
            await self._start_hosting(hosting)
            return
        if self.setup.code is None and self.setup.create is None:
            lobby = LobbyScreen(self.setup.share_address, self.setup.name)
            self.app.push_screen(lobby, self._lobby_chosen)
            return
        self._connect(self.setup.code)

    def parting_words(self) -> str | None:
        """What to tell a person leaving a game still going: how to come back to it."""
        view, client = self.view, self.client
        if view is None or view.winner is not None or client is None or client.code is None:
            return None
        if self.setup.hosting is not None:
            return _("The game is saved here: run spades-tui host again to continue it.")
        return _("To come back to this game, run: spades-tui join {address} {code}").format(
            address=shown(self.setup.share_address), code=shown(client.code)
        )

    async def _start_hosting(self, hosting: Hosting) -> None:
        from spades_tui.net.server import GameServer

        server = hosting.server
        assert isinstance(server, GameServer)
        try:
            port = (await server.start(hosting.bind, hosting.port, hosting.tls))[1]
        except OSError as exc:
            why = os_reason(exc)
            words = _("spades-tui host: cannot listen on port {port}: {why}")
            self.leave(2, words.format(port=hosting.port, why=why))
            return
        hosting.port = port
        waiting = [t for t in server.tables.values()]
        if waiting and waiting[0].game is not None:
            from spades_tui.ui.screens.continue_hosted import CONTINUE, ContinueHostedScreen

            table = waiting[0]

            def chosen(choice: str | None) -> None:
                if choice != CONTINUE:
                    server.retire(table)
                    self._host_table(server.create_table(hosting.name, hosting.rules, hosting.seed))
                else:
                    self._host_table(table)

            assert table.game is not None
            self.app.push_screen(ContinueHostedScreen(table.game), chosen)
            return
        table = waiting[0] if waiting else None
        if table is None:
            table = server.create_table(hosting.name, hosting.rules, hosting.seed)
        self._host_table(table)

    def _host_table(self, table: object) -> None:
        from spades_tui.net.server import Table

        assert isinstance(table, Table)
        hosting = self.setup.hosting
        assert hosting is not None
        self.friend_code = table.meta.codes[1]
        address = f"{_host_part(hosting.share_host)}:{hosting.port}"
        self.setup.share_address = f"wss://{address}" if hosting.tls else address
        self.app.run_worker(table.server.save_meta(table))  # type: ignore[attr-defined]
        self.app.run_worker(self._through_door(table))

    async def _through_door(self, table: object) -> None:
        """The host's own seat joins through the server's loopback door (no TLS to itself)."""
        from spades_tui.net.server import GameServer, Table

        assert isinstance(table, Table) and isinstance(table.server, GameServer)
        door = await table.server.open_door()
        self.setup.url = f"ws://127.0.0.1:{door}"
        self.setup.tls = None
        self._connect(table.meta.codes[0])

    def _lobby_chosen(self, chosen: tuple[str, str, str | None] | None) -> None:
        code, name, level = chosen or ("", "", None)
        self.setup.computer = None if level is None else (level, _("Computer"))
        # No name typed: the default word, in this player's language.
        self.setup.name = name or (_("Guest") if code else _("Host"))
        if code:
            self._connect(code)
        else:
            self.setup.create = (Rules(), None)
            self._connect(None)

    def _connect(self, code: str | None) -> None:
        self.client = SeatClient(
            self.setup.url,
            code=code,
            # Always a name, so the seat is never named by the server's English default
            # (a seat already named keeps its name: the server takes it only once).
            name=self.setup.name or (_("Host") if code is None else _("Guest")),
            create=self.setup.create if code is None else None,
            computer=self.setup.computer if code is None else None,
            tls=self.setup.tls,
            browser=self.setup.browser,
        )
        self._say_waiting()
        self.app.run_worker(self.client.run(), group="net", exit_on_error=False)
        self.app.run_worker(self._pump(), group="net", exit_on_error=False)

    # ------------------------------------------------------------------ what the server says
    async def _pump(self) -> None:
        assert self.client is not None
        while True:
            message = await self.client.inbox.get()
            if (watching := self.watch.heard(message)) is not None:
                if watching == "spectating":
                    return  # a watch code: the spectator's screen reads from here on
                continue
            if isinstance(message, Created):
                self.friend_code = message.friend_code
                self._say_waiting()
            elif isinstance(message, Welcome):
                self.seat, self.names = message.seat, message.names
                self.connected = list(message.connected)
                self.status_override = None
                self._say_waiting()
            elif isinstance(message, Presence):
                gone = self.connected[message.seat] and not message.connected
                self.connected[message.seat] = message.connected
                if gone and message.seat != self.seat and self.view is not None:
                    self._say_kept(message.name)
                names = list(self.names)
                names[message.seat] = message.name
                self.names = (names[0], names[1])
                self._say_waiting()
                self._say_rematch()
                self.advance()
            elif isinstance(message, Update):
                self.status_override = None
                self._took(message)
            elif isinstance(message, RematchAsked):
                self.rematch_asked.add(message.seat)
                self._say_rematch()
            elif isinstance(message, Refused):
                self._sent_at = None
                if self.table is not None:
                    self.table.refuse(
                        network_text(
                            message.code,
                            message.reason,
                            message.params,
                            message.refusal,
                            self.ascii_only,
                        )
                    )
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
                self._say_waiting()
                self.advance()
            elif isinstance(message, Ended):
                self._ended(message)
                return

    def _say_kept(self, name: str | None) -> None:
        """The other player has gone: nobody need wait for ever, so say the game is kept."""
        code = self.own_code()
        if code is None or self.view is None or self.view.winner is not None:
            return
        words = _(
            "{name} has left. The game is kept on the server: wait for them here, or leave "
            "(ctrl+q) and come back later with your code {code}."
        )
        self.app.notify(words.format(name=name or "?", code=code), timeout=30)

    def _took(self, update: Update) -> None:
        """Queue what an update brings: a trick's end, a hand's summary, the new position."""
        if self.game_over is not None and update.log and update.view.winner is None:
            self._rematch_started()
        before = self.view
        if update.log:
            self.events_log = list(update.events)
        else:
            self.events_log.extend(update.events)
            del self.events_log[:-400]
        # A finished trick is held on the table unless the settings say not to (pause 0).
        hold_tricks = float(self._setting("trick_pause", 1.0)) > 0  # type: ignore[arg-type]
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
            self.moments.add(ExchangeMade(*update.view.my_exchange))
        self.view, self.at = update.view, update.at
        self._sent_at = None
        for words, alarm in shuffle_notices(update.shuffles):
            self.app.notify(words, severity="error" if alarm else "information", timeout=12)
        if self.table is None:
            self.table = self.new_table()
            self.app.table = self.table  # type: ignore[attr-defined]
            self.app.switch_screen(self.table)
            code = self.own_code()
            if code is not None and update.view.winner is None:
                words = _("Your code to come back to this game: {code}")
                self.app.notify(words.format(code=code), timeout=20)
        self.advance()

    def _ended(self, message: Ended) -> None:
        if message.code == "closed":
            return
        title = _("The game cannot go on") if self.view is not None else _("Could not join")
        body = network_text(message.code, message.reason, message.params)
        if message.code == "taken_over":
            body += "\n\n" + _(
                "(The same code was used on another screen, which now plays this seat.)"
            )
        self.app.push_screen(InfoScreen(title, Text(body)), lambda _: self.leave(1))

    # ------------------------------------------------------------------ showing it
    def _say_waiting(self) -> None:
        other = None if self.seat is None else 1 - self.seat
        if self.status_override is not None and self.view is None:
            self.wait_screen.say(_("Connecting…"), [self.status_override])
            return
        if self.friend_code is not None and (other is None or self.names[other] is None):
            lines: list[str | Text] = [
                _("Tell your friend to run:"),
                "",
                command_line(f"spades-tui join {self.setup.share_address} {self.friend_code}"),
                "",
            ]
            if self.setup.page:
                lines += [
                    _("or to open {page} in a browser and type the code:").format(
                        page=shown(self.setup.page)
                    ),
                    command_line(self.friend_code),
                    "",
                ]
            lines.append(_("The code is the key to the second seat: give it only to them."))
            lines += self._come_back_lines() + self.watch.lines()
            if self.setup.hosting is not None and self.setup.hosting.bind == "127.0.0.1":
                lines += [
                    "",
                    _(
                        "Only this computer can join: host on 0.0.0.0 (--bind 0.0.0.0) to let "
                        "others on your network in."
                    ),
                ]
            self.wait_screen.say(_("Waiting for a friend to join"), lines)
        elif self.seat is None:
            self.wait_screen.say(
                _("Connecting…"), [_("to {url}").format(url=shown(self.setup.url))]
            )
        else:
            lines = [_("Waiting for the game to start…"), *self._come_back_lines()]
            self.wait_screen.say(_("Joined"), lines)

    def own_code(self) -> str | None:
        """The code that takes this seat back, when it is this player's to keep: a host
        comes back by hosting again instead."""
        client = self.client
        if self.setup.hosting is not None or client is None:
            return None
        return client.code

    def _come_back_lines(self) -> list[str | Text]:
        code = self.own_code()
        if code is None:
            return []
        return [
            "",
            _("Your own code, to come back to this table if you leave or reload:"),
            command_line(code),
        ]

    def status(self) -> str:
        if self.status_override is not None:
            return self.status_override
        view = self.view
        assert view is not None
        other = 1 - view.seat
        name = view.names[other]
        if not self.connected[other]:
            return _("Waiting for {name} to reconnect…").format(name=name)
        return _("Waiting for {name}…").format(name=name)

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
                names, view.winner, view.history, view.seat, self.ascii_only
            )
            self.game_over = screen
            self.app.push_screen(screen, self._game_over_closed)
            self.app.call_after_refresh(self._say_rematch)
            return
        if view.my_turn and self.status_override is None and self._sent_at is None:
            last = last_card(view) if self._setting("play_last_card", True) else None
            if last is None:
                table.decide(view, self.words())
                return
            self._sent_at = self.at  # the one card left goes by itself
            self._send(last, self.at)
        table.wait(view, self.status(), self.words())

    # ------------------------------------------------------------------ a rematch
    def rematch_wanted(self) -> None:
        if self.client is not None and self.seat is not None:
            self.app.run_worker(self._ask_rematch(), group="send", exit_on_error=False)

    async def _ask_rematch(self) -> None:
        assert self.client is not None
        if not await self.client.ask_rematch():
            self.app.notify(
                _("Not connected: the rematch was not asked for; try again in a moment.")
            )

    def _say_rematch(self) -> None:
        """Tell the player at the final screen where the rematch stands."""
        screen, view = self.game_over, self.view
        if screen is None or view is None or not screen.is_mounted or not self.rematch_asked:
            return
        other = 1 - view.seat
        name = view.names[other]
        if other in self.rematch_asked:
            words = _("{name} wants a rematch: r to agree, q to leave.").format(name=name)
        elif not self.connected[other]:
            words = _(
                "You asked for a rematch; {name} has left. Waiting for them to come back…"
            ).format(name=name)
        else:
            words = _("You asked for a rematch; waiting for {name} to agree…").format(name=name)
        screen.say(words)

    def _rematch_started(self) -> None:
        screen, self.game_over = self.game_over, None
        self.rematch_asked.clear()
        self.moments.clear()
        self._game_over_on = False
        self.view = None  # the new game's first position is not news about the last one
        if screen is not None:
            screen.dismiss("rematch")

    def _game_over_closed(self, choice: str | None) -> None:
        if choice != "rematch":
            self.leave(0)

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
        return float(self._setting("trick_pause", 1.0))  # type: ignore[arg-type]

    def summary_names(self) -> list[str]:
        assert self.view is not None
        return [name or "" for name in self.view.names]

    def summary_seconds(self) -> float:
        return 0

    def before_summary(self) -> None:
        pass  # the other hand is never here: nothing to hide

    def trick_seen(self) -> None:
        """A key moved on from the finished trick before its pause ran out."""
        self.moments.trick_seen()

    def words(self) -> Sequence[str]:
        view = self.view
        assert view is not None
        return log_lines(self.events_log, list(view.names), view.seat, self.ascii_only)

    # ------------------------------------------------------------------ messages from the table
    def submit(self, message: TableScreen.Submit) -> None:
        view, client = self.view, self.client
        if view is None or client is None or not view.my_turn or self._sent_at is not None:
            return
        if self._showing_moments or self._game_over_on or self.status_override is not None:
            return
        self._sent_at = self.at
        self._send(message.action, self.at)

    def _send(self, action: object, at: int) -> None:
        self.app.run_worker(self._sending(action, at), group="send", exit_on_error=False)

    async def _sending(self, action: object, at: int) -> None:
        assert self.client is not None
        if not await self.client.act(action, at):  # type: ignore[arg-type]
            self._sent_at = None
            self.app.notify(_("Not connected: the move was not sent; try again in a moment."))

    def hint(self) -> None:
        view = self.view
        hints_on = self._setting("hints_on", True)
        if view is not None and view.my_turn and self.table is not None and hints_on:
            self.table.show_hint(None, thinking_line())
            at = self.at

            def answer(hint: Hint) -> None:
                if self.table is not None and self.at == at and self.view is not None:
                    self.table.show_hint(hint.action, hint_text(hint, view, self.ascii_only))

            ask_for_hint(self.app, view, at, answer)

    def new_table(self) -> TableScreen:
        """A table for this seat, drawn with the settings in use now."""
        four_colour = bool(self._setting("four_colour", False))
        return TableScreen(self.ascii_only, four_colour=four_colour, you=self.seat)

    def show_again(self) -> None:
        """A fresh table in place of the one on show (after a change of ASCII drawing)."""
        if self.table is not None and self.app.screen is self.table:
            self.table = self.new_table()
            self.app.table = self.table  # type: ignore[attr-defined]
            self.app.switch_screen(self.table)

    def leave(self, code: int, words: str | None = None) -> None:
        """This terminal is done with the game (once)."""
        if not self._left:
            self._left = True
            self._leave(code, words)

    async def close(self) -> None:
        """Let go of the connection and, when hosting, stop the server."""
        if self.client is not None:
            await self.client.close()
        hosting = self.setup.hosting
        if hosting is not None:
            await asyncio.wait_for(hosting.server.stop(), 3)  # type: ignore[attr-defined]


def _host_part(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host


def data_path(text: str | None) -> Path:
    from spades_tui.storage import Storage

    return Storage.from_options(text).root
