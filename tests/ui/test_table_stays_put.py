"""At 80x24 and at 120x40 the table keeps its places: the trick, the knowledge panel and the
hand do not move when a hint line comes up, nor between a lead, its answer and the finished
trick."""

from __future__ import annotations

from functools import partial

import pytest
from ui_helpers import SIZE, app_for, position, settle, wait_until

from spades_tui.core.game import Game, Phase
from spades_tui.ui.screens.table import TableScreen

PLACES = ("trick", "memory", "hand")


def in_play(game: Game, tricks: int, cards: int) -> bool:
    done = sum(1 for t in game.hand.tricks if t.winner is not None)
    return game.phase is Phase.PLAY and done == tricks and len(game.hand.tricks[-1].cards) == cards


def deciding(app: object) -> bool:
    screen = getattr(app, "screen", None)
    return isinstance(screen, TableScreen) and screen.kind is not None


async def at_the_table(pilot) -> TableScreen:  # type: ignore[no-untyped-def]
    """The table, past the hand-off, once it asks for a decision."""
    app = pilot.app
    await pilot.press("enter")  # past the hand-off
    await wait_until(pilot, partial(deciding, app))
    table = app.screen
    assert isinstance(table, TableScreen)
    return table


def places(screen: TableScreen) -> dict[str, tuple[int, ...]]:
    return {name: tuple(screen.query_one(f"#{name}").region) for name in PLACES}


@pytest.mark.parametrize("size", [SIZE, (120, 40)])
async def test_nothing_moves_when_the_hint_line_appears_or_a_trick_ends(size) -> None:
    seen = []
    for cards in (0, 1):
        game = position(5, stop=lambda g, c=cards: in_play(g, 4, c))
        app = app_for(game)
        async with app.run_test(size=size) as pilot:
            table = await at_the_table(pilot)
            before = places(table)
            await pilot.press("i")
            await settle(app)
            await pilot.pause()
            assert places(table) == before, "the hint line moved the table"
            seen.append(before)
            if cards == 1:
                table.show_trick_end(game.view(game.to_act), [], "")
                await pilot.pause()
                seen.append(places(table))
    assert all(p == seen[0] for p in seen), seen


@pytest.mark.parametrize("size", [SIZE, (120, 40)])
async def test_the_trick_stays_put_from_one_trick_to_the_next(size) -> None:
    # The words beside the trick were as wide as "Last: 10♥ 4♥ ★ you" happened to be, and the
    # trick and its words were centred together: each trick moved it sideways.
    seen: dict[str, set[tuple[int, ...]]] = {"trick": set(), "last line": set()}
    for tricks in (1, 2, 3, 5, 8):
        names = ("Wilhelmina", "Bartholomew")
        game = position(5, stop=lambda g, t=tricks: in_play(g, t, 0), names=names)
        app = app_for(game)
        async with app.run_test(size=size) as pilot:
            table = await at_the_table(pilot)
            seen["trick"].add(tuple(table.query_one("#trick").region))
            body = str(table.query_one("#body").render())
            seen["last line"].add((len(body.splitlines()[-1].rstrip()),))
    assert len(seen["last line"]) > 1, "the positions should differ in their last trick's line"
    assert len(seen["trick"]) == 1, seen["trick"]
