"""'a' deals a hand again as a practice game: on a hand's summary, in History, in the review."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from puzzle_support import puzzle_game
from ui_helpers import header_settled, near_the_end, position, screen_text, wait_until

from spades_tui.core.game import Game
from spades_tui.core.record import game_to_record
from spades_tui.practice import practice_game
from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.play_again import play_again, practice_title
from spades_tui.ui.screens.history import GameHistoryScreen
from spades_tui.ui.screens.review_table import ReviewTableScreen
from spades_tui.ui.screens.scores import HandOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN

# What the hard level would choose is not looked at here: the hints come quickly.
pytestmark = pytest.mark.usefixtures("quick_hints")


async def test_a_on_the_summary_starts_the_practice_game_of_that_hand() -> None:
    game = position(5, stop=lambda g: g.hand.number == 2)
    app = SpadesApp(game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)
        await pilot.press("a")
        for _ in range(200):
            if isinstance(app.screen, TableScreen):
                break
            await pilot.pause(0.05)
        practice = app.flow.game if app.flow is not None else None
        assert practice is not None and practice is not game
        assert practice.practice == 1
        assert practice.hands[0].stock == game.hands[0].stock
        # Hand 1's first player was seat 0, the person: the person draws first again.
        assert app.flow.controllers == (HUMAN, "hard")  # type: ignore[union-attr]
        # The header says it is a practice game, and of which hand, whole at 80 columns.
        title = "against the computer (hard), practice: hand 1 again"
        assert app.sub_title == title
        await pilot.pause()
        assert title in screen_text(app).splitlines()[0]


def filed_game(root: Path, kinds: tuple[str, str], network: bool = False) -> tuple[Storage, Game]:
    """A data folder whose history holds one game of three hands scored, between ``kinds``."""
    storage = Storage(root)
    storage.history_dir.mkdir(parents=True)
    game = puzzle_game()  # two normal players, three hands scored
    record = game_to_record(game)
    record["players"] = [{"name": n, "kind": k} for n, k in zip(("Kim", "Lou"), kinds, strict=True)]
    if network:
        record["shuffles"] = [{"hand": 1, "commitment": "0" * 64, "salt": "1" * 64}]
    (storage.history_dir / "20260101-120000-unfinished.json").write_text(json.dumps(record))
    return storage, game


async def until_practice(pilot) -> Game:  # type: ignore[no-untyped-def]
    app = pilot.app
    await wait_until(pilot, lambda: app.flow is not None and app.flow.game.practice is not None)
    await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
    return app.flow.game


async def test_a_in_history_deals_the_games_first_hand_again(tmp_path: Path) -> None:
    storage, game = filed_game(tmp_path / "data", ("ai:hard", HUMAN))
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("g")
        await wait_until(pilot, lambda: isinstance(app.screen, GameHistoryScreen))
        await pilot.pause()
        await pilot.press("a")
        practice = await until_practice(pilot)
        assert practice.practice == 1
        assert practice.hands[0].stock == game.hands[0].stock
        first = game.hands[0].first
        # Each player keeps the role it had: whoever drew first draws first again.
        assert practice.players[0].kind == ("ai:hard", HUMAN)[first]
        assert app.flow.controllers[0] == ("hard", HUMAN)[first]  # type: ignore[union-attr]


async def test_a_in_the_review_deals_the_hand_on_show_again(tmp_path: Path) -> None:
    storage, game = filed_game(tmp_path / "data", (HUMAN, "ai:normal"))
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("g")
        await wait_until(pilot, lambda: isinstance(app.screen, GameHistoryScreen))
        await pilot.pause()
        await pilot.press("r")
        await wait_until(pilot, lambda: isinstance(app.screen, ReviewTableScreen))
        await pilot.press("n")  # on to hand 2
        await wait_until(pilot, lambda: app.screen.number == 2)  # type: ignore[attr-defined]
        await pilot.press("a")
        practice = await until_practice(pilot)
        assert practice.practice == 2
        assert practice.hand.number == 2 and practice.hands[1].stock == game.hands[1].stock


async def test_a_network_game_is_not_offered_again(tmp_path: Path) -> None:
    storage, _game = filed_game(tmp_path / "data", (HUMAN, HUMAN), network=True)
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("g")
        await wait_until(pilot, lambda: isinstance(app.screen, GameHistoryScreen))
        await pilot.pause()
        assert app.screen.entries[0].game.shuffle_proofs  # type: ignore[attr-defined]
        assert app.screen.check_action("play_again", ()) is False
        await pilot.press("r")
        await wait_until(pilot, lambda: isinstance(app.screen, ReviewTableScreen))
        assert app.screen.check_action("play_again", ()) is False
        await pilot.press("a")
        await pilot.pause()
        assert app.flow is None


async def test_a_hand_still_being_drawn_is_not_dealt_again(tmp_path: Path) -> None:
    """Its stock is the one still being drawn from: a practice game of it would show the
    cards to come (at one keyboard, to either player)."""
    from spades_tui.core.game import Phase

    storage = Storage(tmp_path / "data")
    storage.save(position(5, stop=lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) > 3))
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("g")
        await wait_until(pilot, lambda: isinstance(app.screen, GameHistoryScreen))
        await pilot.pause()
        assert app.screen.check_action("play_again", ()) is False
        play_again(app, 1, app.screen.entries[0].game)  # type: ignore[attr-defined]
        await pilot.pause()
        assert app.flow is None
        assert "once it is over" in " ".join(n.message for n in app._notifications)


async def test_the_games_last_summary_leads_to_its_end_not_to_a_practice() -> None:
    """'a' on the summary of the hand that ended the game skipped the game-over screen and
    said the game waited on the home screen, where it was not: it had gone to History."""
    app = near_the_end(controllers=(HUMAN, "normal"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, HandOverScreen))
        assert app.game is not None and app.game.winner is not None
        assert app.screen.check_action("play_again", ()) is False
        await pilot.press("a")
        await pilot.pause()
        assert app.flow is not None and app.flow.game.practice is None
        # From the review of the finished game, a hand dealt again says where the game went.
        play_again(app, 1)
        said = "Hand 1 again, as a practice game: the finished game is in History."
        await wait_until(pilot, lambda: [str(n.message) for n in app._notifications] == [said])
        await wait_until(pilot, lambda: header_settled(app))


def test_the_header_of_the_hands_after_the_one_dealt_again_says_where_it_began() -> None:
    """The practice game of hand 1 went on to hand 2 and still said "practice: hand 1 again"."""
    game = position(5, stop=lambda g: g.hand.number == 2)
    practice = practice_game(game, 1)
    assert practice_title("hot-seat", practice) == "hot-seat, practice: hand 1 again"
    while practice.hand.number == 1:
        practice.apply(practice.legal_actions()[0])
    assert practice_title("hot-seat", practice) == "hot-seat, practice from hand 1"
