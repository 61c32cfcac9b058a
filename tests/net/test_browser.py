"""The page of `spades-tui server --web` in a real headless browser (chromium): keys without a
click, both help keys, a draft and a trick against the computer, a reload straight back to the
seat, another tab's way back with the code shown (typed fast after the name and a Tab), no
request to any other server, and a tab turned away (too many from one address) saying why.
Skipped where chromium, chromedriver or the ``browser`` extra (selenium, pyte) is missing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

pytest.importorskip("selenium")
pytest.importorskip("pyte")

from browser import find_browser  # noqa: E402

if find_browser() is None:
    pytest.skip("chromium and chromedriver are not installed", allow_module_level=True)

from web import check  # noqa: E402


def test_a_person_plays_the_page_and_comes_back_after_a_reload(tmp_path: Path) -> None:
    seen = check(tmp_path, level="random")
    assert seen["back"]  # the reloaded tab, at its seat with nothing typed
    assert seen["typed"]  # the code typed fast after the name and Tab, in its own field
    assert seen["typed_back"]
    assert seen["outside"] == []
    assert seen["requests"] > 0
    shots = [Path(p) for p in seen["shots"]]  # type: ignore[union-attr]
    assert shots and all(p.read_bytes().startswith(b"\x89PNG") for p in shots)


def test_a_tab_turned_away_says_why_in_the_page(tmp_path: Path) -> None:
    from browser import Tab, open_browser, wait_for, web_server

    with web_server(tmp_path, 1, "--web-tabs-per-address", "1") as server:
        driver = open_browser()
        try:
            first = Tab(driver)
            first.open(server.page)
            first.wait("XXXX-XXXX-XXXX-XXXX")  # the lobby: this address's one tab
            driver.switch_to.new_window("tab")
            driver.get(server.page)
            shown = wait_for(
                lambda: driver.execute_script(
                    "const m = document.querySelector('body.-closed .closed-dialog .message');"
                    "return m && m.textContent;"
                ),
                "the page to say why its tab was closed",
            )
        finally:
            driver.quit()
    assert shown == (
        "Too many browser tabs are open from your address (at most 1): close one, "
        "then press Restart."
    )
