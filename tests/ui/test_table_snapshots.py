"""The table in each phase at 80x24 and at 120x40, compared with SVG baselines.

Regenerate after a deliberate change of look with
``pytest tests/ui/test_table_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

import asyncio

import pytest
from ui_helpers import app_for, computers_never_move, position, wait_until

from spades_tui.core.game import Game, Phase
from spades_tui.ui.setup import HUMAN

SIZES = [(80, 24), (120, 40)]


def in_play(game: Game, tricks: int, cards: int) -> bool:
    if game.phase is not Phase.PLAY:
        return False
    done = sum(1 for t in game.hand.tricks if t.winner is not None)
    return done == tricks and len(game.hand.tricks[-1].cards) == cards


@pytest.mark.parametrize("size", SIZES)
def test_draft(snap_compare, size) -> None:
    game = position(5, stop=lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 8)
    assert snap_compare(app_for(game), press=["enter"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_double_nil_confirm(snap_compare, size) -> None:
    game = position(5, stop=lambda g: g.phase is Phase.DOUBLE_NIL)
    assert snap_compare(app_for(game), press=["enter", "y"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_bidding(snap_compare, size) -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING)
    assert snap_compare(app_for(game), press=["enter"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_nil_play_mid_trick(snap_compare, size) -> None:
    def nil_standing(g: Game) -> bool:  # answering a lead, no trick taken: cards are marked
        return (
            any(in_play(g, t, 1) for t in range(13)) and g.view(g.to_act).tricks_won[g.to_act] == 0
        )

    game = position(5, stop=nil_standing, bid=0)
    assert snap_compare(app_for(game), press=["enter"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_trick_end(snap_compare, size) -> None:
    game = position(5, stop=lambda g: in_play(g, 3, 0))

    async def finished(pilot) -> None:
        await pilot.press("enter")  # past the hand-off
        table = pilot.app.table
        table.show_trick_end(game.view(game.to_act), [], "")
        await pilot.pause()

    assert snap_compare(app_for(game), terminal_size=size, run_before=finished)


@pytest.mark.parametrize("size", SIZES)
def test_watch(snap_compare, size, monkeypatch: pytest.MonkeyPatch) -> None:
    computers_never_move(monkeypatch)  # paused by "p" before any move, however slow the machine
    game = position(5, stop=lambda g: in_play(g, 4, 1))
    app = app_for(game, controllers=("random", "random"), pace=5)

    async def paused(pilot) -> None:
        await pilot.press("p")
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=paused)


def test_vs_computer_marks_you(snap_compare) -> None:
    game = position(5, stop=lambda g: in_play(g, 2, 1))
    app = app_for(game, controllers=(HUMAN, "random"), pace=5)
    assert snap_compare(app, terminal_size=(80, 24))


@pytest.mark.parametrize("size", SIZES)
def test_trick_won_by_the_other_side(snap_compare, size) -> None:
    """The finished trick as its loser sees it: the winner's card and words stand out."""
    game = position(5, stop=lambda g: in_play(g, 3, 0))
    loser = 1 - game.to_act

    async def finished(pilot) -> None:
        await pilot.press("enter")  # past the hand-off
        pilot.app.table.show_trick_end(game.view(loser), [], "")
        await pilot.pause()

    assert snap_compare(app_for(game), terminal_size=size, run_before=finished)


@pytest.mark.parametrize("size", SIZES)
def test_knowledge_panel_in_ascii(snap_compare, size) -> None:
    """What you know, in plain characters, with a ten played (it must leave no stray mark)."""
    tens = (8, 21, 34, 47)
    game = position(
        5, stop=lambda g: in_play(g, 4, 1) and any(c in tens for c in g.view(0).played_cards)
    )
    app = app_for(game, controllers=(HUMAN, "random"), pace=5)
    app.ascii_only = True
    assert snap_compare(app, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_watch_the_draft(snap_compare, size, monkeypatch: pytest.MonkeyPatch) -> None:
    """A watcher of the draft reads both players' choices; the seventh turn is still thought
    about (the pace runs out six times, then never, so the picture holds still)."""
    from spades_tui.ui.flow.local import LocalTable

    waits: list[float] = []

    async def six_turns(flow: LocalTable, seconds: float) -> None:
        waits.append(seconds)
        if len(waits) > 6:
            await asyncio.Event().wait()

    monkeypatch.setattr(LocalTable, "_wait_out_pace", six_turns)
    game = position(5, stop=lambda g: g.phase is Phase.DRAFT)
    app = app_for(game, controllers=("random", "random"), pace=1)

    async def seventh_turn(pilot) -> None:
        await wait_until(pilot, lambda: len(waits) > 6)
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=seventh_turn)
