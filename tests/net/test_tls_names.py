"""A TLS certificate made out to a name, not to the address the host or server stands on.

A self-signed certificate for "localhost" (what `openssl req -subj /CN=localhost` makes) was
served on 127.0.0.1, and host and server told the friend to join wss://127.0.0.1:PORT, which
the friend's client refuses: the certificate is not made out to that address. The commands
given out now name the host the certificate is made out to, a server-made table's command
carries the --ca its creator used, and a join refused for the name says which to use.
"""

from __future__ import annotations

import os
import ssl
import subprocess
import sys
from pathlib import Path

import trustme
from net_support import free_port
from ui_helpers import screen_text, wait_until

from spades_tui.core.rules import Rules
from spades_tui.net.client import Ended, SeatClient
from spades_tui.net.server import GameServer
from spades_tui.net.trust import certificate_names, host_for_friends, names_in
from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import Hosting, RemoteSetup


def test_the_names_of_a_decoded_certificate_are_its_alternatives_else_its_common_name() -> None:
    alternatives = {
        "subject": ((("commonName", "game.example"),),),
        "subjectAltName": (("DNS", "game.example"), ("IP Address", "10.1.2.3")),
    }
    assert names_in(alternatives) == ["game.example", "10.1.2.3"]
    assert names_in({"subject": ((("commonName", "localhost"),),)}) == ["localhost"]
    assert names_in({}) == []


def test_the_host_given_out_is_one_the_certificate_is_made_out_to() -> None:
    assert host_for_friends("127.0.0.1", ["localhost"]) == "localhost"
    assert host_for_friends("192.0.2.2", ["game.example", "10.1.2.3"]) == "game.example"
    assert host_for_friends("10.1.2.3", ["game.example", "10.1.2.3"]) == "10.1.2.3"
    assert host_for_friends("a.example.org", ["*.example.org"]) == "a.example.org"
    assert host_for_friends("127.0.0.1", []) == "127.0.0.1"  # nothing known: as before


def serving(tmp_path: Path, name: str) -> tuple[trustme.CA, ssl.SSLContext, str]:
    """An authority, a server context for a certificate made out to ``name`` only, and the
    file of that certificate (as --tls-cert names it)."""
    authority = trustme.CA()
    issued = authority.issue_cert(name)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    issued.configure_cert(context)
    cert = tmp_path / "club-cert.pem"
    cert.write_bytes(b"".join(blob.bytes() for blob in issued.cert_chain_pems))
    return authority, context, str(cert)


async def test_the_names_are_read_off_the_certificate_this_machine_serves(tmp_path) -> None:
    _authority, context, cert = serving(tmp_path, "localhost")
    server = GameServer(frame_rate=1e6)
    port = (await server.start("127.0.0.1", 0, context))[1]
    try:
        assert await certificate_names(port, cert) == ["localhost"]
    finally:
        await server.stop()


async def test_a_host_with_a_certificate_for_localhost_tells_the_friend_to_join_localhost(
    tmp_path: Path,
) -> None:
    _authority, context, cert = serving(tmp_path, "localhost")
    server = GameServer(tmp_path / "hosted", allow_create=False, hosted=True)
    hosting = Hosting(server, "127.0.0.1", 0, context, "Ann", Rules(), 1, "127.0.0.1")
    hosting.certificate = cert
    app = network_app(RemoteSetup("", None, "Ann", tls=context, hosting=hosting))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: hosting.friend_needs_ca is not None)
        await wait_until(pilot, lambda: "join wss://localhost:" in screen_text(app))
        assert "wss://127.0.0.1" not in screen_text(app)


async def test_a_join_refused_for_the_name_says_which_name_to_join_by(tmp_path) -> None:
    authority, context, _cert = serving(tmp_path, "localhost")
    server = GameServer(frame_rate=1e6)
    port = (await server.start("127.0.0.1", 0, context))[1]
    code = server.create_table("Ann", Rules(), 1).meta.codes[1]
    trust = ssl.create_default_context()
    authority.configure_trust(trust)
    try:
        client = SeatClient(f"wss://127.0.0.1:{port}", code, "Kim", tls=trust)
        assert await client._session() is None  # not tried again
        ended = client.inbox.get_nowait()
    finally:
        await server.stop()
    assert isinstance(ended, Ended) and ended.code == "bad_certificate"
    assert ended.reason == (
        f"the certificate names another host: join wss://localhost:{port} instead"
    )
    assert trust.check_hostname  # the client's own checks are as they were


def test_the_server_gives_out_the_certificates_name_and_the_ca_players_need(
    tmp_path: Path,
) -> None:
    authority = trustme.CA()
    issued = authority.issue_cert("localhost")
    cert, key = tmp_path / "club-cert.pem", tmp_path / "club-key.pem"
    cert.write_bytes(b"".join(blob.bytes() for blob in issued.cert_chain_pems))
    issued.private_key_pem.write_to_path(str(key))
    env = {**os.environ, "SPADES_TUI_DATA": str(tmp_path / "data")}
    command = [sys.executable, "-m", "spades_tui", "server", "--port", str(free_port())]
    command += ["--tls-cert", str(cert), "--tls-key", str(key), "--lang", "en"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert server.stdout is not None
        lines = [server.stdout.readline() for _ in range(2)]
    finally:
        server.terminate()
        server.wait(10)
    assert "players join with: spades-tui join wss://localhost:" in lines[1], lines
    assert lines[1].rstrip().endswith("--ca club-cert.pem"), lines
