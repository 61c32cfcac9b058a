"""A table the server will not start is said to be that, not a failed join."""

from __future__ import annotations


async def test_a_table_the_server_will_not_start_is_not_called_a_failed_join() -> None:
    from ui_helpers import screen_text, wait_until

    from spades_tui.core.rules import Rules
    from spades_tui.net.server import GameServer
    from spades_tui.ui.app import network_app
    from spades_tui.ui.network_table import RemoteSetup
    from spades_tui.ui.screens.info import InfoScreen

    server = GameServer(None, allow_create=False)
    host, port = await server.start("127.0.0.1", 0)
    app = network_app(RemoteSetup(f"ws://{host}:{port}", None, "Ann", create=(Rules(), 1)))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, InfoScreen))
            await wait_until(pilot, lambda: "Could not" in screen_text(app))
            text = screen_text(app)
            assert "Could not start a table" in text and "Could not join" not in text
            await pilot.press("enter")
            await wait_until(pilot, lambda: app._exit_renderables or not app.is_running)
    finally:
        await server.stop()
