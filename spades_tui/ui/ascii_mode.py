"""Plain ASCII drawing for terminals without Unicode: every border, scrollbar and key label,
and the signs of every message (a translation's dashes and ellipses).

Textual draws borders and scrollbars from tables of box-drawing characters that no style can
swap. While an app runs in ASCII mode those tables hold ASCII instead (``+-|`` and ``#``), and
the originals come back when it ends, so a later app in the same process is unaffected.
"""

from __future__ import annotations

from functools import partial
from typing import Any, ClassVar

from textual import _border
from textual.scrollbar import ScrollBar, ScrollBarRender

from spades_tui import i18n
from spades_tui.words.cards import plain

# Border types that draw nothing stay as they are.
_BLANK = ("", "none", "hidden", "blank", "ascii")
_saved: dict[str, Any] = {}

# Key names the Footer would draw as arrows or symbols.
KEY_WORDS = {
    "⏎": "Enter",
    "←": "Left",
    "→": "Right",
    "↑": "Up",
    "↓": "Down",
    "←→": "Left/Right",
    "↑↓": "Up/Down",
    "⌫": "Backspace",
    "⇥": "Tab",
    "␣": "Space",
    "–": "-",  # the dash of a range of keys, 1–9
}


class AsciiScrollBarRender(ScrollBarRender):
    VERTICAL_BARS: ClassVar[list[str]] = ["#"] * 7 + [" "]
    HORIZONTAL_BARS: ClassVar[list[str]] = ["#"] * 7 + [" "]


def enter() -> None:
    if _saved:
        return
    _saved["chars"] = dict(_border.BORDER_CHARS)
    _saved["locations"] = dict(_border.BORDER_LOCATIONS)
    _saved["renderer"] = ScrollBar.renderer
    for name in list(_border.BORDER_CHARS):
        if name not in _BLANK:
            _border.BORDER_CHARS[name] = _border.BORDER_CHARS["ascii"]  # type: ignore[index]
            _border.BORDER_LOCATIONS[name] = _border.BORDER_LOCATIONS["ascii"]  # type: ignore[index]
    _border.get_box.cache_clear()
    ScrollBar.renderer = AsciiScrollBarRender
    i18n.write_plain(partial(plain, ascii_only=True))


def leave() -> None:
    if not _saved:
        return
    _border.BORDER_CHARS.update(_saved.pop("chars"))
    _border.BORDER_LOCATIONS.update(_saved.pop("locations"))
    ScrollBar.renderer = _saved.pop("renderer")
    _border.get_box.cache_clear()
    i18n.write_plain(None)


def key_words(display: str) -> str:
    """A key label in letters: "⏎" -> "Enter", "←→" -> "Left/Right"."""
    if display in KEY_WORDS:
        return KEY_WORDS[display]
    return "".join(KEY_WORDS.get(ch, ch) for ch in display)
