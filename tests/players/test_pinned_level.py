"""The comparison level of bench/ runs an earlier commit's code in a child process, and the
seat's view it is sent carries everything the level decides by."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from bench.pinned import FROZEN_HARD, PinnedPlayer, extract  # noqa: E402
from spades_tui.core import Game, Rules  # noqa: E402
from spades_tui.players import make_player  # noqa: E402


def _have(commit: str) -> bool:
    found = subprocess.run(
        ["git", "-C", str(ROOT), "cat-file", "-e", f"{commit}^{{commit}}"], capture_output=True
    )
    return found.returncode == 0


pytestmark = pytest.mark.skipif(not _have(FROZEN_HARD), reason="the pinned commit is not here")


def test_the_pinned_code_is_the_commits_own() -> None:
    folder = extract(FROZEN_HARD)
    search = (folder / "spades_tui" / "players" / "search.py").read_text()
    assert "bid_by_value" not in search  # the bids by the hand's worth came after it
    assert not (folder / "spades_tui" / "engine").exists()


def test_a_pinned_level_plays_as_the_same_level_in_process() -> None:
    # The heuristic of the pinned commit is today's: over one hand, fed the seat's views
    # through the line protocol, it makes every decision the in-process player makes.
    rules = Rules(double_nil=False)
    games = []
    for pinned in (True, False):
        game = Game(rules=rules, seed=11)
        players = [
            PinnedPlayer(FROZEN_HARD, "heuristic", 3) if pinned else make_player("heuristic", 3),
            make_player("heuristic", 4),
        ]
        while game.hands[0].result is None:
            seat = game.to_act
            game.apply(players[seat].choose(game.view(seat)), seat=seat)
        if pinned:
            players[0].close()  # type: ignore[union-attr]
        games.append(game.decisions)
    assert games[0] == games[1]
    assert len(games[0]) > 26
