"""What the table says around a nil or a double nil."""

from __future__ import annotations

from ui_helpers import position

from spades_tui.core.game import Phase
from spades_tui.ui.screens.table_text import bidding_body, seat_line


def test_bidding_against_a_declared_double_nil_says_so() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING, declare=(True, False))
    view = game.view(game.to_act)
    assert game.to_act == 1 and view.double_nil[0] and view.bids[0] is None
    text = bidding_body(view, 3, None).plain
    assert "Ann declared double nil." in text and "bids after you" not in text


def test_the_seat_lines_name_a_double_nil_bid() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.PLAY, declare=(True, False))
    view = game.view(1)
    assert seat_line(view, 0, None, False).plain.startswith("Ann  double nil  won 0")
    assert seat_line(view, 1, 1, False).plain == "Bob (you)  bid 3  won 0 ○○○"


def test_a_broken_nil_is_said_in_words_not_only_in_pips() -> None:
    game = position(5, bid=0, stop=lambda g: g.phase is Phase.PLAY and g.hand.won[0] > 0)
    view = game.view(1)
    won = view.tricks_won[0]
    line = seat_line(view, 0, None, False).plain
    assert line == f"Ann  bid nil  won {won} " + "◆" * won + "  nil lost"
    ascii_line = seat_line(view, 0, None, True).plain
    assert ascii_line.endswith("+" * won + "  nil lost")


def test_a_nil_still_standing_is_not_called_lost() -> None:
    game = position(5, bid=0, stop=lambda g: g.phase is Phase.PLAY)
    view = game.view(1)
    assert view.bids[0] == 0 and view.tricks_won[0] == 0
    assert "lost" not in seat_line(view, 0, None, False).plain


def test_a_broken_double_nil_is_said_in_words() -> None:
    game = position(
        5, declare=(True, False), stop=lambda g: g.phase is Phase.PLAY and g.hand.won[0] > 0
    )
    assert "double nil lost" in seat_line(game.view(1), 0, None, False).plain


def test_the_bid_picker_says_how_often_the_bid_is_made() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING)
    view = game.view(game.to_act)
    chances = []
    for bid in range(1, 8):
        text = bidding_body(view, bid, 4.4).plain
        assert "A simple count: about 4.4 tricks;" in text
        percent = int(text.split("this bid is made ")[1].split("%")[0])
        chances.append(percent)
    assert chances == sorted(chances, reverse=True) and chances[0] > 95 and chances[-1] < 5
    # Four tricks or more from a count of 4.4: better than even, far from sure.
    assert 55 < chances[3] < 85, chances


def test_a_nil_bid_gets_no_odds_from_the_trick_count() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING)
    text = bidding_body(game.view(game.to_act), 0, 4.4).plain
    assert "about 4.4 tricks." in text and "%" not in text
