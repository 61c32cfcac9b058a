"""The header's title and subtitle joined with the language's dash.

Textual joins them with an em dash ("Spades — against the computer"); Hungarian sets a dash
between words as an en dash with spaces ("Spades – a gép ellen"), so the join is a word of
the catalog.
"""

from __future__ import annotations

from textual.content import Content

from spades_tui.i18n import pgettext


class TitleInLanguage:
    def format_title(self, title: str, sub_title: str) -> Content:
        if not sub_title:
            return Content(title)
        dash = pgettext("between the header's title and subtitle", " — ")
        return Content.assemble(Content(title), (dash, "dim"), Content(sub_title).stylize("dim"))
