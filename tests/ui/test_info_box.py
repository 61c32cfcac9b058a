"""The box for something to read: a path in it is not cut mid-word where there is room."""

from __future__ import annotations

from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.info import InfoScreen

PATH = "/home/someone/.local/share/spades-tui/current.bad-20261207-114733.json"


async def _box_width(body: str) -> int:
    app = SpadesApp(None)  # its style sheet sizes the boxes
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(InfoScreen("Title", body))
        await pilot.pause()
        assert isinstance(app.screen, InfoScreen)
        return app.screen.query_one(".box").region.width


async def test_a_path_longer_than_the_narrow_box_takes_the_wide_one() -> None:
    # "…/current.bad-20261207-114733.js" above "on": the narrow box cut the file's name.
    assert await _box_width(f"The file was kept as {PATH}.") > len(PATH)


async def test_plain_words_keep_the_narrow_box() -> None:
    assert await _box_width("A short message in words of every day.") < len(PATH)
