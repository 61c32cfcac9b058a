"""A box shown over the table sits over the table, not over the side panel beside it.

Centred on the whole terminal, a summary or an exchange box covered part of the side panel
and left the rest of its frame showing to the right, cut in the middle. So a box over a
table is moved left by half the panel's width (app.tcss), which is wider on a large
terminal.
"""

from __future__ import annotations

from textual.screen import Screen


def fit_over_the_table(screen: Screen[object]) -> None:
    """Set the classes that place ``screen``'s box: called on mount and on every resize."""
    from spades_tui.ui.screens.table_paint import LARGE_AT, TablePaint

    stack = screen.app.screen_stack
    if screen not in stack:
        return
    at = stack.index(screen)
    over = at > 0 and isinstance(stack[at - 1], TablePaint)
    width, height = screen.app.size
    screen.set_class(over, "-over-table")
    screen.set_class(over and width >= LARGE_AT[0] and height >= LARGE_AT[1], "-large")
