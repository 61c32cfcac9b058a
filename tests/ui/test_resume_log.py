"""A continued game remembers what each player was told: the log and the hand-off's news."""

from __future__ import annotations

from pathlib import Path

from ui_helpers import SIZE, position, screen_text, wait_until

from spades_tui.core import events as ev
from spades_tui.core.game import Phase
from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.home import HomeScreen
from spades_tui.ui.screens.table import TableScreen


def mid_second_hand(heard: tuple[list, list]):
    return position(
        7,
        stop=lambda g: (
            g.hand.number == 2
            and g.phase is Phase.PLAY
            and len(g.hand.tricks) == 3
            and len(g.hand.tricks[-1].cards) == 1
        ),
        heard=heard,
    )


async def wait_for(pilot, kind) -> None:  # type: ignore[no-untyped-def]
    """Until a screen of ``kind`` is up with something drawn on it."""
    await wait_until(
        pilot, lambda: isinstance(pilot.app.screen, kind) and screen_text(pilot.app).strip()
    )


async def test_a_continued_hot_seat_game_has_its_log_and_news_back(tmp_path: Path) -> None:
    heard: tuple[list, list] = ([], [])
    game = mid_second_hand(heard)
    storage = Storage(tmp_path)
    storage.save(game)
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, HomeScreen)
        await pilot.press("c")
        await wait_for(pilot, HandoffScreen)
        # Each seat's log is what it heard while the game was played, not only where it is.
        assert app.flow.logs[0] == heard[0] and app.flow.logs[1] == heard[1]
        seat = game.to_act
        # The news is what came after this player's last card: the other player's card.
        last = heard[seat][-1]
        played = [e for e in heard[seat] if isinstance(e, ev.CardPlayed)][-1]
        assert played.seat != seat and last is not played
        text = screen_text(app)
        assert app.flow.words([played], seat)[0] in text
        assert "draw first" not in text  # not the start of a hand, which was long ago
        await pilot.press("enter")
        assert isinstance(app.screen, TableScreen)
        bid_lines = app.flow.words([e for e in heard[seat] if isinstance(e, ev.BidMade)], seat)
        assert set(bid_lines) <= set(app.flow.words(app.flow.logs[seat], seat))
