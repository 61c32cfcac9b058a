"""The scoreboard says each total, the bags and the points still to go, in words."""

from __future__ import annotations

from textual.widgets import Static
from ui_helpers import app_for, position, wait_until

from spades_tui.core.game import Phase
from spades_tui.ui.setup import HUMAN
from spades_tui.ui.widgets.scoreboard import Scoreboard, scoreboard_text


def test_each_seat_has_its_total_bags_and_points_to_go() -> None:
    game = position(5, stop=lambda g: g.hand.number == 3 and g.phase is Phase.DRAFT)
    view = game.view(0)
    lines = scoreboard_text(view, you=0, width=28).plain.splitlines()
    assert len(lines) == 4
    for seat in (0, 1):
        name_line, detail = lines[2 * seat], lines[2 * seat + 1]
        assert name_line.startswith(view.names[seat]) and name_line.endswith(str(view.scores[seat]))
        assert detail.startswith(f"bags {view.bags[seat]}/{view.rules.bag_limit}")
        assert detail.endswith(f"{max(0, view.rules.target - view.scores[seat])} to go")
        assert len(detail) <= 28
    assert "(you)" in lines[0] and "(you)" not in lines[2]


async def test_a_narrower_terminal_keeps_the_scoreboard_four_lines_high() -> None:
    """From 120x40 down to 80x24 the lines are made again for the narrower panel, instead of
    the wide ones wrapped into twice the height."""
    game = position(5, stop=lambda g: g.phase is Phase.DRAFT and g.to_act == 0)
    app = app_for(game, (HUMAN, "heuristic"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(Scoreboard)
        assert board.content_size.height == 4
        wide = board.content_size.width
        await pilot.resize_terminal(80, 24)
        await wait_until(pilot, lambda: board.content_size.width < wide)  # laid out again
        await wait_until(pilot, lambda: board.content_size.height == 4)
        lines = str(Static.render(board)).splitlines()
        assert all(len(line) <= board.content_size.width for line in lines)
