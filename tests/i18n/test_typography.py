"""Numbers and scores are typeset by the formatting layer, the way each language prints them.

Hungarian print writes a minus sign (−, not the hyphen), groups thousands with a space and
uses a decimal comma; English writes its scores with the minus sign too, and otherwise keeps
the forms its tables always had. In plain ASCII every one of them is ASCII again.
"""

from __future__ import annotations

from rich.console import Console

from spades_tui import i18n
from spades_tui.core.events import SeatResult
from spades_tui.ui.screens.scores import hand_table, history_table

MINUS = "\N{MINUS SIGN}"
NBSP = "\N{NO-BREAK SPACE}"


def test_hungarian_numbers(hungarian) -> None:
    assert i18n.number(-57) == f"{MINUS}57"
    # Four digits stay together, five and more are grouped.
    assert i18n.number(-1234.5, 1) == f"{MINUS}1234,5"
    assert i18n.number(12345.5, 1) == f"12{NBSP}345,5"
    assert i18n.number(100000) == f"100{NBSP}000"
    assert i18n.points(-57) == f"{MINUS}57"
    assert i18n.points(1200) == "1200" and i18n.points(-2500) == f"{MINUS}2500"
    assert i18n.points(10000) == f"10{NBSP}000"
    assert i18n.signed(40) == "+40"
    assert i18n.signed(-70) == f"{MINUS}70"
    assert i18n.signed(0) == "0"


def test_hungarian_numbers_in_plain_ascii(hungarian) -> None:
    assert i18n.number(-1234.5, 1, ascii_only=True) == "-1234,5"
    assert i18n.points(-100000, ascii_only=True) == "-100 000"
    assert i18n.signed(-70, ascii_only=True) == "-70"
    for text in (i18n.points(-100000, True), i18n.signed(-3, True), i18n.number(-2.5, 1, True)):
        assert text.isascii()


def test_english_scores_have_the_minus_sign_the_review_and_the_marks_have() -> None:
    # "Hand 1 scored: Ann -100" stood above "Result: You: 2 tricks, −100 pts" in the review.
    assert i18n.current() == "en"
    assert i18n.points(-57) == f"{MINUS}57" and i18n.points(1200) == "1200"
    assert i18n.signed(40) == "+40" and i18n.signed(-70) == f"{MINUS}70"
    assert i18n.signed(0) == "+0"
    assert i18n.points(-57, ascii_only=True) == "-57" and i18n.signed(-7, True) == "-7"
    assert i18n.number(2.5, 1) == "2.5" and i18n.number(-1234.5, 1) == f"{MINUS}1,234.5"
    assert i18n.number(-1234.5, 1, ascii_only=True) == "-1,234.5"


def _seat(points: int, bag_penalty: int, score: int, double_nil: bool = False) -> SeatResult:
    return SeatResult(
        bid=0 if double_nil else 4,
        tricks=7,
        points=points,
        bags_added=3,
        bag_penalty=bag_penalty,
        bags=1,
        score=score,
        double_nil=double_nil,
    )


def _plain(table) -> str:
    console = Console(width=100, color_system=None)
    with console.capture() as capture:
        console.print(table)
    return capture.get()


RESULTS = (_seat(43, 100, -57), _seat(-200, 0, 1200, double_nil=True))


def test_score_tables_in_hungarian(hungarian) -> None:
    hand = _plain(hand_table(["Anna", "Gép"], RESULTS))
    assert f"{MINUS}100" in hand and f"{MINUS}57" in hand and "1200" in hand
    assert "-" not in hand
    history = _plain(history_table(["Anna", "Gép"], [RESULTS]))
    assert f"{MINUS}57" in history and f"{MINUS}200" in history and "VN/7" in history
    assert "DN" not in history
    ascii_history = _plain(history_table(["Anna", "Bea"], [RESULTS], ascii_only=True))
    assert "-57" in ascii_history and "1200" in ascii_history
    # The headings are Hungarian words (lic/üt): only the figures have to be plain.
    figures = ascii_history.splitlines()[1]
    assert figures.isascii(), figures


def test_score_tables_in_english_write_the_minus_sign_and_ascii_the_hyphen() -> None:
    hand = _plain(hand_table(["Ann", "Computer"], RESULTS))
    assert f"{MINUS}100" in hand and f"{MINUS}57" in hand and "1200" in hand and "-" not in hand
    history = _plain(history_table(["Ann", "Computer"], [RESULTS]))
    assert "DN/7" in history and f"{MINUS}57" in history
    ascii_hand = _plain(hand_table(["Ann", "Computer"], RESULTS, ascii_only=True))
    assert "-100" in ascii_hand and ascii_hand.isascii()
