"""Keys Textual names itself on the footer ("esc", "space") follow the language: a Hungarian
footer read "space Jelöl" and "esc Vissza" beside "Esc Vissza" on other screens."""

from __future__ import annotations

import pytest
from textual.widgets._footer import FooterKey

from spades_tui import i18n
from spades_tui.ui import footer_words


@pytest.mark.parametrize("language, esc, space", [("en", "esc", "space"), ("hu", "Esc", "Szóköz")])
def test_the_footer_names_escape_and_space_in_the_language(language, esc, space) -> None:
    footer_words.install()
    i18n.use(language)
    try:
        back = FooterKey("escape", "esc", "Back", "close")
        mark = FooterKey("space", "space", "Mark", "mark")
        other = FooterKey("m", "m", "Keep", "keep")
    finally:
        i18n.use("en")
    assert (back.key_display, mark.key_display, other.key_display) == (esc, space, "m")


@pytest.mark.parametrize("language, arrows", [("en", "up/dn"), ("hu", "fel/le")])
def test_the_plain_ascii_up_and_down_arrows_are_named_in_the_language(language, arrows) -> None:
    footer_words.install()
    i18n.use(language)
    try:
        more = FooterKey("up", "up/dn", "More/less", "bid_step(1)")
    finally:
        i18n.use("en")
    assert more.key_display == arrows
