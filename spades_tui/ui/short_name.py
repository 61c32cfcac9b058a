"""One way of shortening a player's name to fit a column: cut, with an ellipsis.

Names run up to 20 characters, and a score box or a table column may have room for 12. A bare
cut ("Maximilian A", or "Maximilian " with its trailing space) reads as the whole name; the
ellipsis says there is more, and a space before it is dropped so no gap is left.
"""

from __future__ import annotations

ELLIPSIS = "…"


def short_name(name: str, room: int, ascii_only: bool = False) -> str:
    """``name`` in at most ``room`` characters (at least one)."""
    room = max(1, room)
    if len(name) <= room:
        return name
    mark = "..." if ascii_only else ELLIPSIS
    if room <= len(mark):
        return name[:room]
    return name[: room - len(mark)].rstrip() + mark
