"""Widgets of the table let an update with nothing new go by, and show every real change."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult

from spades_tui.ui.widgets.hand import HandRow
from spades_tui.ui.widgets.steady import SteadyStatic


class _Shown(App[None]):
    def compose(self) -> ComposeResult:
        yield SteadyStatic(id="words")
        yield HandRow(id="hand")


def _count_refreshes(widget) -> list[object]:  # type: ignore[no-untyped-def]
    calls: list[object] = []
    refresh = widget.refresh

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(kwargs)
        return refresh(*args, **kwargs)

    widget.refresh = counted
    return calls


async def test_the_same_words_again_ask_for_no_layout_and_new_ones_do() -> None:
    app = _Shown()
    async with app.run_test() as pilot:
        words = app.query_one(SteadyStatic)
        words.update(Text("Ann to lead", style="bold"))
        calls = _count_refreshes(words)
        words.update(Text("Ann to lead", style="bold"))
        assert calls == []
        words.update(Text("Ann to lead"))  # the same letters without the bold: a change
        words.update(Text("Bob to lead"))
        assert len(calls) == 2
        await pilot.pause()
        assert str(words.render()) == "Bob to lead"


async def test_a_hand_shown_again_as_it_is_is_not_painted_again() -> None:
    app = _Shown()
    async with app.run_test():
        hand = app.query_one(HandRow)
        hand.show([0, 5, 13], enabled=[0, 5], cursor=1)
        calls = _count_refreshes(hand)
        hand.show([0, 5, 13], enabled=[0, 5], cursor=1)
        assert calls == []
        hand.show([0, 5, 13], enabled=[0, 5], cursor=0)
        assert calls, "a cursor moved is painted"
        calls.clear()
        hand.show_backs(3)
        assert calls, "backs instead of faces are painted"
        assert hand.cards == () and hand.back_count == 3 and hand.cursor is None
