"""Rule options that cannot change a game under the other choices are greyed out in the form."""

from __future__ import annotations

from textual.widgets import Input
from ui_helpers import SIZE, screen_text

from spades_tui.core.rules import option_applies
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.new_game import NewGameScreen
from spades_tui.ui.widgets.words import Words


def test_the_exchange_and_the_deficit_need_double_nil_and_failed_nil_bags_some_nil() -> None:
    both_off = {"nil": False, "double_nil": False}
    assert not option_applies("exchange_limit", {"nil": True, "double_nil": False})
    assert not option_applies("double_nil_deficit", {"nil": True, "double_nil": False})
    assert option_applies("exchange_limit", {"nil": False, "double_nil": True})
    assert option_applies("failed_nil_bags", {"nil": False, "double_nil": True})
    assert option_applies("failed_nil_bags", {"nil": True, "double_nil": False})
    assert not option_applies("failed_nil_bags", both_off)
    assert option_applies("bag_limit", both_off)


async def hot_seat_form(pilot) -> NewGameScreen:  # type: ignore[no-untyped-def]
    """The new-game form, opened for hot-seat from the home screen."""
    await pilot.pause()
    await pilot.press("h")
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    return screen


async def test_double_nil_off_greys_out_its_options_and_the_field_keys_pass_them() -> None:
    app = SpadesApp(None)
    async with app.run_test(size=SIZE) as pilot:
        screen = await hot_seat_form(pilot)
        exchange = screen.query_one("#rule-exchange_limit", Input)
        assert not exchange.disabled
        screen.query_one("#rule-double_nil").focus()
        await pilot.press("space")  # off
        await pilot.pause()
        assert exchange.disabled
        assert screen.query_one("#rule-double_nil_deficit").disabled
        assert "only with double nil on" in screen_text(app)
        await pilot.press("down")
        await pilot.pause()
        assert app.focused is screen.query_one("#rule-peek_discard")
        await pilot.press("up", "space")  # double nil on again
        await pilot.pause()
        assert not exchange.disabled
        assert "only with double nil on" not in screen_text(app)
        assert "cards swapped, 0 to 3" in screen_text(app)


async def test_failed_nil_bags_is_greyed_out_only_with_both_nils_off() -> None:
    app = SpadesApp(None)
    async with app.run_test(size=SIZE) as pilot:
        screen = await hot_seat_form(pilot)
        bags = screen.query_one("#rule-failed_nil_bags")
        screen.query_one("#rule-nil").focus()
        await pilot.press("space")  # nil off
        await pilot.pause()
        assert not bags.disabled
        await pilot.press("down", "space")  # double nil off
        await pilot.pause()
        assert bags.disabled
        help_words = screen.query_one("#rule-failed_nil_bags-help", Words)
        assert help_words.message == "only with nil or double nil on"


async def test_a_bad_value_left_in_a_greyed_out_field_does_not_stop_the_start() -> None:
    app = SpadesApp(None)
    async with app.run_test(size=SIZE) as pilot:
        screen = await hot_seat_form(pilot)
        screen.query_one("#rule-exchange_limit", Input).value = "9"
        screen.query_one("#rule-double_nil").focus()
        await pilot.press("space")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None
        assert not app.game.rules.double_nil
        assert app.game.rules.exchange_limit == 3
