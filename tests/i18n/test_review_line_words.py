"""The review's first lines name both players in one line each: in Hungarian every part after
the first goes on in lower case ("Eredmény: a gép 5 ütés, +32 pont; te 8 ütés, +26 pont"),
where it once read "Eredmény: Gép: 5 ütés, +32 pont; Te: 8 ütés", a capital after a
semicolon and one colon inside another."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from spades_tui import i18n
from spades_tui.analysis.solver import Outcome
from spades_tui.i18n import COMPUTER, _
from spades_tui.ui.review_words import ReviewWords


def _review(names: tuple[str, str], nil: bool = False) -> SimpleNamespace:
    return SimpleNamespace(
        first=1,
        names=names,
        bids=(0 if nil else 2, 3),
        double_nil=(False, False),
        tricks=(8, 5),
        points=(26, 32),
        bid_grades=(),
        nil_in_play=nil,
        start=(Outcome(8, 26, True), Outcome(5, 32, True)),
        doomed_nil=lambda seat: False,
    )


def _header(review: SimpleNamespace) -> list[str]:
    return [line.plain for line in ReviewWords(review, viewer=0).header()]  # type: ignore[arg-type]


@pytest.fixture
def hungarian():
    i18n.use("hu")
    yield
    i18n.use("en")


def test_the_bids_and_the_result_go_on_in_lower_case_in_hungarian(hungarian) -> None:
    bids, result, best = _header(_review(("Anna", _(COMPUTER))))
    assert bids == "Licitek: a gép 3; te 2"
    assert result == "Eredmény: a gép 5 ütés, +32 pont; te 8 ütés, +26 pont"
    assert best.startswith("Tökéletes játékkal az első hívástól: a gép 5 ütés, ")
    assert "; te 8 ütés, " in best


def test_a_persons_name_stays_as_it_is_inside_the_line(hungarian) -> None:
    bids, result, _best = _header(_review(("Anna", "Bob")))
    assert bids == "Licitek: Bob 3; te 2"
    assert result.startswith("Eredmény: Bob 5 ütés")


def test_the_english_lines_read_as_they_always_did() -> None:
    bids, result, best = _header(_review(("Anna", _(COMPUTER))))
    assert bids == "Computer bid 3; You bid 2"
    assert result == "Result: Computer: 5 tricks, +32 pts; You: 8 tricks, +26 pts"
    assert best.startswith("Perfect play from the first lead: Computer: 5 tricks, bid made; ")
