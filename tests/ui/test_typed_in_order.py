"""Keys typed faster than the screen keeps up still edit a field in the order they were typed.

Textual inserts a typed character in the field itself, but an editing key (backspace, the
arrows, Home) travels up to the app to find its binding first. Typed in one burst (a paste of
keystrokes, a fast typist on a loaded machine), "backspace 6" on "35" gave "35": the 6 went in
before the backspace took it away again.
"""

from __future__ import annotations

from textual import events
from textual.app import App, ComposeResult
from textual.widgets import Input

from spades_tui.ui.widgets.typed_input import TypedInput


class OneField(App[None]):
    def __init__(self, kind: type[Input], value: str) -> None:
        super().__init__()
        self.kind, self.value = kind, value

    def compose(self) -> ComposeResult:
        yield self.kind(self.value, select_on_focus=False)


def burst(app: App[None], keys: list[str]) -> None:
    """Every key queued at once, as a terminal delivers a quick run of them."""
    for key in keys:
        character = key if len(key) == 1 else None
        app.post_message(events.Key(key, character))


async def typed(kind: type[Input], value: str, keys: list[str]) -> str:
    app = OneField(kind, value)
    async with app.run_test() as pilot:
        await pilot.pause()
        burst(app, keys)
        await pilot.pause(0.3)
        return app.query_one(Input).value


async def test_a_burst_of_keys_edits_the_field_in_the_order_typed() -> None:
    assert await typed(TypedInput, "35", ["end", "backspace", "6"]) == "36"
    keys = ["end", "backspace", "backspace", "backspace", "1", "0", "0"]
    assert await typed(TypedInput, "500", keys) == "100"
    keys = ["home", "K", "delete", "end", "backspace", "y"]
    assert await typed(TypedInput, "Ann", keys) == "Kny"


async def test_the_plain_field_of_the_library_reorders_them() -> None:
    # Why TypedInput exists: should the library keep the order one day, this fails and
    # TypedInput can go.
    assert await typed(Input, "35", ["end", "backspace", "6"]) != "36"


async def test_keys_typed_after_a_move_to_the_next_field_go_into_that_field() -> None:
    """Typed in one burst on the network form, "18720", Tab, "5.5.5.5" put the address into the
    full port field, queued there before Tab had moved on, and was lost."""
    from spades_tui.ui.app import SpadesApp
    from spades_tui.ui.screens.network import NetworkScreen

    app = SpadesApp(None, pace=0)
    async with app.run_test() as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NetworkScreen)
        # The form opens on the name (none is set), so Tab first goes to the port.
        burst(app, ["tab", "end", "backspace", "backspace", "backspace", "backspace"])
        burst(app, [*"18720", "tab", *"5.5.5.5", "down", "down", *"host:1", "up", "up"])
        burst(app, ["up", "end", "backspace", "1"])
        await pilot.pause(0.3)
        fields = {f: form.query_one(f"#{f}", Input).value for f in ("port", "bind", "address")}
        assert fields == {"port": "18721", "bind": "5.5.5.5", "address": "host:1"}
