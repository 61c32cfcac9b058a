"""A finished trick stays on the table, winner marked, whoever leads next, before any summary."""

from __future__ import annotations

from ui_helpers import (
    SIZE,
    app_for,
    near_the_end,
    play_to_game_over,
    position,
    screen_text,
    wait_until,
)

from spades_tui.core.game import Phase
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.scores import HandOverScreen
from spades_tui.ui.screens.table import TableScreen


async def play_until_a_trick_is_won_by(seat: int, table: TableScreen, pilot) -> None:  # type: ignore[no-untyped-def]
    """The person plays the first card each time (and moves on from each finished trick)
    until ``seat`` has won a trick; that trick is left on show."""
    for _ in range(60):
        await pilot.pause(0.05)
        if table.trick_end:
            assert table.view is not None
            finished = table.view.tricks[-1]
            assert finished.winner is not None
            if finished.winner == seat:
                return
            await pilot.press("space")
        elif table.kind == "play":
            await pilot.press("enter")
    raise AssertionError(f"seat {seat} never won a trick")


async def test_the_last_trick_shows_before_the_hand_summary() -> None:
    app = near_the_end(trick_pause=600)
    shown: list[int] = []  # trick numbers shown as finished, in order
    summaries_after: list[int] = []

    def look(app: SpadesApp) -> None:
        screen = app.screen
        if isinstance(screen, TableScreen) and screen.trick_end:
            assert screen.view is not None
            if not shown or shown[-1] != len(screen.view.tricks):
                shown.append(len(screen.view.tricks))
        if isinstance(screen, HandOverScreen) and (not summaries_after or shown):
            summaries_after.append(shown[-1] if shown else 0)
            shown.clear()

    async with app.run_test(size=SIZE) as pilot:
        await play_to_game_over(pilot, at_each_step=look)
    assert summaries_after and all(last == 13 for last in summaries_after), summaries_after


async def test_a_trick_the_computer_wins_stays_up_while_it_leads_the_next() -> None:
    game = position(seed=9, stop=lambda g: g.phase is Phase.PLAY)
    app = app_for(game, ("human", "random"), pace=0, trick_pause=600)
    async with app.run_test(size=SIZE) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        await play_until_a_trick_is_won_by(1, table, pilot)
        played_before = app.game.actions_applied  # type: ignore[union-attr]
        await pilot.pause(0.3)
        # The computer, to lead, waits: the trick stays up until the person has seen it.
        assert table.trick_end and app.game.actions_applied == played_before  # type: ignore[union-attr]
        assert "wins the trick" in screen_text(app)
        await pilot.press("space")
        await wait_until(pilot, lambda: app.game.actions_applied > played_before, 2)  # type: ignore[union-attr]
        assert app.game.actions_applied > played_before  # type: ignore[union-attr]


async def test_watching_shows_each_hand_summary() -> None:
    game = position(seed=4, stop=lambda g: g.phase is Phase.PLAY and len(g.hand.played) >= 11)
    app = app_for(game, ("random", "random"), pace=0.01, trick_pause=0.01)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(200):
            await pilot.pause(0.05)
            if isinstance(app.screen, HandOverScreen):
                break
        assert isinstance(app.screen, HandOverScreen)


async def test_the_trick_on_show_is_the_one_numbered() -> None:
    def after_first_trick(g) -> bool:  # type: ignore[no-untyped-def]
        done = [t for t in g.hand.tricks if t.winner is not None]
        return g.phase is Phase.PLAY and len(done) == 1 and not g.hand.tricks[-1].cards

    game = position(seed=5, stop=after_first_trick)
    app = app_for(game, trick_pause=600)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        table = app.screen
        assert isinstance(table, TableScreen)
        assert "Trick 2 of 13" in screen_text(app)  # the next trick, to be led
        table.show_trick_end(game.view(game.to_act), [], "")
        await pilot.pause()
        text = screen_text(app)
        assert "Trick 1 of 13" in text and "Trick 2 of 13" not in text


async def test_enter_pressed_as_the_trick_pause_runs_out_does_not_also_play_a_card(
    monkeypatch,
) -> None:
    from spades_tui.ui.screens import table_paint as table_module

    now = [100.0]  # the table's clock stands still until the test moves it
    monkeypatch.setattr(table_module, "clock", lambda: now[0])
    game = position(seed=9, stop=lambda g: g.phase is Phase.PLAY)
    app = app_for(game, ("human", "random"), pace=0, trick_pause=600)
    async with app.run_test(size=SIZE) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        await play_until_a_trick_is_won_by(0, table, pilot)  # so the person leads the next
        before = app.game.actions_applied  # type: ignore[union-attr]
        app.flow.trick_seen()  # the pause runs out by itself, as its timer would make it
        await wait_until(pilot, lambda: table.kind == "play" and not table.trick_end)
        assert table.kind == "play"
        await pilot.press("enter")  # meant for "Any key to go on", a moment too late
        await pilot.pause(0.2)
        assert app.game.actions_applied == before  # type: ignore[union-attr]
        now[0] += 1.0  # a deliberate Enter, a second later, leads a card
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.game.actions_applied > before, 2)  # type: ignore[union-attr]
        assert app.game.actions_applied > before  # type: ignore[union-attr]


async def test_the_table_behind_the_summary_no_longer_asks_for_a_key() -> None:
    """The last trick's pause ran out by itself and the summary came up: the table behind it
    said "Any key to go on" still, for a trick that had been seen."""
    game = position(seed=9, stop=lambda g: g.phase is Phase.PLAY and len(g.hand.played) >= 12)
    app = app_for(game, ("human", "random"), pace=0, trick_pause=0.05)
    async with app.run_test(size=SIZE) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        while not isinstance(app.screen, HandOverScreen):
            if app.screen is table and table.kind == "play":
                await pilot.press("enter")
            await pilot.pause(0.05)
        assert not table.trick_end
        assert "Any key" not in str(table.query_one("#title").render())
