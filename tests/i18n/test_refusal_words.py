"""Refusals from the core (codes) are worded by the screens, in the language in use."""

from __future__ import annotations

from spades_tui import i18n
from spades_tui.core import refusals
from spades_tui.core.refusals import Refusal
from spades_tui.words.refusals import SENTENCES, refusal_text


def test_every_refusal_code_has_words() -> None:
    assert set(SENTENCES) == set(refusals.PARAMETERS)


def test_refusals_in_hungarian_name_cards_and_suits_the_hungarian_way() -> None:
    i18n.use("hu")
    try:
        assert refusal_text(Refusal("not_held", {"card": "QH"})) == "Nincs nálad: D♥"
        assert refusal_text(Refusal("must_follow", {"suit": 2})) == "Színt kell adnod: ♦"
        # Plain ASCII names the suit by its Hungarian letter (p: pikk), see docs/glossary.md.
        assert refusal_text(Refusal("must_follow", {"suit": 0}), ascii_only=True).endswith(": p")
        assert refusal_text(Refusal("not_held", {"card": "QD"}), ascii_only=True).endswith(" Dr")
    finally:
        i18n.use("en")
    assert refusal_text(Refusal("not_held", {"card": "QH"})) == "You do not hold Q♥"
    # English words stay as the core's own English sentences were.
    assert refusal_text(Refusal("must_follow", {"suit": 1})) == "You must follow ♥"
    bid = Refusal("bid_out_of_range", {"low": 0, "high": 13})
    assert refusal_text(bid) == "A bid is a whole number from 0 to 13"
