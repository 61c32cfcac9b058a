"""A name with wide characters is fitted by the cells it takes, not by its characters."""

from __future__ import annotations

from rich.cells import cell_len
from ui_helpers import position

from spades_tui.core.game import Phase
from spades_tui.ui.short_name import short_name
from spades_tui.ui.widgets.scoreboard import scoreboard_text
from spades_tui.ui.widgets.trick import Slot, TrickView

WIDE = "Zoë🂡😀中文字WWWW"


def test_a_wide_name_is_cut_to_the_cells_it_is_given() -> None:
    for room in range(1, 20):
        assert cell_len(short_name(WIDE, room)) <= room, room
    assert short_name(WIDE, cell_len(WIDE)) == WIDE


def test_the_score_box_lines_keep_their_width_with_a_wide_name() -> None:
    game = position(5, names=(WIDE, "Bob"), stop=lambda g: g.phase is Phase.PLAY)
    for width in (20, 34):
        lines = scoreboard_text(game.view(0), you=0, width=width).split("\n")
        assert [line.cell_len for line in lines] == [width] * 4, [x.plain for x in lines]
        assert lines[0].plain.rstrip().endswith("0") and "(you)" in lines[0].plain


def test_trick_captions_with_wide_names_keep_the_rows_even() -> None:
    view = TrickView()
    view.show([Slot(12, WIDE, "led"), Slot(25, "中文字中文字")])
    rows = view.render().split("\n")
    assert len({row.cell_len for row in rows}) == 1, [row.plain for row in rows]
    caption = rows[5].plain
    assert "…" in caption and "中" in caption
