"""The ``host`` and ``join`` commands (and what ``server`` shares with them): options in, a
running game out; ``commands/server.py`` runs the server.

Every check of the options happens here, before Textual or a socket starts, so a mistake is
one clear line on stderr (exit 2).
"""

from __future__ import annotations

import argparse
import os
import ssl
import sys
from collections.abc import Sequence
from pathlib import Path

from spades_tui.commands.errors import UsageError
from spades_tui.commands.options import (
    PROG,
    Parser,
    add_lang,
    add_rules,
    add_seed,
    parse_rules,
    rule_text,
)
from spades_tui.core.rules import Rules
from spades_tui.i18n import N_, _, os_reason
from spades_tui.net.address import DEFAULT_PORT, for_a_friend, share_host
from spades_tui.shown import shown


def host_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog=f"{PROG} host",
        description=_(
            "Host a game for a friend on another computer: you play here, the screen "
            "shows the exact 'spades-tui join' command (with a secret code) to give them. The game "
            "is saved here after every move; started again, host offers to continue it."
        ),
        epilog=rule_text(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_listen_options(parser)
    parser.add_argument("--name", metavar=_("NAME"), help=_("your name at the table (Host)"))
    add_seed(parser)
    add_rules(parser)
    parser.add_argument("--ascii", action="store_true", help=_("draw suits as S H D C"))
    add_lang(parser)
    return parser


def join_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog=f"{PROG} join",
        description=_(
            "Join a game over the network with the code the host gave you. Without "
            "a code, a lobby asks for one or starts a new table (on a 'spades-tui server'). If "
            "the connection drops, the client tries again by itself; running the same command "
            "again also takes your seat back."
        ),
    )
    parser.add_argument(
        "address",
        metavar=_("address"),
        help=_("HOST:PORT, or ws://HOST:PORT, or wss://HOST:PORT (TLS)"),
    )
    parser.add_argument(
        "code", nargs="?", metavar=_("code"), help=_("the join code, like K7PQ-M2XW-9HTR-C4DN")
    )
    parser.add_argument(
        "--name",
        metavar=_("NAME"),
        help=_(
            "your name at the table, if the game has not begun (default: the name in your "
            "settings, else Guest)"
        ),
    )
    parser.add_argument(
        "--ca",
        metavar=_("FILE"),
        help=_("for a server with TLS: trust this certificate file too (besides the system's own)"),
    )
    parser.add_argument("--ascii", action="store_true", help=_("draw suits as S H D C"))
    parser.add_argument(
        "--data-dir",
        metavar=_("DIR"),
        help=_(
            "where the finished game is kept for History (default: $SPADES_TUI_DATA or the "
            "user data folder)"
        ),
    )
    # Given by the browser front of `server --web` to each tab's join; not for people.
    parser.add_argument("--share", help=argparse.SUPPRESS)  # the game's address for a friend
    parser.add_argument("--page", help=argparse.SUPPRESS)  # the browser page for a friend
    parser.add_argument("--browser", help=argparse.SUPPRESS)  # the browser's own address
    add_lang(parser)
    return parser


def at_least_zero(text: str) -> int:
    """A whole number from 0 (the option's 0 turns a feature off)."""
    if not text.strip().isdigit():
        raise argparse.ArgumentTypeError(
            _("must be a whole number from 0, got {text!r}").format(text=text)
        )
    return int(text)


def run_network(command: str, argv: Sequence[str]) -> int:
    if command == "host":
        args = host_parser().parse_args(argv)
        return run_host(args, parse_rules(args.rule))
    return run_join(join_parser().parse_args(argv))


SAFE_BIND = "127.0.0.1"
BIND_HELP = N_(
    "address to listen on (default 127.0.0.1: only this computer can connect; "
    "0.0.0.0 lets anyone on your network in)"
)


def listen_options(args: argparse.Namespace) -> tuple[str, ...]:
    """The options of ``add_listen_options`` given other than their defaults, as typed."""
    given = [
        ("--port", str(args.port) if args.port != DEFAULT_PORT else None),
        ("--bind", args.bind if args.bind != SAFE_BIND else None),
        ("--tls-cert", args.tls_cert),
        ("--tls-key", args.tls_key),
        ("--data-dir", args.data_dir),
    ]
    return tuple(word for option, value in given if value for word in (option, value))


def add_listen_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--port",
        type=_port,
        default=DEFAULT_PORT,
        help=_("port to listen on ({port})").format(port=DEFAULT_PORT),
    )
    parser.add_argument(
        "--bind", type=_bind, default=SAFE_BIND, metavar=_("ADDR"), help=_(BIND_HELP)
    )
    parser.add_argument(
        "--tls-cert", metavar=_("FILE"), help=_("serve over TLS with this certificate")
    )
    parser.add_argument("--tls-key", metavar=_("FILE"), help=_("the private key of --tls-cert"))
    parser.add_argument(
        "--data-dir",
        metavar=_("DIR"),
        help=_("where hosted games are saved (default: $SPADES_TUI_DATA or the user data folder)"),
    )


def _bind(text: str) -> str:
    # An empty address makes the system listen on every network, as 0.0.0.0 does: opening
    # the game to others is chosen by naming that address, never by a slip.
    if not text.strip() or text != text.strip():
        words = _("must be an address of this computer, such as 127.0.0.1 or 0.0.0.0, got {text}")
        raise argparse.ArgumentTypeError(words.format(text=repr(text)))
    return text


def _port(text: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        words = _("must be a port number from 1 to 65535, got {text}")
        raise argparse.ArgumentTypeError(words.format(text=repr(text)))
    return int(text)


def _fail(message: str) -> None:
    raise UsageError(message)


def _name(text: str | None, default: str) -> str:
    from spades_tui.net.protocol import MAX_NAME, ProtocolError, check_name

    try:
        return check_name(text if text is not None else default)
    except ProtocolError:
        rule = _("a name is 1 to {limit} characters, none of them control characters")
        _fail("--name: " + rule.format(limit=MAX_NAME))
        raise AssertionError from None  # never reached: _fail raises


def server_tls(args: argparse.Namespace) -> ssl.SSLContext | None:
    if bool(args.tls_cert) != bool(args.tls_key):
        _fail(_("--tls-cert and --tls-key go together"))
    if not args.tls_cert:
        return None
    from spades_tui.net.trust import tls_context

    try:
        return tls_context(args.tls_cert, args.tls_key)
    except ssl.SSLError as exc:
        # OpenSSL's own words ("[SSL] PEM lib (_ssl.c:3905)") tell a person nothing.
        if exc.reason == "KEY_VALUES_MISMATCH":
            why = _("the key does not belong to the certificate")
        else:
            why = _("the files are not a PEM certificate and its private key")
        _fail(_("cannot use the TLS certificate or key: {why}").format(why=why))
    except OSError as exc:
        why = os_reason(exc)
        _fail(_("cannot use the TLS certificate or key: {why}").format(why=why))
    return None


def _data_root(args: argparse.Namespace, folder: str) -> Path:
    from spades_tui.storage import SaveError, Storage

    try:
        storage = Storage.from_options(args.data_dir)
        storage.check_writable()
    except SaveError as exc:
        _fail(str(exc))
        raise AssertionError from None
    return storage.root / folder


def _need_terminal(command: str) -> None:
    # Under textual-serve (the browser client of `server --web`) the app draws through
    # Textual's web driver instead of a terminal.
    if os.environ.get("TEXTUAL_DRIVER", "").endswith(":WebDriver"):
        return
    if not sys.stdout.isatty() or not sys.stdin.isatty():
        words = _("'{command}' needs a terminal; for a headless server see 'spades-tui server'")
        _fail(words.format(command=command))


# ----------------------------------------------------------------------------- host
def run_host(args: argparse.Namespace, rules: Rules) -> int:
    from spades_tui.net.server import GameServer
    from spades_tui.storage import HOSTED, Storage
    from spades_tui.ui.network_table import Hosting, RemoteSetup
    from spades_tui.ui.startup import run_network

    name = _name(args.name, _("Host"))
    tls = server_tls(args)
    root = _data_root(args, HOSTED)
    _need_terminal("spades-tui host")
    lock = _lock(root)
    server = GameServer(root, allow_create=False, hosted=True)
    server.restore()
    share = share_host(args.bind)
    hosting = Hosting(server, args.bind, args.port, tls, name, rules, args.seed, share)
    hosting.certificate = args.tls_cert
    hosting.again = listen_options(args)
    # The data folder the home screen takes, should the host go there after the game.
    setup = RemoteSetup(
        "", None, name, args.ascii, tls, hosting=hosting, keep_in=Storage(root.parent)
    )
    try:
        return run_network(setup)
    finally:
        lock.close()


def _lock(root: Path, command: str = "spades-tui host"):  # type: ignore[no-untyped-def]
    """The games' folder held for this run; ``command`` is the one that holds it (a second
    `server` on the folder was asked whether another `host` ran)."""
    from spades_tui.storage import SaveError, Storage

    try:
        return Storage(root).lock()
    except SaveError as exc:
        words = _("{problem} (is another '{command}' running?)")
        _fail(words.format(problem=exc, command=command))


# ----------------------------------------------------------------------------- join
def run_join(args: argparse.Namespace) -> int:
    from spades_tui.net.address import url_of
    from spades_tui.net.codes import normalize
    from spades_tui.storage import SaveError, Storage
    from spades_tui.ui.network_table import RemoteSetup
    from spades_tui.ui.startup import run_network

    try:
        url = url_of(args.address)
    except ValueError as exc:
        _fail(str(exc))
        raise AssertionError from None
    if args.code is not None and normalize(args.code) is None:
        words = _("{code} is not a join code: 16 letters and digits like K7PQ-M2XW-9HTR-C4DN")
        _fail(words.format(code=repr(args.code)))
    name = _name(args.name, _("Guest")) if args.name is not None else None
    try:
        keep_in = Storage.from_options(args.data_dir)
    except SaveError as exc:  # a ~user that does not exist
        _fail(str(exc))
        raise AssertionError from None
    # Also for an address typed without wss://: a TLS server answers it over TLS.
    tls = join_tls(args.ca) if url.startswith("wss://") or args.ca else None
    _need_terminal("spades-tui join")
    # A friend joins a TLS server with the whole wss:// address, and never this machine's
    # loopback address (from the server's own machine, 127.0.0.1 reaches the server).
    share = args.share or for_a_friend(url)
    setup = RemoteSetup(
        url,
        args.code,
        name,
        args.ascii,
        tls,
        share_address=share,
        page=args.page,
        browser=args.browser,
        ca=args.ca,
        keep_in=keep_in,
    )
    return run_network(setup)


def join_tls(ca: str | None) -> ssl.SSLContext:
    """The client's TLS: the system's trust store, and the certificate file of --ca too."""
    from spades_tui.net.trust import TrustFileError, client_tls, trusting

    if ca is None:
        return client_tls()
    try:
        return trusting(ca)
    except TrustFileError as exc:
        _fail(_("--ca: cannot use {file}: {why}").format(file=shown(ca), why=exc))
        raise AssertionError from None


# ----------------------------------------------------------------------------- server
