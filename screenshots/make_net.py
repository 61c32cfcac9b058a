"""Screenshots of network play: the host waiting for a friend, a table waiting for the other
player to reconnect, the lobby, the home screen's form to host or join, and the final screen
asking for a rematch. Run: python screenshots/make_net.py"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")
# The default settings, whatever this computer's own say.
os.environ["SPADES_TUI_CONFIG"] = tempfile.mkdtemp(prefix="spades-config-")
os.environ["SPADES_TUI_DATA"] = tempfile.mkdtemp(prefix="spades-data-")
ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT.parent))
sys.path.insert(0, str(ROOT))

from make import to_png  # noqa: E402
from textual.widgets import Input  # noqa: E402

from spades_tui.core.actions import DECLINE, KEEP  # noqa: E402
from spades_tui.core.game import Game, Phase, PlayerInfo  # noqa: E402
from spades_tui.core.rules import Rules  # noqa: E402
from spades_tui.net.client import SeatClient  # noqa: E402
from spades_tui.net.codes import new_code  # noqa: E402
from spades_tui.net.server import GameServer, Table, TableMeta  # noqa: E402
from spades_tui.players import make_player  # noqa: E402
from spades_tui.ui.app import SpadesApp, network_app  # noqa: E402
from spades_tui.ui.network_table import RemoteSetup  # noqa: E402

SIZE = (100, 30)


async def shoot(app: SpadesApp, name: str) -> None:
    svg = ROOT / f"{name}.svg"
    app.save_screenshot(str(svg))
    print(to_png(svg))


async def main() -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", Rules(), 3)
    app = network_app(
        RemoteSetup(url, table.meta.codes[0], "Ann", share_address="192.168.1.20:7777")
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.5)
        await shoot(app, "30-host-waiting")
        kim = SeatClient(url, table.meta.codes[1], "Kim")
        runner = asyncio.create_task(kim.run())
        await pilot.pause(0.5)
        await pilot.press("n")
        await pilot.pause(0.3)
        await pilot.press("k")
        await pilot.pause(0.3)
        await kim.act(DECLINE, 2)
        await pilot.pause(0.3)
        await kim.act(KEEP, 3)
        await pilot.pause(0.3)
        await pilot.press("k")
        await pilot.pause(0.3)
        assert kim._ws is not None
        kim._ws.transport.abort()
        runner.cancel()
        await pilot.pause(0.8)
        await shoot(app, "31-waiting-reconnect")
    lobby = network_app(RemoteSetup(url, None, None, share_address=f"club.example:{port}"))
    async with lobby.run_test(size=SIZE) as pilot:
        await pilot.pause(0.3)
        await shoot(lobby, "32-lobby")
    await play_a_friend()
    await rematch(server, url)
    await server.stop()


async def play_a_friend() -> None:
    """The home screen's form, with a join code typed in (at 80×24, like the other screens)."""
    app = SpadesApp(None, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        for widget in app.screen.query(Input):
            widget.cursor_blink = False
        app.screen.query_one("#name", Input).value = "Kim"
        app.screen.query_one("#address", Input).value = "192.168.1.20:7777"
        app.screen.query_one("#code", Input).value = "K7PQ-M2XW-9HTR-C4DN"
        app.screen.query_one("#code", Input).focus()
        await pilot.pause()
        await shoot(app, "28-play-a-friend")


async def rematch(server: GameServer, url: str) -> None:
    """The final screen of a network game after Ann asked for a rematch."""
    rules = Rules(target=150, loss_floor=-150)
    game = Game(rules, 8, (PlayerInfo("Ann"), PlayerInfo("Kim")))
    players = [make_player("heuristic", 1), make_player("heuristic", 2)]
    while game.phase is not Phase.GAME_OVER:
        game.apply(players[game.to_act].choose(game.view(game.to_act)))
    meta = TableMeta("5e1f0a77", (new_code(), new_code()), ["Ann", "Kim"], rules, None)
    table = server._add(Table(meta, server, game))
    kim = SeatClient(url, meta.codes[1], None)
    runner = asyncio.create_task(kim.run())
    app = network_app(RemoteSetup(url, meta.codes[0], None))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.8)
        await pilot.press("r")
        await pilot.pause(0.5)
        await shoot(app, "29-network-rematch")
    await kim.close()
    runner.cancel()
    assert table.game is game


if __name__ == "__main__":
    asyncio.run(main())
