"""TLS: a server with --tls-cert/--tls-key, a client that trusts that certificate (--ca)."""

from __future__ import annotations

import asyncio
import shutil
import ssl
import subprocess
from pathlib import Path

import pytest

from spades_tui.core.rules import Rules
from spades_tui.net.bots import play_seat
from spades_tui.net.client import SeatClient, Update
from spades_tui.net.server import GameServer
from spades_tui.net.trust import tls_context


def self_signed(folder: Path) -> tuple[Path, Path]:
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-keyout",
            str(key),
            "-out",
            str(cert),
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
        ],
        check=True,
        capture_output=True,
    )
    return cert, key


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command")
async def test_a_game_starts_over_tls_and_an_untrusted_certificate_is_refused(
    tmp_path: Path,
) -> None:
    cert, key = self_signed(tmp_path)
    server = GameServer(frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0, tls_context(str(cert), str(key)))
    url = f"wss://{host}:{port}"
    table = server.create_table("Ann", Rules(), 1)
    trusting = ssl.create_default_context(cafile=str(cert))
    try:
        bots = [
            play_seat(SeatClient(url, code, name, tls=trusting), "random", s, stop_after=10)
            for s, (code, name) in enumerate(zip(table.meta.codes, ("Ann", "Bob"), strict=True))
        ]
        await asyncio.wait_for(asyncio.gather(*bots), 60)
        assert table.game is not None and table.game.actions_applied >= 10
        # A client that does not trust the certificate never gets a frame of the game.
        doubtful = SeatClient(
            url, table.meta.codes[0], tls=ssl.create_default_context(), max_attempts=1
        )
        await asyncio.wait_for(doubtful.run(), 60)
        messages = []
        while not doubtful.inbox.empty():
            messages.append(doubtful.inbox.get_nowait())
        assert not any(isinstance(m, Update) for m in messages)
        assert "certificate" in str(messages[-1]).lower() and len(messages) == 1
    finally:
        await server.stop()
