"""A text field that applies its keys in the order they were typed.

Textual's ``Input`` inserts a printable character as soon as the key reaches it, but leaves
its editing keys (backspace, delete, the arrows, Home, End) to the app, which finds their
bindings after the key has travelled up through every container's queue. In a quick run of
keys the characters typed after an editing key can be inserted before it acts: backspace
then 6 on "35" gave "35". This field runs its own bindings as the key arrives, so every key
acts in turn. Keys it has no binding for still go up to the screen and the app as before.

For the same reason it moves to the next field itself (Tab, and the arrows where a form moves
with them), and hands on any key that reaches it once another field has the focus.
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


# Keys that move to the next field or back. Tab everywhere; a form that also moves with the
# arrows says so in its own ``FOCUS_KEYS``.
FOCUS_KEYS = {"tab": "next", "shift+tab": "previous"}


class TypedInput(Input):
    async def _on_key(self, event: events.Key) -> None:
        screen = self.screen
        focused = screen.focused
        if focused is not None and focused is not self:
            # Typed after a key that moved on to another field, and queued here before the
            # move: it belongs there ("5.5.5.5" after Tab went into the full port field).
            event.stop()
            event.prevent_default()
            if isinstance(focused, TypedInput):
                await focused._on_key(event)  # at once, so it keeps its place in the run
            else:
                focused.post_message(events.Key(event.key, event.character))
            return
        move = FOCUS_KEYS.get(event.key) or getattr(screen, "FOCUS_KEYS", {}).get(event.key)
        if move is not None:
            # Moved at once, so the keys after it find the next field (the app's binding
            # would move it only after they had reached this one).
            event.stop()
            event.prevent_default()
            screen.focus_next() if move == "next" else screen.focus_previous()
            return
        own = [EDITING[key] for key in event.aliases if key in EDITING]  # ctrl+h: backspace
        action = own[0] if own and not event.is_printable else None
        if action is None:
            await super()._on_key(event)
            return
        event.stop()
        event.prevent_default()
        await self.run_action(action)
