"""A field for a whole number that says why a key does not go in, instead of only beeping."""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.widgets import Input

from spades_tui.i18n import N_
from spades_tui.ui.widgets.typed_input import TypedInput
from spades_tui.ui.widgets.words import Words


class WholeNumberInput(TypedInput):
    """An integer field that says why a typed letter does not appear, instead of only beeping.

    It says so where the player is looking: in place of the field's ``help`` beside it, until
    a digit is typed or the field is left, when the help comes back.
    """

    def __init__(self, value: str, help: Words, **kwargs: object) -> None:
        super().__init__(value, type="integer", compact=True, **kwargs)  # type: ignore[arg-type]
        self.help = help
        self._help_message: str | Callable[[], str] | None = None  # while refused: the help

    def replace(self, text: str, start: int, end: int) -> None:
        # Typing and pasting come here. The help writes a negative limit with the minus sign
        # ("−100"), and a player may copy it from there: it is taken as a keyboard's hyphen.
        super().replace(text.replace("−", "-"), start, end)

    def restricted(self) -> None:
        super().restricted()
        if self._help_message is None:
            self._help_message = self.help.message
        self.help.add_class("-refused")
        self.help.say(N_("Only digits here."))  # short: one line beside the field at 80x24

    def _unrefuse(self) -> None:
        if self._help_message is not None:
            self.help.remove_class("-refused")
            self.help.say(self._help_message)
            self._help_message = None

    @on(Input.Changed)
    def _typed(self) -> None:
        self._unrefuse()

    def on_blur(self) -> None:
        self._unrefuse()
