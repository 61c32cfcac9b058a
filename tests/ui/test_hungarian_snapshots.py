"""The main screens in Hungarian at 80×24, compared with SVG baselines in __snapshots__.

Regenerate after a deliberate change of look with ``pytest tests/ui --snapshot-update``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_history_screens import saved_games
from ui_helpers import SIZE, app_for, hotseat_app, position, until_summary

from spades_tui import i18n
from spades_tui.core.game import Game, Phase
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.review_table import ReviewTableScreen


@pytest.fixture(autouse=True)
def hungarian():
    i18n.use("hu")
    yield
    i18n.use("en")


def in_play(game: Game, tricks: int, cards_in_trick: int) -> bool:
    h = game.hand
    if game.phase is not Phase.PLAY:
        return False
    done = sum(1 for t in h.tricks if t.winner is not None)
    return done == tricks and len(h.tricks[-1].cards) == cards_in_trick


def test_home(snap_compare) -> None:
    assert snap_compare(SpadesApp(pace=0), terminal_size=SIZE)


def test_handoff(snap_compare) -> None:
    assert snap_compare(hotseat_app(seed=5), terminal_size=SIZE)


def test_double_nil_offer(snap_compare) -> None:
    assert snap_compare(hotseat_app(seed=5), press=["enter"], terminal_size=SIZE)


def test_draft(snap_compare) -> None:
    game = position(5, stop=lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 8)
    assert snap_compare(app_for(game), press=["enter"], terminal_size=SIZE)


def test_bidding(snap_compare) -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING and len(g.hand.bids) == 1)
    assert snap_compare(app_for(game), press=["enter", "4"], terminal_size=SIZE)


def test_play_with_a_typed_rank(snap_compare) -> None:
    """d is dáma as the first key; the note asks for the suit in Hungarian letters."""
    game = position(5, stop=lambda g: in_play(g, 2, 1))
    assert snap_compare(app_for(game), press=["enter", "d"], terminal_size=SIZE)


def test_hand_summary(snap_compare) -> None:
    # The last card goes by itself: no hand-off, no key.
    game = position(5, stop=lambda g: in_play(g, 12, 1))
    assert snap_compare(app_for(game), run_before=until_summary, terminal_size=SIZE)


def test_history(snap_compare, tmp_path: Path) -> None:
    """A hot-seat game chosen: its result, hands and score chart."""
    app = SpadesApp(None, pace=0, storage=saved_games(tmp_path / "data"))
    assert snap_compare(app, press=["g", "down"], terminal_size=SIZE)


def test_statistics(snap_compare, tmp_path: Path) -> None:
    app = SpadesApp(None, pace=0, storage=saved_games(tmp_path / "data", take_back=True))
    assert snap_compare(app, press=["t"], terminal_size=SIZE)


def test_review(snap_compare, tmp_path: Path) -> None:
    """The review of the first hand of a saved game on the table, once worked out."""

    async def reviewed(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.press("g", "down", "r")
        screen = pilot.app.screen
        assert isinstance(screen, ReviewTableScreen)
        for _ in range(1200):
            if screen.all_shown:
                break
            await pilot.pause(0.05)
        assert screen.all_shown
        await pilot.pause()

    app = SpadesApp(None, pace=0, storage=saved_games(tmp_path / "data"))
    assert snap_compare(app, run_before=reviewed, terminal_size=SIZE)
