"""The one place words are looked up in the player's language.

Every player-visible sentence goes through ``_()`` (or ``ngettext()`` when it counts something),
called when the words are painted, so that a change of language shows on the next paint. Until a
catalog is installed the words come back as written, in English.
"""

from __future__ import annotations

import gettext

_catalog: gettext.NullTranslations = gettext.NullTranslations()


def _(message: str) -> str:
    return _catalog.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    return _catalog.ngettext(singular, plural, count)


def install(catalog: gettext.NullTranslations) -> None:
    """Use this catalog from now on (NullTranslations: the words as written)."""
    global _catalog
    _catalog = catalog
