"""With --ascii the table draws nothing but ASCII, in every phase."""

from __future__ import annotations

import pytest
from ui_helpers import SIZE, app_for, position, screen_text

from spades_tui.core.game import Game, Phase
from spades_tui.ui.screens.table import TableScreen


def in_play(game: Game, tricks: int, cards: int) -> bool:
    if game.phase is not Phase.PLAY:
        return False
    done = sum(1 for t in game.hand.tricks if t.winner is not None)
    return done == tricks and len(game.hand.tricks[-1].cards) == cards


PHASES = {
    "double nil": (lambda g: g.phase is Phase.DOUBLE_NIL, {}, ["enter", "y"]),
    "draft": (lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 6, {}, ["enter", "1"]),
    "exchange": (
        lambda g: g.phase is Phase.EXCHANGE,
        {"declare": (True, False)},
        ["enter", "space"],
    ),
    "bidding": (lambda g: g.phase is Phase.BIDDING, {}, ["enter"]),
    "nil play": (lambda g: in_play(g, 2, 1), {"bid": 0}, ["enter"]),
    "lead": (lambda g: in_play(g, 3, 0), {}, ["enter", "L", "escape"]),
}


@pytest.mark.parametrize("phase", list(PHASES))
async def test_every_phase_is_pure_ascii(phase: str) -> None:
    stop, extra, keys = PHASES[phase]
    app = app_for(position(5, stop=stop, **extra))
    app.ascii_only = True
    async with app.run_test(size=SIZE) as pilot:
        for key in keys:
            await pilot.press(key)
        await pilot.pause()
        table = app.table
        assert isinstance(table, TableScreen) and app.screen is table
        text = screen_text(app)
        assert table.kind is not None and table.query_one("#hand").display == (
            phase != "double nil"
        )
        assert not [c for c in text if ord(c) > 127], text
        # The idle table, the trick at its end and the hand-off view draw plain letters too.
        view = app.game.view(app.game.to_act)
        for show in (
            lambda: table.wait(view, "Bob is thinking...", ["a line"]),
            lambda: table.show_watch((app.game.view(0), app.game.view(1)), "Watching", []),
            lambda: table.show_trick_end(view, [], "Bob won"),
            lambda: table.watch_public(view, []),
        ):
            show()
            await pilot.pause()
            text = screen_text(app)
            assert not [c for c in text if ord(c) > 127], text


async def test_the_check_sees_a_unicode_table() -> None:
    app = app_for(position(5, stop=lambda g: in_play(g, 2, 1)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        assert [c for c in screen_text(app) if ord(c) > 127]
