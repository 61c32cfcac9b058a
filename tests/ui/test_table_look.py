"""How the table draws cards: readable in every theme, theme variables, four colours, --ascii."""

from __future__ import annotations

from dataclasses import replace

from rich.text import Text
from textual.color import Color
from textual.theme import Theme
from ui_helpers import SIZE, app_for, position

from spades_tui.core.game import Game, Phase
from spades_tui.ui.cardtext import CARD_VARIABLES, CardPalette
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.widgets.hand import HandRow
from spades_tui.ui.widgets.trick import TrickView


def luminance(colour: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = Color.parse(colour).rgb
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def coloured_spans(text: Text) -> list[tuple[str, str, str]]:
    """(characters, ink, background) of every span that sets both colours."""
    out = []
    for span in text.spans:
        style = span.style
        if isinstance(style, str) or style.color is None or style.bgcolor is None:
            continue
        chars = text.plain[span.start : span.end]
        if chars.strip():
            out.append((chars, style.color.get_truecolor().hex, style.bgcolor.get_truecolor().hex))
    return out


def in_play(game: Game, tricks: int, cards: int) -> bool:
    if game.phase is not Phase.PLAY:
        return False
    done = sum(1 for t in game.hand.tricks if t.winner is not None)
    return done == tricks and len(game.hand.tricks[-1].cards) == cards


def test_the_contrast_helper_tells_readable_from_unreadable() -> None:
    assert contrast("#000000", "#ffffff") > 20
    assert contrast("#f4f1e8", "#fdf6e3") < 1.1  # the old card face on solarized-light


async def test_cards_are_readable_in_every_theme() -> None:
    app = app_for(position(5, stop=lambda g: in_play(g, 2, 1)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        table = app.screen
        assert isinstance(table, TableScreen)
        themes = sorted(app.available_themes)
        assert "solarized-light" in themes and len(themes) > 5
        for name in themes:
            app.theme = name
            await pilot.pause()
            spans = coloured_spans(table.query_one("#hand", HandRow).render())
            spans += coloured_spans(table.query_one(TrickView).render())
            # Faces of every kind are drawn: playable, not playable, the cursor's.
            faces = {bg for _, _, bg in spans}
            assert len(faces) >= 3, (name, faces)
            for chars, ink, face in spans:
                assert contrast(ink, face) >= 3, (name, chars, ink, face)


async def test_card_colours_are_theme_variables() -> None:
    app = app_for(position(5, stop=lambda g: in_play(g, 2, 1)))
    assert app.get_theme_variable_defaults()["card-face"] == CARD_VARIABLES["card-face"]
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        theme = Theme("cream", primary="#884400", dark=True, variables={"card-face": "#ffeecc"})
        app.register_theme(theme)
        app.theme = "cream"
        await pilot.pause()
        trick = app.screen.query_one(TrickView)
        faces = {bg for _, _, bg in coloured_spans(trick.render())}
        assert "#ffeecc" in faces


def test_four_colour_deck_inks_clubs_green_and_diamonds_blue() -> None:
    two_colour = CardPalette.from_variables({})
    four = CardPalette.from_variables({}, four_colour=True)
    clubs, diamonds, hearts, spades = 3 * 13, 2 * 13, 13, 0
    assert four.ink(clubs) == CARD_VARIABLES["card-green"]
    assert four.ink(diamonds) == CARD_VARIABLES["card-blue"]
    assert four.ink(hearts) == two_colour.ink(hearts) == CARD_VARIABLES["card-red"]
    assert four.ink(spades) == two_colour.ink(spades) == CARD_VARIABLES["card-black"]
    assert two_colour.ink(diamonds) == CARD_VARIABLES["card-red"]
    assert two_colour.ink(clubs) == CARD_VARIABLES["card-black"]


async def test_four_colour_table_paints_clubs_green() -> None:
    game = position(5, stop=lambda g: in_play(g, 2, 1))
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        table = app.table
        assert table is not None
        # The setting, as the Settings screen hands it over.
        app.use_settings(replace(app.settings, four_colour=True))
        await pilot.pause()
        hand = table.query_one("#hand", HandRow)
        clubs = [c for c in hand.cards if c // 13 == 3]
        assert clubs
        hand.show(hand.cards, hand.cards)  # all bright, so no card is in the dimmed ink
        inks = {ink for chars, ink, _ in coloured_spans(hand.render()) if "♣" in chars}
        assert CARD_VARIABLES["card-green"] in inks
