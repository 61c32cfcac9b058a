"""The review in words: from the hand summary's review on the table (w), in a worker with a
progress bar, Escape stops it."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable

import pytest
from textual.widgets import ProgressBar
from ui_helpers import position

from spades_tui.analysis import review_hand
from spades_tui.analysis.review import HandReviewer
from spades_tui.core.game import Game
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.cardtext import label
from spades_tui.ui.screens import review as review_module
from spades_tui.ui.screens.review import ReviewScreen
from spades_tui.ui.screens.review_table import ReviewTableScreen
from spades_tui.ui.screens.scores import HandOverScreen
from spades_tui.ui.setup import HUMAN

# What the hard level would choose is not looked at here: the hints come quickly.
pytestmark = pytest.mark.usefixtures("quick_hints")


# Seed 5's first hand: Ann (seat 0) plays a card on trick 3 that costs her bid.
SEED = 5


def first_hand_done() -> Game:
    return position(SEED, stop=lambda g: g.hand.number == 2)


def summary_app(game: Game) -> SpadesApp:
    # Continuing a game stopped between hands shows the last hand's summary first.
    return SpadesApp(game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True)


async def open_words(pilot) -> None:  # type: ignore[no-untyped-def]
    """r on the summary opens the review on the table; w there, the review in words."""
    await pilot.press("r")
    await pilot.pause()
    assert isinstance(pilot.app.screen, ReviewTableScreen)
    await pilot.press("w")
    await pilot.pause()


async def wait_for_review(pilot, screen: ReviewScreen, limit: int = 600) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if screen.review is not None or screen.problem is not None:
            return
        await pilot.pause(0.05)
    raise AssertionError("the review did not finish")


def body_text(screen: ReviewScreen) -> str:
    return "\n".join(line.plain for line in screen.lines_shown)


async def test_r_on_the_summary_reviews_the_hand_costly_cards_first() -> None:
    game = first_hand_done()
    expected = review_hand(game, 1, ask_hard=False, what_ifs=False)
    worst = expected.costly()[0]
    assert worst.seat == 0 and worst.lost_bid  # the position the test is about
    app = summary_app(game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)
        await open_words(pilot)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        await wait_for_review(pilot, screen)
        assert screen.problem is None
        assert not screen.query_one(ProgressBar).display
        text = body_text(screen)
        costly_at = text.index("Costly cards")
        trick_by_trick = text.index("Trick by trick")
        card = label(worst.played)
        better = [o.card for o in worst.options if o.outcome.made]
        line = f"Trick {worst.trick}: {card} cost you your bid; "
        assert costly_at < text.index(line) < trick_by_trick
        made_with = text[text.index(line) + len(line) :].split(" made it")[0]
        assert made_with in {label(c) for c in better}
        # Every trick is there with both hands face up, and the draft after them.
        for trick in range(1, 14):
            assert f"Trick {trick}\n" in text
        assert "  You: " in text and "  Computer: " not in text
        assert text.index("Draft:") > text.index("Trick 13\n")
        assert "hint, from what you could see: " in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ReviewTableScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)


async def test_the_bar_fills_and_escape_stops_the_work(monkeypatch: pytest.MonkeyPatch) -> None:
    # A stand-in for the analysis that reports half done, then keeps reporting until the
    # screen's progress callback stops it, as the real one would be stopped mid-hand.
    stopped = threading.Event()

    def endless(
        game: Game, number: int, progress: Callable[[float], None], **_options: object
    ) -> object:
        try:
            while True:
                progress(0.5)
                time.sleep(0.01)
        except BaseException:
            stopped.set()
            raise

    monkeypatch.setattr(review_module, "review_hand", endless)
    app = summary_app(first_hand_done())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_words(pilot)
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        bar = screen.query_one(ProgressBar)
        for _ in range(100):
            await pilot.pause(0.05)
            if bar.progress == 50:
                break
        assert bar.display and bar.progress == 50
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ReviewTableScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)
        assert await asyncio.to_thread(stopped.wait, 10)


async def test_a_hand_that_is_not_finished_is_said_so() -> None:
    game = first_hand_done()
    app = summary_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = ReviewScreen(game, 2, 0)  # hand 2 has only begun
        await app.push_screen(screen)
        await wait_for_review(pilot, screen)
        assert screen.review is None
        assert "could not be reviewed" in body_text(screen)


async def test_the_first_trick_shows_while_the_rest_is_worked_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A stand-in that hands over the real first trick, then waits to be let go, as the real
    # review would while it works out the other tricks.
    game = first_hand_done()
    reviewer = HandReviewer(game, 1, ask_hard=False, what_ifs=False)
    reviewer.play(0)
    reviewer.play(1)
    first_trick = reviewer.review()
    release = threading.Event()

    def slow(game: Game, number: int, progress: Callable[[float], None], partial, **_: bool):  # type: ignore[no-untyped-def]
        progress(0.1)
        partial(first_trick)
        release.wait(30)
        return review_hand(game, number, progress, ask_hard=False, what_ifs=False)

    monkeypatch.setattr(review_module, "review_hand", slow)
    app = summary_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_words(pilot)
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        for _ in range(100):
            if "Trick 1\n" in body_text(screen):
                break
            await pilot.pause(0.05)
        text = body_text(screen)
        assert "Trick 1\n" in text and "Trick 2\n" not in text
        assert "Working out the other tricks" in text
        assert screen.review is None and screen.query_one(ProgressBar).display
        release.set()
        await wait_for_review(pilot, screen)
        assert "Trick 13\n" in body_text(screen) and "Working out" not in body_text(screen)
