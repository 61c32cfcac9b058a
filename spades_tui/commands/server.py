"""The ``server`` command: a headless server for many tables, and with ``--web`` a page where
browsers play. Its options are checked here, and both ports are bound before a word is
printed, so a mistake is one clear line on stderr (exit 2).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import ssl
import sys
from collections.abc import Awaitable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from spades_tui.commands.errors import UsageError
from spades_tui.commands.network import (
    SAFE_BIND,
    _data_root,
    _fail,
    _lock,
    add_listen_options,
    at_least_zero,
    server_tls,
)
from spades_tui.commands.options import PROG, Parser, add_lang, positive
from spades_tui.i18n import _, current, ngettext, os_reason
from spades_tui.net.address import share_host
from spades_tui.net.limits import WEB_TABS, WEB_TABS_PER_ADDRESS
from spades_tui.net.reach_words import address_at_fault, why_cannot_listen
from spades_tui.net.trust import certificate_names, host_for_friends, trusted_everywhere
from spades_tui.shown import shown

if TYPE_CHECKING:
    from spades_tui.net.server import GameServer

T = TypeVar("T")


def run_server_command(argv: Sequence[str]) -> int:
    return run_server(server_parser().parse_args(argv))


def server_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog=f"{PROG} server",
        description=_(
            "A headless server holding many tables: a player starts a table with "
            "'spades-tui join ADDRESS' (no code) and gets a code for the other player. Games "
            "are saved after every move; a restarted server restores the unfinished ones."
        ),
    )
    add_listen_options(parser)
    parser.add_argument(
        "--web",
        type=int,
        metavar="PORT",
        help=_("also serve a browser client on this port (textual-serve), bound like --bind"),
    )
    parser.add_argument(
        "--public-url",
        metavar="URL",
        help=_(
            "with --web: the page's address as browsers reach it (behind a proxy, say); "
            "by default each page links to the address its browser used"
        ),
    )
    parser.add_argument(
        "--web-tabs",
        type=positive,
        default=WEB_TABS,
        metavar="N",
        help=_(
            "with --web: most browser tabs playing at once ({n}); each runs a process "
            "of about 48 MB"
        ).format(n=WEB_TABS),
    )
    parser.add_argument(
        "--web-tabs-per-address",
        type=positive,
        default=WEB_TABS_PER_ADDRESS,
        metavar="N",
        help=_(
            "with --web: most browser tabs one address may have open ({n}); people "
            "behind one router share its address"
        ).format(n=WEB_TABS_PER_ADDRESS),
    )
    parser.add_argument(
        "--max-tables", type=positive, default=1000, help=_("most tables at once (1000)")
    )
    parser.add_argument(
        "--waiting-tables",
        type=positive,
        default=3,
        metavar="N",
        help=_(
            "most tables for a friend one address may have that nobody has joined yet (3); "
            "tables nobody joins within an hour expire"
        ),
    )
    parser.add_argument(
        "--computer-tables",
        type=at_least_zero,
        default=20,
        metavar="N",
        help=_(
            "most unfinished tables at which the computer plays a seat (20); 0: no games "
            "against the computer"
        ),
    )
    parser.add_argument(
        "--computer-threads",
        type=positive,
        default=1,
        metavar="N",
        help=_(
            "threads the computer seats think in, which bounds the processor time they take "
            "(1: one core at most)"
        ),
    )
    add_lang(parser)
    return parser


def run_server(args: argparse.Namespace) -> int:
    from spades_tui.net.server import GameServer

    tls = server_tls(args)
    if args.public_url is not None:
        if args.web is None:
            _fail(_("--public-url is for the browser page of --web"))
        if not args.public_url.startswith(("http://", "https://")):
            _fail(
                _("--public-url: an address like https://cards.example.org, got {url}").format(
                    url=shown(args.public_url)
                )
            )
    if args.web == args.port:
        words = _("--web: the browser page needs a port other than the game's (--port {port})")
        _fail(words.format(port=args.port))
    root = _data_root(args, "server")
    lock = _lock(root, "spades-tui server")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)
    server = GameServer(
        root,
        allow_create=True,
        max_tables=args.max_tables,
        unjoined_per_address=args.waiting_tables,
        computer_tables=args.computer_tables,
        computer_threads=args.computer_threads,
    )
    restored = server.restore()
    try:
        asyncio.run(_serve_forever(server, args, tls, len(restored)))
    except OSError as exc:
        # A port that cannot be had is a UsageError already (_listening); this is anything
        # else the system refuses on the way (the loopback door of --web, say).
        words = _("{name}: error: {message}")
        print(words.format(name="spades-tui server", message=os_reason(exc)), file=sys.stderr)
        return 1
    finally:
        lock.close()
    return 0


async def _listening(start: Awaitable[T], port: int, bind: str, option: str = "--port") -> T:
    """``start`` (which binds ``bind``:``port``); a port that cannot be had is a usage error,
    said with the ``option`` that named it (the game's port and the page's both can fail),
    and an address this computer does not have with --bind."""
    try:
        return await start
    except OSError as exc:
        named = "--bind" if address_at_fault(exc) else option
        raise UsageError(f"{named}: {why_cannot_listen(exc, port, bind)}") from None


def _say_started(
    server: GameServer,
    args: argparse.Namespace,
    tls: ssl.SSLContext | None,
    host: str,
    port: int,
    restored: int,
    certificate: tuple[list[str], bool],
) -> None:
    """``certificate``: the names the TLS certificate is made out to, and whether players'
    computers trust it as it is."""
    scheme = "wss" if tls else "ws"
    listening = _("listening on {url}").format(url=f"{scheme}://{_bracketed(host)}:{port}")
    print(f"spades-tui server: {listening}", flush=True)
    names, trusted = certificate
    public_host = host_for_friends(share_host(args.bind), names)
    share = f"{scheme}://{_bracketed(public_host)}:{port}"
    if scheme == "ws":
        share = share.removeprefix("ws://")
    server.join_address = share
    if not trusted:
        share += f" --ca {Path(args.tls_cert).name}"
    friends = _("players join with: spades-tui join {address}").format(address=share)
    print(f"spades-tui server: {friends}", flush=True)
    tables = ngettext(
        "{n} unfinished table restored", "{n} unfinished tables restored", restored
    ).format(n=restored)
    print(f"spades-tui server: {tables}", flush=True)
    if args.bind == SAFE_BIND:
        only = _("only this computer can connect (--bind to open it)")
        print(f"spades-tui server: {only}", flush=True)


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host


async def _serve_forever(server, args: argparse.Namespace, tls, restored: int) -> None:  # type: ignore[no-untyped-def]
    # Both ports are taken before a word is printed, so a port that cannot be had is the one
    # line said, never an error under "listening on" and the address to give out.
    try:
        host, port = await _listening(server.start(args.bind, args.port, tls), args.port, args.bind)
        runner = None if args.web is None else await _start_web(server, args, tls)
    except UsageError:
        await server.stop()
        raise
    certificate: tuple[list[str], bool] = ([], True)
    if tls is not None:
        names = await certificate_names(port, args.tls_cert)
        certificate = (names, await trusted_everywhere(port))
    _say_started(server, args, tls, host, port, restored, certificate)
    if runner is not None:
        browsers = _("browsers play at {url}").format(url=server.web_page)
        print(f"spades-tui server: {browsers}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    await stop.wait()
    if runner is not None:
        await runner.cleanup()
    await server.stop()


async def _start_web(server, args: argparse.Namespace, tls):  # type: ignore[no-untyped-def]
    """The browser front (textual-serve) in the same event loop: each tab runs a
    ``spades-tui join`` to the game server's loopback door. With TLS the page is served
    over https with the same certificate."""
    from spades_tui.net.web_front import WebFront

    door = await server.open_door()
    front = WebFront(
        door,
        args.bind,
        args.web,
        args.port,
        tls,
        args.public_url,
        args.lang,
        current(),
        tabs=args.web_tabs,
        tabs_per_address=args.web_tabs_per_address,
    )
    runner = await _listening(front.start(), args.web, args.bind, "--web")
    server.web_page = args.public_url or front.public_url
    return runner
