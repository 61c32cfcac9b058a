"""The footer fits its keys into the terminal: at 80 columns a table with every key on offer
once cut off the help key at its end, and had no room for take back and claim."""

from __future__ import annotations

import pytest
from test_claim import claimable, roomy_claimable_seed
from textual.app import App, ComposeResult
from textual.command import CommandPalette
from textual.widgets import Footer
from ui_helpers import STRETCHES, position, screen_text, until_summary, wait_until

from spades_tui import i18n
from spades_tui.core.phases import Phase
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.setup import HUMAN
from spades_tui.ui.widgets.footer import Footer as OurFooter


async def _footer_at(
    width: int, language: str, ascii_only: bool = False
) -> tuple[int, int, list[str], bool]:
    """The footer's width, its keys' width, the keys shown, and whether it is compact."""
    i18n.use(language)
    try:
        # A card to play with a bid and a card of the hand to take back, and a claim.
        game = claimable(roomy_claimable_seed())
        assert game is not None
        app = SpadesApp(game, (HUMAN, "normal"), ascii_only=ascii_only)
        async with app.run_test(size=(width, 24)) as pilot:
            for _ in range(6):  # the footer tightens over a few refreshes
                await pilot.pause()
            footer = app.screen.query_one(Footer)
            keys = [key.key for key in footer.query("FooterKey") if key.display]
            return footer.size.width, footer.virtual_size.width, keys, footer.compact
    finally:
        i18n.use("en")


async def test_a_full_table_footer_fits_80_columns_with_its_spaces_and_the_menu_key() -> None:
    width, needed, keys, compact = await _footer_at(80, "en")
    assert needed <= width, (needed, width)
    # Help, take back, hint, the last trick and the palette shown, a space between keys; the
    # log's key and the claim's (a notice names it when a claim is on offer) make room.
    assert {"question_mark", "u", "i", "L", "ctrl+p"} <= set(keys)
    assert not compact and "g" not in keys


async def test_a_full_hungarian_table_footer_says_leptetes_and_visszavonas_in_80_columns() -> None:
    # The footer's words are nouns, longer than Lép and Vissza: the log's key (g, in the
    # guide) and the claim's make room for them (a notice names w when a claim is on offer),
    # and every other key stays.
    width, needed, keys, _ = await _footer_at(80, "hu")
    assert needed <= width, (needed, width)
    assert {"question_mark", "u", "i", "L", "s", "enter"} <= set(keys)
    assert "g" not in keys and "w" not in keys


async def test_in_ascii_the_log_key_makes_room_for_take_back_and_claim() -> None:
    # ASCII's arrows and Enter are longer words: the log's key (g, in the guide) goes first.
    width, needed, keys, _ = await _footer_at(80, "en", ascii_only=True)
    assert needed <= width, (needed, width)
    assert {"question_mark", "u", "i", "L"} <= set(keys)
    assert "g" not in keys


async def test_in_hungarian_ascii_the_claim_key_goes_after_the_log_key() -> None:
    # Léptetés and Visszavonás need the claim's room too: a notice names w when a claim is
    # on offer, and the help lists it; take back, the last trick and the scores stay.
    i18n.use("hu")
    try:
        assert i18n._("Move") == "Léptetés" and i18n._("Undo") == "Visszavonás"
    finally:
        i18n.use("en")
    width, needed, keys, _ = await _footer_at(80, "hu", ascii_only=True)
    assert needed <= width, (needed, width)
    assert {"question_mark", "u", "i", "L", "s", "enter"} <= set(keys)
    assert "g" not in keys and "w" not in keys


async def test_spare_keys_come_back_one_at_a_time_as_the_terminal_grows() -> None:
    # The palette's key is on show in ASCII too: the claim's key is back at 110 columns.
    width, needed, keys, _ = await _footer_at(110, "hu", ascii_only=True)
    assert needed <= width and "w" in keys and "g" not in keys and "ctrl+p" in keys


class _FooterWithoutPalette(App[None]):
    def compose(self) -> ComposeResult:
        yield OurFooter(show_command_palette=False, spare=("x",))


async def test_a_footer_told_to_leave_out_the_palette_key_never_shows_it() -> None:
    # Compacting the footer once gave the palette key back to a screen that had left it out.
    app = _FooterWithoutPalette()
    async with app.run_test(size=(200, 24)) as pilot:
        await pilot.pause()
        footer = app.screen.query_one(OurFooter)
        footer._set_tightness(1)
        assert not footer.show_command_palette
        footer._set_tightness(0)
        assert not footer.show_command_palette


async def test_an_ascii_table_shows_the_palette_key_behind_a_plain_divider() -> None:
    # Its divider, a box line in Unicode, is drawn "|" in ASCII: the key need not go.
    game = claimable(roomy_claimable_seed())
    assert game is not None
    app = SpadesApp(game, (HUMAN, "normal"), ascii_only=True)
    async with app.run_test(size=(120, 24)) as pilot:
        for _ in range(6):  # the footer tightens over a few refreshes
            await pilot.pause()
        footer_line = screen_text(app).splitlines()[-1]
        assert "|^p palette" in footer_line, footer_line
        assert footer_line.isascii(), footer_line


async def test_the_log_key_comes_back_when_the_terminal_grows() -> None:
    width, needed, keys, _ = await _footer_at(120, "hu", ascii_only=True)
    assert needed <= width and {"u", "w", "g"} <= set(keys)


async def test_a_wide_terminal_keeps_the_roomy_footer_and_the_palette_key() -> None:
    width, needed, keys, compact = await _footer_at(140, "en")
    assert needed <= width
    assert not compact
    assert "ctrl+p" in keys


def _second_hand_at(phase: Phase):  # type: ignore[no-untyped-def]
    """A game in its second hand (the scores key is on offer) at ``phase``, the person to act;
    the exchange comes only after a double nil, declared here by the person in the first."""
    if phase is Phase.EXCHANGE:
        return position(5, declare=(True, False), stop=lambda g: g.phase is phase and g.to_act == 0)
    return position(5, stop=lambda g: g.hand.number >= 2 and g.phase is phase and g.to_act == 0)


@pytest.mark.parametrize("ascii_only", [False, True], ids=["unicode", "ascii"])
@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize("phase", [Phase.BIDDING, Phase.DRAFT, Phase.EXCHANGE, Phase.PLAY])
async def test_the_menu_key_stays_roomy_at_80_by_24_in_every_phase(
    phase, language, ascii_only
) -> None:
    # The palette key is how a new player finds everything: a spare key makes room instead,
    # and the keys keep their spaces (run together they read as one word). In ASCII too,
    # where the keys' names are longer words.
    i18n.use(language)
    try:
        game = _second_hand_at(phase)
        assert game.phase is phase
        app = SpadesApp(game, (HUMAN, "normal"), ascii_only=ascii_only)
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(6):  # the footer tightens over a few refreshes
                await pilot.pause()
            footer = app.screen.query_one(Footer)
            keys = [key.key for key in footer.query("FooterKey") if key.display]
            assert footer.virtual_size.width <= footer.size.width, keys
            assert "ctrl+p" in keys and "question_mark" in keys, keys
            assert not footer.compact, keys
    finally:
        i18n.use("en")


@pytest.mark.parametrize("ascii_only", [False, True], ids=["unicode", "ascii"])
@pytest.mark.parametrize("language", ["en", "hu"])
async def test_the_hand_summary_offers_the_menu_key_too(language, ascii_only) -> None:
    # A modal screen hides the app's keys: the summary names the palette's key itself.
    i18n.use(language)
    try:
        _name, stop, _steps = STRETCHES[-1]
        game = position(5, stop=stop, declare=(True, False), target=100, loss_floor=-150)
        app = SpadesApp(game, (HUMAN, HUMAN), pace=0, trick_pause=0, ascii_only=ascii_only)
        async with app.run_test(size=(80, 24)) as pilot:
            await until_summary(pilot)
            summary = app.screen
            footer = summary.query_one(Footer)
            await wait_until(pilot, lambda: "ctrl+p" in _keys_shown(footer))
            assert footer.virtual_size.width <= footer.size.width
            await pilot.press("ctrl+p")
            await wait_until(pilot, lambda: isinstance(app.screen, CommandPalette))
    finally:
        i18n.use("en")


def _keys_shown(footer: Footer) -> list[str]:
    return [key.key for key in footer.query("FooterKey") if key.display]
