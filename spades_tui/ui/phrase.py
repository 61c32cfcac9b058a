"""Sentences with names and cards in them, built as rich ``Text`` in the language's word order.

A translated sentence keeps its placeholders (``{name}``, ``{card}``) wherever its language puts
them; ``fill`` cuts the sentence at the placeholders and appends each value as data (a
person's name is never read as markup) or as ready-made styled ``Text`` (a card on its face).
"""

from __future__ import annotations

import re

from rich.text import Text

_FIELD = re.compile(r"\{(\w+)\}")


def fill(sentence: str, style: str = "", **values: str | int | Text) -> Text:
    """``sentence`` with each ``{name}`` replaced by ``values[name]``, in ``style``."""
    out = Text(style=style, end="")
    at = 0
    for match in _FIELD.finditer(sentence):
        out.append(sentence[at : match.start()])
        value = values[match.group(1)]
        if isinstance(value, Text):
            out.append_text(value)
        else:
            out.append(str(value))
        at = match.end()
    out.append(sentence[at:])
    return out
