"""The page of `spades-tui server --web` in a real headless browser (chromium): keys without a
click, both help keys, a draft and a trick against the computer, a reload and the way back with
the code shown (typed fast after the name and a Tab), and no request to any other server.
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
    assert seen["typed"]  # the code typed fast after the name and Tab, in its own field
    assert seen["back"]
    assert seen["outside"] == []
    assert seen["requests"] > 0
    shots = [Path(p) for p in seen["shots"]]  # type: ignore[union-attr]
    assert shots and all(p.read_bytes().startswith(b"\x89PNG") for p in shots)
