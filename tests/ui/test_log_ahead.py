"""Deciding ahead in hot-seat, the log tells the person what their own draft turns gave, as
they take them: the core tells of a turn taken ahead only when the strict order reaches it,
but the person has already seen what it gave."""

from __future__ import annotations

from ui_helpers import SIZE, hotseat_app, wait_until

from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.table import TableScreen


def drafted(app) -> int:  # type: ignore[no-untyped-def]
    """How many of the seat on screen's own draft turns its view shows done."""
    return len(app.screen.view.draft) if isinstance(app.screen, TableScreen) else -1


def deciding_on(app, kind: str) -> bool:  # type: ignore[no-untyped-def]
    """The table asks the seat on screen for a decision of ``kind``."""
    screen = app.screen
    return isinstance(screen, TableScreen) and screen.kind == kind


def kept_lines(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [line for line in app.screen.lines if line.startswith(("You kept", "You rejected"))]


async def test_the_log_names_each_draft_turn_taken_ahead() -> None:
    app = hotseat_app(seed=5)
    async with app.run_test(size=SIZE) as pilot:

        def deciding(kind: str) -> bool:
            return deciding_on(app, kind)

        def handed_off() -> bool:
            return isinstance(app.screen, HandoffScreen)

        for keys, kind in ((["enter"], "double_nil"), (["n"], "draft")):
            await pilot.press(*keys)
            await wait_until(pilot, lambda k=kind: deciding(k))
        await pilot.press("k")  # Ann's turn 1; then Bob answers the double-nil offer
        await wait_until(pilot, handed_off)
        await pilot.press("enter")
        await wait_until(pilot, lambda: deciding("double_nil"))
        await pilot.press("n")  # and takes all his draft turns in one sitting
        for turn, key in enumerate("kkrk", start=1):
            await wait_until(pilot, lambda t=turn: deciding("draft") and drafted(app) == t - 1)
            await pilot.press(key)
        await wait_until(pilot, lambda: drafted(app) == 4)
        lines = kept_lines(app)
        assert len(lines) == 4, lines  # turn 1 was on turn; turns 2 to 4 are ahead of Ann's
        assert lines[2].startswith("You rejected"), lines


async def test_a_person_drafting_ahead_is_told_why_the_keyboard_stays() -> None:
    app = hotseat_app(seed=5)
    async with app.run_test(size=SIZE) as pilot:

        def deciding(kind: str) -> bool:
            return deciding_on(app, kind)

        def note() -> str:
            return str(app.screen.query_one("#note").render())

        said = "You draft on: Ann's turns cannot change the cards you draw."
        await pilot.press("enter")
        await wait_until(pilot, lambda: deciding("double_nil"))
        await pilot.press("n")
        await wait_until(pilot, lambda: deciding("draft"))
        assert "You draft on" not in note()  # on turn: nothing to explain
        await pilot.press("k")  # Ann's turn 1; then Bob answers the double-nil offer
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.press("enter")
        await wait_until(pilot, lambda: deciding("double_nil"))
        await pilot.press("n")
        await wait_until(pilot, lambda: deciding("draft") and drafted(app) == 0)
        assert "You draft on" not in note()  # Bob's turn 1 is on turn
        await pilot.press("k")  # his turn 2 comes ahead of Ann's
        await wait_until(pilot, lambda: deciding("draft") and drafted(app) == 1)
        await wait_until(pilot, lambda: said in note())
