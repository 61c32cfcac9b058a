"""Where a notice stands on the table: at the foot of the side panel, clear of the score.

A notice that matters stays up for long (ui/notices.py), and a notice used to lie over the
score at the top right (and before that over the hand, at the bottom right). On the table a
notice now stands at the foot of the side panel (above the hand at 80x24, beside it on a
large terminal, where the panel runs the whole height), and grows upwards: a
short one lies over the empty foot of the panel (or the log, where there is room for one), a
long one over what this seat knows as well, and only notices that would not fit below it
reach the score; none ever reaches a hand. The place follows the table's layout as the
terminal's size and the panels on show change.

A box over the table (a hand's summary, a game that cannot go on) shows the notices in the
same place, beside the box: at Textual's own place they lay over the box's frame and the
hand. The table's own are hidden under it (app.tcss).
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets._toast import ToastRack

# Where each screen's notices were last placed: setting the same place again would lay the
# screen out again, which calls back here, for ever.
_placed: WeakKeyDictionary[ToastRack, tuple[int, int]] = WeakKeyDictionary()


def keep_notices_clear_of_the_score(screen: Screen[object]) -> None:
    """Place the screen's notices now and after every change of its layout (and those of a
    box over it, which follow the same layout)."""
    screen.screen_layout_refresh_signal.subscribe(screen, lambda _screen: _place_all(screen))


def _place_all(table: Screen[object]) -> None:
    """Place the table's notices, and those of a box over it (class set by
    screens/over_the_table.py), whose place the table's layout decides."""
    place(table)
    stack = table.app.screen_stack
    above = stack.index(table) + 1 if table in stack else len(stack)
    if above < len(stack) and stack[above].has_class("-over-table"):
        place(stack[above], table)


def place(screen: Screen[object], table: Screen[object] | None = None) -> None:
    """Place ``screen``'s notices by the layout of ``table`` (the screen itself when None):
    the table, or a box over it."""
    table = screen if table is None else table
    try:
        rack = screen.query_one(ToastRack)
        side, score = table.query_one("#side").region, table.query_one("#score").region
    except NoMatches:
        return
    if not side.area or not score.area:
        return  # not laid out yet
    # Under the panel: at 80x24 the hand, its lines and the footer; on a large terminal,
    # where the hand lies left of the panel, only the footer.
    below = table.size.height - side.bottom
    # Up to the top of the panel: notices stack from its foot, so they reach the score only
    # when they need the room. Held under the score, three notices at 80x24 (the code to
    # come back with, a lost connection, the other player gone) cut off the newest, which
    # held the code.
    room = max(1, side.bottom - side.y)
    if _placed.get(rack) != (below, room):
        _placed[rack] = (below, room)
        rack.styles.margin = (0, 0, below, 0)
        rack.styles.max_height = room
