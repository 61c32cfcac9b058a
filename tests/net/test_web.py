"""`spades-tui server --web`: a browser tab (textual-serve) runs the lobby of this server."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
from pathlib import Path

from websockets.asyncio.client import connect


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_a_browser_tab_gets_the_lobby(tmp_path: Path) -> None:
    port, web = free_port(), free_port()
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "spades_tui",
            "server",
            "--port",
            str(port),
            "--web",
            str(web),
            "--data-dir",
            str(tmp_path),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        assert server.stdout is not None
        while b"browsers play at" not in server.stdout.readline():
            assert server.poll() is None
        got = b""
        for _ in range(50):  # the web server may take a moment to accept
            try:
                ws = await connect(f"ws://127.0.0.1:{web}/ws", proxy=None, max_size=None)
                break
            except OSError:
                await asyncio.sleep(0.1)
        async with ws:
            # What the page's script sends first: the size of the terminal in the browser.
            await ws.send(json.dumps(["resize", {"width": 100, "height": 30}]))
            while b"join code" not in got:
                frame = await asyncio.wait_for(ws.recv(), 20)
                got += frame if isinstance(frame, bytes) else frame.encode()
        assert b"Traceback" not in got
    finally:
        server.terminate()
        server.wait(10)
