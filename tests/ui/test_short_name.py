"""Long names are shortened one way everywhere: cut, with an ellipsis, and no gap before it."""

import pytest
from rich.cells import cell_len

from spades_tui.core.game import Game, PlayerInfo
from spades_tui.core.rules import Rules
from spades_tui.ui.screens.scores import game_numbers, hand_table, history_table
from spades_tui.ui.short_name import short_name, short_names
from spades_tui.ui.widgets.scoreboard import scoreboard_text


def test_a_name_that_fits_is_left_whole():
    assert short_name("Ann", 12) == "Ann"
    assert short_name("Maximilian A", 12) == "Maximilian A"


def test_a_long_name_is_cut_with_an_ellipsis_and_no_space_before_it():
    assert short_name("Maximilian Alexander", 12) == "Maximilian…"  # not "Maximilian …"
    assert short_name("Maximilian Alexander", 14) == "Maximilian Al…"
    assert short_name("Maximilian Alexander", 14, ascii_only=True) == "Maximilian..."
    assert len(short_name("Guinevere Pendragon-", 5)) == 5


def _long_named_game() -> Game:
    players = (PlayerInfo("Maximilian Alexander"), PlayerInfo("Guinevere Pendragon-"))
    return Game(Rules(), 5, players)


def test_the_score_box_marks_a_shortened_name():
    game = _long_named_game()
    text = scoreboard_text(game.view(0), you=0, width=20).plain
    first = text.splitlines()[0]
    assert first.startswith("Maximilian… (you)"), first  # no gap from a cut at a space


def test_score_tables_mark_shortened_names():
    names = ("Maximilian Alexander", "Guinevere Pendragon-")
    assert str(hand_table(names, ()).columns[1].header) == "Maximilian Ale…"
    # Each name on one line of the hand's summary: the widest label and both names fit.
    for width in (46, 58):
        table = hand_table(names, (), width=width)
        used = len("Bag penalty") + 4 + sum(len(str(c.header)) for c in table.columns)
        assert used <= width, (width, [str(c.header) for c in table.columns])
    assert str(hand_table(names, (), width=58).columns[1].header) == "Maximilian Alexander"
    headers = [str(c.header) for c in history_table(names, ()).columns]
    assert any(h.startswith("Maximilian…") for h in headers), headers


def test_the_home_screen_continue_line_shortens_long_names(tmp_path):
    from spades_tui.ui.screens.home import describe_unfinished
    from spades_tui.ui.setup import HUMAN

    game = _long_named_game()
    hotseat = describe_unfinished(game, (HUMAN, HUMAN), tmp_path / "missing.json")
    assert hotseat.title == "hot-seat, Maximilian… and Guinevere P…"
    first_line = hotseat.progress.splitlines()[0]
    assert "Maximilian…" in first_line and len(first_line) <= 60, first_line


@pytest.mark.parametrize(
    ("size", "shown"), [((120, 40), "Maximilian Alexander"), ((80, 24), "Maximilian Ale…")]
)
async def test_a_hands_summary_shows_whole_names_where_the_terminal_has_room(
    size: tuple[int, int], shown: str
) -> None:
    from ui_helpers import position, screen_text

    from spades_tui.ui.app import SpadesApp
    from spades_tui.ui.screens.scores import HandOverScreen
    from spades_tui.ui.setup import HUMAN

    names = ("Maximilian Alexander", "Guinevere Pendragon")
    game = position(5, stop=lambda g: g.hand.number == 2, names=names)
    app = SpadesApp(game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)
        # Both names on one line: the summary's header (the score panel behind it has one
        # name a line).
        lines = screen_text(app).splitlines()
        header = next(line for line in lines if "Maximilian" in line and "Guinevere" in line)
        assert shown in header


def test_score_tables_cut_names_in_plain_ascii_with_dots() -> None:
    names = ("Maximilian Alexander", "Guinevere Pendragon-")
    headers = [str(c.header) for c in hand_table(names, (), ascii_only=True).columns[1:]]
    headers += [str(c.header) for c in history_table(names, (), ascii_only=True).columns]
    assert all(h.isascii() for h in headers) and any(h.endswith("...") for h in headers), headers


def test_two_names_alike_but_for_their_ends_keep_the_ends_that_tell_them_apart() -> None:
    # The game's statistics headed both columns "Egyszerű gé…" for two watched computers.
    assert short_names(("Egyszerű gép 1", "Egyszerű gép 2"), 12) == ("Egyszerű g…1", "Egyszerű g…2")
    assert short_names(("Egyszerű gép 1", "Egyszerű gép 2"), 12, ascii_only=True) == (
        "Egyszerű...1",
        "Egyszerű...2",
    )
    # Names that differ where the cut keeps them, or fit, are cut as one name alone is.
    assert short_names(("Maximilian Alexander", "Bob"), 12) == ("Maximilian…", "Bob")
    # Ends too long to keep whole: the shortest ends that differ.
    first, second = short_names(("Maximilian Alexander Q", "Maximilian Bob"), 12)
    assert first != second and cell_len(first) <= 12 and cell_len(second) <= 12


def test_game_numbers_head_two_alike_names_apart() -> None:
    table = game_numbers(("Egyszerű gép 1", "Egyszerű gép 2"), [])
    headers = [str(column.header) for column in table.columns[1:]]
    assert headers == ["Egyszerű g…1", "Egyszerű g…2"]


def test_game_numbers_leave_out_the_nil_rows_when_nobody_bid_one() -> None:
    """ "Nils made 0/0 0/0" in a game with nil off said nothing; a nil tried keeps its row."""
    from spades_tui.core.events import SeatResult

    def seat(bid: int, tricks: int, double_nil: bool = False) -> SeatResult:
        return SeatResult(bid, double_nil, tricks, 10 * bid, 0, 0, 10 * bid, 0)

    def rows(history) -> list[str]:  # type: ignore[no-untyped-def]
        return [str(cell) for cell in game_numbers(("Ann", "Bob"), history).columns[0].cells]

    assert rows([(seat(4, 5), seat(6, 8))]) == ["Hands", "Bids made", "Bags taken", "Bag penalties"]
    with_nil = rows([(seat(0, 0), seat(6, 8))])
    assert "Nils made" in with_nil and "Double nils made" not in with_nil
