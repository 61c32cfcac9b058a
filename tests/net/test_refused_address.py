"""A join pointed where no server listens says so in plain words, not the system's."""

from __future__ import annotations

import socket

from spades_tui.net.client import SeatClient


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]  # free once the socket closes: nothing listens there


async def test_nothing_listening_is_said_plainly() -> None:
    client = SeatClient(f"ws://127.0.0.1:{_closed_port()}", "K7PQ-M2XW-9HTR-C4DN", "Kim")
    reason = await client._session()
    assert reason == "no server answers at that address"
