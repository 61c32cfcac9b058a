"""How a file name, a path or a typed value is quoted in a message: control characters escaped.

A file may be named ``\\x1b]0;title\\x07.json`` and a setting may hold escape codes: printed as
they are, they would drive the terminal (retitle it, move the cursor, hide the text after
them) instead of being read. Every message that repeats something it was given passes it
through ``shown`` first, so the person sees what is there, and the terminal gets only text.
"""

from __future__ import annotations


def shown(value: object) -> str:
    """``str(value)`` with every character that is not printable written as its escape.

    Printable text (letters of any script, accents, spaces) is kept as it is; an escape, a
    bell, a newline or an invisible direction mark becomes ``\\x1b``, ``\\x07``, ``\\n``,
    ``\\u202e``. The result is printable, so ``shown(shown(x)) == shown(x)``.
    """
    text = str(value)
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)
