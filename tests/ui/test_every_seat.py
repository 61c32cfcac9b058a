"""The same table, whoever sits at it: hot-seat, against the computer, or a network seat.

Each test runs once per kind of seat, with the same assertions: the help opens over the
table, a change of language repaints it, a hint shows and goes with the move, a finished
trick stays on the table until a key, and the end of a game offers a rematch that starts a
new one. The network seat plays over a real loopback server, against a client that answers
for the other seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import secrets
from collections.abc import AsyncIterator, Callable

import pytest
from textual.pilot import Pilot
from ui_helpers import position, screen_text, wait_until

from spades_tui import i18n
from spades_tui.core.game import Game, Phase
from spades_tui.net.client import SeatClient, Update
from spades_tui.net.codes import new_code
from spades_tui.net.server import GameServer, Table, TableMeta
from spades_tui.players import make_player
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.help import HelpScreen
from spades_tui.ui.screens.scores import GameOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN

KINDS = ["hot-seat", "computer", "network"]
RULES = {"target": 100, "loss_floor": -100}
HELD = 30  # seconds a finished trick stays: longer than any test, so only a key moves on


@dataclasses.dataclass
class Seated:
    app: SpadesApp
    pilot: Pilot
    kind: str

    @property
    def table(self) -> TableScreen:
        table = self.app.table
        assert table is not None
        return table

    def deciding(self) -> bool:
        """The table shows seat 0's own decision (the seat the tests play)."""
        table, app = self.app.table, self.app
        return (
            table is not None
            and app.screen is table
            and table.kind is not None
            and not table.trick_end
            and table.view.seat == 0
            and table.view.my_turn
        )

    async def until_deciding(self) -> None:
        """Go on to seat 0's decision; in hot-seat Bob's turns are played here too."""

        def ready() -> bool:
            if isinstance(self.app.screen, HandoffScreen) or self.deciding():
                return True
            return self.kind == "hot-seat" and self._bob_deciding()

        while True:
            await wait_until(self.pilot, ready)
            if self.deciding():
                return
            if isinstance(self.app.screen, HandoffScreen):
                await self.pilot.press("enter")
                await self.pilot.pause()
            elif self._bob_deciding():
                view = self.table.view
                self.app.flow.submit(view.legal_actions[0], view)
                await self.pilot.pause()

    def _bob_deciding(self) -> bool:
        table = self.app.table
        return (
            table is not None
            and self.app.screen is table
            and table.kind is not None
            and not table.trick_end
            and table.view.seat == 1
            and table.view.my_turn
        )


def hands_out(game: Game) -> bool:
    """Seat 0 leads a trick (the hints and help are asked at this decision)."""
    hand = game.hand
    return game.phase is Phase.PLAY and game.to_act == 0 and not hand.tricks[-1].cards


def follows(game: Game) -> bool:
    """Seat 0 plays the second card of a trick: the next thing shown is the trick won."""
    hand = game.hand
    return game.phase is Phase.PLAY and game.to_act == 0 and len(hand.tricks[-1].cards) == 1


def game_over(game: Game) -> bool:
    return game.phase is Phase.GAME_OVER


async def answer_for_bob(client: SeatClient) -> None:
    """The other network seat: any legal move, and yes to a rematch."""
    player = make_player("random", 7)
    asked = False
    runner = asyncio.create_task(client.run())
    latest: Update | None = None
    try:
        while True:
            message = await client.inbox.get()
            if isinstance(message, Update):
                latest = message
            if latest is None or not client.inbox.empty():
                continue  # only the newest position is answered
            view, at, latest = latest.view, latest.at, None
            if view.winner is not None and not asked:
                asked = await client.ask_rematch()
            elif view.winner is None and view.my_turn:
                await client.act(player.choose(view), at)
    finally:
        runner.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await runner


@contextlib.asynccontextmanager
async def seated(kind: str, stop: Callable[[Game], bool]) -> AsyncIterator[Seated]:
    game = position(6, stop=stop, **RULES)
    if kind != "network":
        controllers = (HUMAN, HUMAN) if kind == "hot-seat" else (HUMAN, "random")
        app = SpadesApp(game, controllers, pace=0, trick_pause=HELD)
        async with app.run_test(size=(100, 30)) as pilot:
            yield Seated(app, pilot, kind)
        return
    server = GameServer(frame_rate=1e6)
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    meta = TableMeta(secrets.token_hex(4), (new_code(), new_code()), ["Ann", "Bob"], game.rules, 6)
    table = server._add(Table(meta, server, game))
    bob = asyncio.create_task(answer_for_bob(SeatClient(url, table.meta.codes[1], None)))
    app = SpadesApp(None, trick_pause=HELD, network=RemoteSetup(url, table.meta.codes[0], None))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            yield Seated(app, pilot, kind)
    finally:
        bob.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await bob
        await server.stop()


@pytest.mark.parametrize("kind", KINDS)
async def test_help_opens_over_the_table_and_closes_back_to_it(kind: str) -> None:
    async with seated(kind, hands_out) as seat:
        await seat.until_deciding()
        await seat.pilot.press("question_mark")
        await wait_until(seat.pilot, lambda: isinstance(seat.app.screen, HelpScreen))
        # Opened at what the table is doing: the guide's part about playing the cards.
        help_screen = seat.app.screen
        assert isinstance(help_screen, HelpScreen) and help_screen.start_section == "play"
        await seat.pilot.press("escape")
        await wait_until(seat.pilot, seat.deciding)


@pytest.mark.parametrize("kind", KINDS)
async def test_a_change_of_language_reaches_the_table(kind: str) -> None:
    async with seated(kind, hands_out) as seat:
        await seat.until_deciding()
        await wait_until(seat.pilot, lambda: "Help" in screen_text(seat.app))
        settings = seat.app.settings
        try:
            seat.app.use_settings(dataclasses.replace(settings, language="hu"))
            await wait_until(seat.pilot, lambda: "Súgó" in screen_text(seat.app))
            assert seat.deciding()
        finally:
            i18n.use("en")


@pytest.mark.parametrize("kind", KINDS)
async def test_a_hint_shows_and_goes_with_the_move(kind: str) -> None:
    async with seated(kind, hands_out) as seat:
        await seat.until_deciding()
        await seat.pilot.press("i")
        table = seat.table
        await wait_until(seat.pilot, lambda: table.hint_text and "thinking" not in table.hint_text)
        assert table.hint_text.split()[0] in screen_text(seat.app)
        await seat.pilot.press("enter")  # the card under the cursor is played
        await wait_until(seat.pilot, lambda: not seat.deciding())
        assert table.hint_text == ""


@pytest.mark.parametrize("kind", KINDS)
async def test_a_finished_trick_stays_until_a_key(kind: str) -> None:
    async with seated(kind, follows) as seat:
        await seat.until_deciding()
        table = seat.table
        await seat.pilot.press("enter")
        await wait_until(seat.pilot, lambda: table.trick_end)
        trick = table.view.tricks[-1]
        assert trick.winner is not None and len(trick.cards) == 2
        for _ in range(5):  # it stays while nobody presses anything
            await seat.pilot.pause(0.05)
            assert table.trick_end and seat.app.screen is table
        await seat.pilot.press("space")
        await wait_until(seat.pilot, lambda: not table.trick_end)


@pytest.mark.parametrize("kind", KINDS)
async def test_game_over_offers_a_rematch_that_starts_a_new_game(kind: str) -> None:
    async with seated(kind, game_over) as seat:
        app = seat.app
        await wait_until(seat.pilot, lambda: isinstance(app.screen, GameOverScreen))
        await seat.pilot.press("r")
        await wait_until(
            seat.pilot,
            lambda: (
                isinstance(app.screen, (TableScreen, HandoffScreen))
                and app.table is not None
                and app.table.view.hand_number == 1
                and app.table.view.winner is None
            ),
        )
        assert app.is_running
