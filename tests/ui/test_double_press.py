"""Enter pressed twice, or held down, chooses once: a key that comes as a new decision
appears was pressed for the one before, and would choose a card nobody has looked at yet
(the next draft card kept unseen, a card played blind)."""

from __future__ import annotations

import pytest
from ui_helpers import SIZE, app_for, past_the_hand_off, position, wait_until

from spades_tui.core.game import Phase
from spades_tui.ui.screens import table_paint
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.screens.table_paint import TablePaint
from spades_tui.ui.setup import HUMAN


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The table's clock, moved by the test: the grace lasts one second of it."""
    now = [0.0]
    monkeypatch.setattr(table_paint, "clock", lambda: now[0])
    monkeypatch.setattr(TablePaint, "DECISION_GRACE", 1.0)
    return now


async def test_a_second_enter_as_the_next_draft_card_comes_up_keeps_nothing(clock) -> None:
    game = position(seed=9, stop=lambda g: g.phase is Phase.DRAFT and g.to_act == 0)
    app = app_for(game, (HUMAN, "random"))
    async with app.run_test(size=SIZE) as pilot:
        await past_the_hand_off(app, pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        await wait_until(pilot, lambda: table.kind == "draft")
        turns = len(game.hand.draft)
        clock[0] = 5.0  # the first card has been looked at
        await pilot.press("enter")  # keeps it; the computer drafts; the next card comes up
        await wait_until(pilot, lambda: len(game.hand.draft) == turns + 2 and table.kind)
        for _ in range(3):
            await pilot.press("enter")  # at once, as a double press or a key held down
        await pilot.pause()
        assert len(game.hand.draft) == turns + 2
        clock[0] = 5.9  # still within a second of the last of those keys
        await pilot.press("enter")
        await pilot.pause()
        assert len(game.hand.draft) == turns + 2
        clock[0] = 7.0  # a quiet moment, then a key: that one chooses
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(game.hand.draft) > turns + 2)


async def test_a_second_enter_after_a_hands_summary_does_not_answer_the_double_nil_offer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Enter pressed twice on a hand's summary: the second answered the next hand's double
    nil offer ("No") unseen, the table's grace (0.35 s) being shorter than the double press."""
    from ui_helpers import _tricks_done, until_summary

    from spades_tui.ui.screens.scores import HandOverScreen

    now = [10.0]
    monkeypatch.setattr(table_paint, "clock", lambda: now[0])
    monkeypatch.setattr(TablePaint, "DECISION_GRACE", 0.35)  # the game's own graces
    monkeypatch.setattr(TablePaint, "REVEAL_GRACE", 0.5)
    game = position(5, stop=lambda g: g.phase is Phase.PLAY and _tricks_done(g) == 12)
    app = app_for(game, (HUMAN, "random"))
    async with app.run_test(size=SIZE) as pilot:
        await until_summary(pilot)
        summary = app.screen
        assert isinstance(summary, HandOverScreen)
        await wait_until(pilot, lambda: summary.armed)
        await pilot.press("enter")  # closes the summary
        table = app.screen
        assert isinstance(table, TableScreen)
        await wait_until(pilot, lambda: table.kind == "double_nil" and game.to_act == 0)
        decided = game.actions_applied
        now[0] = 10.42  # the second press of a double press
        await pilot.press("enter")
        await pilot.pause()
        assert game.actions_applied == decided and game.phase is Phase.DOUBLE_NIL
        now[0] = 12.0  # a quiet moment, then a key: that one answers
        await pilot.press("enter")
        await wait_until(pilot, lambda: game.actions_applied > decided)
