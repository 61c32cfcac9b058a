"""With hints turned off in the settings, the table does not help: no hint key, and no
count of the hand on the bid picker.

A tester turned hints off: the footer still said "i Hint", and i did nothing at all.
"""

from __future__ import annotations

from ui_helpers import app_for, position, screen_text, wait_until

from spades_tui.core.game import Phase
from spades_tui.settings import Settings
from spades_tui.ui.app import SpadesApp
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


def bid_picker_lines(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [line for line in screen_text(app).splitlines() if "Your bid" in line or "worth" in line]


async def test_with_hints_off_the_bid_picker_gives_no_count_of_the_hand() -> None:
    # The picker started on the computer's bid for the hand and said how often it is made:
    # the help a player turns hints off to do without.
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING and g.to_act == 0)
    helped = app_for(game, (HUMAN, "heuristic"))
    async with helped.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(helped.screen, TableScreen))
        await wait_until(pilot, lambda: "Your bid" in screen_text(helped))
        assert helped.screen.bid > 1
        assert any("worth about" in line for line in bid_picker_lines(helped))
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING and g.to_act == 0)
    app = SpadesApp(
        game, (HUMAN, "heuristic"), trick_pause=0, settings=(Settings(hints=False), None)
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        await wait_until(pilot, lambda: "Your bid" in screen_text(app))
        assert app.screen.bid == 1
        assert not any("worth" in line for line in bid_picker_lines(app))
        await pilot.press("up")
        assert app.screen.bid == 2
        assert not any("worth" in line for line in bid_picker_lines(app))
