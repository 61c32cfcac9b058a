"""The Footer's key descriptions in the player's language, looked up as the Footer paints.

Bindings are declared once, with English descriptions marked for the catalog (``N_``); the
Footer builds one ``FooterKey`` per binding each time it recomposes, so looking the words up
there makes every screen's keys follow the language without rebuilding any binding.
"""

from __future__ import annotations

from typing import Any

from textual.widgets import _footer

from spades_tui.i18n import N_, NP_, _, pgettext

# Textual's own key description for the command palette, so the catalog has it too.
TEXTUAL_WORDS = (N_("palette"),)

# Keys Textual names itself, in lower-case English ("esc", "space"), where no binding gives a
# name of its own, and the arrows' plain ASCII name ("up/dn"): the language names them on the
# key cap, as it names every other key.
KEY_CAPS = {
    "esc": NP_("key cap", "esc"),
    "space": NP_("key cap", "space"),
    "up/dn": NP_("key cap", "up/dn"),
}

_original_init = _footer.FooterKey.__init__


def _translated_init(
    self: _footer.FooterKey, key: str, key_display: str, description: str, *args: Any, **kwargs: Any
) -> None:
    if key_display in KEY_CAPS:
        key_display = pgettext("key cap", KEY_CAPS[key_display])
    _original_init(self, key, key_display, _(description) if description else "", *args, **kwargs)


def install() -> None:
    """Translate the descriptions from now on (idempotent)."""
    _footer.FooterKey.__init__ = _translated_init  # type: ignore[method-assign]
