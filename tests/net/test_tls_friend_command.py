"""A TLS host whose certificate the friend's computer will not trust says the friend needs it.

The waiting screen told the friend to run `spades-tui join wss://… CODE`, which a
self-signed certificate refuses: now the command carries `--ca FILE` and a line says to give
the friend that file. A certificate the system trusts gets the plain command, as before.
"""

from __future__ import annotations

import ssl
from pathlib import Path

import pytest
import trustme
from ui_helpers import screen_text, wait_until

from spades_tui.core.rules import Rules
from spades_tui.net.client import client_tls
from spades_tui.net.server import GameServer
from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import Hosting, RemoteSetup
from spades_tui.ui.screens.host_wait import LobbyScreen


async def waiting_screen(tmp_path: Path, authority: trustme.CA) -> str:
    """The words of the host's waiting screen, once it has said all it will."""
    return (await waiting_screen_seen(tmp_path, authority))[0]


async def waiting_screen_seen(tmp_path: Path, authority: trustme.CA) -> tuple[str, list[str]]:
    """The words of the host's waiting screen, and its lines as the terminal shows them."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    authority.issue_cert("127.0.0.1").configure_cert(context)
    server = GameServer(tmp_path / "hosted", allow_create=False, hosted=True)
    hosting = Hosting(server, "127.0.0.1", 0, context, "Ann", Rules(), 1, "127.0.0.1")
    hosting.certificate = str(tmp_path / "club-cert.pem")
    app = network_app(RemoteSetup("", None, "Ann", tls=context, hosting=hosting))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: "spades-tui join" in screen_text(app))
        await wait_until(pilot, lambda: hosting.friend_needs_ca is not None)
        await pilot.pause()
        words = " ".join(str(app.screen.query_one("#wait-body").render()).split())
        return words, screen_text(app).splitlines()


async def test_a_certificate_nobody_trusts_puts_ca_in_the_friends_command(tmp_path) -> None:
    text = await waiting_screen(tmp_path, trustme.CA())
    assert "--ca club-cert.pem" in text
    assert "give them the file" in text and "club-cert.pem too" in text


async def test_a_trusted_certificate_gets_the_plain_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    authority = trustme.CA()
    store = tmp_path / "system.pem"
    authority.cert_pem.write_to_path(str(store))
    monkeypatch.setenv("SSL_CERT_FILE", str(store))
    text = await waiting_screen(tmp_path, authority)
    assert "spades-tui join wss://127.0.0.1:" in text
    assert "--ca" not in text and "give them the file" not in text


async def test_the_friends_command_with_ca_stands_on_one_line_at_120_columns(tmp_path) -> None:
    """Cut after "--ca", its file stood on a line of its own, apart from the command."""
    _words, lines = await waiting_screen_seen(tmp_path, trustme.CA())
    (line,) = [row for row in lines if "spades-tui join" in row]
    assert "--ca club-cert.pem" in line


async def test_a_table_made_on_a_server_trusted_by_a_file_says_to_give_that_file(
    tmp_path: Path,
) -> None:
    """The friend's command from a server's lobby carried --ca, but nothing said the friend
    needs the file itself."""
    authority = trustme.CA()
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    authority.issue_cert("127.0.0.1").configure_cert(context)
    ca = tmp_path / "club-ca.pem"
    authority.cert_pem.write_to_path(str(ca))
    server = GameServer(frame_rate=1e6)
    port = (await server.start("127.0.0.1", 0, context))[1]
    url = f"wss://127.0.0.1:{port}"
    setup = RemoteSetup(url, None, "Ann", tls=client_tls(str(ca)), ca=str(ca), share_address=url)
    app = network_app(setup)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            await pilot.press("enter")  # no code: a new table for a friend
            await wait_until(pilot, lambda: "Tell your friend" in screen_text(app))
            words = " ".join(str(app.screen.query_one("#wait-body").render()).split())
    finally:
        await server.stop()
    assert f"spades-tui join {url} " in words and "--ca club-ca.pem" in words
    assert "The server is trusted here by the file" in words
    assert "club-ca.pem: give it to them too." in words
    assert "Your certificate" not in words  # it is not this player's
