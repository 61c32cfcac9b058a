"""A field for a player's name that keeps to the length limit out loud.

Textual's ``max_length`` refuses a key or a paste that would go over the limit with only a
beep, so a pasted long name put in nothing at all and a typed one stopped without a word.
Here a paste keeps as much as fits, and the player is told where the limit is.
"""

from __future__ import annotations

import time

from spades_tui.i18n import _, ngettext
from spades_tui.settings import NAME_LIMIT
from spades_tui.ui.widgets.typed_input import TypedInput

NOTICE_SECONDS = 4.0


class NameInput(TypedInput):
    def __init__(self, value: str, **kwargs: object) -> None:
        kwargs.setdefault("compact", True)
        super().__init__(value, max_length=NAME_LIMIT, **kwargs)  # type: ignore[arg-type]
        self._told_at = -NOTICE_SECONDS

    def replace(self, text: str, start: int, end: int) -> None:
        start, end = sorted((max(0, start), min(len(self.value), end)))
        room = NAME_LIMIT - (len(self.value) - (end - start))
        if len(text) > room:
            self.restricted()
            text = text[: max(room, 0)]
            if not text:
                return
        super().replace(text, start, end)

    def refused(self) -> str:
        """The field is given the focus again, to mend its name: the sentence that says what
        a name may be, for the form to show."""
        self.focus()
        words = _("A name is 1 to {limit} characters, none of them control characters.")
        return words.format(limit=NAME_LIMIT)

    def restricted(self) -> None:
        now = time.monotonic()
        if now - self._told_at < NOTICE_SECONDS:
            return  # a held key or a long paste: once is enough while the notice shows
        self._told_at = now
        self.notify(
            ngettext(
                "A name can be at most {limit} character long.",
                "A name can be at most {limit} characters long.",
                NAME_LIMIT,
            ).format(limit=NAME_LIMIT),
            severity="warning",
            timeout=NOTICE_SECONDS,
        )
