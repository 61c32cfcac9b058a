"""The line under the table after a double-nil exchange: a refusal made while choosing the
cards (a fourth card marked) stood on under the exchange's result, as if still in force."""

from __future__ import annotations

from ui_helpers import SIZE, app_for, position, wait_until

from spades_tui.core.game import Game, Phase
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.table import TableScreen


def _at_the_exchange() -> tuple[Game, SpadesApp]:
    """A hot-seat game where Ann, who declared double nil, is to exchange: and its app."""
    game = position(5, stop=lambda g: g.phase is Phase.EXCHANGE, declare=(True, False))
    return game, app_for(game)


async def _past_the_hand_off(app: SpadesApp, pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.press("enter")  # the hand-off
    await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))


async def test_a_refusal_made_while_choosing_goes_once_the_exchange_is_made() -> None:
    game, app = _at_the_exchange()
    async with app.run_test(size=SIZE) as pilot:
        await _past_the_hand_off(app, pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("space", "right", "space", "right", "space", "right", "space")
        await wait_until(pilot, lambda: "at most 3 cards" in str(table.note))
        await pilot.press("left", "space", "enter")  # one unmarked, and the three given
        await wait_until(pilot, lambda: game.phase is not Phase.EXCHANGE)
        await pilot.pause()
        assert "at most 3 cards" not in str(table.note)


async def test_the_footer_names_enter_for_what_it_does_in_the_exchange() -> None:
    """The footer said "⏎ Choose" where Enter gives the marked cards."""
    from textual.widgets._footer import FooterKey

    game, app = _at_the_exchange()
    async with app.run_test(size=SIZE) as pilot:
        await _past_the_hand_off(app, pilot)
        await pilot.pause()
        shown = {key.description for key in app.screen.query(FooterKey)}
        assert "Give them" in shown and "Choose" not in shown
        await pilot.press("space", "enter")  # one card given: on to the bidding
        await wait_until(pilot, lambda: game.phase is not Phase.EXCHANGE)


async def test_behind_the_exchange_box_the_table_shows_the_hand_as_it_now_is() -> None:
    """Behind the box that says what was exchanged, What you know still listed the cards
    given away as held, and the prompt's first letter showed beside the box."""
    from spades_tui.ui.screens.info import InfoScreen
    from spades_tui.ui.widgets.memory import memory_text

    game, app = _at_the_exchange()
    async with app.run_test(size=(80, 24)) as pilot:
        await _past_the_hand_off(app, pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("space", "enter")  # one card given
        await wait_until(pilot, lambda: isinstance(app.screen, InfoScreen))
        now = game.view(0)  # Ann's own view once her exchange is made
        assert table.view is not None and sorted(table.view.hand) == sorted(now.hand)
        assert table.view.unseen_cards == now.unseen_cards
        palette = table.palette
        assert memory_text(table.view, False, palette, 20).plain == (
            memory_text(now, False, palette, 20).plain
        )
        assert table.kind is None  # no prompt to mark cards stands under the box
