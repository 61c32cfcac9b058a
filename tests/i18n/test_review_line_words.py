"""The review's first lines name both players in one line each: in Hungarian every part after
the first goes on in lower case ("Eredmény: a gép 5 ütés, +32 pont; te 8 ütés, +26 pont"),
where it once read "Eredmény: Gép: 5 ütés, +32 pont; Te: 8 ütés", a capital after a
semicolon and one colon inside another."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from spades_tui.analysis.solver import Outcome
from spades_tui.i18n import COMPUTER, _
from spades_tui.ui.review_words import ReviewWords


def _review(
    names: tuple[str, str], nil: bool = False, doomed: bool = False, double: bool = False
) -> SimpleNamespace:
    return SimpleNamespace(
        first=1,
        names=names,
        bids=(0 if nil else 2, 3),
        double_nil=(double, False),
        tricks=(8, 5),
        points=(26, 32),
        bid_grades=(),
        nil_in_play=nil,
        start=(Outcome(8, 26, True), Outcome(5, 32, True)),
        doomed_nil=lambda seat: doomed and seat == 0,
        hands=((), ()),
    )


def _header(review: SimpleNamespace, viewer: int | None = 0) -> list[str]:
    lines = ReviewWords(review, viewer=viewer).header()  # type: ignore[arg-type]
    return [line.plain for line in lines]


def test_the_bids_and_the_result_go_on_in_lower_case_in_hungarian(hungarian) -> None:
    bids, result, best = _header(_review(("Anna", _(COMPUTER))))
    assert bids == "Licitek: te 2; a gép 3"  # in the order bid: the second player first
    assert result == "Eredmény: a gép 5 ütés, +32 pont; te 8 ütés, +26 pont"
    assert best.startswith("Tökéletes játékkal az első hívástól: a gép 5 ütés, ")
    assert "; te 8 ütés, " in best


def test_a_persons_name_stays_as_it_is_inside_the_line(hungarian) -> None:
    bids, result, _best = _header(_review(("Anna", "Bob")))
    assert bids == "Licitek: te 2; Bob 3"
    assert result.startswith("Eredmény: Bob 5 ütés")


def test_the_english_lines_read_as_they_always_did() -> None:
    bids, result, best = _header(_review(("Anna", _(COMPUTER))))
    assert bids == "You bid 2; Computer bid 3"
    assert result == "Result: Computer: 5 tricks, +32 pts; You: 8 tricks, +26 pts"
    assert best.startswith("Perfect play from the first lead: Computer: 5 tricks, bid made; ")


@pytest.mark.parametrize(
    ("names", "viewer", "fate"),
    [
        (("Anna", COMPUTER), 0, "a gép licitje teljesül"),
        (("Bob", "Anna"), 0, "Anna licitje teljesül"),
        (("Anna", "Bob"), 1, "a licited teljesül"),
    ],
)
def test_a_bid_made_beside_a_nil_reads_as_a_clause_in_hungarian(hungarian, names, viewer, fate):
    # It once read "a gép licit teljesítve": a name, then a label.
    names = tuple(_(name) for name in names)  # the computer's name in the language in use
    best = _header(_review(names, nil=True), viewer)[2]
    assert best.startswith(f"Tökéletes játékkal az első hívástól: {fate}; ")


def test_the_english_bid_beside_a_nil_reads_as_it_always_did() -> None:
    best = _header(_review(("Anna", _(COMPUTER)), nil=True))[2]
    assert best.startswith("Perfect play from the first lead: Computer: bid made; ")
    best = _header(_review(("Anna", "Bob"), nil=True), viewer=1)[2]
    assert best.startswith("Perfect play from the first lead: You: bid made; ")


@pytest.mark.parametrize(
    ("double", "yours", "theirs"),
    [
        (
            True,
            "A vak nullád már az első lap előtt elveszett: a legjobb ellenjátékkal szemben "
            "mindenképp ütnöd kellett.",
            "Anna vak nullája már az első lap előtt elveszett: a legjobb ellenjátékkal szemben "
            "mindenképp ütnie kellett.",
        ),
        (
            False,
            "A nullád már az első lap előtt elveszett: a legjobb ellenjátékkal szemben "
            "mindenképp ütnöd kellett.",
            "Anna nullája már az első lap előtt elveszett: a legjobb ellenjátékkal szemben "
            "mindenképp ütnie kellett.",
        ),
    ],
)
def test_a_nil_lost_before_the_first_card_is_said_to_you_in_hungarian(
    hungarian, double, yours, theirs
):
    # Once "Te vak nullája … ütést visz": the reader named in the third person.
    review = _review(("Anna", "Bob"), nil=True, doomed=True, double=double)
    after = (
        " Innentől minden lapot a pontszám többi része szerint mérünk: egy elvitt ütés a "
        "nullának már nem árt, és zsákot tarthat távol az ellenféltől."
    )
    assert _header(review, viewer=0)[-1] == yours + after
    assert _header(review, viewer=1)[-1] == theirs + after


def test_a_nil_lost_before_the_first_card_is_said_to_you_in_english() -> None:
    review = _review(("Anna", "Bob"), nil=True, doomed=True)
    # Then why a card that wins a trick may be marked the better one: the nil is gone.
    after = (
        " From then on each card is judged by the rest of the score: a trick taken costs the "
        "nil nothing more, and can keep a bag from the other side."
    )
    assert _header(review, viewer=0)[-1] == (
        "Your nil was lost before the first card: against best play you had to take a trick."
        + after
    )
    assert _header(review, viewer=1)[-1] == (
        "Anna's nil was lost before the first card: against best play Anna had to take a trick."
        + after
    )


def test_the_tricks_alone_line_says_what_it_assumes_in_hungarian(hungarian) -> None:
    # Once "Csak az ütésekre játszva, akár egy nulla árán is, az ütések: …".
    line = _header(_review(("Anna", _(COMPUTER)), nil=True))[3]
    assert (
        line
        == "Ha mindketten csak ütésre játszanának, a nullával nem törődve: a gép 5 ütés, te 8 ütés"
    )


def test_the_draft_heading_uses_the_glossarys_word_in_hungarian(hungarian) -> None:
    review = SimpleNamespace(draft=())
    title = ReviewWords(review, viewer=0).draft()[0].plain  # type: ignore[arg-type]
    assert title.startswith("Húzás: minden megtartott lap összevetése a vele egy körben eldobott")
