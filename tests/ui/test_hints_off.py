"""With hints turned off in the settings, the table does not offer the hint key.

A tester turned hints off: the footer still said "i Hint", and i did nothing at all.
"""

from __future__ import annotations

from ui_helpers import app_for, position, screen_text, wait_until

from spades_tui.core.game import Phase
from spades_tui.ui.screens.settings import SettingsScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN


def footer(app) -> str:  # type: ignore[no-untyped-def]
    return screen_text(app).splitlines()[-1]


async def test_the_hint_key_goes_from_the_footer_when_hints_are_turned_off() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING and g.to_act == 0)
    app = app_for(game, (HUMAN, "heuristic"))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        await wait_until(pilot, lambda: "i Hint" in footer(app))
        app.action_settings()
        await wait_until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await pilot.pause()
        app.screen.query_one("#hints").focus()
        await pilot.press("right")  # on → off
        assert not app.hints_on
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.pause()
        assert "Hint" not in footer(app)
        await pilot.press("i")
        await pilot.pause()
        assert "Hint from" not in screen_text(app)
