"""TLS asked of a plain game server, or a plain join to a TLS one, says what is wrong.

`join wss://…` to a real (plain) game server used to say "cannot reach the server
(ConnectionResetError)" and try again for ever: the server hangs up on the TLS greeting, and
asyncio says so with a bare ConnectionResetError. The other way round (ws:// to a TLS server)
said only that the server closed the connection, with no hint at wss://; it now asks again
over TLS, as the friend meant.
"""

from __future__ import annotations

import asyncio
import ssl

import pytest
import trustme

from spades_tui import i18n
from spades_tui.core.rules import Rules
from spades_tui.net.client import Ended, SeatClient, Welcome
from spades_tui.net.server import GameServer


@pytest.fixture(params=["en", "hu"])
def language(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    i18n.use(request.param)
    try:
        yield request.param
    finally:
        i18n.use("en")


async def game_server(tls: ssl.SSLContext | None = None) -> tuple[GameServer, int, str]:
    server = GameServer(frame_rate=1e6)
    port = (await server.start("127.0.0.1", 0, tls))[1]
    return server, port, server.create_table("Ann", Rules(), 1).meta.codes[1]


async def test_wss_to_a_plain_game_server_ends_saying_it_speaks_no_tls(language: str) -> None:
    server, port, code = await game_server()
    try:
        client = SeatClient(f"wss://127.0.0.1:{port}", code, "Kim")
        assert await client._session() is None  # not tried again
        ended = client.inbox.get_nowait()
    finally:
        await server.stop()
    assert isinstance(ended, Ended) and ended.code == "tls_failed"
    assert "ws://" in ended.reason and "ConnectionResetError" not in ended.reason
    assert ended.reason == i18n._(
        "the server does not speak TLS: is its address ws://, not wss://?"
    )


async def test_a_seat_had_over_tls_is_tried_again_with_the_same_words(language: str) -> None:
    server, port, code = await game_server()
    try:
        client = SeatClient(f"wss://127.0.0.1:{port}", code, "Kim")
        client.seat = 1  # seated before: the server may be on its way back
        reason = await client._session()
    finally:
        await server.stop()
    assert reason is not None and "ws://" in reason and client.inbox.empty()


def tls_server_context() -> tuple[trustme.CA, ssl.SSLContext]:
    authority = trustme.CA()
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    authority.issue_cert("127.0.0.1").configure_cert(context)
    return authority, context


async def test_ws_to_a_tls_game_server_joins_it_over_tls() -> None:
    # A friend who typed the address without wss:// meant the game at it: asked in the
    # clear, a TLS server hangs up, and the client asks again over TLS.
    authority, context = tls_server_context()
    server, port, code = await game_server(context)
    trust = ssl.create_default_context()
    authority.configure_trust(trust)
    client = SeatClient(f"ws://127.0.0.1:{port}", code, "Kim", tls=trust)
    runner = asyncio.create_task(client.run())
    try:
        first = await asyncio.wait_for(client.inbox.get(), 30)
    finally:
        await client.close()
        runner.cancel()
        await server.stop()
    assert isinstance(first, Welcome) and first.seat == 1, first
    assert client.url == f"wss://127.0.0.1:{port}"


async def test_ws_to_an_untrusted_tls_server_says_how_to_trust_it(language: str) -> None:
    _authority, context = tls_server_context()
    server, port, code = await game_server(context)
    client = SeatClient(f"ws://127.0.0.1:{port}", code, "Kim")
    try:
        assert await asyncio.wait_for(client._session(), 30) is None  # not tried again
    finally:
        await server.stop()
    ended = client.inbox.get_nowait()
    assert isinstance(ended, Ended) and ended.code == "bad_certificate"
    assert "--ca" in ended.reason, ended.reason


async def test_a_server_that_hangs_up_either_way_keeps_the_hint_at_wss(language: str) -> None:
    async def hang_up(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.close()

    listener = await asyncio.start_server(hang_up, "127.0.0.1", 0)
    port = listener.sockets[0].getsockname()[1]
    client = SeatClient(f"ws://127.0.0.1:{port}", "K7PQ-M2XW-9HTR-C4DN", "Kim")
    try:
        reason = await asyncio.wait_for(client._session(), 30)
    finally:
        listener.close()
        await listener.wait_closed()
    assert reason is not None and "wss://" in reason, reason
    assert "\n" not in reason and len(reason) <= 80
    assert client.url == f"ws://127.0.0.1:{port}"  # the address as typed, to try again
