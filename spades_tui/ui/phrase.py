"""Sentences with names and cards in them, built as rich ``Text`` in the language's word order.

A translated sentence keeps its placeholders (``{name}``, ``{card}``) wherever its language puts
them; ``fill`` cuts the sentence at the placeholders and appends each value as data (a
person's name is never read as markup) or as ready-made styled ``Text`` (a card on its face).
The name at ``{name}`` is said as the language says it there (``i18n.spoken_name``: the
computer's default name is "a gép" inside a Hungarian sentence).
"""

from __future__ import annotations

import re

from rich.text import Text

from spades_tui.i18n import spoken_name

_FIELD = re.compile(r"\{(\w+)\}")


def fill(sentence: str, style: str = "", **values: str | int | Text) -> Text:
    """``sentence`` with each ``{name}`` replaced by ``values[name]``.

    The words and plain values are in ``style``; a value given as ``Text`` keeps its own
    style alone (a card stays as bright as on its face inside a dim sentence).
    """
    name = values.get("name")
    if isinstance(name, Text):
        said = spoken_name(name.plain, sentence)
        if said != name.plain:
            values["name"] = Text(said, style=name.style, end="")
    elif isinstance(name, str):
        values["name"] = spoken_name(name, sentence)
    if not any(isinstance(value, Text) for value in values.values()):
        # Plain values: one run of text in one style (values are still data, never markup).
        return Text(sentence.format(**values), style=style, end="")
    out = Text(end="")
    words = ""  # words and plain values run together until the next styled value
    at = 0
    for match in _FIELD.finditer(sentence):
        words += sentence[at : match.start()]
        value = values[match.group(1)]
        if isinstance(value, Text):
            if words:
                out.append(words, style)
            words = ""
            out.append_text(value)
        else:
            words += str(value)
        at = match.end()
    words += sentence[at:]
    if words:
        out.append(words, style)
    return out
