"""The hot-seat hand-off takes its Enter only once it has been on screen long enough to read:
a key meant for the screen before it (a finished trick's "any key") must never pass it and
show the next player's hand to the last one."""

from __future__ import annotations

import time

import pytest
from test_privacy import private_to, shown_cards
from ui_helpers import SIZE, app_for, past_the_hand_off, position, screen_text, wait_until

from spades_tui.core.game import Phase
from spades_tui.ui.screens.export import ExportScreen
from spades_tui.ui.screens.handoff import HAND_OFF_READ_TIME, HandoffScreen
from spades_tui.ui.screens.reading_time import ReadingTime
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.screens.table_paint import TablePaint


async def _next_hand_off(app, pilot) -> HandoffScreen:  # type: ignore[no-untyped-def]
    """Past the hand-off on show, a card played with Enter: the other player's hand-off."""
    await past_the_hand_off(app, pilot)
    await pilot.press("enter")  # a card: the other player is to play
    await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
    handoff = app.screen
    assert isinstance(handoff, HandoffScreen)
    return handoff


async def test_a_key_for_the_finished_trick_does_not_pass_the_hand_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The last player of a trick the other side wins presses Enter as the trick's pause runs
    out and the hand-off comes up: the hand-off stays, and the winner's hand stays hidden."""
    game = position(seed=9, stop=lambda g: g.phase is Phase.PLAY)
    app = app_for(game, trick_pause=0.05)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(40):  # tricks, until one is won by the seat that did not play last
            await past_the_hand_off(app, pilot)
            table = app.screen
            assert isinstance(table, TableScreen)
            await wait_until(pilot, lambda t=table: t.kind == "play" and not t.trick_end)
            last = game.to_act
            trick = game.view(last).current_trick
            completing = trick is not None and len(trick.cards) == 1
            if completing:
                monkeypatch.setattr(HandoffScreen, "READ_TIME", 60)
            await pilot.press("enter")  # the highlighted card
            if not completing:
                continue
            await wait_until(pilot, lambda s=last: game.view(s).current_trick is None)
            if game.to_act == last:  # the last player won and leads: no hand-off
                monkeypatch.setattr(HandoffScreen, "READ_TIME", 0)
                continue
            await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
            await pilot.press("enter")  # meant for the trick, arriving just too late
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            winner = game.to_act
            assert not shown_cards(screen_text(app)) & private_to(game, winner)
            return
    raise AssertionError("no trick was won by the seat that did not play its last card")


async def test_enter_pressed_again_a_moment_after_a_card_does_not_pass_the_hand_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A player plays a card with Enter and, from habit, presses it again 0.7 s later, when
    the hand-off has been up for a moment: the other player's hand must stay hidden."""
    monkeypatch.setattr(HandoffScreen, "READ_TIME", HAND_OFF_READ_TIME)
    game = position(seed=9, stop=lambda g: g.phase is Phase.PLAY)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await past_the_hand_off(app, pilot)
        played = time.monotonic()
        await pilot.press("enter")  # a card: the other player is to play
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.pause(max(0.0, 0.7 - (time.monotonic() - played)))
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert not shown_cards(screen_text(app)) & private_to(game, game.to_act)


async def test_enter_passes_the_hand_off_once_it_has_been_readable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(HandoffScreen, "READ_TIME", 0.05)
    game = position(seed=9, stop=lambda g: g.phase is Phase.PLAY)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        handoff = await _next_hand_off(app, pilot)
        await wait_until(pilot, lambda: handoff.armed)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.flow.viewer == game.to_act


async def test_enter_pressed_once_more_after_the_hand_off_plays_no_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The hand-off's Enter pressed twice: the second press comes as the table shows the next
    player's hand, before that player has read it, and must not play its highlighted card."""
    game = position(seed=9, stop=lambda g: g.phase is Phase.PLAY)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await past_the_hand_off(app, pilot)
        await pilot.press("enter")  # a card: the other player is to play
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        monkeypatch.setattr(TablePaint, "REVEAL_GRACE", 60)  # it cannot run out in this test
        await pilot.press("enter")  # "I am ready"
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        table = app.screen
        assert isinstance(table, TableScreen)
        await wait_until(pilot, lambda: table.kind == "play")
        played = game.actions_applied
        for key in ("enter", "space"):
            await pilot.press(key)  # pressed once more
        await pilot.pause()
        assert game.actions_applied == played
        table._settled_at = 0.0  # the hand has been read: the grace has run out
        await pilot.press("enter")
        await wait_until(pilot, lambda: game.actions_applied > played)


async def test_keys_pressed_while_the_hand_off_cannot_be_read_start_its_wait_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Enter pressed again and again (or held down) never passes the hand-off: each key
    restarts its reading time, so only an Enter after a quiet moment counts."""
    waits: list[ReadingTime] = []
    wait = ReadingTime._wait_to_arm

    def counted(screen: ReadingTime) -> None:
        waits.append(screen)
        wait(screen)

    monkeypatch.setattr(ReadingTime, "_wait_to_arm", counted)
    game = position(seed=9, stop=lambda g: g.phase is Phase.PLAY)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await past_the_hand_off(app, pilot)
        monkeypatch.setattr(HandoffScreen, "READ_TIME", 60)
        await pilot.press("enter")  # a card: the other player is to play
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen) and waits)
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen) and waits == [handoff]  # its first paint
        for _ in range(3):
            await pilot.press("enter")
        await pilot.pause()
        assert waits == [handoff] * 4 and not handoff.armed
        assert app.screen is handoff


async def test_other_keys_never_pass_the_hand_off() -> None:
    game = position(seed=9, stop=lambda g: g.phase is Phase.PLAY)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await past_the_hand_off(app, pilot)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        for key in ("space", "k", "r", "a", "1", "escape", "right"):
            await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)


async def test_the_hand_off_offers_nothing_that_shows_a_hand_or_the_record(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The record holds both hands and the unseen stock: neither its export nor any key of
    the table may work from the screen that hides them."""
    monkeypatch.setattr(HandoffScreen, "READ_TIME", 0)
    game = position(seed=9, stop=lambda g: g.phase is Phase.PLAY)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await past_the_hand_off(app, pilot)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        handoff = app.screen
        before = screen_text(app)
        commands = [c.title for c in app.get_system_commands(handoff)]
        assert "Export game" not in commands
        assert "Help" in commands  # the palette itself still works
        app.action_export()  # however it is reached
        for key in ("u", "w", "s", "L", "i", "g"):
            await pilot.press(key)
        await pilot.pause()
        assert app.screen is handoff
        text = screen_text(app)
        assert "Export" not in text.splitlines()[-1]
        assert text == before  # nothing of the game shown
        # The export refused says when it works, rather than nothing.
        assert any("exported once over" in n.message for n in app._notifications)


async def test_at_one_keyboard_the_game_is_exported_once_it_is_over() -> None:
    """Mid-game the record would show whoever holds the keyboard the other player's cards
    and the stock still to come: the table offers no export until the game is over."""
    from ui_helpers import hotseat_app, near_the_end, play_steps

    from spades_tui.ui.screens.scores import GameOverScreen

    app = hotseat_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await past_the_hand_off(app, pilot)
        assert "Export game" not in [c.title for c in app.get_system_commands(app.screen)]
        app.action_export()
        await pilot.pause()
        assert not isinstance(app.screen, ExportScreen)
    app = near_the_end()
    async with app.run_test(size=SIZE) as pilot:
        await play_steps(pilot, 40)
        assert isinstance(app.screen, GameOverScreen)
        assert "Export game" in [c.title for c in app.get_system_commands(app.screen)]


async def test_the_hand_off_offers_the_home_screen_which_shows_no_hand(tmp_path) -> None:
    """From "Pass to …" the only way home was past the hand-off, showing the next hand."""
    from spades_tui.storage import Storage
    from spades_tui.ui.app import SpadesApp
    from spades_tui.ui.screens.home import HomeScreen
    from spades_tui.ui.setup import HUMAN

    game = position(5, stop=lambda g: g.actions_applied == 10)
    app = SpadesApp(game, (HUMAN, HUMAN), pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        commands = {c.title: c for c in app.get_system_commands(app.screen)}
        assert "Take back" not in commands  # that one needs the table, and a hand, on show
        commands["Home screen"].callback()
        await wait_until(pilot, lambda: isinstance(app.screen, HomeScreen))
        await wait_until(pilot, lambda: "Continue" in screen_text(app))  # the game waits there


async def test_enter_tapped_while_the_hand_off_waits_says_to_wait_then_press_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each key restarts the reading time, so a player who tapped Enter every 0.8 s never got
    past the screen, and was told nothing: the screen now says what to do."""
    monkeypatch.setattr(HandoffScreen, "READ_TIME", HAND_OFF_READ_TIME)
    game = position(seed=9, stop=lambda g: g.phase is Phase.PLAY)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        handoff = await _next_hand_off(app, pilot)
        assert "wait a moment" not in screen_text(app)
        await pilot.press("enter")
        await wait_until(pilot, lambda: "wait a moment without a key" in screen_text(app))
        await wait_until(pilot, lambda: handoff.armed)  # the quiet moment
        assert "press Enter when ready" in screen_text(app)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))


async def test_enters_typed_after_an_exchange_do_not_close_its_box_and_leave_the_hand_off_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A double-nil player gives cards with Enter pressed three times at once. The two extra
    presses, held while the exchange went to the app, were sent on 1.5 s later as new keys:
    they closed the box of what the exchange gave and got before anyone pressed a key for it,
    and put up the hand-off with the player still at the keyboard, whose next Enter, meant
    for the box, then showed them the other player's hand."""
    from textual import events

    from spades_tui.ui.screens.info import InfoScreen

    game = position(5, stop=lambda g: g.phase is Phase.EXCHANGE, declare=(True, False))
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await past_the_hand_off(app, pilot)
        monkeypatch.setattr(ReadingTime, "READ_TIME", 0.5)
        monkeypatch.setattr(HandoffScreen, "READ_TIME", HAND_OFF_READ_TIME)
        await pilot.press("space")  # one card marked
        for _ in range(3):  # as a terminal delivers keys typed together: all at once
            app.post_message(events.Key("enter", "\r"))
        await wait_until(pilot, lambda: isinstance(app.screen, InfoScreen))
        box = app.screen
        await pilot.pause(2.0)  # longer than the table holds keys for an answer
        assert app.screen is box
        await pilot.press("enter")  # the player closes the box: the hand-off, and no hand
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        assert not shown_cards(screen_text(app)) & private_to(game, game.to_act)
