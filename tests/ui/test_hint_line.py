"""The hint line's words: what the hint moved, said for every kind of decision, and a reason
shortened by its last parts rather than cut."""

from __future__ import annotations

from spades_tui.core.actions import BIDS, DECLARE, DECLINE, KEEP, PLAYS, REJECT, Exchange
from spades_tui.ui.hint_line import fitted, fitted_with_pointer, pointer_words


def test_every_decision_says_what_moved_and_that_enter_takes_it() -> None:
    for action in (PLAYS[5], KEEP, REJECT, DECLARE, DECLINE, BIDS[4], Exchange((1, 2))):
        words = pointer_words(action, bid_before=2)
        assert "Enter" in words, action
    assert pointer_words(BIDS[4], bid_before=0) == "Your bid moved from nil to 4: Enter bids it."
    assert "already" in pointer_words(BIDS[4], bid_before=4)
    assert "no card" in pointer_words(Exchange(()))
    # The button is named: "reject this card. The cursor is on it" read as the card.
    assert pointer_words(REJECT) == "The cursor is on Reject: Enter takes it."
    assert pointer_words(DECLINE) == "The cursor is on No: Enter takes it."


def test_a_reason_gives_up_its_last_parts_first() -> None:
    text = "Hint from hard: bid 4 (worth 4 tricks; counting on A; 4 more than 3)."

    def short(limit: int):  # type: ignore[no-untyped-def]
        return lambda t: len(t) <= limit

    assert fitted(text, short(100)) == text
    assert fitted(text, short(60)) == "Hint from hard: bid 4 (worth 4 tricks; counting on A)."
    assert fitted(text, short(10)) == "Hint from hard: bid 4 (worth 4 tricks)."
    plain = "Hint from hard: keep this card."
    assert fitted(plain, short(5)) == plain  # nothing to shorten


def test_a_reason_after_a_dash_gives_up_its_last_parts_first() -> None:
    text = "Tipp (erős): licitálj 4-et – kb. 4 ütést ér; biztos ütés: A♠; 3 ponttal jobb."

    def short(limit: int):  # type: ignore[no-untyped-def]
        return lambda t: len(t) <= limit

    assert fitted(text, short(100)) == text
    assert (
        fitted(text, short(70)) == "Tipp (erős): licitálj 4-et – kb. 4 ütést ér; biztos ütés: A♠."
    )
    assert fitted(text, short(10)) == "Tipp (erős): licitálj 4-et – kb. 4 ütést ér."
    plain = "Tipp (erős): tartsd meg ezt a lapot – a legerősebb."
    assert fitted(plain, short(5)) == plain


POINTER = "The cursor is on Reject: Enter takes it."
ONE_PART = "Hint: reject it (for a double nil, K♥ is more likely to win a trick than the next)."


def test_a_reason_of_one_part_keeps_the_key_and_drops_the_pointers_first_clause() -> None:
    roomy = fitted_with_pointer(ONE_PART, POINTER, lambda w: len(w) <= 200)
    assert roomy == f"{ONE_PART} {POINTER}"
    tight = fitted_with_pointer(ONE_PART, POINTER, lambda w: len(w) <= len(ONE_PART) + 16)
    assert tight == f"{ONE_PART} Enter takes it."


def test_with_no_room_for_the_reason_the_choice_and_the_key_stay() -> None:
    words = fitted_with_pointer(ONE_PART, POINTER, lambda w: len(w) <= 40)
    assert words == "Hint: reject it. Enter takes it."


def test_a_reason_keeps_a_part_rather_than_the_pointers_first_clause() -> None:
    # At 80x24 a bid hint dropped its count of the hand to keep "Your bid is already on it":
    # the picker shows where the bid is, but only the reason says why.
    text = "Hint from hard: bid 7 (worth about 8.3 tricks; counting on A♠ K♠ and 3 in spades)."
    pointer = "Your bid is already on it: Enter bids it."
    room = len(text) + len(" Enter bids it.")
    words = fitted_with_pointer(text, pointer, lambda w: len(w) <= room)
    assert words == f"{text} Enter bids it."
    # With room for both, both stay.
    assert fitted_with_pointer(text, pointer, lambda w: len(w) <= 200) == f"{text} {pointer}"
