"""Screenshots of network play: the host waiting for a friend, a table waiting for the other
player to reconnect, and the lobby. Run: python screenshots/make_net.py"""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")
ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT.parent))
sys.path.insert(0, str(ROOT))

from make import to_png  # noqa: E402

from spades_tui.core.actions import DECLINE, KEEP  # noqa: E402
from spades_tui.core.rules import Rules  # noqa: E402
from spades_tui.net.client import SeatClient  # noqa: E402
from spades_tui.net.server import GameServer  # noqa: E402
from spades_tui.ui.remote_app import RemoteApp, RemoteSetup  # noqa: E402

SIZE = (100, 30)


async def shoot(app: RemoteApp, name: str) -> None:
    svg = ROOT / f"{name}.svg"
    app.save_screenshot(str(svg))
    print(to_png(svg))


async def main() -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    table = server.create_table("Ann", Rules(), 3)
    app = RemoteApp(RemoteSetup(url, table.meta.codes[0], "Ann", share_address="192.168.1.20:7777"))
    app.friend_code = table.meta.codes[1]
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.5)
        await shoot(app, "20-host-waiting")
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
        await shoot(app, "21-waiting-reconnect")
    lobby = RemoteApp(RemoteSetup(url, None, None, share_address=f"club.example:{port}"))
    async with lobby.run_test(size=SIZE) as pilot:
        await pilot.pause(0.3)
        await shoot(lobby, "22-lobby")
    await server.stop()


if __name__ == "__main__":
    asyncio.run(main())
