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


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command")
async def test_a_server_signed_by_itself_is_joined_from_the_form_with_its_ca_file(
    tmp_path: Path,
) -> None:
    # The form had no way to give the file: "trust it with --ca FILE", and back to the form.
    from textual.widgets import Input
    from ui_helpers import SIZE, wait_until

    from spades_tui.storage import Storage
    from spades_tui.ui.app import SpadesApp
    from spades_tui.ui.screens.network import NetworkScreen
    from spades_tui.ui.screens.table import TableScreen

    cert, key = self_signed(tmp_path)
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0, tls_context(str(cert), str(key)))
    table = server.create_table("Ann", Rules(), 1)
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    address, code = f"wss://{host}:{port}", table.meta.codes[1]
    try:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("n")
            await wait_until(pilot, lambda: isinstance(app.screen, NetworkScreen))
            form = app.screen

            async def join_trusting(ca: Path) -> str:
                for field, value in (("address", address), ("code", code), ("ca", str(ca))):
                    form.query_one(f"#{field}", Input).value = value
                form.query_one("#ca", Input).focus()
                await pilot.press("enter")
                await pilot.pause()
                if app.screen is not form:
                    return ""  # the form has gone: the join is under way
                return str(form.query_one("#network-error").render())

            said = await join_trusting(tmp_path / "missing.pem")
            assert "missing.pem cannot be used" in said and app.screen is form
            assert "it holds no PEM certificate" in await join_trusting(key)
            await join_trusting(cert)
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
            assert app.flow is not None and app.flow.setup.ca == str(cert)
    finally:
        await server.stop()
