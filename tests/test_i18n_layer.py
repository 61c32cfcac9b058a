"""Words come back as written until a catalog is installed, then as the catalog says."""

from __future__ import annotations

import gettext

from spades_tui import i18n


class Shouting(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return message.upper()

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return (singular if n == 1 else plural).upper()


def test_words_follow_the_installed_catalog() -> None:
    assert i18n._("Your lead") == "Your lead"
    assert i18n.ngettext("one trick", "{n} tricks", 2) == "{n} tricks"
    i18n.install(Shouting())
    try:
        assert i18n._("Your lead") == "YOUR LEAD"
        assert i18n.ngettext("one trick", "{n} tricks", 1) == "ONE TRICK"
    finally:
        i18n.install(gettext.NullTranslations())
    assert i18n._("Your lead") == "Your lead"
