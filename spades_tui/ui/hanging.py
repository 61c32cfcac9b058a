"""Lines that wrap under their own words: a wrapped line continues indented, not at the margin.

The review is a long list of indented lines ("  Trick 3: 5♥ cost you your bid…"); when a
narrow terminal wraps one, its second half must not look like a new line of the list.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text

EXTRA = 2  # how much deeper than the line's own start a wrapped part begins


class Hanging:
    """``text`` wrapped to the width it is given, its continuation lines indented."""

    def __init__(self, text: Text) -> None:
        self.text = text

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        plain = self.text.plain
        indent = len(plain) - len(plain.lstrip(" ")) + EXTRA
        width = options.max_width
        if cell_len(plain) <= width or width <= indent + 10:
            yield Text.assemble(self.text, no_wrap=True, overflow="fold")
            return
        # Wrapping every part at the narrower width keeps each continuation inside the screen.
        parts = self.text.wrap(console, width - indent)
        out = Text(no_wrap=True, overflow="fold")
        for i, part in enumerate(parts):
            if i:
                out.append("\n" + " " * indent)
            out.append_text(part)
        yield out


def hanging_lines(lines: Iterable[Text]) -> list[Hanging]:
    return [Hanging(line) for line in lines]
