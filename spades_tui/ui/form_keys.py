"""The keys that move between a form's fields, bound to act the moment they arrive.

Keys reach the app in bursts (a terminal delivers a quick run of them at once, a browser
sends typing so, and a paste is one). A field takes its keys from a queue of its own, so a
Tab or an arrow handled in the usual way moved the focus only after the keys typed behind it
had been handed to the same field: "18720", Tab, "5.5.5.5" put the address into the full port
field, where it was lost. Bound with priority, the move is made when the app first sees the
key, before it hands on the next one. (The lobby binds its Tab so for the same reason.)
"""

from __future__ import annotations

from textual.binding import Binding

from spades_tui.i18n import N_

FIELD_MOVES = [
    Binding("tab", "app.focus_next", show=False, priority=True),
    Binding("shift+tab", "app.focus_previous", show=False, priority=True),
    Binding("down", "app.focus_next", N_("Next field"), show=False, priority=True),
    Binding("up", "app.focus_previous", N_("Previous field"), show=False, priority=True),
]
