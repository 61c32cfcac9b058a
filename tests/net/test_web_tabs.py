"""The browser front caps its tabs, each of which runs a process: from one address, and in all.

The game server and its browser front run in the test's own event loop; each tab the front
takes runs a real ``spades-tui join`` to the server's loopback door, and shows that by drawing
the lobby. A tab turned away is closed with the reason, which the page shows.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
from collections.abc import AsyncIterator

import pytest
from test_web_front import free_port
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from spades_tui import i18n
from spades_tui.net.limits import OpenLimit
from spades_tui.net.server import GameServer
from spades_tui.net.web_front import SERVER_FULL, TOO_MANY_HERE, WebFront, own_page, refusal

TRY_AGAIN_LATER = 1013


@contextlib.asynccontextmanager
async def front(tabs: int, per_address: int) -> AsyncIterator[WebFront]:
    server = GameServer(None)
    door = await server.open_door()
    web = WebFront(
        door, "127.0.0.1", free_port(), free_port(), None, tabs=tabs, tabs_per_address=per_address
    )
    runner = await web.start()
    try:
        yield web
    finally:
        await freed(web, 0)  # every tab's process has ended
        # textual-serve does not wait on a process whose output has ended: collected now, its
        # pipes close in this loop, not after the loop is gone.
        gc.collect()
        await runner.cleanup()
        await server.stop()


@contextlib.asynccontextmanager
async def tab(web: WebFront, browser: str | None = None) -> AsyncIterator[ClientConnection]:
    """A tab on the page's socket; ``browser``: the address a proxy on this machine names."""
    headers = {"X-Forwarded-For": browser} if browser else None
    url = f"ws://127.0.0.1:{web.port}/ws?width=80&height=24"
    async with connect(url, proxy=None, max_size=None, additional_headers=headers) as ws:
        # What the page sends first; a tab turned away may be closed before it can.
        with contextlib.suppress(ConnectionClosed):
            await ws.send(json.dumps(["resize", {"width": 80, "height": 24}]))
        yield ws


async def lobby(ws: ClientConnection) -> None:
    """Wait for the tab's lobby: its ``spades-tui join`` runs and draws."""
    drawn = b""
    async with asyncio.timeout(120):  # a bound against hanging, not a speed check
        while b"join code" not in drawn:
            frame = await ws.recv()
            drawn += frame if isinstance(frame, bytes) else frame.encode()


async def turned_away(ws: ClientConnection) -> str:
    """The reason a tab the front turned away was given."""
    async with asyncio.timeout(60):
        with pytest.raises(ConnectionClosed):
            while True:
                await ws.recv()
    assert ws.close_code == TRY_AGAIN_LATER
    return str(ws.close_reason)


async def freed(web: WebFront, open_tabs: int) -> None:
    """Wait until the front counts ``open_tabs`` (a closed tab's process has ended)."""
    async with asyncio.timeout(60):
        while web.tabs.total() != open_tabs:
            await asyncio.sleep(0.05)


async def test_one_address_gets_its_cap_of_tabs_and_a_closed_one_frees_its_slot() -> None:
    async with front(tabs=10, per_address=2) as web, contextlib.AsyncExitStack() as tabs:
        first = await tabs.enter_async_context(tab(web))
        second = await tabs.enter_async_context(tab(web))
        await lobby(first)
        await lobby(second)
        async with tab(web) as third:
            reason = await turned_away(third)
        assert "Too many browser tabs are open from your address (at most 2)" in reason
        await second.close()
        await freed(web, 1)
        async with tab(web) as again:
            await lobby(again)


async def test_the_front_caps_its_tabs_in_all_and_counts_each_browser_a_proxy_names() -> None:
    # One tab an address: the browsers a proxy on this machine names are told apart.
    async with front(tabs=2, per_address=1) as web, contextlib.AsyncExitStack() as tabs:
        first = await tabs.enter_async_context(tab(web, "203.0.113.1"))
        second = await tabs.enter_async_context(tab(web, "203.0.113.2"))
        await lobby(first)
        await lobby(second)
        async with tab(web, "203.0.113.3") as third:
            reason = await turned_away(third)
        assert "The server is full (2 browser tabs at once)" in reason
        await first.close()
        await freed(web, 1)
        async with tab(web, "203.0.113.3") as again:
            await lobby(again)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_reason_a_tab_is_turned_away_fits_a_close_frame_whole(language: str) -> None:
    # A close reason is at most 123 bytes: a longer one would be cut short.
    tabs = OpenLimit(most=99_999, per_address=99_999)
    for cap, words in (("address", TOO_MANY_HERE), ("all", SERVER_FULL)):
        whole = i18n.catalog_for(language).gettext(words).format(n=99_999)
        assert refusal(cap, tabs, language).decode() == whole


def test_the_page_shows_why_its_tab_was_closed() -> None:
    page = own_page('<div class="message">Session ended.</div></body>', "/static/")
    assert 'addEventListener("close"' in page and "event.reason" in page


def test_the_page_has_an_icon_of_its_own() -> None:
    """Without one, each load asked for /favicon.ico and was answered "not found"."""
    page = own_page("<head></head><body></body>", "/static/")
    assert '<link rel="icon" href="data:image/svg+xml,' in page.split("</head>")[0]


async def test_a_plain_request_for_the_socket_is_answered_without_a_traceback(
    caplog: pytest.LogCaptureFixture,
) -> None:
    import aiohttp

    async with front(tabs=2, per_address=1) as web:
        url = f"http://127.0.0.1:{web.port}/ws"
        async with aiohttp.ClientSession() as session, session.get(url) as response:
            assert response.status == 400
            assert "WebSocket" in await response.text()
        # A request that is not a socket takes no tab.
        assert web.tabs.total() == 0
    assert not [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")]
