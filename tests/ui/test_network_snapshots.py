"""The network form of the home screen at 80×24 and 120×40, empty and with a mistake.

Regenerate after a deliberate change of look with
``pytest tests/ui/test_network_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

import pytest
from textual.widgets import Input

from spades_tui.ui.app import SpadesApp

SIZES = [(80, 24), (120, 40)]


async def open_form(pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.press("n")
    await pilot.pause()
    for widget in pilot.app.screen.query(Input):
        widget.cursor_blink = False


@pytest.mark.parametrize("size", SIZES)
def test_network_form(snap_compare, size) -> None:
    assert snap_compare(SpadesApp(None, pace=0), terminal_size=size, run_before=open_form)


@pytest.mark.parametrize("size", SIZES)
def test_network_form_with_a_wrong_code(snap_compare, size) -> None:
    async def wrong_code(pilot) -> None:  # type: ignore[no-untyped-def]
        await open_form(pilot)
        screen = pilot.app.screen
        screen.query_one("#address", Input).value = "192.168.1.20:7777"
        screen.query_one("#code", Input).value = "K7PQ-M2XW"
        screen.query_one("#code", Input).focus()
        await pilot.press("enter")
        await pilot.pause()

    assert snap_compare(SpadesApp(None, pace=0), terminal_size=size, run_before=wrong_code)
