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


def test_spaced_ranks_keep_their_columns_and_read_apart():
    game = position(5, stop=_played_a_ten)
    rows = memory_text(game.view(0), spaced=True).split("\n")[:4]
    assert len({row.cell_len for row in rows}) == 1, [row.plain for row in rows]
    assert " 10 " in rows[0].plain or " · " in rows[0].plain  # the ten stands apart


async def test_the_wide_table_spaces_the_ranks_and_the_narrow_one_does_not():
    from ui_helpers import app_for

    from spades_tui.ui.widgets.memory import MemoryPanel

    game = position(5, stop=lambda g: g.phase is Phase.PLAY)
    for size, spaced in (((80, 24), False), ((120, 40), True)):
        app = app_for(game, ("human", "random"))
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            panel = app.screen.query_one(MemoryPanel)
            first_row = str(panel.render()).splitlines()[0]
            assert ("A K Q J" in first_row) is spaced, (size, first_row)
