"""The pieces both apps share: the trick pause, and the words around a trick and an exchange."""

from __future__ import annotations

from textual.app import App

from spades_tui.core.cards import parse_card
from spades_tui.ui.table_common import TrickPause, exchange_text, trick_won_line


async def test_a_late_timer_does_not_end_the_next_tricks_pause() -> None:
    ended: list[str] = []
    app: App[None] = App()
    async with app.run_test() as pilot:
        pause = TrickPause()
        pause.hold(app, 0.2, "first", lambda: ended.append("first"))
        assert pause.release()  # a key moves on from the first trick at once
        pause.hold(app, 600, "second", lambda: ended.append("second"))
        await pilot.pause(0.4)  # the first trick's timer fires now
        assert ended == [] and pause.showing
        assert not pause.release("first")
        assert pause.release("second") and not pause.showing
        assert not pause.release()  # nothing on show any more


async def test_the_pause_runs_out_by_itself() -> None:
    ended: list[str] = []
    app: App[None] = App()
    async with app.run_test() as pilot:
        pause = TrickPause()
        pause.hold(app, 0.1, 7, lambda: ended.append("done"))
        for _ in range(500):  # as long as a busy machine takes to run the timer
            if ended:
                break
            await pilot.pause(0.02)
        assert ended == ["done"] and not pause.showing


def test_trick_and_exchange_words() -> None:
    names = ("Ann", "[b]Kim")
    assert trick_won_line(0, 0, names) == "You win the trick"
    assert trick_won_line(1, 0, names) == "[b]Kim wins the trick"
    assert trick_won_line(0, None, names) == "Ann wins the trick"
    gave = [parse_card("AS"), parse_card("TH")]
    assert exchange_text(gave, [], True) == "You gave AS 10H\nand got back nothing."
    # In the order the hand is laid out, not the order they were drawn or chosen.
    got = [parse_card(code) for code in ("7D", "5S", "KC", "9S")]
    assert exchange_text(gave, got, True).endswith("got back 9S 5S KC 7D.")
