"""A one-line choice among a few options, changed with arrows, Space, Enter or a click.

Lighter than a drop-down Select, which matters on the new-game screen: it is the first thing
painted at start-up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget

from spades_tui.i18n import N_
from spades_tui.i18n import _ as translate

# An option's label: words marked for the catalog (looked up when painted), data shown as it
# is (Text: a theme's name), or a function that words it when painted (a number in the
# language's way).
OptionLabel = str | Text | Callable[[], str]


class Cycle(Widget, can_focus=True):
    DEFAULT_CSS = """
    Cycle { height: 1; width: 1fr; background: $boost; }
    Cycle:focus { background: $primary 40%; }
    """

    BINDINGS = [
        Binding("left", "step(-1)", N_("Previous"), show=False),
        Binding("right,space,enter", "step(1)", N_("Next"), show=False),
    ]

    class Changed(Message):
        def __init__(self, cycle: Cycle, value: Any) -> None:
            self.cycle = cycle
            self.value = value
            super().__init__()

        @property
        def control(self) -> Cycle:
            return self.cycle

    def __init__(
        self,
        options: Sequence[tuple[OptionLabel, Any]],
        value: Any = None,
        *,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.options = list(options)
        values = [v for _, v in self.options]
        self.index = values.index(value) if value in values else 0

    @property
    def value(self) -> Any:
        return self.options[self.index][1]

    def label(self) -> str | Text:
        """The chosen option's label, looked up now (when painted), so a new language shows."""
        option = self.options[self.index][0]
        if isinstance(option, Text):
            return option
        if callable(option):
            return option()
        return translate(option)

    def render(self) -> Text:
        return Text.assemble(("◀ ", "dim"), self.label(), (" ▶", "dim"))

    async def on_key(self, event: events.Key) -> None:
        # A key bound here acts here. Textual looks a widget's bindings up only once the key
        # has bubbled up to the app, against the widget focused by then: with keys typed
        # together, a Down after this Right (a form's binding, taken at once) had already
        # moved the focus, and the Right changed the next row.
        for binding in self._bindings.key_to_bindings.get(event.key, []):
            event.stop()
            event.prevent_default()
            await self.run_action(binding.action)
            return

    def action_step(self, step: int) -> None:
        self.index = (self.index + step) % len(self.options)
        self.refresh()
        self.post_message(self.Changed(self, self.value))

    def on_click(self) -> None:
        self.action_step(1)
