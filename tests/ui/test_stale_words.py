"""Every word on the table describes the moment on screen, during a trick's pause and after it."""

from __future__ import annotations

from test_trick_end import play_until_a_trick_is_won_by
from ui_helpers import SIZE, app_for, position, screen_text, wait_until

from spades_tui.core.events import TrickWon
from spades_tui.core.game import Game, Phase
from spades_tui.i18n import points
from spades_tui.replay import Replay
from spades_tui.session.moments import trick_end_view
from spades_tui.ui.screens.replay import ReplayScreen
from spades_tui.ui.screens.scores import HandOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.screens.table_text import play_body
from spades_tui.ui.setup import HUMAN
from spades_tui.ui.widgets.scoreboard import Scoreboard


def in_play(game: Game) -> bool:
    return game.phase is Phase.PLAY


async def test_the_next_lead_is_not_shown_over_the_last_tricks_cards() -> None:
    game = position(seed=9, stop=in_play)
    app = app_for(game, (HUMAN, "random"), pace=0, trick_pause=600)
    async with app.run_test(size=SIZE) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        await play_until_a_trick_is_won_by(0, table, pilot)
        assert all(slot.card is not None for slot in table._trick_slots(table.view))  # type: ignore[arg-type]
        assert table.view is not None
        n = len(table.view.tricks)
        assert f"Trick {n} of 13" in screen_text(app)
        await pilot.press("space")
        await wait_until(pilot, lambda: table.kind == "play")
        assert table.view is not None and table.view.current_trick is None
        text = screen_text(app)
        assert f"Trick {n + 1}/13: your lead" in text and f"Trick {n + 1} of 13" in text
        # The trick won is gone from the places; the line beside them names it as the last one.
        slots = table._trick_slots(table.view)
        assert [slot.card for slot in slots] == [None, None]
        assert [slot.note for slot in slots] == ["", "to lead"]
        assert "Last:" in text


def a_trick_that_breaks_spades() -> tuple[Game, object]:
    """A game whose next card ends a trick with the hand's first spade, and that card."""
    for seed in range(40):
        game = position(seed, stop=in_play)
        while game.phase is Phase.PLAY and not game.hand.spades_broken:
            trick = game.hand.tricks[-1] if game.hand.tricks else None
            if trick is not None and trick.winner is None and len(trick.cards) == 1:
                ruffs = [a for a in game.legal_actions() if a.card < 13]  # type: ignore[attr-defined]
                if ruffs:
                    return game, ruffs[0]
            game.apply(game.legal_actions()[-1])
    raise AssertionError("no seed gives a ruff that breaks spades")


def test_a_finished_trick_that_broke_spades_says_they_are_broken() -> None:
    game, ruff = a_trick_that_breaks_spades()
    seat = game.to_act
    before = game.view(seat)
    events = game.apply(ruff)  # type: ignore[arg-type]
    won = next(e for e in events if isinstance(e, TrickWon))
    shown = trick_end_view(before, won)
    assert shown.spades_broken
    words = play_body(shown, seat, False, trick_on_show=True).plain
    assert "Spades broken" in words and "not broken" not in words


async def test_the_score_behind_a_hand_summary_is_the_one_it_reports() -> None:
    game = position(5, stop=lambda g: in_play(g) and len(g.hand.played) >= 12)
    app = app_for(game, (HUMAN, "random"), pace=0, trick_pause=0)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(4):
            if isinstance(app.screen, HandOverScreen):
                break
            await wait_until(
                pilot, lambda: isinstance(app.screen, HandOverScreen) or app.table.kind == "play"
            )
            if app.table.kind == "play":
                await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, HandOverScreen))
        summary = app.screen
        assert isinstance(summary, HandOverScreen)
        totals = [points(result.score) for result in summary.results]
        assert any(total != "0" for total in totals)
        board = app.table.query_one(Scoreboard).render().plain  # type: ignore[union-attr]
        lines = board.splitlines()
        assert lines[0].split()[-1] == totals[0] and lines[2].split()[-1] == totals[1], board


async def test_replay_numbers_a_finished_trick_as_itself() -> None:
    game = position(5, stop=lambda g: in_play(g) and len(g.hand.played) >= 2)
    replay = Replay(game)
    first_won = next(i for i, m in enumerate(replay.moments) if m.won is not None)
    screen = ReplayScreen(replay)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await app.push_screen(screen)
        await wait_until(pilot, lambda: screen.view is not None)
        screen.go(first_won)
        await pilot.pause()
        text = screen_text(app)
        assert "Trick 1 of 13" in text and "Trick 2 of 13" not in text
        assert all(slot.card is not None for slot in screen._trick_slots(screen.view))  # type: ignore[arg-type]
        screen.go(first_won + 1)  # the next trick's lead
        await pilot.pause()
        assert "Trick 2 of 13" in screen_text(app)


async def test_no_draft_key_is_offered_while_the_computer_bids() -> None:
    game = position(3, stop=lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 24)
    assert game.to_act == 0
    app = app_for(game, (HUMAN, "random"), pace=30)
    async with app.run_test(size=SIZE) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        await wait_until(pilot, lambda: table.kind == "draft")
        await pilot.press("k")
        await wait_until(pilot, lambda: table.waiting)
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "Keep" not in footer and "Reject" not in footer, footer
        assert app.game.phase is not Phase.DRAFT or app.game.to_act == 1  # type: ignore[union-attr]


async def test_the_log_beside_the_last_trick_ends_with_that_trick() -> None:
    """The hand is scored and the next one started as the last card falls, but while the
    last trick is on the table the log tells no more than that trick."""
    game = position(5, stop=lambda g: in_play(g) and len(g.hand.played) >= 12)
    app = app_for(game, (HUMAN, "random"), pace=0, trick_pause=600)
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.table

        def last_trick_on_show() -> bool:
            view = table.view
            return table.trick_end and view is not None and len(view.tricks) == 13

        for _ in range(4):
            await wait_until(pilot, lambda: last_trick_on_show() or table.kind == "play")
            if last_trick_on_show():
                break
            await pilot.press("enter")
        assert last_trick_on_show()
        assert table.lines and "won trick 13" in table.lines[-1], table.lines
        assert not any("scored" in line or "Hand 2" in line for line in table.lines)
