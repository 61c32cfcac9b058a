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


async def test_the_first_hand_off_of_a_game_says_so_far_not_since_your_last_turn() -> None:
    # "Since your last turn: Hand 1: Ann draws first" stood before anyone had had a turn.
    from ui_helpers import hotseat_app

    app = hotseat_app(seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        text = screen_text(app)
        assert "So far:" in text and "Since your last turn" not in text
        await wait_until(pilot, lambda: app.screen.armed)
        await pilot.press("enter")  # Ann is ready; her double-nil answer, then a draft turn
        await wait_until(pilot, lambda: not isinstance(app.screen, HandoffScreen))
        await pilot.press("n")
        for _ in range(30):  # Ann's draft turns, until the keyboard goes to Bob
            await pilot.pause(0.1)
            if isinstance(app.screen, HandoffScreen):
                break
            await pilot.press("k")
        assert isinstance(app.screen, HandoffScreen) and "Bob" in screen_text(app)
        assert "So far:" in screen_text(app)  # Bob has had no turn either


async def test_the_hand_off_says_the_other_player_has_drafted_and_bid_ahead() -> None:
    """Bob took all his draft turns and his bid in one sitting; Ann's hand-off said only "Bob
    took draft turn 1 of 13", the one turn the game had counted yet."""
    from ui_helpers import hotseat_app

    from spades_tui.ui.screens.table import TableScreen

    def deciding(kind: str) -> bool:
        return isinstance(app.screen, TableScreen) and app.screen.kind == kind

    app = hotseat_app(seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.press("enter")
        await wait_until(pilot, lambda: deciding("double_nil"))
        await pilot.press("n")
        await wait_until(pilot, lambda: deciding("draft"))
        await pilot.press("k")  # Ann's first turn: then Bob's double-nil answer
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.press("enter")
        await wait_until(pilot, lambda: deciding("double_nil"))
        await pilot.press("n")
        for _ in range(13):  # all of Bob's draft turns, ahead of Ann's
            await wait_until(pilot, lambda: deciding("draft"))
            await pilot.press("k")
        await wait_until(pilot, lambda: deciding("bidding"))
        await pilot.press("4", "enter")  # his bid, ahead too: then Ann's turn 2
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        text = screen_text(app)
        assert "Bob took draft turn 1 of 13" in text
        assert "Bob has made their other draft choices already" in text
        said = " ".join(line.strip(" │") for line in text.splitlines())
        assert "draft choices already: each takes effect as you draft." in said
        assert "Bob has bid already" in text and "Bob bid" not in text
