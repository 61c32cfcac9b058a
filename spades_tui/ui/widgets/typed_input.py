"""A text field that applies its keys in the order they were typed.

Textual's ``Input`` inserts a printable character as soon as the key reaches it, but leaves
its editing keys (backspace, delete, the arrows, Home, End) to the app, which finds their
bindings after the key has travelled up through every container's queue. In a quick run of
keys the characters typed after an editing key can be inserted before it acts: backspace
then 6 on "35" gave "35". This field runs its own bindings as the key arrives, so every key
acts in turn. Keys it has no binding for still go up to the screen and the app as before.
"""

from __future__ import annotations

from textual import events
from textual.binding import Binding
from textual.widgets import Input

# The editing keys of the library's field and what each does. Only these run at once: a key
# the field inherits for scrolling ("down") must still reach the form, which moves to the
# next field with it.
EDITING = {
    key.strip(): binding.action
    for binding in Input.BINDINGS
    if isinstance(binding, Binding)
    for key in binding.key.split(",")
}


class TypedInput(Input):
    async def _on_key(self, event: events.Key) -> None:
        own = [EDITING[key] for key in event.aliases if key in EDITING]  # ctrl+h: backspace
        action = own[0] if own and not event.is_printable else None
        if action is None:
            await super()._on_key(event)
            return
        event.stop()
        event.prevent_default()
        await self.run_action(action)
