"""Screens before the table of a network game: waiting for a friend, and the lobby.

Everything shown here is built as plain Text from data (addresses, codes, names, error text
from the server), never parsed as markup.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from rich.text import Text
from textual import on
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap
from textual.containers import Vertical
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Input, Static

from spades_tui.i18n import N_, _
from spades_tui.shown import shown
from spades_tui.ui.screens.new_game import Choice
from spades_tui.ui.widgets.footer import Footer
from spades_tui.ui.widgets.name_input import NameInput
from spades_tui.ui.widgets.typed_input import TypedInput


class WaitScreen(Screen[None]):
    """A title and a few lines; the network table rewrites them as the connection moves on."""

    DEFAULT_CSS = """
    WaitScreen { align: center middle; }
    """

    # Giving up while connecting (or waiting) is the same as ctrl+q: the app asks first
    # when someone waits at the table, and goes home when the game began there.
    BINDINGS = [Binding("escape", "leave", N_("Leave"), key_display="Esc")]

    def __init__(self, title: str, lines: Sequence[str | Text] = ()) -> None:
        super().__init__()
        self._title, self._lines = title, list(lines)
        self._take_back: Callable[[], Awaitable[None]] | None = None

    @property
    def take_back(self) -> Callable[[], Awaitable[None]] | None:
        """Set while this player's own table from the lobby waits for its first player: Esc
        then takes the table back and returns to the lobby instead of leaving, and the
        footer says so."""
        return self._take_back

    @take_back.setter
    def take_back(self, take_back: Callable[[], Awaitable[None]] | None) -> None:
        if (take_back is None) != (self._take_back is None):
            label = N_("Leave") if take_back is None else N_("Take back")
            self._bindings = BindingsMap([Binding("escape", "leave", label, key_display="Esc")])
            if self.is_mounted:
                self.refresh_bindings()
        self._take_back = take_back

    def compose(self) -> ComposeResult:
        with Vertical(classes="box wide", id="wait-box") as box:
            box.border_title = _("Network game")
            yield Static(id="wait-title")
            yield Static(id="wait-body")
        yield Footer()

    def on_mount(self) -> None:
        self.on_resize()
        self.say(self._title, self._lines)

    def on_resize(self) -> None:
        # Room for a friend's command with --ca and a file on one line: cut in two, its
        # second line stood apart from the first and was hard to copy.
        self.set_class(self.app.size.width >= 100, "-large")

    def say(self, title: str, lines: Sequence[str | Text]) -> None:
        self._title, self._lines = title, list(lines)
        try:
            title_widget = self.query_one("#wait-title", Static)
        except NoMatches:
            return  # not shown (yet, or any more): the text is used when it is
        title_widget.update(Text(title, style="bold"))
        body = Text()
        for line in lines:
            body.append("\n")
            body.append(line if isinstance(line, Text) else Text(line))
        if self.take_back is None:
            body.append("\n\n" + _("Esc or ctrl+q leaves."), style="dim")
        else:
            words = _("Esc takes the table back (its codes stop working); ctrl+q leaves.")
            body.append("\n\n" + words, style="dim")
        self.query_one("#wait-body", Static).update(body)

    async def action_leave(self) -> None:
        if self.take_back is not None:
            await self.take_back()
            return
        await self.app.run_action("quit")


def command_line(text: str) -> Text:
    """A command for the other person, set apart so it is easy to see and copy."""
    return Text("  " + text + "  ", style="bold reverse")


# Whom a new table is against: a friend (who is given a code), or the computer at a level.
OPPONENTS = [
    (N_("a friend (you get a code to give)"), None),
    # "random" alone reads as a chance pick of the levels: say what the level does.
    (N_("the computer, random (any legal card)"), "random"),
    (N_("the computer, easy"), "heuristic"),
    (N_("the computer, normal"), "normal"),
    (N_("the computer, hard"), "hard"),
]


class LobbyScreen(Screen[tuple[str, str, str | None]]):
    """Join with a code, or (on a server that allows it) create a table: dismissed with the
    code typed (an empty string for a new table), the name to play under (checked like
    ``--name``; empty for the default word, Host or Guest, in the player's language) and the
    computer level a new table is against (None: a friend)."""

    # No blank rows between the fields: at 80x24 the box is full, and the line that says
    # what is wrong with a code or a name (under the opponents) must still be seen.
    DEFAULT_CSS = """
    LobbyScreen { align: center middle; }
    """

    # Keys reach the app in bursts (a browser sends typing so, and a paste is one). A field
    # takes its keys from a queue of its own, so a Tab or an Enter handled there would move
    # the focus only after the keys behind it had been handed to the same field. Bound at
    # the first look (priority), the focus moves before the app hands on the next key.
    BINDINGS = [
        Binding("tab,down", "move_focus(1)", show=False, priority=True),
        Binding("shift+tab,up", "move_focus(-1)", show=False, priority=True),
        Binding("enter", "name_done", show=False, priority=True),
        # No table joined yet: leaving here is quitting, as on the screens around it.
        Binding("escape", "leave", N_("Leave"), key_display="Esc"),
    ]

    def __init__(
        self, address: str, name: str | None = None, page: str | None = None, code: str = ""
    ) -> None:
        """``page``: a browser tab's page, as a friend opens it (given in place of the
        server's address, which a browser player neither types nor needs); ``code``: the one
        typed last time, refused (it comes back to be mended, not typed again)."""
        super().__init__()
        self.address, self.page = address, page
        self.player_name = name or ""
        self.typed_code = code

    def compose(self) -> ComposeResult:
        with Vertical(classes="box wide", id="lobby-box") as box:
            box.border_title = _("Network game")
            if self.page:
                where = _("Friends join at {page}").format(page=shown(self.page))
            else:
                where = _("Server: {address}").format(address=shown(self.address))
            yield Static(Text(where, style="bold"))
            words = _(
                "Type the join code your friend gave you (or a table's watch code) and press "
                "Enter.\nPress Enter with no code to start a new table against the opponent "
                "chosen below."
            )
            yield Static(Text(f"\n{words}\n"))
            yield Static(Text(_("Your name at the table:")), id="name-label")
            yield NameInput(self.player_name, compact=False, id="name")
            yield Static(Text(_("Join code:")), id="code-label")
            yield TypedInput(
                self.typed_code, placeholder="XXXX-XXXX-XXXX-XXXX", max_length=40, id="code"
            )
            yield Static(Text(_("A new table is against:")), id="opponent-label")
            yield Choice(OPPONENTS, None, id="opponent")
            yield Static(id="lobby-message")
        yield Footer()

    def on_mount(self) -> None:
        # A name already known (from the settings or --name): straight to the code.
        self.query_one("#code" if self.player_name else "#name", Input).focus()

    def _say(self, message: str) -> None:
        self.query_one("#lobby-message", Static).update(Text(message, style="bold"))

    def _typed_name(self) -> str | None:
        """The name typed, checked; None (and the reason said) when it will not do."""
        from spades_tui.net.protocol import ProtocolError, check_name

        field = self.query_one("#name", NameInput)
        if not field.value.strip():
            return ""
        try:
            return check_name(field.value)
        except ProtocolError:
            self._say(field.refused())
            return None

    async def action_leave(self) -> None:
        await self.app.run_action("quit")

    def action_move_focus(self, direction: int) -> None:
        if direction > 0:
            self.focus_next()
        else:
            self.focus_previous()

    def action_name_done(self) -> None:
        """Enter in the name field: on to the code at once; the name is checked once its
        field has taken the keys typed before the Enter (they wait in its queue)."""
        name = self.query_one("#name", Input)
        if self.focused is self.query_one("#opponent", Choice):
            # Enter on the opponent chosen starts the table, as the words above say.
            self._join(self.query_one("#code", Input).value)
            return
        if self.focused is not name:
            raise SkipAction()  # the code field's Enter joins, after the keys before it
        self.set_focus(self.query_one("#code", Input))
        name.call_later(self._check_name)

    def _check_name(self) -> None:
        if self._typed_name() is not None:
            self._say("")

    @on(Input.Submitted, "#code")
    def _submitted(self, event: Input.Submitted) -> None:
        self._join(event.value)

    def _join(self, code: str) -> None:
        """Join the table of ``code``, or start one when it is empty."""
        from spades_tui.net.codes import normalize

        name = self._typed_name()
        if name is None:
            return
        text = code.strip()
        if text and normalize(text) is None:
            self._say(
                _("That is not a join code: 16 letters and digits, like K7PQ-M2XW-9HTR-C4DN.")
            )
            return
        self.dismiss((text, name, self.query_one("#opponent", Choice).value))
