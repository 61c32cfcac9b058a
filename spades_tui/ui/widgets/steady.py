"""Widgets that let a repaint with nothing new go by.

The table paints every one of its parts after each move, though most of them show what they
showed before. Each update of a Static makes Textual lay the whole screen out again and paint
the widget afresh, which on a busy table was most of the cost of a move (and of every frame a
browser guest is sent). Here an update that shows the same thing is let go by.
"""

from __future__ import annotations

from rich.text import Text
from textual.visual import VisualType
from textual.widget import Widget
from textual.widgets import Static


def sameness(content: object) -> object:
    """What decides how ``content`` looks, to compare with what is shown; None when it
    cannot be told (a renderable other than text), so that it is always painted."""
    if isinstance(content, str):
        return ("str", content)
    if isinstance(content, Text):
        return (
            "text",
            content.plain,
            content.style,
            tuple(content.spans),
            content.justify,
            content.overflow,
            content.no_wrap,
            content.end,
            content.tab_size,
        )
    return None


class SteadyStatic(Static):
    """A Static whose update with the content already on show changes nothing."""

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        new = sameness(content)
        if new is not None and new == sameness(self.content):
            return
        super().update(content, layout=layout)


def set_border_title(widget: Widget, title: str) -> None:
    """Set a border title only when it changes: Textual repaints the widget on every set."""
    if widget.border_title != title:
        widget.border_title = title
