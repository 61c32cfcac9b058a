"""`spades-tui server --web` as browsers meet it: over TLS, bound to 0.0.0.0, reached by a name.

Each test runs the real server in a process of its own and talks to its page over loopback,
the way a browser does: an HTTP request for the page, then the page's websocket.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import socket
import ssl
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import trustme
from websockets.asyncio.client import ClientConnection, connect

from spades_tui.net.address import lan_address


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


READY = ("browsers play at", "böngészőből itt lehet játszani")


@contextlib.contextmanager
def server(data: Path, *options: str) -> Iterator[tuple[int, int, list[str]]]:
    """A ``spades-tui server --web``; yields the game port, the web port and its lines so far."""
    port, web = free_port(), free_port()
    command = [sys.executable, "-m", "spades_tui", "server", "--port", str(port)]
    command += ["--web", str(web), "--data-dir", str(data), *options]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    lines: list[str] = []
    try:
        assert process.stdout is not None
        # The line that gives the page's address, in English or (with --lang hu) Hungarian.
        while not any(words in line for line in lines for words in READY):
            line = process.stdout.readline().decode()
            assert line or process.poll() is None, "".join(lines)
            lines.append(line)
        yield port, web, lines
    finally:
        process.terminate()
        process.wait(10)


def get(port: int, host: str, tls: ssl.SSLContext | None = None) -> str:
    """The page, asked for with ``Host: host`` (the name a browser used), over loopback."""
    deadline = time.monotonic() + 120  # a bound against hanging, not a speed check
    while True:
        try:
            raw = socket.create_connection(("127.0.0.1", port), timeout=10)
            break
        except OSError:
            assert time.monotonic() < deadline
            time.sleep(0.1)
    with raw:
        sock = tls.wrap_socket(raw, server_hostname="127.0.0.1") if tls else raw
        sock.sendall(f"GET / HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks).decode()


def links(page: str) -> set[str]:
    return set(re.findall(r"(?:https?|wss?)://[^\"'\s]+?(?=/static|/ws)", page))


class Tab:
    """A browser tab on the page's websocket: what it was drawn so far, and keys to type."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws, self.drawn = ws, b""

    async def see(self, text: bytes, timeout: float = 120) -> None:
        async with asyncio.timeout(timeout):
            while text not in self.drawn:
                frame = await self.ws.recv()
                self.drawn += frame if isinstance(frame, bytes) else frame.encode()

    async def type(self, keys: str) -> None:
        await self.ws.send(json.dumps(["stdin", keys]))


@contextlib.asynccontextmanager
async def tab(url: str, tls: ssl.SSLContext | None = None, language: str | None = None):  # type: ignore[no-untyped-def]
    headers = {"Accept-Language": language} if language else None
    async with connect(url, proxy=None, max_size=None, ssl=tls, additional_headers=headers) as ws:
        # What the page's script sends first: the size of the terminal in the browser.
        await ws.send(json.dumps(["resize", {"width": 100, "height": 30}]))
        yield Tab(ws)


def certificate(folder: Path) -> tuple[Path, Path, ssl.SSLContext]:
    authority = trustme.CA()
    issued = authority.issue_cert("127.0.0.1", "cards.example.org")
    cert, key = folder / "cert.pem", folder / "key.pem"
    issued.cert_chain_pems[0].write_to_path(str(cert))
    issued.private_key_pem.write_to_path(str(key))
    trusting = ssl.create_default_context()
    authority.configure_trust(trusting)
    return cert, key, trusting


async def test_a_browser_tab_gets_the_lobby(tmp_path: Path) -> None:
    with server(tmp_path) as (port, web, lines):
        get(web, f"127.0.0.1:{web}")  # the web front answers by now
        async with tab(f"ws://127.0.0.1:{web}/ws") as browser:
            await browser.see(b"join code")
        assert b"Traceback" not in browser.drawn


async def test_a_browser_plays_through_a_front_served_over_tls(tmp_path: Path) -> None:
    cert, key, trusting = certificate(tmp_path)
    tls = ("--tls-cert", str(cert), "--tls-key", str(key))
    with server(tmp_path / "data", *tls) as (port, web, lines):
        page = get(web, f"127.0.0.1:{web}", trusting)
        assert f"wss://127.0.0.1:{web}/ws" in page, page[:400]
        async with tab(f"wss://127.0.0.1:{web}/ws", trusting) as browser:
            await browser.see(b"join code")
            # The lobby asks the browser's player for a name; Tab moves to the code's field at
            # once (Enter there would too, but only once its message is handled, so a second
            # Enter typed ahead could land in the name field still).
            await browser.type("Ann\t")
            await browser.type("\r")  # no code: a new table
            await browser.see(b"Tell your friend")
            await browser.see(b"wss://")  # the friend joins over TLS too
        assert b"Network client failed" not in browser.drawn
        assert b"Traceback" not in browser.drawn
        (saved,) = (tmp_path / "data").glob("server/tables/*/table.json")
        assert json.loads(saved.read_text())["names"][0] == "Ann"


async def test_a_server_bound_to_every_address_links_its_page_to_the_name_the_browser_used(
    tmp_path: Path,
) -> None:
    with server(tmp_path, "--bind", "0.0.0.0") as (port, web, lines):
        assert links(get(web, f"cards.example.org:{web}")) == {
            f"http://cards.example.org:{web}",
            f"ws://cards.example.org:{web}",
        }
        assert links(get(web, "[fd00::5]:8000")) == {"http://[fd00::5]:8000", "ws://[fd00::5]:8000"}
        # A Host that is no host name is not written into the page: the machine's address is.
        strange = links(get(web, 'x"><script>'))
        assert strange == {f"http://{lan_address()}:{web}", f"ws://{lan_address()}:{web}"}
        said = "".join(lines)
        assert "0.0.0.0" not in said.split("listening on")[1].split("\n", 1)[1]
        assert f"spades-tui join {lan_address()}:{port}" in said
        assert f"browsers play at http://{lan_address()}:{web}" in said


async def test_public_url_fixes_the_pages_links(tmp_path: Path) -> None:
    options = ("--bind", "0.0.0.0", "--public-url", "https://spades.example.org/play/")
    with server(tmp_path, *options) as (port, web, lines):
        assert links(get(web, f"127.0.0.1:{web}")) == {
            "https://spades.example.org/play",
            "wss://spades.example.org/play",
        }
        assert "browsers play at https://spades.example.org/play" in "".join(lines)


def test_a_tab_is_told_the_addresses_a_friend_can_reach() -> None:
    from spades_tui.net.web_front import WebFront

    front = WebFront(door=4000, bind="0.0.0.0", port=8000, game_port=7777, tls=None)
    command = front.command_for("http://cards.example.org:8000", "203.0.113.9")
    assert "ws://127.0.0.1:4000" in command  # the tab itself goes through the loopback door
    assert "--share ws://cards.example.org:7777" in command
    assert "--page http://cards.example.org:8000" in command
    assert "--browser 203.0.113.9" in command
    # Opened on the server's own machine: a friend is given the machine's network address.
    local = front.command_for("http://localhost:8000", "127.0.0.1")
    assert f"--share ws://{lan_address()}:7777" in local
    assert f"--page http://{lan_address()}:8000" in local


@pytest.mark.parametrize("bad", ["ftp://x", "spades.example.org"])
def test_public_url_must_be_a_web_address(bad: str, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "spades_tui", "server", "--web", "8000", "--public-url", bad],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2 and "--public-url" in done.stderr


def run_server(data: Path, port: int, web: int) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "spades_tui", "server", "--port", str(port)]
    command += ["--web", str(web), "--data-dir", str(data)]
    return subprocess.run(command, capture_output=True, text=True, timeout=60)


def test_one_port_for_both_the_game_and_the_page_is_refused_before_anything_listens(
    tmp_path: Path,
) -> None:
    port = free_port()
    done = run_server(tmp_path, port, port)
    assert done.returncode == 2 and done.stdout == ""  # no "listening on" above the error
    words = f"--web: the browser page needs a port other than the game's (--port {port})"
    assert done.stderr.splitlines() == [f"spades-tui server: error: {words}"]


def test_a_page_port_in_use_is_the_one_line_said(tmp_path: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        web = busy.getsockname()[1]
        done = run_server(tmp_path, free_port(), web)
    assert done.returncode == 2 and done.stdout == ""  # no "listening on" above the error
    words = f"Port {web} is in use on this computer; choose another."
    # Which of the two ports it is: "--web" was not said, and the game's port is another.
    assert done.stderr.splitlines() == [f"spades-tui server: error: --web: {words}"]


def test_a_tab_speaks_the_language_its_browser_asks_for() -> None:
    from spades_tui.net.web_front import WebFront, browser_language

    assert browser_language("hu-HU,hu;q=0.9,en;q=0.8") == "hu"
    assert browser_language("de-DE,en;q=0.5,hu;q=0.4") == "en"
    assert browser_language("de, fr;q=x") is None
    assert browser_language(None) is None
    front = WebFront(door=4000, bind="127.0.0.1", port=8000, game_port=7777, tls=None)
    assert "--lang hu" in front.command_for("http://127.0.0.1:8000", None, "hu")


async def test_the_servers_lang_is_the_language_of_its_pages(tmp_path: Path) -> None:
    # An English browser on a server started with --lang hu still gets the Hungarian lobby.
    with server(tmp_path, "--lang", "hu") as (port, web, lines):
        get(web, f"127.0.0.1:{web}")
        async with tab(f"ws://127.0.0.1:{web}/ws", language="en-US,en;q=0.9") as browser:
            await browser.see("csatlakozási kód".encode())
        assert b"Traceback" not in browser.drawn


def test_without_lang_a_tab_speaks_its_browsers_language_else_the_servers() -> None:
    from spades_tui.net.web_front import WebFront

    front = WebFront(door=4000, bind="127.0.0.1", port=8000, game_port=7777, tls=None)
    assert front.tab_language("hu-HU,hu;q=0.9") == "hu"
    assert front.tab_language("de-DE") == "en"
    hungarian = WebFront(4000, "127.0.0.1", 8000, 7777, None, fallback="hu")
    assert hungarian.tab_language("en-GB,en;q=0.9") == "en"
    assert hungarian.tab_language(None) == "hu"
    fixed = WebFront(4000, "127.0.0.1", 8000, 7777, None, language="hu")
    assert fixed.tab_language("en-GB,en;q=0.9") == "hu"


def test_a_terminal_lobby_on_the_servers_machine_gives_a_friend_its_network_address() -> None:
    from spades_tui.net.address import for_a_friend

    lan = lan_address()
    assert for_a_friend("ws://127.0.0.1:7777") == f"{lan}:7777"
    assert for_a_friend("ws://localhost:7777") == f"{lan}:7777"
    assert for_a_friend("wss://[::1]:7777") == f"wss://{lan}:7777"
    assert for_a_friend("ws://cards.example.org:7777") == "cards.example.org:7777"
    assert for_a_friend("wss://cards.example.org:7777") == "wss://cards.example.org:7777"
    assert for_a_friend("ws://[fd00::5]:7777") == "[fd00::5]:7777"


async def test_the_page_uses_its_own_font_and_gives_the_terminal_the_keys(tmp_path: Path) -> None:
    """No online font service (it fails offline), and keys work before any click."""
    with server(tmp_path) as (port, web, lines):
        page = get(web, f"127.0.0.1:{web}")
    assert "googleapis" not in page and "https://" not in page
    font = f"http://127.0.0.1:{web}/static/fonts/RobotoMono-VariableFont_wght.ttf"
    assert f'url("{font}")' in page
    assert 'document.querySelector("#terminal textarea")' in page and ".focus()" in page


async def test_a_malformed_request_is_logged_in_one_line_without_a_traceback(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A 100 KB header to the page's port printed aiohttp's whole traceback on the server's
    console, where the game's port says such a thing in one line."""
    from spades_tui.net.web_front import WebFront

    port = free_port()
    front = WebFront(door=4000, bind="127.0.0.1", port=port, game_port=7777, tls=None)
    runner = await front.start()
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 100_000 + b"\r\n\r\n")
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(), 60)
        writer.close()
        assert answer.startswith(b"HTTP/1.0 400")
        await asyncio.sleep(0.1)
    finally:
        await runner.cleanup()
    said = [r for r in caplog.records if r.name == "aiohttp.server"]
    assert said and all(r.exc_info is None for r in said)
    assert "a malformed request, answered 400" in said[0].getMessage()
