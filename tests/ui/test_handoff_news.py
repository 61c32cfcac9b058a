"""What the hand-off tells the next player of the hand just scored reads whole."""

from __future__ import annotations

from ui_helpers import _tricks_done, app_for, position, screen_text, wait_until

from spades_tui.core.game import Phase
from spades_tui.ui.screens.handoff import HandoffScreen


async def test_a_hands_score_keeps_its_totals_on_one_line() -> None:
    """At 80x24 the hand's score and the totals it left stand on one line, not parted as
    "totals −30" above "and 38"."""
    game = position(5, stop=lambda g: g.phase is Phase.PLAY and _tricks_done(g) == 12)
    app = app_for(game)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(12):  # the last trick, its summary and the hand-offs, until the score
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, HandoffScreen) and "scored" in " ".join(screen.news()):
                break
            await wait_until(pilot, lambda s=screen: getattr(s, "armed", True))
            await pilot.press("enter")
        else:
            raise AssertionError("no hand-off told of the hand's score")
        scored = next(line for line in screen.news() if "scored" in line)
        assert scored in screen_text(app)
