"""One way of shortening a player's name to fit a column: cut, with an ellipsis.

Names run up to 20 characters, and a score box or a table column may have room for 12. A bare
cut ("Maximilian A", or "Maximilian " with its trailing space) reads as the whole name; the
ellipsis says there is more, and a space before it is dropped so no gap is left. Room is
counted in terminal cells, not characters: a wide character (中, 😀) takes two.
"""

from __future__ import annotations

from collections.abc import Sequence
from os.path import commonprefix

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


def short_names(names: Sequence[str], room: int, ascii_only: bool = False) -> tuple[str, str]:
    """Two players' names, each in at most ``room`` cells, kept apart: two names alike but
    for their ends ("Egyszerű gép 1", "Egyszerű gép 2") lose their middles, not the ends
    that tell them apart ("Egyszerű g…1"), where a plain cut made both "Egyszerű gé…"."""
    first, second = (short_name(name, room, ascii_only) for name in names)
    if first != second or names[0] == names[1]:
        return first, second
    mark = "..." if ascii_only else ELLIPSIS
    # The ends after all the two share; if those are too long, the shortest ends that differ.
    alike = len(commonprefix([names[0], names[1]]))
    ends = [name[alike:] for name in names]
    if max(cell_len(end) for end in ends) > room - len(mark) - 1:
        longest = max(len(name) for name in names)
        k = next(k for k in range(1, longest + 1) if names[0][-k:] != names[1][-k:])
        ends = [name[-k:] for name in names]
    head = room - len(mark) - max(cell_len(end) for end in ends)
    if head < 1:
        return first, second  # no room to tell them apart: the cut as it is
    cut = [cut_to_cells(n, head).rstrip() + mark + end for n, end in zip(names, ends, strict=True)]
    return cut[0], cut[1]
