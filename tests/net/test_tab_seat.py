"""A browser tab that reloads is back at its seat: the tab's process marks the seat's code in
the stream the page draws (an escape the terminal ignores), the page keeps it for the tab, and
the front seats the reloaded tab with it. A reload used to land in the lobby, and a player who
had not noted the code lost the game."""

from __future__ import annotations

import re
from pathlib import Path

from test_web_front import get, server, tab

from spades_tui.net.codes import normalize
from spades_tui.net.web_front import _FOCUS
from spades_tui.ui.tab_seat import SEAT_MARK, TabSeat

MARK = re.compile(rb"\x1b\]7712;spades-seat=([0-9A-Z-]*)\x07")


async def test_a_reloaded_tab_is_seated_again_with_the_code_its_page_kept(tmp_path: Path) -> None:
    with server(tmp_path) as (_port, web, _lines):
        get(web, f"127.0.0.1:{web}")
        async with tab(f"ws://127.0.0.1:{web}/ws") as first:
            await first.see(b"join code")
            assert MARK.search(first.drawn) is None  # in the lobby: no seat to keep
            await first.type("Ann\t")
            await first.type("\r")  # a new table
            await first.see(b"Tell your friend")
            await first.see(b"spades-seat=")
            (code,) = {found.decode() for found in MARK.findall(first.drawn)}
            assert normalize(code) == code
        # The page reloaded: the same tab opens its socket again, with the code it kept.
        async with tab(f"ws://127.0.0.1:{web}/ws?width=100&height=30&seat={code}") as again:
            await again.see(b"Tell your friend")
            assert b"join code" not in again.drawn  # never the lobby
        # A code that is no code is not passed on: the lobby, as for a new tab.
        async with tab(f"ws://127.0.0.1:{web}/ws?seat=%3Brm%20-rf") as odd:
            await odd.see(b"join code")
        # A well-formed code no table has: said, then the lobby to try another.
        async with tab(f"ws://127.0.0.1:{web}/ws?seat=K7PQ-M2XW-9HTR-C4DN") as gone:
            await gone.see(b"No table has this code")
            await gone.type("\r")
            await gone.see(b"join code")
            assert MARK.findall(gone.drawn)[-1:] in ([], [b""])


async def test_a_tab_whose_seat_another_screen_took_forgets_it(tmp_path: Path) -> None:
    """Reloaded, it would take the seat back from the tab that had just taken it."""
    with server(tmp_path) as (_port, web, _lines):
        get(web, f"127.0.0.1:{web}")
        async with tab(f"ws://127.0.0.1:{web}/ws") as first:
            await first.see(b"join code")
            await first.type("Ann\t")
            await first.type("\r")
            await first.see(b"spades-seat=")
            (code,) = {found.decode() for found in MARK.findall(first.drawn)}
            async with tab(f"ws://127.0.0.1:{web}/ws?seat={code}") as second:
                await second.see(b"Tell your friend")
                await first.see(b"taken over")
                await first.see(SEAT_MARK.format(code="").encode())
                assert MARK.findall(first.drawn)[-1] == b""


class Written:
    is_web = True

    def __init__(self) -> None:
        self.data: list[str] = []

    def write(self, data: str) -> None:
        self.data.append(data)


def test_the_mark_is_written_once_for_each_change_and_only_in_a_browser_tab() -> None:
    seat, driver = TabSeat(), Written()
    for code in (None, "K7PQ-M2XW-9HTR-C4DN", "K7PQ-M2XW-9HTR-C4DN", None, None):
        seat.tell(driver, code)
    assert driver.data == [
        SEAT_MARK.format(code="K7PQ-M2XW-9HTR-C4DN"),
        SEAT_MARK.format(code=""),
    ]
    terminal = Written()
    terminal.is_web = False
    TabSeat().tell(terminal, "K7PQ-M2XW-9HTR-C4DN")
    assert terminal.data == []


def test_the_pages_script_reads_the_mark_the_tab_writes() -> None:
    # The page's pattern, as JavaScript reads it, finds what the tab writes.
    (pattern,) = re.findall(r"const MARK = /(.+)/g;", _FOCUS)
    js_as_python = pattern.replace("\\x1b", "\x1b").replace("\\x07", "\x07")
    assert re.fullmatch(js_as_python, SEAT_MARK.format(code="K7PQ-M2XW-9HTR-C4DN"))
    assert "sessionStorage" in _FOCUS and "seat=" in _FOCUS
