"""On a large terminal the table is laid out as one: the opponent's cards, the trick and the
hand share the centre line of the room left of the side panel, and the whole hand is in view
there, none of it under the panel. At 80x24 the hand keeps the whole width, as before."""

from __future__ import annotations

from functools import partial

import pytest
from ui_helpers import app_for, position, wait_until

from spades_tui.core.game import Game, Phase
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN
from spades_tui.ui.widgets.hand import HandRow

LARGE_SIZES = [(110, 36), (120, 40), (160, 50)]
PLAYERS = {"hot-seat": (HUMAN, HUMAN), "vs computer": (HUMAN, "random")}


def answering(game: Game) -> bool:
    """Trick 5, its lead played: both places of the trick drawn, a full fan of backs on top."""
    done = sum(1 for t in game.hand.tricks if t.winner is not None)
    return game.phase is Phase.PLAY and done == 4 and len(game.hand.tricks[-1].cards) == 1


def drafting(game: Game) -> bool:
    return game.phase is Phase.DRAFT and len(game.hand.draft) == 8


def deciding(app: object) -> bool:
    screen = getattr(app, "screen", None)
    return isinstance(screen, TableScreen) and screen.kind is not None


def fan(row: HandRow) -> tuple[int, int]:
    """The columns the row's cards take on screen, first to last (end excluded)."""
    first = row.region.x + row.x_of(0) - 1
    last = row.region.x + row.x_of(len(row._starts) - 1) - 1
    return first, last + row.shape.width


def middle(span: tuple[int, int]) -> float:
    return (span[0] + span[1]) / 2


@pytest.mark.parametrize("size", LARGE_SIZES)
@pytest.mark.parametrize("who", PLAYERS)
@pytest.mark.parametrize("stop", [answering, drafting], ids=["play", "draft"])
async def test_the_table_shares_one_centre_line_left_of_the_panel(size, who, stop) -> None:
    app = app_for(position(5, stop=stop), controllers=PLAYERS[who], pace=5)
    async with app.run_test(size=size) as pilot:
        if who == "hot-seat":
            await pilot.press("enter")  # past the hand-off
        await wait_until(pilot, partial(deciding, app))
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        side = table.query_one("#side").region
        felt = table.query_one("#felt").region
        hand = table.query_one("#hand", HandRow)
        top = table.query_one("#top-hand", HandRow)
        trick = table.query_one("#trick").region
        assert side.bottom >= hand.region.bottom, "the side panel stops above the hand"
        assert hand.region.right <= side.x, "the hand runs under the side panel"
        first, end = fan(hand)
        assert hand.region.x <= first and end <= hand.region.right, "a card is out of view"
        centre = felt.x + felt.width / 2
        assert abs(middle((trick.x, trick.right)) - centre) <= 1
        assert abs(middle(fan(hand)) - centre) <= 1
        if top.back_count:
            assert abs(middle(fan(top)) - centre) <= 1


async def test_at_80x24_the_hand_keeps_the_whole_width() -> None:
    app = app_for(position(5, stop=answering))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await wait_until(pilot, partial(deciding, app))
        hand = app.screen.query_one("#hand", HandRow).region
        assert (hand.x, hand.width) == (0, 80)
        assert hand.bottom <= app.screen.query_one("Footer").region.y
