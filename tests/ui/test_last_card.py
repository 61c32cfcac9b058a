"""A hand's last card leaves nothing to choose: it is played for the person (a setting)."""

from __future__ import annotations

from test_claim import claimable, last_trick_claimable_seed
from ui_helpers import near_the_end, position, wait_until

from spades_tui.core.actions import Action
from spades_tui.core.game import Phase
from spades_tui.net.client import Update
from spades_tui.settings import Settings, SettingsFile
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.scores import GameOverScreen, HandOverScreen
from spades_tui.ui.setup import HUMAN

NOWHERE = "ws://127.0.0.1:9"  # nothing listens: the network app's sends are caught below


async def test_the_last_card_against_the_computer_goes_without_a_key() -> None:
    game = claimable(last_trick_claimable_seed())
    assert game is not None and game.to_act == 0 and len(game.hand.hands[0]) == 1
    app = SpadesApp(game, (HUMAN, "random"), pace=0, trick_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, HandOverScreen), seconds=10)
        assert game.hands[-2].result is not None  # the hand was played out and scored


async def test_in_hot_seat_the_last_trick_plays_itself_with_no_hand_off() -> None:
    app = near_the_end()  # the last trick of the last hand, nobody's card down yet
    game = app.game
    assert game is not None and game.phase is Phase.PLAY
    assert [len(h) for h in game.hand.hands] == [1, 1]
    screens: list[type] = []

    def over() -> bool:
        screens.append(type(app.screen))
        return any(isinstance(s, (HandOverScreen, GameOverScreen)) for s in app.screen_stack)

    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, over, seconds=10)
    assert HandoffScreen not in screens  # nobody had to come to the keyboard for it


async def test_a_person_who_turned_it_off_plays_the_last_card_by_hand() -> None:
    SettingsFile().save(Settings(play_last_card=False))
    app = near_the_end()
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.press("enter")
        table = app.table
        assert table is not None
        await wait_until(pilot, lambda: app.screen is table and table.kind == "play")
        assert app.game is not None and not app.game.hand.tricks[-1].cards


async def test_the_network_app_sends_the_last_card_by_itself() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.PLAY and len(g.hand.hands[0]) == 1)
    if game.to_act != 0:  # Ann (seat 0) to play her last card
        game.apply(game.legal_actions()[0])
    assert game.to_act == 0 and len(game.hand.hands[0]) == 1
    sent: list[tuple[Action, int]] = []
    app = network_app(RemoteSetup(NOWHERE, "K7PQ-M2XW-9HTR-C4DN", "Ann"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: app.flow.client is not None)
        assert app.flow.client is not None

        async def act(action: Action, at: int) -> bool:
            sent.append((action, at))
            return True

        app.flow.client.act = act  # type: ignore[method-assign]
        # As if connected: no more tries to reach nowhere, and no word about them.
        app.workers.cancel_group(app, "net")
        await wait_until(pilot, lambda: all(w.is_finished for w in app.workers if w.group == "net"))
        app.flow.status_override = None
        view = game.view(0)
        app.flow.seat, app.flow.names = 0, view.names
        app.flow.connected = [True, True]
        app.flow._took(Update(view, [], game.actions_applied, False))
        await wait_until(pilot, lambda: bool(sent), seconds=10)
    assert sent == [(game.legal_actions()[0], game.actions_applied)]
