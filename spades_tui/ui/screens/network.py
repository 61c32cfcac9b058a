"""Play a friend over the network, from the home screen: host a game, or join one.

The form checks what was typed before anything starts: a port that is a number and free on
this computer, an address to listen on that belongs to it, an address to join that reads as
one and a code of the right shape. Each mistake is said in a sentence under the form and
nothing is lost. The choice (a ``HostChoice`` or a ``JoinChoice``) is handed to ``start``,
which makes it ready to play or raises ``NetworkError`` (said on the form too); the screen is
dismissed with what ``start`` returned, or None on Escape.
"""

from __future__ import annotations

import socket
import ssl
from collections.abc import Callable
from dataclasses import dataclass, replace

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Input, Static

from spades_tui.i18n import N_, _, pgettext
from spades_tui.net.address import DEFAULT_PORT
from spades_tui.net.reach_words import why_cannot_listen
from spades_tui.settings import clean_name
from spades_tui.shown import shown
from spades_tui.ui.form_keys import FIELD_MOVES
from spades_tui.ui.screens.new_game import ascii_css
from spades_tui.ui.widgets.footer import Footer
from spades_tui.ui.widgets.name_input import NameInput
from spades_tui.ui.widgets.typed_input import TypedInput
from spades_tui.ui.widgets.words import Words

SAFE_BIND = "127.0.0.1"


@dataclass(frozen=True)
class HostChoice:
    port: int
    bind: str
    # The name typed on the form (empty: the default word, Host or Guest); None: not asked,
    # the settings' name.
    name: str | None = None


@dataclass(frozen=True)
class JoinChoice:
    url: str  # the address as a ws:// or wss:// URL
    code: str | None  # None: the lobby of a server (make a table, or type a code there)
    share_address: str  # the address as typed, for the command shown to a friend
    name: str | None = None  # as HostChoice.name
    ca: str | None = None  # a certificate file to trust (a server's own, signed by itself)


class NetworkError(ValueError):
    """What is wrong with the form, in a sentence for the person."""


def check_port(text: str) -> int:
    text = text.strip()
    if not text:
        raise NetworkError(_("Type a port number, e.g. {port}.").format(port=DEFAULT_PORT))
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise NetworkError(_("The port must be a number from 1 to 65535."))
    return int(text)


def check_listen(port: int, bind: str) -> None:
    """Fail with a sentence when this computer cannot listen on ``bind``:``port`` now."""
    try:
        infos = socket.getaddrinfo(bind, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (OSError, UnicodeError):
        raise NetworkError(
            _("{bind!r} is not an address of this computer; leave it blank for 127.0.0.1.").format(
                bind=bind
            )
        ) from None
    family, kind, proto, _name, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            raise NetworkError(why_cannot_listen(exc, port, bind)) from None


def check_join(address: str, code: str, ca: str = "") -> JoinChoice:
    from spades_tui.net.address import url_of
    from spades_tui.net.codes import normalize

    address = address.strip()
    if not address:
        raise NetworkError(_("Type the address your friend gave you, e.g. 192.168.1.20:7777."))
    try:
        url = url_of(address)
    except ValueError:
        raise NetworkError(
            _("{address!r} is not an address: write HOST:PORT, e.g. 192.168.1.20:7777.").format(
                address=address
            )
        ) from None
    code = code.strip()
    if code and normalize(code) is None:
        raise NetworkError(
            _("That is not a join code: 16 letters and digits, like K7PQ-M2XW-9HTR-C4DN.")
        )
    ca = ca.strip()
    if ca:
        trusted_by(ca)  # said on the form at once, not after a try to connect
    return JoinChoice(url, code or None, address, ca=ca or None)


def trusted_by(ca: str) -> ssl.SSLContext:
    """The client's TLS trusting the certificate file ``ca``, or NetworkError saying why the
    file cannot be used."""
    from spades_tui.net.trust import TrustFileError, trusting

    try:
        return trusting(ca)
    except TrustFileError as exc:
        words = _("The certificate file {file} cannot be used: {why}.")
        raise NetworkError(words.format(file=shown(ca), why=exc)) from None


Starter = Callable[["HostChoice | JoinChoice"], object]


class NetworkScreen(Screen[object]):
    DEFAULT_CSS = """
    NetworkScreen { align: center middle; }
    NetworkScreen #network { width: 76; height: auto; max-height: 100%; padding: 0 2;
        border: round $primary; }
    NetworkScreen.-ascii #network { border: ascii $primary; }
    NetworkScreen .section { text-style: bold; color: $accent; height: 1; margin-top: 1; }
    NetworkScreen .form {
        grid-size: 3; grid-columns: 10 24 1fr; grid-rows: 1; grid-gutter: 0 1; height: auto;
    }
    NetworkScreen #who { margin-top: 1; }
    NetworkScreen .help { color: $text-muted; }
    NetworkScreen Input { width: 24; }
    NetworkScreen .go { height: 1; margin-top: 1; }
    NetworkScreen .go Button { margin-right: 2; }
    NetworkScreen #network-error { height: auto; min-height: 1; margin-top: 1;
        color: $text-error; text-style: bold; }
    """ + ascii_css("NetworkScreen")

    BINDINGS = [
        Binding("escape", "cancel", N_("Back"), key_display="Esc"),
        *FIELD_MOVES,
    ]

    FIELDS = ("name", "port", "bind", "address", "code", "ca")

    def __init__(
        self,
        start: Starter = lambda choice: choice,
        port: int = DEFAULT_PORT,
        typed: dict[str, str] | None = None,
        name: str = "",
    ) -> None:
        """``typed``: what the fields held when the form was last left (a join that then
        failed comes back to it, nothing to type again); ``name``: the settings' name."""
        super().__init__()
        self.start = start
        self.port = port
        self.typed = dict(typed or {})
        self.person = name

    def compose(self) -> ComposeResult:
        with Vertical(id="network"):
            # One name for either way in: the other player sees it at the table.
            with Grid(classes="form", id="who"):
                yield Words(N_("Your name"))
                yield NameInput(self.person, id="name")
                yield Words(N_("as the other player sees it"), classes="help")
            yield Words(N_("Host a game: your friend joins you"), classes="section")
            with Grid(classes="form"):
                yield Words(N_("Port"))
                yield TypedInput(str(self.port), max_length=5, compact=True, id="port")
                yield Words(N_("1 to 65535"), classes="help")
                yield Words(N_("Listen on"))
                yield TypedInput(compact=True, id="bind", placeholder=SAFE_BIND, max_length=100)
                yield Words(N_("blank: only this computer"), classes="help")
            yield Words(
                N_(
                    "0.0.0.0 lets in anyone on your network. The next screen shows "
                    "the command to give your friend."
                ),
                classes="help",
            )
            with Horizontal(classes="go"):
                yield Button("", variant="primary", id="host", compact=True)
            yield Words(N_("Join a friend's game"), classes="section")
            with Grid(classes="form"):
                yield Words(N_("Address"))
                yield TypedInput(
                    compact=True, id="address", placeholder="192.168.1.20:7777", max_length=300
                )
                yield Words(N_("HOST:PORT"), classes="help")
                yield Words(N_("Code"))
                yield TypedInput(
                    compact=True, id="code", placeholder="XXXX-XXXX-XXXX-XXXX", max_length=40
                )
                yield Words(N_("blank: a server's lobby"), classes="help")
                # A server whose certificate is signed by itself is trusted with its file,
                # as `join --ca FILE` does.
                yield Words(N_("CA file"))
                yield TypedInput(compact=True, id="ca", max_length=1000)
                yield Words(N_("the --ca FILE, if asked for"), classes="help")
            with Horizontal(classes="go"):
                yield Button("", variant="primary", id="join", compact=True)
            yield Static(id="network-error")
        yield Footer()

    def on_mount(self) -> None:
        self.set_class(bool(getattr(self.app, "ascii_only", False)), "-ascii")
        self.relabel()
        for field, value in self.typed.items():
            self.query_one(f"#{field}", Input).value = value
        first = "port"
        if self.typed.get("address"):
            first = "address"  # a join that failed: the address is what to mend
        elif not self.query_one("#name", Input).value.strip():
            first = "name"  # else the other player would see a stand-in word for it
        self.query_one(f"#{first}", Input).focus()

    def fields(self) -> dict[str, str]:
        """What each field holds now."""
        return {field: self.query_one(f"#{field}", Input).value for field in self.FIELDS}

    def relabel(self) -> None:
        """The words set here rather than painted, in the language in use."""
        self.query_one("#network").border_title = _("Play a friend over the network")
        self.query_one("#host", Button).label = pgettext("button", "Host")
        self.query_one("#join", Button).label = _("Join")
        # Left blank, the default word names the seat: the empty field shows which.
        self.query_one("#name", Input).placeholder = f"{_('Host')} / {_('Guest')}"

    def say(self, message: str) -> None:
        # Addresses and codes are whatever was typed: plain text, never markup.
        self.query_one("#network-error", Static).update(Text(message))

    @on(Input.Submitted, "#name")
    def name_typed(self) -> None:
        # Enter after the name goes on to the port: whether to host or join is not said yet.
        self.query_one("#port", Input).focus()

    @on(Button.Pressed, "#host")
    @on(Input.Submitted, "#port, #bind")
    def action_host(self) -> None:
        try:
            port = check_port(self.query_one("#port", Input).value)
            bind = self.query_one("#bind", Input).value.strip() or SAFE_BIND
            check_listen(port, bind)
        except NetworkError as exc:
            self.say(str(exc))
            return
        self._start(HostChoice(port, bind))

    @on(Button.Pressed, "#join")
    @on(Input.Submitted, "#address, #code, #ca")
    def action_join(self) -> None:
        typed = self.fields()
        try:
            choice = check_join(typed["address"], typed["code"], typed["ca"])
        except NetworkError as exc:
            self.say(str(exc))
            return
        self._start(choice)

    def _start(self, choice: HostChoice | JoinChoice) -> None:
        field = self.query_one("#name", NameInput)
        name = clean_name(field.value) if field.value.strip() else ""
        if name is None:
            self.say(field.refused())
            return
        choice = replace(choice, name=name)
        try:
            ready = self.start(choice)
        except NetworkError as exc:
            self.say(str(exc))
            return
        self.dismiss(ready)

    def action_cancel(self) -> None:
        self.dismiss(None)
