"""Moments on the home screen in the language's way: Hungarian writes the day of the week in
full and in lower case (dec. 3., csütörtök), where its short form was a capital „(Cs)”."""

from __future__ import annotations

from datetime import datetime

from spades_tui import i18n
from spades_tui.i18n import _, when

SAVED = datetime(2026, 12, 3, 14, 5)


def test_a_hungarian_save_time_names_the_day_in_lower_case() -> None:
    i18n.use("hu")
    try:
        assert when(SAVED, _("EEE dd MMM, HH:mm")) == "dec. 3., csütörtök, 14:05"
    finally:
        i18n.use("en")


def test_an_english_save_time_reads_as_it_always_did() -> None:
    assert when(SAVED, _("EEE dd MMM, HH:mm")) == "Thu 03 Dec, 14:05"
