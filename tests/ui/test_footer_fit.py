"""The footer fits its keys into the terminal: at 80 columns a table with every key on offer
once cut off the help key at its end."""

from __future__ import annotations

import pytest
from test_claim import claimable, claimable_seeds
from textual.widgets import Footer

from spades_tui import i18n
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.setup import HUMAN


async def _footer_at(width: int, language: str) -> tuple[int, int, list[str], bool]:
    """The footer's width, its keys' width, the keys shown, and whether it is compact."""
    i18n.use(language)
    try:
        game = claimable(claimable_seeds()[0])
        assert game is not None
        app = SpadesApp(game, (HUMAN, "normal"))
        async with app.run_test(size=(width, 24)) as pilot:
            for _ in range(6):  # the footer tightens over a few refreshes
                await pilot.pause()
            footer = app.screen.query_one(Footer)
            keys = [key.key for key in footer.query("FooterKey")]
            return footer.size.width, footer.virtual_size.width, keys, footer.compact
    finally:
        i18n.use("en")


@pytest.mark.parametrize("language", ["en", "hu"])
async def test_every_key_of_a_full_table_footer_fits_80_columns(language: str) -> None:
    width, needed, keys, _ = await _footer_at(80, language)
    assert needed <= width, (needed, width)
    assert {"question_mark", "w", "i", "g"} <= set(keys)  # help, claim, hint, log all shown


async def test_a_wide_terminal_keeps_the_roomy_footer_and_the_palette_key() -> None:
    width, needed, keys, compact = await _footer_at(140, "en")
    assert needed <= width
    assert not compact
    assert "ctrl+p" in keys
