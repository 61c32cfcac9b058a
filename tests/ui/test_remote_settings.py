"""The network app follows the person's settings: the trick pause, theme, ASCII and hints."""

from __future__ import annotations

import pytest
from ui_helpers import position, screen_text, wait_until

from spades_tui.core.events import Event
from spades_tui.core.game import Phase
from spades_tui.net.client import Update
from spades_tui.settings import Settings, SettingsFile
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.table import TableScreen

# Nothing listens here: the app keeps trying to connect, which these tests do not need.
NOWHERE = "ws://127.0.0.1:9"


def one_card_from_the_end_of_a_trick() -> tuple[Update, Update]:
    """Two updates for seat 0: a trick waiting for its last card, and the position after it."""

    def last_card_due(game) -> bool:  # type: ignore[no-untyped-def]
        trick = game.view(0).current_trick
        return game.phase is Phase.PLAY and trick is not None and len(trick.cards) == 1

    game = position(5, stop=last_card_due)
    before = Update(game.view(0), [], game.actions_applied, False)
    heard: list[Event] = []
    game.subscribe(heard.append, 0)
    seat = game.to_act
    game.apply(game.legal_actions()[0], seat)
    after = Update(game.view(0), heard, game.actions_applied, False)
    return before, after


async def show_a_trick_end(app: SpadesApp, pilot) -> str:  # type: ignore[no-untyped-def]
    before, after = one_card_from_the_end_of_a_trick()
    app.flow.seat, app.flow.names = 0, before.view.names
    app.flow.connected = [True, True]
    app.flow._took(before)
    await pilot.pause()
    app.flow._took(after)
    await pilot.pause()
    assert isinstance(app.screen, TableScreen)
    return screen_text(app)  # type: ignore[arg-type]


@pytest.mark.parametrize(("pause", "held"), [(0.0, False), (5.0, True)])
async def test_a_finished_trick_is_held_as_long_as_the_settings_say(
    pause: float, held: bool
) -> None:
    SettingsFile().save(Settings(trick_pause=pause))
    app = network_app(RemoteSetup(NOWHERE, "K7PQ-M2XW-9HTR-C4DN", "Ann"))
    async with app.run_test(size=(100, 30)) as pilot:
        text = await show_a_trick_end(app, pilot)
        assert ("win the trick" in text) is held  # seat 0 takes this trick
        assert ("Any key to go on" in text) is held
        if held:
            await pilot.press("space")  # a key goes on before the pause is over
            await pilot.pause()
            assert "win the trick" not in screen_text(app)  # type: ignore[arg-type]


async def test_theme_ascii_and_hints_come_from_the_settings() -> None:
    SettingsFile().save(Settings(theme="nord", ascii=True, hints=False))
    app = network_app(RemoteSetup(NOWHERE, "K7PQ-M2XW-9HTR-C4DN", "Ann"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.theme == "nord" and app.ascii_only
        before, _ = one_card_from_the_end_of_a_trick()
        app.flow.seat, app.flow.names = 0, before.view.names
        app.flow._took(before)
        await pilot.pause()
        if before.view.my_turn:
            await pilot.press("i")
            await pilot.pause()
            assert "thinking about a hint" not in screen_text(app)  # type: ignore[arg-type]
        # Nothing on screen is drawn with box characters in ASCII mode.
        assert all(ord(c) < 128 for c in screen_text(app)), screen_text(app)  # type: ignore[arg-type]


async def test_in_ascii_a_status_line_too_long_is_cut_without_an_ellipsis() -> None:
    """The line that says the connection is lost, with its reason, is longer than the room
    beside the panels: cut, it ended in "…", the one character not ASCII on the screen."""
    SettingsFile().save(Settings(ascii=True))
    app = network_app(RemoteSetup(NOWHERE, "K7PQ-M2XW-9HTR-C4DN", "Ann"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        before, _ = one_card_from_the_end_of_a_trick()
        app.flow.seat, app.flow.names = 0, before.view.names
        app.flow._took(before)
        await wait_until(pilot, lambda: "Connection lost; trying again" in screen_text(app))
        line = next(x for x in screen_text(app).splitlines() if "Connection lost" in x)
        assert all(ord(c) < 128 for c in line), line


async def test_an_unknown_theme_is_said_and_the_game_goes_on() -> None:
    SettingsFile().save(Settings(theme="no-such-theme"))
    app = network_app(RemoteSetup(NOWHERE, "K7PQ-M2XW-9HTR-C4DN", "Ann"))
    async with app.run_test(size=(100, 30)) as pilot:

        def said() -> bool:
            return any("no theme called 'no-such-theme'" in n.message for n in app._notifications)

        await wait_until(pilot, said)
        assert app.return_code is None  # the game goes on


async def test_a_guest_without_a_name_joins_with_the_name_in_the_settings() -> None:
    from spades_tui.core.rules import Rules
    from spades_tui.net.server import GameServer

    SettingsFile().save(Settings(name="Kim"))
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    table = server.create_table("Ann", Rules(), 3)
    app = network_app(RemoteSetup(f"ws://{host}:{port}", table.meta.codes[1], None))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            # The table up, not only the first view in: leaving while a screen is still
            # mounting would test the shutdown, not the join.
            await wait_until(pilot, lambda: app.flow.view is not None and app.table is not None)
            await wait_until(pilot, lambda: app.screen is app.table and app.table.is_mounted)
            await pilot.pause()
            assert table.meta.names == ["Ann", "Kim"]
            assert app.flow.view is not None and app.flow.view.names == ("Ann", "Kim")
    finally:
        await server.stop()
