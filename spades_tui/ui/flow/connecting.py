"""Reaching a network table: hosting it, asking the lobby, connecting, and the wait screen.

Mixed into ``NetworkTable``: until the first update arrives the person sees the wait screen,
which says where the game stands (connecting, waiting for a friend, with the command and code
to give them) and how to come back to it later. ``Hosting`` and ``RemoteSetup`` say what the
command line or the home screen's network form asked for (``ui.flow.remote_setup``).
"""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text

from spades_tui.core.rules import Rules
from spades_tui.i18n import _, say
from spades_tui.net.address import address_of, over_loopback
from spades_tui.net.client import SeatClient
from spades_tui.net.reach_words import why_cannot_listen
from spades_tui.shown import shown
from spades_tui.ui.flow import TableFlow
from spades_tui.ui.flow.remote_setup import Hosting, RemoteSetup
from spades_tui.ui.screens.host_wait import LobbyScreen, WaitScreen, command_line
from spades_tui.ui.tab_seat import TabSeat

if TYPE_CHECKING:
    from spades_tui.core.game import Game
    from spades_tui.core.view import PlayerView
    from spades_tui.ui.notices import Notices
    from spades_tui.ui.spectate import WatchControl


class Connecting(TableFlow):
    # Provided by NetworkTable; declared here for readers.
    setup: RemoteSetup
    client: SeatClient | None
    wait_screen: WaitScreen
    seat: int | None
    names: tuple[str | None, str | None]
    view: PlayerView | None
    friend_code: str | None
    connected: list[bool]  # for each seat, whether it is at the table now
    server_page: str | None = None  # the server's browser page, when it told one
    status_override: str | None
    hosted: bool
    computer: str | None  # the computer's level, when it plays the other seat
    spectating: bool
    watch: WatchControl
    from_lobby = False  # the table was chosen in the lobby: a refusal goes back there
    tab_seat: TabSeat  # what a browser tab's page was last told of its seat
    lobby_code = ""  # the code typed there last
    lobby_name: str | None = None  # and the name, as typed (blank: the default word)
    notices: Notices

    def leave(self, code: int, words: str | None = None) -> None: ...

    async def _pump(self) -> None: ...

    @property
    def web_tab(self) -> bool:
        """A browser front's tab: the front gives its addresses."""
        return self.setup.browser is not None or self.setup.page is not None

    def keep_finished(self, game: Game, seat: int) -> None:
        """File the finished game the server sent, for History and the review. A host's app
        has it already, with its tables; a browser tab's player has no History on this
        machine (its files are the server owner's)."""
        from spades_tui.storage import SaveError

        storage = self.setup.keep_in or getattr(self.app, "storage", None)
        if storage is None or self.setup.hosting is not None or self.web_tab:
            return
        try:
            storage.keep_joined(game, seat)
        except SaveError as exc:
            self.app.notify(str(exc), severity="error", timeout=10)

    # ------------------------------------------------------------------ starting
    async def start(self) -> None:
        """Connect (or start hosting, or ask the lobby first); the wait screen shows meanwhile."""
        settings = getattr(self.app, "settings", None)
        if self.setup.name is None and settings is not None and settings.name and not self.web_tab:
            # A guest's first join names the seat. (A browser tab's settings are those of
            # the server's owner, not its player's: the lobby asks the player instead.)
            self.setup.name = settings.name
        self.app.push_screen(self.wait_screen)
        hosting = self.setup.hosting
        if hosting is not None:
            await self._start_hosting(hosting)
            return
        if self.setup.code is None and self.setup.create is None:
            # The server first: its lobby asks the player for nothing until it answers.
            self._connect(None, probe=True)
            return
        self._connect(self.setup.code)

    def open_lobby(self) -> None:
        """The lobby of the server: a code to join with, or a new table to start."""
        self.from_lobby = True
        self.client = None
        self.mark_seat()  # no seat here: a reload should come back to the lobby
        name = self.setup.name if self.lobby_name is None else self.lobby_name
        lobby = LobbyScreen(self.server_address(), name, self._friends_page(), self.lobby_code)
        self.app.push_screen(lobby, self._lobby_chosen)

    def _friends_page(self) -> str | None:
        """A browser tab's page as a friend opens it (the front gives it); None elsewhere."""
        return self.setup.page if self.web_tab and self.setup.page else None

    def server_address(self) -> str:
        """The server as this player reached it, as they would type it (a browser tab: as
        its page gives it; the tab itself comes in through a loopback door)."""
        return self.setup.share_address if self.web_tab else address_of(self.setup.url)

    def connecting_words(self) -> str:
        """The wait screen's title while connecting: the address tried, with its port, so a
        player who gave none sees the one assumed."""
        # A host's own seat joins this app's own server: its address says nothing new.
        own_server = self.setup.hosting is not None or not self.setup.url
        address = "" if own_server else self.server_address()
        if not address:
            return _("Connecting…")
        return _("Connecting to {address}…").format(address=shown(address))

    def take_server_address(self, address: str | None) -> None:
        """The address the server gives out, for the friend's command, when this player came
        over loopback: then this machine's network address was only a guess, and a server
        listening on loopback alone cannot be reached there. (A browser tab is told by the
        front, which knows.)"""
        if address is not None and not self.web_tab and over_loopback(self.setup.url):
            self.setup.share_address = address

    def parting_words(self) -> str | None:
        """What to tell a person leaving a game still going: how to come back to it."""
        view, client = self.view, self.client
        if client is None or client.code is None or (view is not None and view.winner is not None):
            return None
        # Before a game, only a table made here and waiting for the friend is worth the words
        # (its codes went with the screen that showed them).
        waiting = view is None and self.friend_code is not None and self.setup.hosting is None
        if view is None and not waiting:
            return None
        friend = _("Your friend joins with: {command}").format(
            command=shown(self._friends_command())
        )
        words = self._way_back(client.code)
        return words + "\n" + friend if waiting else words

    def _way_back(self, code: str) -> str:
        hosting = self.setup.hosting
        if hosting is not None:
            if hosting.again:
                command = shlex.join(("spades-tui", "host", *hosting.again))
                return _("The game is saved here: to continue it, run: {command}").format(
                    command=shown(command)
                )
            if hosting.from_home:
                return _(
                    "The game is saved here: host again from the home screen (n) to continue it."
                )
            return _("The game is saved here: run spades-tui host again to continue it.")
        if self.web_tab and self.setup.page:
            # A browser player has no terminal to type a command in: the page takes the code.
            return _(
                "To come back to this game, open {page} again and type your code {code}"
            ).format(page=shown(self.setup.page), code=shown(code))
        # The address this player used reaches the server from here; a friend's may not. A
        # server trusted by its certificate file is trusted again only with that file.
        words = ["spades-tui", "join", self.server_address(), code]
        if self.setup.ca:
            words += ["--ca", str(Path(self.setup.ca).absolute())]
        command = shlex.join(words)
        return _("To come back to this game, run:\n{command}").format(command=shown(command))

    def leaving_question(self) -> str | None:
        """A game going on leaves the other player waiting: say what becomes of the table."""
        view, words = self.view, self.parting_words()
        if view is None or words is None:
            return None
        name = view.names[1 - view.seat]
        if self.setup.hosting is not None:
            stays = _("Leaving closes the table: {name} cannot play on until you host again.")
        elif not self.connected[1 - view.seat]:
            # Nobody is left to wait: say where the game is kept for both.
            if self.hosted:
                stays = _(
                    "{name} has gone too: the game is kept on their computer until they host "
                    "it again."
                )
            else:
                stays = _("{name} has gone too: the game is kept on the server for you both.")
        elif self.hosted:
            stays = _("The table stays open on the host's computer: {name} can wait for you there.")
        elif self.computer is not None:
            # Nobody waits: the computer's seat only answers when this one plays.
            stays = _("The table stays open on the server, and the game waits there for you.")
        else:
            stays = _("The table stays open on the server: {name} can wait for you there.")
        return say(stays, name=name) + "\n\n" + words

    async def _start_hosting(self, hosting: Hosting) -> None:
        from spades_tui.net.server import GameServer

        server = hosting.server
        assert isinstance(server, GameServer)
        try:
            port = (await server.start(hosting.bind, hosting.port, hosting.tls))[1]
        except OSError as exc:
            why = why_cannot_listen(exc, hosting.port, hosting.bind)
            self.leave(2, _("{name}: error: {message}").format(name="spades-tui host", message=why))
            return
        hosting.port = port
        waiting = [t for t in server.tables.values()]
        if waiting and waiting[0].game is not None:
            from spades_tui.ui.screens.continue_hosted import (
                CONTINUE,
                LEAVE,
                ContinueHostedScreen,
            )

            table = waiting[0]

            def chosen(choice: str | None) -> None:
                if choice == LEAVE:
                    self.leave(0)  # nothing hosted: the game stays as it was saved
                elif choice != CONTINUE:
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
        self._share(hosting)
        self.app.run_worker(table.server.save_meta(table))  # type: ignore[attr-defined]
        self.app.run_worker(self._through_door(table))
        if hosting.tls is not None and hosting.certificate is not None:
            self.app.run_worker(self._check_trust(hosting))

    def _share(self, hosting: Hosting) -> None:
        address = f"{_host_part(hosting.share_host)}:{hosting.port}"
        self.setup.share_address = f"wss://{address}" if hosting.tls else address

    async def _check_trust(self, hosting: Hosting) -> None:
        """Whether a friend needs the certificate file, and the name to join by: a friend's
        client refuses an address the certificate is not made out to."""
        from spades_tui.net.trust import certificate_names, host_for_friends, trusted_everywhere

        assert hosting.certificate is not None
        names = await certificate_names(hosting.port, hosting.certificate)
        hosting.share_host = host_for_friends(hosting.share_host, names)
        self._share(hosting)
        hosting.friend_needs_ca = not await trusted_everywhere(hosting.port)
        self._say_waiting()

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
        self.lobby_code, self.lobby_name = code, name  # back in the lobby if refused, to mend
        self.setup.create = None
        self.setup.computer = None if level is None else (level, _("Computer"))
        # No name typed: the default word, in this player's language.
        self.setup.name = name or (_("Guest") if code else _("Host"))
        if code:
            self._connect(code)
        else:
            self.setup.create = (Rules(), None)
            self._connect(None)

    def _connect(self, code: str | None, probe: bool = False) -> None:
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
            probe=probe,
        )
        self._say_waiting()
        self.app.run_worker(self.client.run(), group="net", exit_on_error=False)
        self.app.run_worker(self._pump(), group="net", exit_on_error=False)

    # ------------------------------------------------------------------ what the server says

    # ------------------------------------------------------------------ showing it
    def _say_waiting(self) -> None:
        other = None if self.seat is None else 1 - self.seat
        waiting = other is None or self.names[other] is None
        # A table made here from the lobby, nobody at it yet: Esc takes it back.
        mine = self.from_lobby and self.setup.hosting is None and self.view is None
        can_take_back = mine and waiting and self.friend_code is not None
        self.wait_screen.take_back = self.take_back_table if can_take_back else None
        if self.status_override is not None and self.view is None:
            self.wait_screen.say(self.connecting_words(), [self.status_override])
            return
        if self.friend_code is not None and waiting:
            lines: list[str | Text] = [
                _("Tell your friend to run:"),
                "",
                command_line(self._friends_command()),
                "",
            ]
            given = self.setup.file_for_friend()
            if given is not None:
                if self.setup.hosting is not None:
                    words = _(
                        "Your certificate is signed by no authority their computer trusts: give "
                        "them the file {file} too."
                    )
                else:
                    words = _("The server is trusted here by the file {file}: give it to them too.")
                lines += [words.format(file=shown(given)), ""]
            page = self.setup.page or self.server_page
            if page:
                lines += [
                    _("or to open {page} in a browser and type the code:").format(page=shown(page)),
                    command_line(self.friend_code),
                    "",
                ]
            lines.append(_("The code is the key to the second seat: give it only to them."))
            lines += self._come_back_lines() + self.watch.lines()
            hosting = self.setup.hosting
            if hosting is not None and hosting.bind == "127.0.0.1":
                if hosting.from_home:
                    only_here = _(
                        "Only this computer can join: host with 0.0.0.0 in Listen on to let "
                        "others on your network in."
                    )
                else:
                    only_here = _(
                        "Only this computer can join: host on 0.0.0.0 (--bind 0.0.0.0) to let "
                        "others on your network in."
                    )
                lines += ["", only_here]
            self.wait_screen.say(_("Waiting for a friend to join"), lines)
        elif self.seat is None:
            self.wait_screen.say(self.connecting_words(), [])
        else:
            lines = [_("Waiting for the game to start…"), *self._come_back_lines()]
            self.wait_screen.say(_("Joined"), lines)

    async def take_back_table(self) -> None:
        """Close the table made from the lobby that nobody has joined (its codes stop
        working, and it no longer counts against this address) and go back to the lobby."""
        if self.client is not None:
            await self.client.cancel_table()
            # Closed in good order, the word goes before the connection does (cancelling its
            # workers could cut the connection with the word still in the buffer).
            await self.client.close()
        self.stop()
        self.notices.table_left()  # its codes, said in passing, are no use now
        self.friend_code, self.seat, self.lobby_code = None, None, ""
        self.open_lobby()

    def _friends_command(self) -> str:
        command = f"spades-tui join {self.setup.share_address} {self.friend_code}"
        given = self.setup.file_for_friend()
        return command if given is None else f"{command} --ca {Path(given).name}"

    def _codes(self) -> tuple[str | None, str | None, str | None]:
        """The codes this player may give or keep: to come back with, the friend's seat (the
        host holds it, and a friend who lost it has no other way back), and to watch with.
        A spectator has only the watch code it came with, which is not its to give."""
        if self.spectating:
            return None, None, None
        friend = self.friend_code if self.setup.hosting is not None else None
        watch = self.watch.code if self.watch.code is not None and self.watch.on else None
        return self.own_code(), friend, watch

    def codes_text(self) -> str:
        """This player's codes, one a line ("" when there are none)."""
        back, friend, watch = self._codes()
        lines: list[str] = []
        if back is not None:
            lines.append(_("Your code to return: {code}").format(code=back))
        if friend is not None:
            lines.append(_("Your friend's code: {code}").format(code=friend))
        if watch is not None:
            lines.append(_("Code for watchers: {code}").format(code=watch))
        return "\n".join(lines)

    def codes_help(self) -> str:
        """What "Show my codes" shows: only the codes there are (a host comes back by
        hosting again; a table nobody may watch has no watch code)."""
        back, friend, watch = self._codes()
        if watch is None:
            if friend is not None:
                return _("The code your friend plays with")
            return _("The code to come back to this game with")
        if back is not None:
            return _("The code to come back with, and the one others watch with")
        if friend is not None:
            return _("The code your friend plays with, and the one others watch with")
        return _("The code others watch this game with")

    def own_code(self) -> str | None:
        """The code that takes this seat back, when it is this player's to keep: a host
        comes back by hosting again instead."""
        client = self.client
        if self.setup.hosting is not None or client is None:
            return None
        return client.code

    def mark_seat(self, gone: bool = False) -> None:
        """Tell a browser tab's page the code of the seat it plays, for as long as the game
        goes on, so a reload takes the seat back (ui/tab_seat.py); ``gone``: the seat is no
        longer this tab's (another screen took it over)."""
        if not self.web_tab:
            return
        playing = self.client is not None and (self.view is None or self.view.winner is None)
        playing = playing and not gone
        # The driver writes the tab's stream; Textual's own clipboard escape goes that way too.
        driver = getattr(self.app, "_driver", None)
        self.tab_seat.tell(driver, self.own_code() if playing else None)

    def _come_back_lines(self) -> list[str | Text]:
        code = self.own_code()
        if code is None:
            return []
        return [
            "",
            _("Your own code, to come back to this table if you leave or reload:"),
            command_line(code),
        ]


def _host_part(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host
