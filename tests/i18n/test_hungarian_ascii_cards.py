"""Cards in plain ASCII in Hungarian: each of the 52 reads one way, and typing it gives it back.

Hungarian rank letters are B D K A (bubi, dáma, király, ász). Suits drawn as S H D C would
make "D" both the dáma and the káró; the suits are the small letters typed for them instead,
p k r t, so no letter means both a rank and a suit.
"""

from __future__ import annotations

from ui_helpers import SIZE, position

from spades_tui import i18n
from spades_tui.core.game import Phase
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.cardtext import FACE_LETTERS, glyphs, label, plain
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN


def split(text: str, suits: str) -> tuple[str, str]:
    """A card's text as a reader takes it apart: every letter that is not a suit is the rank."""
    rank = "".join(ch for ch in text if ch not in suits)
    suit = "".join(ch for ch in text if ch in suits)
    return rank, suit


def test_every_card_reads_one_way_in_hungarian_ascii(hungarian) -> None:
    suits = glyphs(True).suits
    texts = {card: label(card, True) for card in range(52)}
    assert all(text.isascii() for text in texts.values())
    assert len(set(texts.values())) == 52
    assert not set(suits) & set(FACE_LETTERS["hu"]), "a letter that is a rank and a suit"
    for card, text in texts.items():
        rank, suit = split(text, suits)
        assert text == rank + suit and len(suit) == 1, text
        assert suits.index(suit) == card // 13
    assert texts[2 * 13 + 10] == "Dr"  # the dáma of káró
    assert plain("Színre kell adni: ♦", True) == "Színre kell adni: r"


def test_english_ascii_keeps_its_letters() -> None:
    assert label(2 * 13 + 10, True) == "QD"
    assert plain("You must follow ♥", True) == "You must follow H"


async def test_typing_each_cards_hungarian_ascii_text_gives_that_card(hungarian) -> None:
    game = position(5, stop=lambda g: g.phase is Phase.EXCHANGE, declare=(True, False))
    app = SpadesApp(game, (HUMAN, HUMAN), ascii_only=True, pace=0, trick_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # past the hand-off
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen) and screen.kind == "exchange"
        for card in range(52):
            text = label(card, True)
            await pilot.press(*text)
            await pilot.pause()
            if card in screen.cards:
                assert screen.cards[screen.cursor] == card, text
            else:
                refusal = i18n._("You do not hold {card}").format(card=text)
                assert screen.note.plain == refusal, (text, screen.note.plain)


def test_the_draft_prompt_s_dash_is_a_hyphen_in_ascii(hungarian) -> None:
    """It once kept the translation's en dash („8k – megtartod…”) where the rest was ASCII."""
    from spades_tui.ui.screens.table_text import prompt

    game = position(5, stop=lambda g: g.phase is Phase.DRAFT)
    view = game.view(game.to_act)
    assert "–" in prompt(view).plain
    shown = prompt(view, ascii_only=True).plain
    assert "–" not in shown and " - megtartod" in shown, shown
