"""Names under the cards of a trick stay apart, however long they are."""

from __future__ import annotations

from spades_tui.ui.widgets.trick import Slot, TrickView


def test_long_names_are_cut_with_a_mark_and_a_gap_between_them() -> None:
    view = TrickView()
    view.show([Slot(12, "heuristic (1)", "led"), Slot(25, "heuristic (2)")])
    caption_row = view.render().plain.splitlines()[5]
    names = caption_row.split()
    assert names == ["heuristic…", "heuristic…"]
    assert "heuristic (heuristic" not in caption_row


def test_short_names_are_left_whole() -> None:
    view = TrickView()
    view.show([Slot(12, "Ann"), Slot(25, "Bob")])
    assert view.render().plain.splitlines()[5].split() == ["Ann", "Bob"]
