"""The review, the replay and the puzzle screens at 80×24 and 120×40.

Regenerate after a deliberate change of look with
``pytest tests/ui/test_study_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from puzzle_support import planted
from ui_helpers import position

from spades_tui.core.actions import Play
from spades_tui.core.rules import Rules
from spades_tui.simulate import play_game
from spades_tui.ui.app import SpadesApp, replay_app
from spades_tui.ui.screens.puzzle_table import PuzzleScreen
from spades_tui.ui.screens.replay import ReplayScreen
from spades_tui.ui.screens.review import ReviewScreen
from spades_tui.ui.screens.review_table import ReviewTableScreen
from spades_tui.ui.setup import HUMAN

SIZES = [(80, 24), (120, 40)]


@pytest.fixture(autouse=True)
def _steady(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPADES_TUI_CONFIG", str(tmp_path / "config"))


@pytest.mark.parametrize("size", SIZES)
def test_review(snap_compare, size) -> None:
    """The review in words (w on the table's review)."""
    game = position(5, stop=lambda g: g.hand.number == 2)
    app = SpadesApp(game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True)

    async def reviewed(pilot) -> None:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReviewTableScreen)
        await pilot.press("w")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        for _ in range(1200):
            if screen.review is not None:
                break
            await pilot.pause(0.05)
        assert screen.review is not None
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=reviewed)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("ascii_only", [False, True], ids=["unicode", "ascii"])
def test_review_on_the_table(snap_compare, size, ascii_only) -> None:
    """Trick 3 of the first hand, where Ann's card cost her bid, every card worked out."""
    game = position(5, stop=lambda g: g.hand.number == 2)
    app = SpadesApp(
        game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True, ascii_only=ascii_only
    )

    async def at_trick_three(pilot) -> None:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReviewTableScreen)
        await pilot.press("down", "down", "right")
        for _ in range(1200):
            if screen.all_shown:
                break
            await pilot.pause(0.05)
        assert screen.all_shown
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=at_trick_three)


@pytest.mark.parametrize("size", SIZES)
def test_replay_mid_trick(snap_compare, size) -> None:
    game = play_game(("heuristic", "heuristic"), Rules(target=150), 31, 30)
    app = replay_app(game)

    async def to_the_play(pilot) -> None:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        # The first hand's third card: a new trick led, the hand half played out.
        cards = [i for i, m in enumerate(screen.replay.moments) if isinstance(m.action, Play)]
        screen.go(cards[2])
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=to_the_play)


@pytest.mark.parametrize("size", SIZES)
def test_replay_draft(snap_compare, size) -> None:
    game = play_game(("heuristic", "heuristic"), Rules(target=150), 31, 30)
    app = replay_app(game)

    async def to_the_draft(pilot) -> None:
        await pilot.pause()
        for _ in range(9):
            await pilot.press("right")
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=to_the_draft)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("answered", [False, True], ids=["asked", "answered-wrong"])
def test_puzzle(snap_compare, size, answered, tmp_path: Path) -> None:
    """A puzzle of a planted record on the table: as asked, and after a wrong answer."""
    storage = planted(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)

    async def to_the_puzzle(pilot) -> None:
        await pilot.pause()
        await pilot.press("z")
        for _ in range(1200):
            if isinstance(app.screen, PuzzleScreen):
                break
            await pilot.pause(0.05)
        screen = app.screen
        assert isinstance(screen, PuzzleScreen)
        await pilot.pause()
        if answered:
            await pilot.press("right", "right", "enter")  # K♦, not the one card
            assert screen.answer is not None and screen.answer != int(screen.puzzle.answer)
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=to_the_puzzle)
