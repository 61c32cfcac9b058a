"""A spectator's lines count in words that fit the number, in English and in Hungarian.

They used to say "turn 1 of 26" for the draft (each player has 13 turns, which is how the log
counts them) and "1 tricks", "1 cards".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from spades_tui import i18n
from spades_tui.core.cards import parse_card
from spades_tui.core.view import PlayedTrick
from spades_tui.ui.spectate import draft_line, seat_line, trick_line


@pytest.fixture
def hungarian() -> Iterator[None]:
    i18n.use("hu")
    try:
        yield
    finally:
        i18n.use("en")


def test_one_of_each_is_said_in_the_singular() -> None:
    line = seat_line("Ann", "3", 1, 1, 1, 1)
    assert line == "Ann: 1 point, 1 bag; bid 3, 1 trick won, 1 card in hand"


def test_several_of_each_are_said_in_the_plural() -> None:
    line = seat_line("Ann", "nil", -40, 0, 2, 12)
    # The minus sign, as the table writes a score (it read "-40" here, "−40" there).
    assert line == "Ann: −40 points, 0 bags; bid nil, 2 tricks won, 12 cards in hand"
    assert seat_line("Ann", "nil", -40, 0, 2, 12, ascii_only=True).startswith("Ann: -40 points")


def test_the_draft_counts_each_players_own_13_turns() -> None:
    assert draft_line("Hand 1", "Ann", 0) == "Hand 1: the draft, Ann draws (turn 1 of 13)"
    assert draft_line("Hand 1", "Bob", 1) == "Hand 1: the draft, Bob draws (turn 1 of 13)"
    assert draft_line("Hand 1", "Bob", 25) == "Hand 1: the draft, Bob draws (turn 13 of 13)"


def test_hungarian_keeps_the_noun_singular_after_a_number(hungarian: None) -> None:
    line = seat_line("Anna", "3", 120, 2, 1, 12)
    assert line == "Anna: 120 pont, 2 zsák; licit 3, 1 ütés, 12 lap a kézben"
    assert draft_line("1. leosztás", "Anna", 4) == "1. leosztás: húzás, Anna húz (3/13)"


def test_a_finished_trick_says_who_won_it_and_one_in_play_that_it_goes_on() -> None:
    # The spectator's line used to read "Trick 5: A♠ K♠" either way, as if still being played.
    cards = (parse_card("AS"), parse_card("KS"))
    done = trick_line(5, PlayedTrick(0, cards, 0), ("Ann", "Bob"), True)
    assert done.plain == "Trick 5, won by Ann: AS KS"
    # Then "Trick 6, being played: AS", which left the spectator to guess whose card it was.
    going = trick_line(6, PlayedTrick(1, cards[:1], None), ("Ann", "Bob"), True)
    assert going.plain == "Trick 6, being played: Bob led AS"


def test_hungarian_says_who_took_the_trick_and_who_led(hungarian: None) -> None:
    cards = (parse_card("AS"), parse_card("KS"))
    done = trick_line(5, PlayedTrick(1, cards, 1), ("Anna", "Béla"), True)
    assert done.plain.startswith("5. ütés, Béla vitte el: ")
    going = trick_line(6, PlayedTrick(1, cards[:1], None), ("Anna", "Béla"), True)
    assert going.plain == "6. ütés, folyamatban, Béla hívott: Ap"  # A♠ in ASCII
