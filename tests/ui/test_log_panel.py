"""The side log wraps a long line instead of cutting it, and keeps the newest lines whole."""

from __future__ import annotations

from textual.app import App, ComposeResult

from spades_tui.ui.widgets.log_panel import LogPanel

LINES = [
    "Hand 1: You draw first",
    "Computer took draft turn 2 of 13",
    "You kept K♦, discarded 2♦",
    "Computer took draft turn 3 of 13",
]


class OnePanel(App[None]):
    CSS = "LogPanel { width: 20; height: 5; }"

    def compose(self) -> ComposeResult:
        yield LogPanel(id="log")


async def test_long_lines_wrap_and_the_newest_show_whole() -> None:
    app = OnePanel()
    async with app.run_test(size=(40, 10)) as pilot:
        panel = app.query_one(LogPanel)
        panel.show(LINES, "ellipsis")
        await pilot.pause()
        rows = str(panel.render()).splitlines()
        assert rows == [
            "You kept K♦,",
            "  discarded 2♦",
            "Computer took draft",
            "  turn 3 of 13",
        ]
        assert all(len(row) <= 20 for row in rows)


async def test_a_line_too_long_for_the_room_left_shows_its_end_rather_than_blank_rows() -> None:
    reason = (
        "Why Computer bid 5: worth about 5.2 tricks on its own, about 6.5 after the other "
        "bid of 4; counting on A♥ K♦ A♣; about 13 points more than 4"
    )
    app = OnePanel()
    async with app.run_test(size=(40, 10)) as pilot:
        panel = app.query_one(LogPanel)
        panel.show([reason, "Hand 2: You draw first"], "ellipsis")
        await pilot.pause()
        rows = str(panel.render()).splitlines()
        assert len(rows) == 5 and rows[-2:] == ["Hand 2: You draw", "  first"]
        assert rows[0].startswith("…") and rows[2].endswith("than 4")
