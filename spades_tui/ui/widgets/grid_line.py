"""A line of text in a grid, measured by the columns it spans.

Textual finds the height of a grid row sized ``auto`` by measuring each of its widgets at the
width of the row's first column, even for a widget that spans more columns: a line under the
whole table at 80x24 would be measured at the felt's 56 columns and could be given a second,
empty row. This one measures itself at the width it is really given.
"""

from __future__ import annotations

from textual.geometry import Size

from spades_tui.ui.widgets.steady import SteadyStatic


class GridLine(SteadyStatic):
    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if (self.styles.column_span or 1) > 1:  # the grid is as wide as its spanning lines
            width = max(width, container.width - self.styles.gutter.width)
        return super().get_content_height(container, viewport, width)
