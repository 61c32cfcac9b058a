"""What the table says around a nil or a double nil, and beside the bid picker."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ui_helpers import position

from spades_tui.core.game import Phase
from spades_tui.core.view import PlayerView
from spades_tui.i18n import number
from spades_tui.players import make_player
from spades_tui.players.valuation import BidReason, appraise_view
from spades_tui.ui.screens.table_advice import starting_bid
from spades_tui.ui.screens.table_text import bidding_body, seat_line


def test_bidding_against_a_declared_double_nil_says_so() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING, declare=(True, False))
    view = game.view(game.to_act)
    assert game.to_act == 1 and view.double_nil[0] and view.bids[0] is None
    text = bidding_body(view, 3, None).plain
    assert "Ann declared double nil." in text and "You bid first" not in text


def test_a_double_nil_already_bid_is_said_declared_not_bid_twice() -> None:
    """A tester read "Alice bid nil (double nil)." as two bids."""
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING, declare=(True, False))
    view = game.view(1)
    view = view._replace(bids=(0, None))  # the double nil's bid, recorded first
    text = bidding_body(view, 3, None).plain
    assert "Ann declared double nil." in text and "bid nil" not in text


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
    # In words, and without pips that would read as bags.
    assert line == f"Ann  bid nil  won {won}  nil lost"
    ascii_line = seat_line(view, 0, None, True).plain
    assert ascii_line == f"Ann  bid nil  won {won}  nil lost"


def test_a_nil_still_standing_is_not_called_lost() -> None:
    game = position(5, bid=0, stop=lambda g: g.phase is Phase.PLAY)
    view = game.view(1)
    assert view.bids[0] == 0 and view.tricks_won[0] == 0
    assert "lost" not in seat_line(view, 0, None, False).plain


def test_a_broken_double_nil_is_said_in_words() -> None:
    game = position(
        5, declare=(True, False), stop=lambda g: g.phase is Phase.PLAY and g.hand.won[0] > 0
    )
    view = game.view(1)
    won = view.tricks_won[0]
    # Said once, where "double nil" stood: the line fits a table at 80 columns.
    assert seat_line(view, 0, None, False).plain == f"Ann  double nil lost  won {won}"


def _count_of(view: PlayerView, tricks: float) -> BidReason:
    """The valuation's count of this hand, moved to ``tricks`` so the odds are known."""
    return replace(appraise_view(view), tricks=tricks)


def test_the_bid_picker_says_how_often_the_bid_is_made() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING)
    view = game.view(game.to_act)
    count = _count_of(view, 4.4)
    chances = []
    for bid in range(1, 8):
        text = bidding_body(view, bid, count).plain
        assert "Your hand is worth about 4.4 tricks;" in text
        if "this bid is almost always made." in text:
            percent = 100
        elif "this bid is hardly ever made." in text:
            percent = 0
        else:
            percent = int(text.split("this bid is made ")[1].split("%")[0])
            assert 0 < percent < 100  # the ends are said in words
        chances.append(percent)
    assert chances == sorted(chances, reverse=True) and chances[0] > 95 and chances[-1] < 5
    # Four tricks or more from a count of 4.4: better than even, far from sure.
    assert 55 < chances[3] < 85, chances


def test_a_sure_or_hopeless_bid_is_said_in_words_not_as_100_or_0_percent() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING)
    view = game.view(game.to_act)
    count = _count_of(view, 6.0)
    assert "this bid is almost always made." in bidding_body(view, 1, count).plain
    assert "this bid is hardly ever made." in bidding_body(view, 13, count).plain


def test_a_nil_bid_gets_no_odds_from_the_trick_count() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING)
    view = game.view(game.to_act)
    text = bidding_body(view, 0, _count_of(view, 4.4)).plain
    assert "about 4.4 tricks." in text and "%" not in text


@pytest.mark.parametrize("other_bid", [2, 9])
def test_the_picker_counts_the_hand_as_the_computer_and_its_hint_do(other_bid: int) -> None:
    # Once the other player has bid, the count takes that bid in, as the computer's bid and
    # the hint's reason do; a count of the hand alone said a bid the hint advised was hopeless.
    game = position(5, bid=other_bid, stop=lambda g: len(g.hand.bids) == 1)
    view = game.view(game.to_act)
    computer = make_player("hard", 1)
    computer.choose(view)
    why = computer.bid_reason
    start, count = starting_bid(view)
    assert count.tricks == why.tricks and count.opponent_bid == other_bid
    assert abs(count.tricks - count.estimate) > 0.25  # the other bid moved it
    assert start == max(1, why.bid)
    shown = bidding_body(view, start, count).plain
    assert f"Your hand is worth about {number(why.tricks, 1)} tricks;" in shown


def test_the_bid_on_the_picker_keeps_the_line_as_wide_for_every_bid() -> None:
    # The line is centred: a bid of 10 after 9 moved it sideways as the picker moved.
    view = position(5, stop=lambda g: g.phase is Phase.BIDDING).view(1)
    widths = set()
    for bid in (0, 3, 9, 10, 13):
        (line,) = [x for x in bidding_body(view, bid, None).plain.splitlines() if "Your bid" in x]
        widths.add(len(line))
    assert len(widths) == 1, widths


@pytest.mark.parametrize(("language", "odds"), [("en", "of the time"), ("hu", "teljesül")])
async def test_with_two_long_names_the_odds_of_the_bid_stay_in_sight(
    language: str, odds: str
) -> None:
    # "You bid first; Béla Árvíztűrő bids after you." took two lines at 80x24, and the
    # second line of the count, the bid's odds, then lay under the picker's prompt.
    from ui_helpers import app_for, screen_text, wait_until

    from spades_tui import i18n

    names = ("Béla Árvíztűrő", "Kiss Anna Mária")
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING, names=names)
    i18n.use(language)
    try:
        app = app_for(game)
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda: app.screen.query("#ready") and app.screen.armed)
            await pilot.press("enter")
            await wait_until(pilot, lambda: odds in screen_text(app))
    finally:
        i18n.use("en")


def test_the_last_tricks_cards_stand_one_above_the_other() -> None:
    # "Hosti:  2♥ (led)" above "Vendég:  5♥": the cards followed names of two lengths.
    from spades_tui.ui.screens.table_text import last_trick_text

    game = position(5, stop=lambda g: g.phase is Phase.PLAY and len(g.hand.tricks) == 2)
    view = game.view(0)._replace(names=("Hosti", "Vendég"))
    lines = [line for line in last_trick_text(view, False).plain.splitlines() if ":" in line]
    assert len(lines) == 2
    assert lines[0].index(":") != lines[1].index(":")  # names of two lengths
    columns = {
        next(i for i, c in enumerate(line) if i > line.index(":") + 1 and c != " ")
        for line in lines
    }
    assert len(columns) == 1, lines
