"""The hint key: the advisor and its choice on the table (not a toast), the cursor on it, and
gone as soon as the decision changes."""

from __future__ import annotations

import re
import threading

from ui_helpers import (
    SIZE,
    app_for,
    past_the_hand_off,
    position,
    screen_text,
    settle,
    wait_until,
)

from spades_tui.core.actions import Play
from spades_tui.core.game import Phase
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.screens.table_text import key_word


def _flat(app) -> str:  # type: ignore[no-untyped-def]
    return " ".join(screen_text(app).replace("▌", " ").split())


async def _table_after(app, pilot, *keys: str) -> TableScreen:  # type: ignore[no-untyped-def]
    """The table once ``keys`` are pressed (a hint asked among them) and the hint is shown."""
    await pilot.press(*keys)
    await settle(app)
    await pilot.pause()
    table = app.screen
    assert isinstance(table, TableScreen)
    return table


async def test_bid_hint_names_the_advisor_the_bid_and_the_tricks_expected() -> None:
    game = position(seed=6, stop=lambda g: g.phase is Phase.BIDDING)
    app = app_for(game)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter", "i")  # past the hand-off, then ask
        await settle(app)
        await pilot.pause()
        text = _flat(app)
        found = re.search(r"Hint from hard: (bid nil|bid (\d+))", text)
        assert found, text
        table = app.screen
        assert isinstance(table, TableScreen)
        # The bid picker moved to the advised bid.
        assert table.bid == (0 if found.group(1) == "bid nil" else int(found.group(2)))
        assert not app._notifications, "a hint is not a toast"


async def test_a_play_hint_moves_the_cursor_and_clears_at_the_next_decision() -> None:
    game = position(seed=9, stop=lambda g: g.phase is Phase.PLAY and len(g.hand.played) == 2)
    app = app_for(game, ("human", "random"))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen) and table.kind == "play"
        await pilot.press("i")
        await settle(app)
        await pilot.pause()
        assert "Hint from hard: play" in _flat(app)
        hinted = app.game.view(0).legal_actions  # type: ignore[union-attr]
        card = table.cards[table.cursor]
        assert Play(card) in hinted
        await pilot.press("enter")  # play the card under the cursor: the hinted one
        for _ in range(40):
            await pilot.pause(0.05)
            if table.kind == "play" and app.game.to_act == 0:  # type: ignore[union-attr]
                break
        assert "Hint from" not in _flat(app)


async def test_a_hint_for_a_decision_already_made_is_not_shown(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import spades_tui.ui.table_common as table_common

    # The advisor is slow: its answer comes only after the person has bid.
    go_on, answered = threading.Event(), threading.Event()
    advise = table_common.advise

    def slow_advice(view):  # type: ignore[no-untyped-def]
        go_on.wait(timeout=60)
        try:
            return advise(view)
        finally:
            answered.set()

    monkeypatch.setattr(table_common, "advise", slow_advice)
    # Well into the draft, where the player at the keyboard takes turn after turn: the next
    # decision on the table is theirs again, so only the app can tell the hint is stale.
    game = position(seed=6, stop=lambda g: g.phase is Phase.DRAFT and g.actions_applied >= 6)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "i")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen) and table.kind == "draft"
        assert "thinking about a hint" in _flat(app)
        before = app.game.actions_applied  # type: ignore[union-attr]
        await pilot.press(key_word("keep"))
        await wait_until(pilot, lambda: app.game.actions_applied > before)  # type: ignore[union-attr]
        await pilot.pause()
        assert app.screen is table and table.kind == "draft"  # the same person decides again
        go_on.set()
        while not answered.is_set():
            await pilot.pause(0.05)
        await settle(app)
        await pilot.pause()
        assert "Hint from" not in _flat(app)


async def test_a_long_hint_is_read_whole_at_80_columns() -> None:
    game = position(seed=6, stop=lambda g: g.phase is Phase.DRAFT)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        table = app.screen
        assert isinstance(table, TableScreen)
        words = (
            "Hint from hard: reject this card and take the next one "
            "(the hidden next card is likely to serve you better)."
        )
        assert len(words) > SIZE[0]
        table.show_hint(None, words)
        await pilot.pause()
        assert words in _flat(app)


async def test_a_bid_hint_says_it_moved_your_bid_and_that_enter_takes_it() -> None:
    """A hint points, as the play hint moves the card cursor: the bid picker goes to the
    advised bid and the hint line says so, with the bid it moved from; nothing is bid."""
    game = position(seed=6, stop=lambda g: g.phase is Phase.BIDDING)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        table = await _table_after(app, pilot, "enter", "1", "i")
        assert table.bid != 1, "the advice happens to be the bid typed: pick another seed"
        assert f"Your bid moved from 1 to {table.bid}: Enter bids it." in _flat(app)
        assert not app.game.hand.bids  # pointed at, not bid


async def test_a_bid_changed_after_the_hint_drops_its_words_about_enter() -> None:
    """Enter would bid the new number, not the hint's: the reason stays, "Enter bids it"
    goes, and comes back when the picker returns to the hint's bid."""
    game = position(seed=6, stop=lambda g: g.phase is Phase.BIDDING)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        table = await _table_after(app, pilot, "enter", "i")
        hinted = table.bid
        assert "Enter bids it." in _flat(app)
        step, back = ("down", "up") if hinted == 13 else ("up", "down")
        await pilot.press(step)
        await pilot.pause()
        assert table.bid != hinted
        assert "Hint from hard: bid" in _flat(app)
        assert "Enter bids it." not in _flat(app)
        await pilot.press(back)
        await pilot.pause()
        assert table.bid == hinted and "Enter bids it." in _flat(app)


async def test_a_play_hint_says_the_cursor_is_on_its_card() -> None:
    game = position(seed=9, stop=lambda g: g.phase is Phase.PLAY and len(g.hand.played) == 2)
    app = app_for(game, ("human", "random"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        await settle(app)
        await pilot.pause()
        assert "The cursor is on it: Enter plays it." in _flat(app)


async def test_a_long_bid_hint_in_hungarian_fits_the_note_whole_at_80_columns() -> None:
    """The reason's last comparisons give way, not the end of the sentence."""
    from spades_tui import i18n

    game = position(seed=3, stop=lambda g: g.phase is Phase.BIDDING)
    app = app_for(game)
    i18n.use("hu")
    try:
        async with app.run_test(size=SIZE) as pilot:
            table = await _table_after(app, pilot, "enter", "i")
            shown = table.hint_text
            assert shown.startswith("Tipp (erős): licit") and shown.endswith("bemondod."), shown
            assert shown in _flat(app), (shown, _flat(app))
    finally:
        i18n.use("en")


async def test_a_double_nil_draft_hint_at_80_columns_ends_with_the_key() -> None:
    """Its reason is one part and cannot be shortened: it once ended "The cursor is on it:",
    cut off at the note's second line."""
    game = position(4, declare=(True, False), stop=lambda g: len(g.hand.draft) == 2)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await past_the_hand_off(app, pilot)
        table = app.screen
        assert isinstance(table, TableScreen) and table.kind == "draft"
        await pilot.press("i")
        await wait_until(pilot, lambda: bool(table.hint_text))
        await pilot.pause()
        shown = table.hint_text
        assert "for a double nil" in shown and shown.endswith("Enter takes it."), shown
        assert shown in _flat(app), (shown, _flat(app))


async def test_an_exchange_hint_in_hungarian_is_read_whole_at_80_columns() -> None:
    """It once ended behind the raised cards: „…A lapok megjelölve: Enterrel" and no more."""
    from spades_tui import i18n

    game = position(5, declare=(True, False), stop=lambda g: g.phase is Phase.EXCHANGE)
    app = app_for(game)
    i18n.use("hu")
    try:
        async with app.run_test(size=SIZE) as pilot:
            await past_the_hand_off(app, pilot)
            table = app.screen
            assert isinstance(table, TableScreen)
            await wait_until(pilot, lambda: table.kind == "exchange")
            await pilot.press("i")
            await wait_until(pilot, lambda: bool(table.hint_text))
            await pilot.pause()
            shown = table.hint_text
            assert shown.startswith("Tipp (erős): cseréld le a "), shown
            assert shown.endswith("Enterrel leadod őket."), shown
            assert shown in _flat(app), (shown, _flat(app))
    finally:
        i18n.use("en")


async def test_a_bid_hint_compares_the_advice_with_the_bid_on_the_picker() -> None:
    """A tester on 6 asked for a hint and read how 5 compared with 4 and 3, never with the 6
    they were weighing: the bid on the picker is compared first."""
    game = position(seed=6, stop=lambda g: g.phase is Phase.BIDDING)
    app = app_for(game)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await _table_after(app, pilot, "enter", "9", "i")
        assert table.bid <= 6, "the advice is near the bid typed: pick another seed"
        shown = table.hint_text  # the note's words, as wrapped onto its two lines
        assert re.search(r"about \d+ points more than bidding 9\b", shown), shown


async def test_a_hint_asked_while_confirming_double_nil_keeps_the_question() -> None:
    """The hint agreed ("declare: Enter takes it"), yet it dropped the "for sure?" question
    it was asked from: Enter then asked again, and hint-then-Enter went round in a circle."""
    from spades_tui.core.actions import DECLARE, DECLINE

    game = position(seed=6, stop=lambda g: g.phase is Phase.DOUBLE_NIL)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        table = app.screen
        assert isinstance(table, TableScreen) and table.kind == "double_nil"
        await pilot.press(key_word("declare"))
        await pilot.pause()
        assert table.confirming
        table.show_hint(DECLARE, "Hint from hard: declare double nil.")
        await pilot.pause()
        assert table.confirming and table.cursor == 1
        table.show_hint(DECLINE, "Hint from hard: decline.")  # disagrees: back to the choice
        await pilot.pause()
        assert not table.confirming and table.cursor == 0
