"""One way of shortening a player's name to fit a column: cut, with an ellipsis.

Names run up to 20 characters, and a score box or a table column may have room for 12. A bare
cut ("Maximilian A", or "Maximilian " with its trailing space) reads as the whole name; the
ellipsis says there is more, and a space before it is dropped so no gap is left. Room is
counted in terminal cells, not characters: a wide character (中, 😀) takes two.
"""

from __future__ import annotations

from rich.cells import cell_len

ELLIPSIS = "…"


def cut_to_cells(text: str, room: int) -> str:
    """The longest start of ``text`` that takes at most ``room`` cells."""
    out, used = [], 0
    for char in text:
        width = cell_len(char)
        if used + width > room:
            break
        out.append(char)
        used += width
    return "".join(out)


def short_name(name: str, room: int, ascii_only: bool = False) -> str:
    """``name`` in at most ``room`` cells (at least one)."""
    room = max(1, room)
    if cell_len(name) <= room:
        return name
    mark = "..." if ascii_only else ELLIPSIS
    if room <= len(mark):
        return cut_to_cells(name, room)
    return cut_to_cells(name, room - len(mark)).rstrip() + mark
