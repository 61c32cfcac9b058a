"""A join that cannot reach its server says why in our words, not the system's.

Each failure that can be made over loopback is made: a listener that never answers, a web
server that is not a game server, one that hangs up in the middle of the opening, a TLS
certificate signed by itself or made out to another name, a plain server asked for TLS.
The ones that need a real network (a name not known, a network not reached) are told the
system's own error. Each reason fits an 80-column line in English and in Hungarian, and an
address is quoted with its control characters escaped. Meanwhile the screen names the
address it tries, port and all: `join 127.0.0.1 CODE` used to say only "Connecting…", so a
newcomer never saw that the usual port was assumed.
"""

from __future__ import annotations

import asyncio
import errno
import socket
import ssl
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager

import pytest
import trustme
from ui_helpers import SIZE, screen_text, wait_until

from spades_tui import i18n
from spades_tui.net import address
from spades_tui.net.address import url_of
from spades_tui.net.client import Ended, SeatClient
from spades_tui.net.reach_words import tls_failure, why_unreachable
from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import NetworkTable, RemoteSetup
from spades_tui.ui.screens.host_wait import WaitScreen

CODE = "K7PQ-M2XW-9HTR-C4DN"
# The system's words that must not reach the player.
SYSTEMS = (
    "Errno",
    "WebSocket",
    "handshake",
    "HTTP response",
    "SSL:",
    "_ssl.c",
    "InvalidStatus",
    "EOF",
)

Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


@pytest.fixture(params=["en", "hu"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.use(request.param)
    try:
        yield request.param
    finally:
        i18n.use("en")


@asynccontextmanager
async def listening(handler: Handler, tls: ssl.SSLContext | None = None) -> AsyncIterator[int]:
    listener = await asyncio.start_server(handler, "127.0.0.1", 0, ssl=tls)
    try:
        yield listener.sockets[0].getsockname()[1]
    finally:
        listener.close()


async def one_attempt(url: str, **options: object) -> str | None:
    """Why one attempt failed (None when it ended for good; the Ended is in the inbox)."""
    return await SeatClient(url, CODE, "Kim", **options)._session()  # type: ignore[arg-type]


def plain_words(reason: str) -> None:
    assert not any(word in reason for word in SYSTEMS), reason
    assert "\n" not in reason and len(reason) <= 80, (len(reason), reason)


async def _silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    await reader.read()  # says nothing until the client gives up


def _answer(status: bytes) -> Handler:
    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        writer.write(b"HTTP/1.1 " + status + b"\r\nContent-Length: 0\r\n\r\n")
        await writer.drain()
        writer.close()

    return answer


async def _hang_up(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    await reader.readuntil(b"\r\n\r\n")
    writer.close()


async def test_a_server_that_never_answers_is_said_to_have_not_answered(language: str) -> None:
    async with listening(_silent) as port:
        reason = await one_attempt(f"ws://127.0.0.1:{port}", open_timeout=0.2)
    assert reason is not None and "127.0.0.1" in reason
    plain_words(reason)


@pytest.mark.parametrize("status", [b"404 Not Found", b"200 OK"])
async def test_a_web_server_is_said_not_to_be_a_game_server(language: str, status: bytes) -> None:
    async with listening(_answer(status)) as port:
        reason = await one_attempt(f"ws://127.0.0.1:{port}")
    assert reason is not None and status[:3].decode() in reason
    plain_words(reason)


async def test_a_server_hanging_up_while_the_game_opens_is_said_so(language: str) -> None:
    async with listening(_hang_up) as port:
        reason = await one_attempt(f"ws://127.0.0.1:{port}")
    assert reason is not None
    plain_words(reason)


async def _ended(url: str, tls: ssl.SSLContext | None = None) -> Ended:
    client = SeatClient(url, CODE, "Kim", tls=tls)
    assert await client._session() is None
    ended = client.inbox.get_nowait()
    assert isinstance(ended, Ended)
    return ended


@pytest.mark.parametrize("named", ["127.0.0.1", "cards.example.org"])
async def test_a_certificate_that_fails_says_why_in_our_words(language: str, named: str) -> None:
    authority = trustme.CA()
    serving = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    authority.issue_cert(named).configure_cert(serving)
    trusting = ssl.create_default_context()
    if named != "127.0.0.1":  # the authority is trusted, but the certificate names another
        authority.configure_trust(trusting)
    async with listening(_silent, serving) as port:
        ended = await _ended(f"wss://127.0.0.1:{port}", trusting)
    assert ended.code == "bad_certificate"
    # Trusting the authority helps only when the certificate names the address joined.
    assert ("--ca" in ended.reason) == (named == "127.0.0.1")
    if named != "127.0.0.1":  # the address to join by instead, with the certificate's name
        assert f"wss://{named}:{port}" in ended.reason
    plain_words(ended.reason)


@pytest.mark.parametrize(
    ("code", "system"),
    [(18, "self-signed certificate"), (10, "certificate has expired"), (9, "not yet valid")],
)
def test_the_other_usual_certificate_failures_are_said_in_our_words(
    language: str, code: int, system: str
) -> None:
    error = ssl.SSLCertVerificationError(1, "[SSL: CERTIFICATE_VERIFY_FAILED] (_ssl.c:1006)")
    error.verify_code, error.verify_message = code, system
    final = tls_failure(error, "wss://127.0.0.1:7777")
    assert final is not None and final[0] == "bad_certificate"
    assert f"({system})" not in final[1]  # not quoted as the system says it
    plain_words(final[1])


async def test_tls_asked_of_a_plain_server_says_so(language: str) -> None:
    async def plain(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
        await writer.drain()
        writer.close()

    async with listening(plain) as port:
        ended = await _ended(f"wss://127.0.0.1:{port}")
    assert ended.code == "tls_failed" and "ws://" in ended.reason
    plain_words(ended.reason)


@pytest.mark.parametrize(
    "error",
    [
        socket.gaierror(socket.EAI_NONAME, "Name or service not known"),
        socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution"),
        OSError(errno.ENETUNREACH, "Network is unreachable"),
        OSError(errno.EHOSTUNREACH, "No route to host"),
        ConnectionResetError(errno.ECONNRESET, "Connection reset by peer"),
    ],
    ids=["no-such-name", "no-name-server", "network", "host", "reset"],
)
def test_failures_of_the_network_are_said_in_our_words(language: str, error: OSError) -> None:
    reason = why_unreachable(error, "ws://cards.example.org:7777", 10)
    assert error.strerror not in reason
    plain_words(reason)


@pytest.mark.parametrize("seated", [False, True])
async def test_a_name_that_names_no_computer_is_not_tried_again_before_a_seat(
    monkeypatch: pytest.MonkeyPatch, seated: bool
) -> None:
    """`join no-such-name CODE` used to try again every few seconds for ever; a seat once
    had through that name keeps trying, since its lookup may come back."""

    async def no_such_name(*args: object, **kwargs: object) -> None:
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(asyncio.get_running_loop(), "getaddrinfo", no_such_name)
    kim = SeatClient("ws://cards.example.org:7777", CODE, "Kim")
    kim.seat = 1 if seated else None
    reason = await kim._session()
    if seated:
        assert reason == why_unreachable(socket.gaierror(socket.EAI_NONAME), kim.url, 10)
        assert kim.inbox.empty()
    else:
        assert reason is None
        ended = kim.inbox.get_nowait()
        assert isinstance(ended, Ended) and ended.code == "bad_address"
        assert "cards.example.org is not known" in ended.reason


def test_an_address_is_quoted_with_its_control_characters_escaped() -> None:
    error = socket.gaierror(socket.EAI_NONAME, "Name or service not known")
    reason = why_unreachable(error, "ws://cards\x1b]0;x\x07.example.org:7777", 10)
    assert "\x1b" not in reason and "\x07" not in reason and "\\x1b" in reason


def test_a_name_whose_every_address_refuses_is_said_to_have_no_server(language: str) -> None:
    # localhost may be ::1 and 127.0.0.1: Python then lists both refusals in one error.
    error = OSError(
        "Multiple exceptions: [Errno 111] Connect call failed ('::1', 7777, 0, 0), "
        "[Errno 111] Connect call failed ('127.0.0.1', 7777)"
    )
    reason = why_unreachable(error, "ws://localhost:7777", 10)
    assert reason == why_unreachable(ConnectionRefusedError(), "ws://localhost:7777", 10)
    plain_words(reason)


def nobodys_port() -> int:
    """A loopback port nobody listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize(
    ("typed", "page", "shown_as"),
    [
        ("127.0.0.1", None, "127.0.0.1:{port}"),
        ("[::1]", None, "[::1]:{port}"),
        # A browser tab is told its server's address by the front: text, never markup.
        ("[b]club[/b]:7777", "http://club.example.org:8080", "[b]club[/b]:7777"),
    ],
)
async def test_the_connecting_screen_names_the_address_and_the_port_it_tries(
    language: str, monkeypatch: pytest.MonkeyPatch, typed: str, page: str | None, shown_as: str
) -> None:
    """`join 127.0.0.1 CODE` tries the usual port: while it tries again, the screen says
    which address and port, whole on one line of an 80-column terminal."""
    port = nobodys_port()
    monkeypatch.setattr(address, "DEFAULT_PORT", port)  # the usual port, where nobody is
    if page is None:
        setup = RemoteSetup(url_of(typed), CODE, "Kim")
    else:  # the tab itself comes through the front's loopback door
        setup = RemoteSetup(f"ws://127.0.0.1:{port}", CODE, "Kim", share_address=typed, page=page)
    app = network_app(setup)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, WaitScreen))
        flow = app.flow
        assert isinstance(flow, NetworkTable)
        await wait_until(pilot, lambda: flow.status_override is not None)
        await pilot.pause()
        title = i18n._("Connecting to {address}…").format(address=shown_as.format(port=port))
        assert any(line.strip(" │┃") == title for line in screen_text(app).splitlines()), (
            screen_text(app)
        )
