"""The draft panel's line about the last choice fits the panel at 80x24 in Hungarian, with the
widest cards (a ten is two characters). It once read "…10♦ eldobva, 4♦ megtartv"."""

from __future__ import annotations

import pytest
from ui_helpers import position

from spades_tui import i18n
from spades_tui.core.game import Phase
from spades_tui.ui.cardtext import card_text
from spades_tui.ui.screens.table_text import draft_body

# The text beside the two cards starts at column 24 and the panel's border is at column 56.
DRAFT_TEXT_COLUMNS = 31

LAST_CHOICE = (
    "Last: kept {kept}",
    "Last: rejected {other}, took {kept}",
    "Last: kept {kept}, discarded {other}",
)


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_last_choice_fits_beside_the_cards(language: str) -> None:
    i18n.use(language)
    try:
        lines = [i18n._(m).format(kept="10♦", other="10♠") for m in LAST_CHOICE]
    finally:
        i18n.use("en")
    assert all(len(line) <= DRAFT_TEXT_COLUMNS for line in lines), lines


@pytest.mark.parametrize("peek", [True, False])
def test_the_draft_explainer_says_the_choice_inside_a_sentence_in_hungarian(peek: bool) -> None:
    # It once read "Megtartod: a következőt eldobod": the choice as a heading before a colon.
    game = position(seed=4, stop=lambda g: g.phase is Phase.DRAFT, peek_discard=peek)
    i18n.use("hu")
    try:
        lines = draft_body(game.view(game.to_act), ascii_only=False).plain.splitlines()
    finally:
        i18n.use("en")
    seen = "eldobod, de megnézheted." if peek else "látatlanul eldobod."
    assert lines[:4] == [
        "Ha megtartod, a következő lapot",
        seen,
        "Ha eldobod, a következő",
        "lap lesz a tiéd.",
    ]
    assert all(len(line) <= DRAFT_TEXT_COLUMNS for line in lines[:4]), lines


def test_the_english_draft_explainer_reads_as_it_always_did() -> None:
    game = position(seed=4, stop=lambda g: g.phase is Phase.DRAFT)
    lines = draft_body(game.view(game.to_act), ascii_only=False).plain.splitlines()
    assert lines[0].startswith("Keep it: the next card goes")
    assert lines[2] == "Reject it: it goes to the"


def test_the_last_choice_after_a_reject_names_the_cards_in_the_order_they_went() -> None:
    # It once read "Last: kept 7♠, rejected 5♦" where the log says "rejected 5♦, took 7♠".
    def rejected_last(g) -> bool:
        own = g.view(g.to_act).draft if g.phase is Phase.DRAFT else ()
        return bool(own) and own[-1].rejected

    game = position(seed=4, stop=rejected_last)
    last = game.view(game.to_act).draft[-1]
    lines = draft_body(game.view(game.to_act), ascii_only=False).plain.splitlines()
    other, kept = card_text(last.discarded, False), card_text(last.kept, False)
    assert lines[-1] == f"Last: rejected {other}, took {kept}"
