"""The review on the table: stepping card by card and trick by trick, every legal card of the
player to move marked with its worth, the card played pointed at, in ASCII too."""

from __future__ import annotations

import threading

import pytest
from textual.widgets import ProgressBar
from ui_helpers import position

from spades_tui.analysis import review_hand
from spades_tui.analysis.review import HandReviewer, PlayDecision
from spades_tui.core.game import Game
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.review import ReviewScreen
from spades_tui.ui.screens.review_table import CARDS, ReviewTableScreen
from spades_tui.ui.screens.scores import HandOverScreen
from spades_tui.ui.setup import HUMAN
from spades_tui.ui.widgets.hand import HandRow

# What the hard level would choose is not looked at here: the hints come quickly.
pytestmark = pytest.mark.usefixtures("quick_hints")


# Seed 5's first hand: Ann (seat 0) plays a card on trick 3 that costs her bid.
SEED = 5


def first_hand_done() -> Game:
    return position(SEED, stop=lambda g: g.hand.number == 2)


def summary_app(game: Game, ascii_only: bool = False) -> SpadesApp:
    return SpadesApp(
        game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True, ascii_only=ascii_only
    )


async def open_review(pilot) -> ReviewTableScreen:  # type: ignore[no-untyped-def]
    await pilot.pause()
    assert isinstance(pilot.app.screen, HandOverScreen)
    await pilot.press("r")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, ReviewTableScreen)
    return screen


async def until(pilot, condition, limit: int = 1200) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if condition():
            return
        await pilot.pause(0.05)
    raise AssertionError("the review did not get there")


def mover_row(screen: ReviewTableScreen, seat: int) -> HandRow:
    return screen.query_one("#hand" if seat == 0 else "#top-hand", HandRow)


def played_cards(game: Game) -> list[tuple[int, int]]:
    """(seat, card) of every card of hand 1, in the order played."""
    hand = game.hands[0]
    out = []
    for trick in hand.tricks:
        for i, card in enumerate(trick.cards):
            out.append((trick.leader if i == 0 else 1 - trick.leader, card))
    return out


async def test_arrows_step_card_by_card_and_trick_by_trick() -> None:
    game = first_hand_done()
    cards = played_cards(game)
    app = summary_app(game)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_review(pilot)

        def pointed_at(index: int) -> None:
            assert screen.card_index == index
            seat, card = cards[index]
            row = mover_row(screen, seat)
            assert row.pointed == card and card in row.cards
            assert mover_row(screen, 1 - seat).pointed is None
            assert f"trick {index // 2 + 1} of 13" in screen.sub_title

        pointed_at(0)
        await pilot.press("right")
        pointed_at(1)
        await pilot.press("down")
        pointed_at(2)
        await pilot.press("right", "up")
        pointed_at(2)  # back to the lead of the trick
        await pilot.press("up")
        pointed_at(0)
        await pilot.press("left")
        pointed_at(0)  # the hand's first card: nothing before it
        await pilot.press("end")
        assert screen.card_index == CARDS
        assert "Hand 1 scored" in str(screen.query_one("#title").render())
        await pilot.press("left")
        pointed_at(CARDS - 1)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)


def costly_index(game: Game) -> tuple[int, PlayDecision]:
    expected = review_hand(game, 1, ask_hard=False, what_ifs=False)
    worst = expected.costly()[0]
    return expected.plays.index(worst), worst


@pytest.mark.parametrize("ascii_only", [False, True], ids=["unicode", "ascii"])
async def test_every_legal_card_carries_what_it_was_worth(ascii_only: bool) -> None:
    game = first_hand_done()
    index, worst = costly_index(game)
    assert worst.seat == 0 and worst.lost_bid  # the position the test is about
    app = summary_app(game, ascii_only)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_review(pilot)
        for _ in range(index):
            await pilot.press("right")
        await until(pilot, lambda: screen.valued() is not None and screen.all_shown)
        row = mover_row(screen, worst.seat)
        legal = {int(o.card) for o in worst.options}
        assert set(row.notes) == legal == set(row.enabled)
        assert row.pointed == worst.played
        best = {int(c) for c in worst.best_cards()}
        minus = "-" if ascii_only else "−"
        for card, (mark, _colour, *_short) in row.notes.items():
            lost = worst.points_lost(card)
            if card in best:
                assert mark == "="
            else:
                assert mark.startswith(minus) and (str(lost) in mark or "nil" in mark)
        drawn = row.render().plain
        under = drawn.splitlines()[-1]
        assert "=" in under and f"{minus}{worst.points_lost()}" in under
        pointer = "^" if ascii_only else "▲"
        assert pointer in drawn
        if ascii_only:
            assert drawn.isascii()
            # The header drawn in ASCII mode names the trick on show, as the Header does.
            header = str(screen.query_one("#ascii-header").render())
            assert f"trick {index // 2 + 1} of 13" in header
        # The words say the same: the card played, what it cost, the others by worth.
        title = str(screen.query_one("#title").render())
        assert f"{minus}{worst.points_lost()} pts" in title
        note = str(screen.query_one("#note").render())
        assert "=" in note and "|" in note


async def test_the_first_trick_is_marked_while_the_hints_are_worked_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The hints (the slow part) wait to be let go, as a slow machine would make them wait.
    release = threading.Event()
    real_hint = HandReviewer.hint

    def slow_hint(self: HandReviewer, index: int):  # type: ignore[no-untyped-def]
        release.wait(30)
        return real_hint(self, index)

    monkeypatch.setattr(HandReviewer, "hint", slow_hint)
    game = first_hand_done()
    app = summary_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_review(pilot)
        try:
            await until(pilot, lambda: screen.valued() is not None)
            assert mover_row(screen, played_cards(game)[0][0]).notes
            bar = screen.query_one("#review-progress", ProgressBar)
            assert bar.display and not screen.finished
            # The keys still answer while the worker waits.
            await pilot.press("right")
            assert screen.card_index == 1
        finally:
            release.set()
        await until(pilot, lambda: screen.all_shown)
        assert not screen.query_one("#review-progress", ProgressBar).display


async def test_w_shows_the_review_in_words_and_back_goes_on_with_the_table() -> None:
    game = first_hand_done()
    app = summary_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_review(pilot)
        await pilot.press("w")
        await pilot.pause()
        words = app.screen
        assert isinstance(words, ReviewScreen) and words.number == 1
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        await until(pilot, lambda: screen.all_shown)
        assert screen.review is not None and len(screen.review.plays) == CARDS


async def test_the_words_after_the_table_work_out_no_card_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Once the table has valued every card and asked its hints, ``w`` goes on from there:
    only the draft and the bids are left to work out."""
    valued: list[int] = []
    hinted: list[int] = []
    values, hint = HandReviewer._values, HandReviewer.hint

    def counted_values(self: HandReviewer, index: int) -> PlayDecision:
        valued.append(index)
        return values(self, index)

    def counted_hint(self: HandReviewer, index: int):  # type: ignore[no-untyped-def]
        hinted.append(index)
        return hint(self, index)

    monkeypatch.setattr(HandReviewer, "_values", counted_values)
    monkeypatch.setattr(HandReviewer, "hint", counted_hint)
    app = summary_app(first_hand_done())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_review(pilot)
        await until(pilot, lambda: screen.all_shown)
        on_the_table = (sorted(valued), sorted(hinted))
        assert sorted(valued) == list(range(CARDS))
        await pilot.press("w")
        await pilot.pause()
        words = app.screen
        assert isinstance(words, ReviewScreen)
        await until(pilot, lambda: words.review is not None)
        assert words.review is not None and len(words.review.plays) == CARDS
        assert words.review.draft  # worked out here, with its what-ifs
        assert (sorted(valued), sorted(hinted)) == on_the_table


async def test_n_and_p_move_to_the_next_and_previous_hand() -> None:
    game = position(SEED, stop=lambda g: g.hand.number == 3)
    app = summary_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_review(pilot)
        assert screen.number == 2 and screen.check_action("hand", (1,)) is False
        await pilot.press("p")
        await pilot.pause()
        assert screen.number == 1 and screen.card_index == 0
        assert "hand 1," in screen.sub_title
        await until(pilot, lambda: screen.all_shown)
        assert screen.review is not None and screen.review.number == 1


async def test_page_keys_scroll_the_key_to_the_marks_that_does_not_fit_at_80x24() -> None:
    from textual.containers import VerticalScroll

    app = summary_app(first_hand_done())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_review(pilot)
        await until(pilot, lambda: screen.all_shown)
        box = screen.query_one("#review-legend-box", VerticalScroll)
        assert box.max_scroll_y > 0  # the key and its explanation are taller than the box
        at = screen.card_index
        await pilot.press("pagedown")
        await pilot.pause()
        assert box.scroll_y > 0 and screen.card_index == at  # the box moved, not the hand
        await pilot.press("pageup")
        await pilot.pause()
        assert box.scroll_y == 0


async def test_a_hint_is_never_broken_in_the_middle_of_its_phrase_at_80_columns() -> None:
    from ui_helpers import screen_text

    app = summary_app(first_hand_done())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_review(pilot)
        await until(pilot, lambda: screen.all_shown)
        whole = 0
        for _ in range(CARDS):
            lines = screen_text(app).splitlines()
            said = [line for line in lines if "hint, from what" in line]
            hint = screen.valued().hard if screen.valued() is not None else None
            if hint is not None:
                assert len(said) == 1, lines
                ending = said[0].rstrip().rstrip("│").rstrip()
                assert ending.endswith(("the same card", str(screen.words().card(hint))))
                whole += 1
            await pilot.press("right")
            await pilot.pause()
        assert whole > 0


async def test_with_the_hand_keys_the_footer_still_names_trick_and_words_at_80x24() -> None:
    # A game's review from History has n/p too: the footer left out Up/Down and w, the
    # review's own keys, to fit them.
    from ui_helpers import screen_text

    game = position(SEED, stop=lambda g: g.hand.number == 3)
    app = summary_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_review(pilot)
        await pilot.press("p")  # hand 1 of 2: both hand keys work
        await pilot.pause()
        assert screen.check_action("hand", (1,)) and screen.check_action("hand", (-1,)) is not True
        footer = screen_text(app).splitlines()[-1]
        assert "Trick" in footer and "In words" in footer, footer


async def test_the_end_of_a_hand_with_a_nil_is_told_in_whole_sentences() -> None:
    # Both bid nil: the note under the last card said "...; the points end level Playing for
    # tricks alone, even at the" (two lines of the review in words run together, and cut).
    game = position(SEED, bid=0, stop=lambda g: g.hand.number == 2)
    app = summary_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_review(pilot)
        await until(pilot, lambda: screen.review is not None)
        await pilot.press("end")
        await pilot.pause()
        note = str(screen.query_one("#note").render())
        assert note.startswith("Perfect play from the first lead: ")
        assert "the points end level. Your nil was lost before the first card" in note
        assert "Playing for tricks alone" not in note


def test_a_card_that_cost_the_bid_says_so_beside_its_points() -> None:
    """ "-1 trick / -141 pts" alone did not say that most of those points were the bid, made
    one way and set the other; the costly cards' list says it in its sentence already."""
    from spades_tui.ui.review_words import ReviewWords

    review = review_hand(first_hand_done(), 1, ask_hard=False, what_ifs=False)
    words = ReviewWords(review, viewer=0)
    lost = next(p for p in review.plays if p.seat == 0 and p.lost_bid)
    assert words.mark_words(lost).endswith(", costs your bid")
    assert ReviewWords(review, viewer=1).mark_words(lost).endswith(", costs the bid")
    assert "bid" not in words.mark(lost, bid_told=True).plain
    fine = next(p for p in review.plays if not p.lost_bid and not p.forced)
    assert "bid" not in words.mark_words(fine)
