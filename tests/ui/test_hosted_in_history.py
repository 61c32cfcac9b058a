"""The network games this player hosted, in History and Statistics like every other game."""

from __future__ import annotations

import json
from pathlib import Path

from rich.text import Text
from test_history_screens import opened_history
from textual.widgets import OptionList, Static
from ui_helpers import screen_text

from spades_tui.core.fair import new_proof
from spades_tui.core.record import game_to_record
from spades_tui.core.rules import Rules
from spades_tui.simulate import play_game
from spades_tui.storage import TABLES, Storage
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.stats import StatsScreen


def hosted_game(storage: Storage, table: str, stem: str, hands: int = 30) -> dict:
    """A real game between Ann (the host, first seat) and Kim, filed as a hosted table files
    it: with its shuffles proved, under the table's own history folder."""
    game = play_game(("heuristic", "heuristic"), Rules(target=150), 41, hands)
    for hand in game.hands:
        game.shuffle_proofs[hand.number] = new_proof(hand.stock)
    record = game_to_record(game)
    record["players"] = [{"name": "Ann", "kind": "human"}, {"name": "Kim", "kind": "human"}]
    folder = storage.hosted_root / TABLES / table / "history"
    folder.mkdir(parents=True)
    (folder / f"{stem}.json").write_text(json.dumps(record), "utf-8")
    return record


async def test_a_hosted_game_is_listed_reviewed_and_never_continued(tmp_path: Path) -> None:
    storage = Storage(tmp_path / "data")
    finished = hosted_game(storage, "t1", "20260101-120000-finished")
    assert finished["winner"] is not None
    left = hosted_game(storage, "t2", "20260102-120000-unfinished", hands=1)
    assert left["winner"] is None
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened_history(pilot)
        games = screen.query_one(OptionList)
        assert games.option_count == 2
        summary = screen.query_one("#summary", Static)
        assert isinstance(summary.content, Text)
        assert "Ann - Kim, network: left unfinished" in summary.content.plain
        # The friend is on another machine: the game left unfinished cannot go on here.
        assert screen.check_action("continue", ()) is False
        await pilot.press("down")
        await pilot.pause()
        assert "Ann - Kim, network:" in summary.content.plain  # type: ignore[union-attr]
        assert "won" in summary.content.plain  # type: ignore[union-attr]
        await pilot.press("r")
        await pilot.pause()
        assert type(app.screen).__name__ == "ReviewTableScreen"
        assert app.screen.viewer == 0  # type: ignore[attr-defined]  # the host, at this keyboard


async def test_statistics_count_a_hosted_game_for_the_host_against_the_friend(
    tmp_path: Path,
) -> None:
    storage = Storage(tmp_path / "data")
    record = hosted_game(storage, "t1", "20260101-120000-finished")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        [row] = screen.stats.all_time
        assert (row.label, row.person, row.network) == ("vs Kim (network)", "Kim", True)
        assert (row.games, row.wins) == (1, int(record["winner"] == 0))
        assert row.hands == len(record["hands"])
        lines = [line.strip() for line in screen_text(app).splitlines()]
        assert "Network" in lines
        assert any(line.startswith("vs Kim ") for line in lines)
