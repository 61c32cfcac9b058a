"""The "What you know" grid writes each rank as the cards do, in columns that stay put."""

from ui_helpers import position

from spades_tui import i18n
from spades_tui.core.game import Phase
from spades_tui.ui.widgets.memory import memory_text

TENS = (8, 21, 34, 47)  # the ten of each suit, as card numbers


def _played_a_ten(game) -> bool:
    return game.phase is Phase.PLAY and any(c in TENS for c in game.view(0).played_cards)


def test_the_ten_is_written_10_as_on_the_cards():
    game = position(5, stop=lambda g: g.phase is Phase.PLAY)
    rows = memory_text(game.view(0)).plain.splitlines()[:4]
    assert all("10" in row and "T" not in row for row in rows), rows


def test_a_played_ten_keeps_the_columns_of_every_row_in_line():
    game = position(5, stop=_played_a_ten)
    assert _played_a_ten(game), "the seeded game should reach a played ten"
    text = memory_text(game.view(0))
    rows = text.split("\n")[:4]
    assert len({row.cell_len for row in rows}) == 1, [row.plain for row in rows]


def test_the_ten_is_10_in_hungarian_too():
    game = position(5, stop=lambda g: g.phase is Phase.PLAY)
    i18n.use("hu")
    try:
        rows = memory_text(game.view(0)).plain.splitlines()[:4]
    finally:
        i18n.use("en")
    assert all("10" in row and "T" not in row for row in rows), rows
