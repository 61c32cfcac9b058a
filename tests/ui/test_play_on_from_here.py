"""The review plays on from the position on show, as a practice game.

"Play it again" dealt the hand again from its start, at 0 to 0; a player looking at a card
they regret wants to play on from there.
"""

from __future__ import annotations

import json
from pathlib import Path

from test_history_screens import reviewed_from_history
from ui_helpers import wait_until

from spades_tui.core import Rules
from spades_tui.core.record import game_to_record
from spades_tui.simulate import play_game
from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.table import TableScreen


def _filed_game(root: Path):  # type: ignore[no-untyped-def]
    storage = Storage(root)
    storage.history_dir.mkdir(parents=True)
    game = play_game(("heuristic", "heuristic"), Rules(target=150), 31, 30)
    record = game_to_record(game)
    record["players"] = [
        {"name": "Ann", "kind": "human"},
        {"name": "Computer", "kind": "ai:random"},
    ]
    (storage.history_dir / "20260101-120000-finished.json").write_text(json.dumps(record))
    return storage, game


async def test_f_in_the_review_plays_on_from_the_card_on_show(tmp_path: Path) -> None:
    storage, game = _filed_game(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        review = await reviewed_from_history(pilot)
        for _ in range(5):
            await pilot.press("right")
        await pilot.pause()
        # From the computer's turn it would choose again: only a person's card is offered.
        while review._to_play() is not None and review._to_play()[0] != 0:  # type: ignore[index]
            assert review.check_action("play_on", ()) is False
            await pilot.press("right")
            await pilot.pause()
        kept = review.replay.decisions_at(review.at)
        shown = review.moment.views
        await pilot.press("f")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        practice = app.game
        assert practice is not None and practice is not game
        assert (practice.practice, practice.practice_from) == (1, kept)
        assert practice.decisions[:kept] == game.decisions[:kept]
        # The table is the one the review showed: the same cards in hand, the same trick.
        assert [v.hand for v in shown] == [practice.view(s).hand for s in (0, 1)]
        assert shown[0].hand_number == practice.hand.number
        # The header says it is practice, played on rather than dealt again.
        await wait_until(pilot, lambda: "practice from hand 1" in str(app.sub_title))


async def test_at_the_end_of_the_hand_there_is_nothing_to_play_on(tmp_path: Path) -> None:
    storage, _game = _filed_game(tmp_path / "data")
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=(120, 40)) as pilot:
        review = await reviewed_from_history(pilot)
        while review._to_play()[0] != 0:  # type: ignore[index]
            await pilot.press("right")
            await pilot.pause()
        assert review.check_action("play_on", ()) is True
        await pilot.press("end")
        await pilot.pause()
        assert review.check_action("play_on", ()) is False
        await pilot.press("f")
        await pilot.pause()
        assert app.screen is review
