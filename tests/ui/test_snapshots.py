"""Every screen at 80×24, compared with the SVG baselines in __snapshots__.

Regenerate after a deliberate change of look with ``pytest tests/ui --snapshot-update``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input
from ui_helpers import SIZE, app_for, computers_never_move, hotseat_app, position, until_summary

from spades_tui.core.cards import CARDS
from spades_tui.core.game import Game, Phase
from spades_tui.ui.screens.export import ExportScreen
from spades_tui.ui.setup import HUMAN


def card_keys(card: int) -> list[str]:
    code = CARDS[card].code.lower()
    return list(code)


def in_play(game: Game, tricks: int, cards_in_trick: int) -> bool:
    h = game.hand
    if game.phase is not Phase.PLAY:
        return False
    done = sum(1 for t in h.tricks if t.winner is not None)
    return done == tricks and len(h.tricks[-1].cards) == cards_in_trick


def test_handoff(snap_compare) -> None:
    assert snap_compare(hotseat_app(seed=5), terminal_size=SIZE)


def test_double_nil_offer(snap_compare) -> None:
    assert snap_compare(hotseat_app(seed=5), press=["enter"], terminal_size=SIZE)


def test_draft(snap_compare) -> None:
    game = position(5, stop=lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 8)
    assert snap_compare(app_for(game), press=["enter"], terminal_size=SIZE)


def test_exchange_with_two_marked(snap_compare) -> None:
    game = position(5, stop=lambda g: g.phase is Phase.EXCHANGE, declare=(True, False))
    keys = ["enter", "space", "right", "right", "space", "right"]
    assert snap_compare(app_for(game), press=keys, terminal_size=SIZE)


def test_bidding_after_opponent_bid(snap_compare) -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING and len(g.hand.bids) == 1)
    assert snap_compare(app_for(game), press=["enter", "4"], terminal_size=SIZE)


def test_play_refuses_an_illegal_card_with_the_reason(snap_compare) -> None:
    game = position(5, stop=lambda g: in_play(g, 2, 1))
    view = game.view(game.to_act)
    legal = {a.card for a in view.legal_actions}
    illegal = next(c for c in view.hand if c not in legal)
    keys = ["enter", *card_keys(illegal)]
    assert snap_compare(app_for(game), press=keys, terminal_size=SIZE)


def test_last_trick(snap_compare) -> None:
    game = position(5, stop=lambda g: in_play(g, 3, 0))
    assert snap_compare(app_for(game), press=["enter", "L"], terminal_size=SIZE)


def test_hand_summary(snap_compare) -> None:
    # The last card goes by itself: no hand-off, no key.
    game = position(5, stop=lambda g: in_play(g, 12, 1))
    assert snap_compare(app_for(game), run_before=until_summary, terminal_size=SIZE)


def test_history(snap_compare) -> None:
    game = position(5, stop=lambda g: g.hand.number == 2 and in_play(g, 0, 0))
    assert snap_compare(app_for(game), press=["enter", "s"], terminal_size=SIZE)


def test_game_over(snap_compare) -> None:
    game = position(5, target=100, loss_floor=-100)
    assert game.phase is Phase.GAME_OVER
    assert snap_compare(app_for(game), terminal_size=SIZE)


def test_help(snap_compare) -> None:
    assert snap_compare(hotseat_app(seed=5), press=["enter", "question_mark"], terminal_size=SIZE)


def test_too_small_terminal(snap_compare) -> None:
    assert snap_compare(hotseat_app(seed=5), terminal_size=(60, 20))


def test_vs_computer_while_it_thinks(snap_compare, monkeypatch: pytest.MonkeyPatch) -> None:
    # As in test_watch: the computer's pace never runs out, so a slow machine takes the same
    # picture as a fast one.
    computers_never_move(monkeypatch)
    game = position(5, stop=lambda g: in_play(g, 4, 0) and g.to_act == 1)
    app = app_for(game, (HUMAN, "random"), pace=2.0)
    assert snap_compare(app, terminal_size=SIZE)


def test_watch(snap_compare, monkeypatch: pytest.MonkeyPatch) -> None:
    # The picture is of a computer thinking: its pace never runs out, however slow the machine.
    computers_never_move(monkeypatch)
    game = position(5, stop=lambda g: in_play(g, 5, 1))
    app = app_for(game, ("random", "random"), pace=2.0)
    assert snap_compare(app, terminal_size=SIZE)


def test_export_box(snap_compare) -> None:
    app = app_for(position(5, stop=lambda g: in_play(g, 2, 1)))

    async def open_export(pilot) -> None:
        await pilot.press("enter")
        # A fixed path: the suggested one holds today's date.
        app.push_screen(ExportScreen(Path("/home/ann/spades-2026-11-29.json")))
        await pilot.pause()
        app.screen.query_one(Input).cursor_blink = False

    assert snap_compare(app, terminal_size=SIZE, run_before=open_export)


# The same screens at 120x40: boxes stay centred and the chart and tables use the room.
LARGE = (120, 40)


def test_handoff_large(snap_compare) -> None:
    assert snap_compare(hotseat_app(seed=5), terminal_size=LARGE)


def test_hand_summary_large(snap_compare) -> None:
    # The last card goes by itself: no hand-off, no key.
    game = position(5, stop=lambda g: in_play(g, 12, 1))
    assert snap_compare(app_for(game), run_before=until_summary, terminal_size=LARGE)


def test_history_large(snap_compare) -> None:
    game = position(5, stop=lambda g: g.hand.number == 2 and in_play(g, 0, 0))
    assert snap_compare(app_for(game), press=["enter", "s"], terminal_size=LARGE)


def test_game_over_large(snap_compare) -> None:
    game = position(5, target=100, loss_floor=-100)
    assert snap_compare(app_for(game), terminal_size=LARGE)


def test_export_box_large(snap_compare) -> None:
    app = app_for(position(5, stop=lambda g: in_play(g, 2, 1)))

    async def open_export(pilot) -> None:
        await pilot.press("enter")
        app.push_screen(ExportScreen(Path("/home/ann/spades-2026-11-29.json")))
        await pilot.pause()
        app.screen.query_one(Input).cursor_blink = False

    assert snap_compare(app, terminal_size=LARGE, run_before=open_export)
