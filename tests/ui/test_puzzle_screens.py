"""Puzzles from the home screen: found from a planted record, answered, the score kept."""

from __future__ import annotations

import json
from pathlib import Path

from puzzle_support import RECORD, planted, planted_key
from rich.text import Text
from textual.widgets import Static
from ui_helpers import toast_words, wait_until

from spades_tui.analysis.review import contract_of
from spades_tui.core.cards import CARDS
from spades_tui.puzzle_score import load_score, score_path
from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.cardtext import sorted_hand
from spades_tui.ui.screens.puzzle_table import PuzzleScreen
from spades_tui.ui.screens.puzzles import PuzzleSearchScreen
from spades_tui.ui.widgets.hand import HandRow


def text_of(screen, selector: str) -> str:  # type: ignore[no-untyped-def]
    content = screen.query_one(selector, Static).content
    return content.plain if isinstance(content, Text) else str(content)


async def open_puzzles(pilot) -> PuzzleScreen:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.press("z")
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, PuzzleScreen))
    screen = pilot.app.screen
    assert isinstance(screen, PuzzleScreen)
    await pilot.pause()
    return screen


async def choose(pilot, screen: PuzzleScreen, card: int) -> None:  # type: ignore[no-untyped-def]
    while screen.chosen is None or screen.legal[screen.chosen] != card:
        await pilot.press("right")
    await pilot.press("enter")
    await pilot.pause()


async def test_a_puzzle_from_a_planted_record_answered_right(tmp_path: Path) -> None:
    storage = planted(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_puzzles(pilot)
        puzzle = screen.puzzle
        assert puzzle.key == f"{planted_key()}#2:7" and puzzle.answer.code == "6H"
        assert "Only one card still sets Computer's bid of 5: which?" in text_of(screen, "#title")
        # Before the answer nothing gives it away: no card is marked.
        assert screen.query_one("#hand", HandRow).notes == {}
        await choose(pilot, screen, int(puzzle.answer))
        assert text_of(screen, "#title") == "Right! 6♥ is the one card."
        assert text_of(screen, "#note").startswith("Only 6♥ still sets Computer's bid of 5.")
        row = screen.query_one("#hand", HandRow)
        assert row.pointed == int(puzzle.answer)
        assert row.notes == {int(puzzle.answer): ("right", "green", "✓")}
        assert "Score: 1 right, 0 wrong" in str(screen.sub_title)
    saved = json.loads(score_path(storage).read_text())
    assert (saved["right"], saved["wrong"], saved["answered"]) == (1, 0, [puzzle.key])


async def test_a_wrong_answer_shows_the_one_card_that_does_it(tmp_path: Path) -> None:
    storage = planted(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_puzzles(pilot)
        answer = int(screen.puzzle.answer)
        wrong = next(c for c in screen.legal if c != answer)
        await choose(pilot, screen, wrong)
        assert text_of(screen, "#title") == f"Not {screen.card(wrong)}: the one card is 6♥."
        # The note says why the chosen card fails: Computer can still reach its bid.
        theirs = 13 - screen.puzzle.tricks_after(CARDS[wrong])
        assert theirs >= 5 > 13 - screen.puzzle.tricks_after(screen.puzzle.answer)
        why = f"{screen.card(wrong)} lets Computer reach {theirs} tricks, enough for the bid."
        assert text_of(screen, "#note") == why
        notes = screen.query_one("#hand", HandRow).notes
        assert notes == {answer: ("right", "green", "✓"), wrong: ("wrong", "red", "✗")}
        # Answered: the arrows and Enter choose no more.
        await pilot.press("right", "enter")
        assert screen.answer == wrong
        assert (load_score(storage).right, load_score(storage).wrong) == (0, 1)


async def test_the_score_is_kept_and_an_answered_puzzle_is_not_served_again(
    tmp_path: Path,
) -> None:
    storage = planted(tmp_path / "data")
    async with SpadesApp(None, pace=0, storage=storage).run_test(size=(80, 24)) as pilot:
        screen = await open_puzzles(pilot)
        await choose(pilot, screen, int(screen.puzzle.answer))
        await pilot.press("n")
        await pilot.pause()
        assert screen.puzzle.key == f"{planted_key()}#1:20"
        assert "Only one card still makes your bid of" in text_of(screen, "#title")
        await pilot.press("escape")
        await pilot.pause()
    # A new session: the score is read back, and only the unanswered puzzle is served.
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_puzzles(pilot)
        assert [p.key for p in screen.puzzles] == [f"{planted_key()}#1:20"]
        assert "Score: 1 right, 0 wrong" in str(screen.sub_title)
        await choose(pilot, screen, int(screen.puzzle.answer))
        await pilot.press("n")  # the last one: back to the home screen, with a word
        await wait_until(pilot, lambda: not isinstance(app.screen, PuzzleScreen))
    score = load_score(Storage(tmp_path / "data"))
    assert (score.right, score.wrong) == (2, 0)
    key = planted_key()
    assert f"{key}#1" in score.used_hands and f"{key}#2" in score.used_hands


async def test_with_no_games_the_box_says_what_a_puzzle_is(tmp_path: Path) -> None:
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "empty"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("z")
        await wait_until(pilot, lambda: isinstance(app.screen, PuzzleSearchScreen))
        screen = app.screen
        await wait_until(pilot, lambda: screen.found is not None)  # type: ignore[attr-defined]
        await pilot.pause()
        assert "No new puzzle in your games yet" in text_of(screen, "#puzzle-news")
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, PuzzleSearchScreen)


async def test_a_puzzle_for_the_second_seat_has_its_cards_at_the_bottom() -> None:
    # A puzzle of the second seat had its cards in the top row, with a note saying so: the
    # cards to choose from now lie at the bottom, as at the table. Seed 1's first hand has
    # one for that seat.
    from spades_tui.analysis.puzzles import hand_puzzles
    from spades_tui.core.rules import Rules
    from spades_tui.puzzle_score import PuzzleScore
    from spades_tui.simulate import play_game

    game = play_game(("normal", "normal"), Rules(), 1, 1)
    puzzles = hand_puzzles(game, 1, {1}, "top.json")
    assert puzzles and puzzles[0].seat == 1
    app = SpadesApp(None, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = PuzzleScreen(puzzles, PuzzleScore(), None)
        app.push_screen(screen)
        await wait_until(pilot, lambda: app.screen is screen)
        await pilot.pause()
        assert text_of(screen, "#note").startswith(
            "Choose with ←→ or a card's code; Enter plays it."
        )
        names = screen.replay.names
        assert names[0] != names[1]
        assert text_of(screen, "#bottom-line").startswith(names[1])  # the puzzle's seat
        assert text_of(screen, "#top-line").startswith(names[0])
        bottom = screen.query_one("#hand", HandRow)
        assert set(bottom.enabled) == {int(c) for c in screen.puzzle.legal}
        await choose(pilot, screen, int(screen.puzzle.answer))
        assert text_of(screen, "#title").startswith("Right!")


async def test_a_game_continued_and_set_aside_again_serves_no_puzzle_twice(
    tmp_path: Path,
) -> None:
    # Continued from History and set aside again, a game is filed under a new name: its
    # puzzles were served again, the score going on from where it stood.
    storage = planted(tmp_path / "data")
    async with SpadesApp(None, pace=0, storage=storage).run_test(size=(80, 24)) as pilot:
        screen = await open_puzzles(pilot)
        served = [p.key for p in screen.puzzles]
        for _ in served:
            await choose(pilot, screen, int(screen.puzzle.answer))
            await pilot.press("n")
            await pilot.pause()
    (storage.history_dir / RECORD).rename(storage.history_dir / "20260202-120000-unfinished.json")
    assert await puzzles_found(storage) == ()


async def test_puzzles_answered_under_the_old_file_name_keys_are_not_served_again(
    tmp_path: Path,
) -> None:
    # A score kept by file name, as the puzzles once kept it, still counts.
    storage = planted(tmp_path / "data")
    old = {"right": 2, "wrong": 0, "answered": [f"{RECORD}#1:20", f"{RECORD}#2:7"]}
    old["used_hands"] = [f"{RECORD}#1", f"{RECORD}#2", f"{RECORD}#3"]
    score_path(storage).write_text(json.dumps(old), "utf-8")
    assert await puzzles_found(storage) == ()


async def puzzles_found(storage: Storage) -> tuple[object, ...]:
    """What a search from the home screen finds in ``storage``, in a new session."""
    async with SpadesApp(None, pace=0, storage=storage).run_test(size=(80, 24)) as pilot:
        await pilot.press("z")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, PuzzleSearchScreen))
        search = pilot.app.screen
        await wait_until(pilot, lambda: search.found is not None)
        assert search.found is not None
        return search.found.puzzles


async def test_a_card_typed_by_its_code_is_chosen_and_enter_answers(tmp_path: Path) -> None:
    # "6c" was ignored, and the Enter after it played the card under the cursor. Then it
    # answered at once, with no Enter: a tester lost a point to a code typed to look.
    storage = planted(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = await open_puzzles(pilot)
        answer = screen.puzzle.answer
        await pilot.press("right")
        if screen.legal[screen.chosen] == int(answer):
            await pilot.press("right")  # the cursor on another card
        assert screen.chosen is not None and screen.legal[screen.chosen] != int(answer)
        rank = "10" if answer.code[0] == "T" else answer.code[0].lower()
        await pilot.press(*rank, answer.code[1].lower())
        await pilot.pause()
        assert screen.answer is None and screen.legal[screen.chosen] == int(answer)
        assert screen.query_one("#hand", HandRow).cursor is not None
        await pilot.press("enter")
        await pilot.pause()
        assert screen.answer == int(answer)
        assert "Score: 1 right, 0 wrong" in str(screen.sub_title)
        # A card that cannot be played there is said, and answers nothing.
        await pilot.press("n")
        await pilot.pause()
        held = screen.replay.moments[screen.at].views[screen.puzzle.seat].hand
        other = next(c for c in held if c not in screen.legal)
        code = CARDS[other].code
        await pilot.press("1", "0" if code[0] == "T" else code[0].lower(), code[1].lower())
        await pilot.pause()
        assert screen.answer is None
        assert "is not one of the cards that can be played here" in toast_words(app)
        # A card not held is said as the table says it.
        unheld = next(c for c in CARDS if int(c) not in held)
        await pilot.press("1", "0" if unheld.code[0] == "T" else unheld.code[0].lower())
        await pilot.press(unheld.code[1].lower())
        await pilot.pause()
        assert screen.answer is None and "You do not hold" in toast_words(app)


async def test_no_card_is_under_the_cursor_until_the_player_moves_it(tmp_path: Path) -> None:
    """The cursor started on the first card, often the answer (the highest of its suit):
    Enter alone scored it right."""
    storage = planted(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = await open_puzzles(pilot)
        assert screen.chosen is None and screen.query_one("#hand", HandRow).cursor is None
        await pilot.press("enter")
        await pilot.pause()
        assert screen.answer is None and "Choose a card first" in toast_words(app)
        await pilot.press("left")  # from the other end of the row
        assert screen.chosen == len(screen.legal) - 1


async def test_an_unreadable_score_is_kept_aside_and_said(tmp_path: Path) -> None:
    """A damaged puzzles.json was written over at the next answer, without a word."""
    storage = planted(tmp_path / "data")
    score_path(storage).write_text("{not json", encoding="utf-8")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_puzzles(pilot)
        said = " ".join(str(n.message) for n in app._notifications)
        assert "The puzzles' score could not be read and starts again." in said
        await choose(pilot, screen, int(screen.puzzle.answer))
    (kept,) = storage.root.glob("puzzles.bad-*.json")
    assert kept.read_text(encoding="utf-8") == "{not json"
    assert kept.name in said
    assert load_score(storage).right == 1


async def test_a_wrong_answer_to_keep_the_bid_says_how_many_tricks_it_leaves(
    tmp_path: Path,
) -> None:
    storage = planted(tmp_path / "data")
    async with SpadesApp(None, pace=0, storage=storage).run_test(size=(80, 24)) as pilot:
        screen = await open_puzzles(pilot)
        await pilot.press("n")
        await pilot.pause()
        puzzle = screen.puzzle
        assert "Only one card still makes your bid of" in text_of(screen, "#title")
        bid = contract_of(puzzle.game, puzzle.hand).bids[puzzle.seat]
        wrong = next(c for c in screen.legal if c != int(puzzle.answer))
        await choose(pilot, screen, wrong)
        mine = puzzle.tricks_after(CARDS[wrong])
        assert mine < bid <= puzzle.tricks_after(puzzle.answer)
        why = f"{screen.card(wrong)} leaves you {mine} tricks at most, short of your bid of {bid}."
        assert text_of(screen, "#note") == why


async def test_a_click_chooses_a_card_and_a_second_click_plays_it(tmp_path: Path) -> None:
    # As a typed code: one click on a card answered the puzzle, with no way back.
    storage = planted(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_puzzles(pilot)
        row = screen.query_one("#hand", HandRow)
        view = screen.replay.moments[screen.at].views[screen.puzzle.seat]
        cards = sorted_hand(view.hand)
        first, second = screen.legal[0], screen.legal[-1]
        row.post_message(HandRow.Picked(cards.index(first), row))
        await pilot.pause()
        assert screen.answer is None and screen.legal[screen.chosen] == first
        row.post_message(HandRow.Picked(cards.index(second), row))
        await pilot.pause()
        assert screen.answer is None and screen.legal[screen.chosen] == second
        row.post_message(HandRow.Picked(cards.index(second), row))
        await pilot.pause()
        assert screen.answer == second
