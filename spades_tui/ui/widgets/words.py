"""A label whose words are looked up as it paints, so a change of language shows at once."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.visual import Visual, visualize
from textual.widgets import Static

from spades_tui.i18n import _, current


class Words(Static):
    """Shows ``message`` (marked with ``N_``) in the language in use when it is painted; a
    function instead of a message words it itself (a number or name put in).

    A plain ``Static(_(...))`` keeps the language it was made in; this one is worded again
    after every change of language, without the screen being built again (which would lose
    its focus and whatever was typed).
    """

    def __init__(
        self,
        message: str | Callable[[], str] = "",
        *,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(markup=False, id=id, classes=classes)
        self.message = message
        self._worded: tuple[str, Visual] | None = None

    @property
    def visual(self) -> Visual:
        language = current()
        if self._worded is None or self._worded[0] != language:
            message = self.message
            words = Text(message() if callable(message) else _(message) if message else "")
            self._worded = (language, visualize(self, words, markup=False))
        return self._worded[1]

    def say(self, message: str | Callable[[], str]) -> None:
        """Show another message (marked with ``N_``, or a function) from now on."""
        self.message = message
        self._worded = None
        self.refresh(layout=True)
