"""The command palette speaks the player's language, its own "No matches found" too."""

from __future__ import annotations

from ui_helpers import SIZE, position, screen_text, wait_until

from spades_tui.ui.app import SpadesApp


async def _searched(pilot, words: str) -> None:  # type: ignore[no-untyped-def]
    await pilot.press("ctrl+p")
    await wait_until(pilot, lambda: "command-palette" in (pilot.app.screen.id or ""))
    for key in words:
        await pilot.press(key)


async def test_a_search_that_finds_nothing_says_so_in_hungarian(hungarian) -> None:
    app = SpadesApp(position(5, stop=lambda g: g.actions_applied == 40), pace=0, trick_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await _searched(pilot, "qqqq")
        await wait_until(pilot, lambda: "Nincs találat" in screen_text(app))
        assert "No matches" not in screen_text(app)


async def test_in_english_the_palette_still_says_no_matches_found() -> None:
    app = SpadesApp(position(5, stop=lambda g: g.actions_applied == 40), pace=0, trick_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await _searched(pilot, "qqqq")
        await wait_until(pilot, lambda: "No matches found" in screen_text(app))
