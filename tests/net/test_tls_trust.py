"""TLS as it is met in the real world: the system's trust store, --ca, and a certificate that fails.

The certificates are made here with ``trustme``; "the system's trust store" is pointed at a
test authority with ``SSL_CERT_FILE``, which OpenSSL's default paths honour.
"""

from __future__ import annotations

import asyncio
import ssl
from pathlib import Path

import pytest
import trustme

from spades_tui.core.rules import Rules
from spades_tui.net.client import Ended, Lost, SeatClient, Update, Welcome, client_tls
from spades_tui.net.server import GameServer


def server_context(authority: trustme.CA, host: str = "127.0.0.1") -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    authority.issue_cert(host).configure_cert(context)
    return context


def pem(authority: trustme.CA, folder: Path, name: str) -> Path:
    path = folder / name
    authority.cert_pem.write_to_path(str(path))
    return path


async def first_of(client: SeatClient, kinds: tuple[type, ...], timeout: float = 10) -> object:
    """Run ``client`` until a message of ``kinds`` arrives; the messages before it are dropped."""
    runner = asyncio.create_task(client.run())
    try:
        async with asyncio.timeout(timeout):
            while True:
                message = await client.inbox.get()
                if isinstance(message, kinds):
                    return message
    finally:
        await client.close()
        runner.cancel()


async def serve(context: ssl.SSLContext) -> tuple[GameServer, str, str]:
    server = GameServer(frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0, context)
    table = server.create_table("Ann", Rules(), 1)
    return server, f"wss://{host}:{port}", table.meta.codes[1]


async def test_a_client_trusts_the_systems_store_without_being_told(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    system = trustme.CA()
    monkeypatch.setenv("SSL_CERT_FILE", str(pem(system, tmp_path, "system.pem")))
    server, url, code = await serve(server_context(system))
    try:
        got = await first_of(SeatClient(url, code, "Bob"), (Welcome, Ended))
        assert isinstance(got, Welcome), got
    finally:
        await server.stop()


async def test_ca_adds_a_certificate_to_the_systems_store_rather_than_replacing_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    system, private = trustme.CA(), trustme.CA()
    monkeypatch.setenv("SSL_CERT_FILE", str(pem(system, tmp_path, "system.pem")))
    extra = pem(private, tmp_path, "private.pem")
    public_server, public_url, public_code = await serve(server_context(system))
    private_server, private_url, private_code = await serve(server_context(private))
    try:
        for url, code in ((public_url, public_code), (private_url, private_code)):
            got = await first_of(
                SeatClient(url, code, "Bob", tls=client_tls(str(extra))),
                (
                    Welcome,
                    Ended,
                ),
            )
            assert isinstance(got, Welcome), (url, got)
    finally:
        await public_server.stop()
        await private_server.stop()


async def test_a_certificate_that_fails_ends_the_join_with_one_line_saying_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SSL_CERT_FILE", str(pem(trustme.CA(), tmp_path, "system.pem")))
    stranger = trustme.CA()  # trusted by nobody
    server, url, code = await serve(server_context(stranger))
    named_elsewhere, other_url, other_code = await serve(
        server_context(stranger, "cards.example.org")
    )
    try:
        # No attempt limit: a client that kept trying would never end.
        got = await first_of(SeatClient(url, code, "Bob"), (Ended, Update))
        assert isinstance(got, Ended) and got.code == "bad_certificate", got
        assert "\n" not in got.reason and "certificate" in got.reason
        assert "--ca" in got.reason  # what to do about it
        # Trusting the authority is not enough when the certificate names another host.
        trusting = client_tls(str(pem(stranger, tmp_path, "stranger.pem")))
        got = await first_of(
            SeatClient(other_url, other_code, "Bob", tls=trusting), (Ended, Update)
        )
        assert isinstance(got, Ended) and got.code == "bad_certificate", got
        assert "wss://cards.example.org:" in got.reason and "\n" not in got.reason
    finally:
        await server.stop()
        await named_elsewhere.stop()


async def test_wss_to_a_server_that_answers_without_tls_ends_and_says_so() -> None:
    async def plain(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
        await writer.drain()
        writer.close()

    listener = await asyncio.start_server(plain, "127.0.0.1", 0)
    port = listener.sockets[0].getsockname()[1]
    try:
        got = await first_of(
            SeatClient(f"wss://127.0.0.1:{port}", "K7PQ-M2XW-9HTR-C4DN"),
            (
                Ended,
                Update,
            ),
        )
        assert isinstance(got, Ended) and got.code == "tls_failed", got
        assert "ws://" in got.reason and "\n" not in got.reason
    finally:
        listener.close()


def test_the_ca_option_names_a_file_that_cannot_be_used(tmp_path: Path) -> None:
    from spades_tui.commands.errors import UsageError
    from spades_tui.commands.network import join_tls

    (tmp_path / "junk.pem").write_text("not a certificate\n")
    for name in ("missing.pem", "junk.pem"):
        with pytest.raises(UsageError, match="--ca"):
            join_tls(str(tmp_path / name))


async def test_a_lost_tls_connection_is_still_tried_again(tmp_path: Path) -> None:
    """Only a certificate (or a server that speaks no TLS) ends a join: a server that is
    not there yet is tried again, as without TLS."""
    client = SeatClient("wss://127.0.0.1:9", "K7PQ-M2XW-9HTR-C4DN", "Bob", first_delay=0.01)
    got = await first_of(client, (Lost, Ended))
    assert isinstance(got, Lost), got


async def test_a_host_with_tls_plays_its_own_seat_and_gives_a_wss_address(tmp_path: Path) -> None:
    """`spades-tui host --tls-cert/--tls-key`: the host's own seat reaches its server (it
    used to hand the server's TLS context to its client and never connect), and the friend's
    command names the wss:// address."""
    import socket

    from ui_helpers import header_settled, wait_until

    from spades_tui.core.rules import Rules as GameRules
    from spades_tui.ui.app import network_app
    from spades_tui.ui.network_table import Hosting, RemoteSetup
    from spades_tui.ui.screens.table import TableScreen

    authority = trustme.CA()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    server = GameServer(tmp_path, allow_create=False)
    tls = server_context(authority)
    hosting = Hosting(server, "127.0.0.1", port, tls, "Ann", GameRules(), 1, "127.0.0.1")
    app = network_app(RemoteSetup("", None, "Ann", tls=tls, hosting=hosting))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_until(pilot, lambda: app.flow.friend_code)
        assert app.flow.setup.share_address == f"wss://127.0.0.1:{port}"
        trusting = client_tls(str(pem(authority, tmp_path, "ca.pem")))
        kim = SeatClient(f"wss://127.0.0.1:{port}", app.flow.friend_code, "Kim", tls=trusting)
        runner = asyncio.create_task(kim.run())
        await wait_until(
            pilot, lambda: isinstance(app.screen, TableScreen) and app.flow.view is not None
        )
        await wait_until(pilot, lambda: header_settled(app))
        await kim.close()
        runner.cancel()
        await pilot.pause()  # the header's own first paint, queued when it was mounted


def test_the_command_to_come_back_keeps_the_certificate_file_the_join_trusted(
    tmp_path: Path,
) -> None:
    from types import SimpleNamespace

    from spades_tui.ui.app import network_app
    from spades_tui.ui.network_table import NetworkTable, RemoteSetup

    ca = pem(trustme.CA(), tmp_path, "their cert.pem")
    url, code = "wss://192.0.2.7:7777", "23VN-C33M-5932-MP4C"
    setup = RemoteSetup(url, code, "Bob", tls=client_tls(str(ca)), ca=str(ca))
    table = NetworkTable(network_app(setup), setup, lambda code, words: None)
    table.view = SimpleNamespace(winner=None)  # type: ignore[assignment]
    table.client = SimpleNamespace(code=code)  # type: ignore[assignment]
    words = table.parting_words()
    # Run as printed without the file, the join was refused as untrusted.
    assert words is not None and f"{url} {code} --ca '{ca}'" in words, words
