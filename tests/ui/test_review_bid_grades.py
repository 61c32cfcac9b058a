"""The review screen grades the hand's bids and shows them under the line of bids."""

from __future__ import annotations

import pytest
from test_review_screen import open_words
from ui_helpers import position, wait_until

from spades_tui.analysis.bid_grading import BidGrade, grade_bids
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.bid_grade_words import expected_points, grade_line, grade_table
from spades_tui.ui.screens.review import ReviewScreen
from spades_tui.ui.setup import HUMAN

# What the hard level would choose is not looked at here: the hints come quickly.
pytestmark = pytest.mark.usefixtures("quick_hints")


def reviewed(screen: ReviewScreen) -> bool:
    """The review in words is done, or has said why it could not be."""
    return screen.review is not None or screen.problem is not None


async def test_the_review_shows_each_bid_graded_under_the_bids() -> None:
    game = position(5, stop=lambda g: g.hand.number == 2)
    grades = grade_bids(game, 1)
    assert len(grades) == 2
    app = SpadesApp(game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await open_words(pilot)  # the grades are in the review in words
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        await wait_until(
            pilot, lambda: screen.review is not None or screen.problem is not None, 120
        )
        assert screen.review is not None
        assert screen.review.bid_grades == grades
        lines = [line.plain for line in screen.lines_shown]
        # The bids first, then each bid graded with its table, both in the order bid.
        names = {0: "You", 1: game.players[1].name}
        # The reader is "you" after the other player's bid: the line is one sentence.
        said = [("you" if k else "You") if g.seat == 0 else names[1] for k, g in enumerate(grades)]
        assert lines[0] == "; ".join(
            f"{n} bid {g.bid}" for n, g in zip(said, grades, strict=True)
        ), "the line of bids is in the grades' order"
        for k, grade in enumerate(grades):
            head = lines[1 + 3 * k].strip()
            assert head.startswith(f"{names[grade.seat]} bid ")
            assert f"expected {expected_points(grade.made_value)}" in head
            best = grade.expected[grade.best]
            assert best is not None
            if expected_points(best) != expected_points(grade.made_value):
                assert f"would have been {expected_points(best)}" in head
            else:
                assert head.endswith("as good as any bid")
            assert lines[2 + 3 * k].strip().startswith("nil ")
            assert lines[3 + 3 * k].strip().startswith("7 ")
            thirteen = grade.expected[13]
            assert thirteen is not None
            assert lines[3 + 3 * k].strip().endswith(f"13 {expected_points(thirteen)}")
        assert lines[7].strip().startswith("Expected: the points the bid brings its bidder")
        assert lines[8].startswith("Result: ")


def _graded(bid: int, values: list[float | None], seat: int = 0) -> BidGrade:
    return BidGrade(seat, bid, tuple(values), 320, None)


SLOPE = [-100.0, 10, 20, 30, 38.4, 45, 51, 40, 0, -90, -100, -110, -120, -130]


def test_the_line_names_the_bid_made_and_the_best_one() -> None:
    line = grade_line(_graded(4, SLOPE), ("Ann", "Bob"), viewer=0)
    assert line.plain == "You bid 4: expected +38; 6 would have been +51"
    line = grade_line(_graded(4, SLOPE), ("Ann", "Bob"), viewer=1)
    assert line.plain == "Ann bid 4: expected +38; 6 would have been +51"
    assert grade_line(_graded(6, SLOPE), ("Ann", "Bob"), 0).plain == (
        "You bid 6: expected +51, as good as any bid"
    )
    nil = grade_line(_graded(0, SLOPE), ("Ann", "Bob"), 0).plain
    assert nil == "You bid nil: expected \u2212100; 6 would have been +51"


def test_bids_as_good_as_the_best_are_all_named() -> None:
    tie = [*SLOPE[:6], 51.2, 50.9, *SLOPE[8:]]  # 6 and 7 both show +51
    line = grade_line(_graded(4, tie), ("Ann", "Bob"), viewer=0)
    assert line.plain == "You bid 4: expected +38; 6 or 7 would have been +51"


def test_a_bid_a_point_short_of_the_best_is_not_called_as_good_as_any() -> None:
    # 6 at +60.4 and 7 at +61.0: the table shows +60 and +61 in green, so the line may not
    # call 6 as good as any bid.
    near = [*SLOPE[:6], 60.4, 61.0, *SLOPE[8:]]
    line = grade_line(_graded(6, near), ("Ann", "Bob"), viewer=0)
    assert line.plain == "You bid 6: expected +60; 7 would have been +61"
    assert line.style == ""  # not a mistake worth red
    table = " ".join(t.plain for t in grade_table(_graded(6, near)))
    assert "6 +60" in table and "7 +61" in table
    green = [
        t for t in grade_table(_graded(6, near)) for span in t.spans if "green" in str(span.style)
    ]
    assert len(green) == 1  # 7 alone
    # Rounded to the same figure, two bids are a tie, both green.
    tied = [*SLOPE[:6], 60.6, 61.0, *SLOPE[8:]]
    assert grade_line(_graded(6, tied), ("Ann", "Bob"), 0).plain.endswith("as good as any bid")
    spans = [s for t in grade_table(_graded(6, tied)) for s in t.spans if "green" in str(s.style)]
    assert len(spans) == 2


def test_in_hungarian_each_bid_as_good_as_the_best_takes_its_ending() -> None:
    from spades_tui import i18n

    tie = [*SLOPE[:6], 51.2, 50.9, *SLOPE[8:]]
    i18n.use("hu")
    try:
        line = grade_line(_graded(4, tie), ("Ann", "Bob"), viewer=0).plain
    finally:
        i18n.use("en")
    assert "ha 6-ot vagy 7-et licitáltál volna: +51 pont" in line


def test_the_table_gives_every_bid_allowed_in_two_lines() -> None:
    first, second = (t.plain.strip() for t in grade_table(_graded(4, SLOPE)))
    assert first == "nil \u2212100 · 1 +10 · 2 +20 · 3 +30 · 4 +38 · 5 +45 · 6 +51"
    assert second == "7 +40 · 8 0 · 9 −90 · 10 −100 · 11 −110 · 12 −120 · 13 −130"
    # Plain ASCII has no middle dot; a full stop between figures would read as a decimal.
    first, _ = (t.plain.strip() for t in grade_table(_graded(4, SLOPE), ascii_only=True))
    assert first == "nil -100 | 1 +10 | 2 +20 | 3 +30 | 4 +38 | 5 +45 | 6 +51"
    assert first.isascii()
    # Without nil in the rules its place is left out.
    first, _ = (t.plain.strip() for t in grade_table(_graded(4, [None, *SLOPE[1:]])))
    assert first.startswith("1 +10 · 2 +20")


async def test_bids_are_graded_for_the_words_only_not_for_the_review_on_the_table(
    monkeypatch,
) -> None:
    """The table's review shows no grade, so it asks for none."""
    from spades_tui.analysis import review as review_module
    from spades_tui.ui.screens.review_table import ReviewTableScreen

    asked: list[int] = []

    def counted(game, number):  # type: ignore[no-untyped-def]
        asked.append(number)
        return grade_bids(game, number)

    monkeypatch.setattr(review_module, "grade_bids", counted)
    game = position(5, stop=lambda g: g.hand.number == 2)
    app = SpadesApp(game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, ReviewTableScreen)
        for _ in range(2400):
            if table.all_shown:
                break
            await pilot.pause(0.05)
        assert table.all_shown and asked == []
        await pilot.press("w")
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        await wait_until(
            pilot, lambda: screen.review is not None or screen.problem is not None, 120
        )
        assert screen.review is not None and screen.review.bid_grades
        assert asked == [1]


def test_a_bid_that_would_have_won_the_game_says_so_under_its_grade() -> None:
    """The hint bid 8 at 72 to 150, and the review called 7 thirty points better: a learner
    saw the hint's bid marked as a mistake, with no word that 8 made would have won."""
    from spades_tui.ui.bid_grade_words import grade_lines

    ending = BidGrade(0, 8, tuple(SLOPE), 320, None, reaches=8)
    lines = [line.plain.strip() for line in grade_lines([ending], ("Ann", "Bob"), viewer=0)]
    assert lines[1] == "Made, 8 reaches the target: the hint counts that, these points do not"
    short = BidGrade(0, 7, tuple(SLOPE), 320, None, reaches=8)  # 7 made would not have won
    far = BidGrade(0, 8, tuple(SLOPE), 320, None)  # no bid could have won
    # 8 would have won as well: a tester's 13 on a hand worth 8 was told the hint counted it.
    over = BidGrade(0, 13, tuple(SLOPE), 320, None, reaches=8)
    for grade in (short, far, over):
        said = " ".join(line.plain for line in grade_lines([grade], ("Ann", "Bob"), viewer=0))
        assert "reaches the target" not in said
