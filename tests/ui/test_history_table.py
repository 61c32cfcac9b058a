"""The table of a game's hands: a hand whose points include a bag penalty says so."""

from __future__ import annotations

from rich.console import Console

from spades_tui.core.events import SeatResult
from spades_tui.ui.screens.scores import history_table


def result(points: int, penalty: int, score: int) -> SeatResult:
    return SeatResult(
        bid=7, double_nil=False, tricks=8, points=points, bags_added=1, bag_penalty=penalty,
        score=score, bags=1,
    )  # fmt: skip


def drawn(table) -> str:  # type: ignore[no-untyped-def]
    console = Console(width=80, record=True)
    console.print(table)
    return console.export_text()


def test_a_hand_with_a_bag_penalty_is_marked_and_the_mark_explained() -> None:
    """A tester read "7/8 −29" as a bid of 7 made for −29 points: the −100 was not said."""
    plain = (result(71, 0, 171), result(52, 0, 152))
    penalised = (result(71, 100, 142), result(52, 0, 204))
    text = drawn(history_table(["Ann", "Bob"], [plain, penalised]))
    assert "−29*" in text and "+71*" not in text and "+52*" not in text
    assert "* the hand's points include a bag penalty" in text
    # Without a penalty there is nothing to mark or explain.
    assert "*" not in drawn(history_table(["Ann", "Bob"], [plain]))
