"""The draft panel's line about the last choice fits the panel at 80x24 in Hungarian, with the
widest cards (a ten is two characters). It once read "…10♦ eldobva, 4♦ megtartv"."""

from __future__ import annotations

import pytest

from spades_tui import i18n

# The text beside the two cards starts at column 24 and the panel's border is at column 56.
DRAFT_TEXT_COLUMNS = 31

LAST_CHOICE = (
    "Last: kept {kept}",
    "Last: kept {kept}, rejected {other}",
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
