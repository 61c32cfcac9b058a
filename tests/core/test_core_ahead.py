"""Deciding ahead of one's turn (core/ahead.py): the same game, and nothing more known.

A decision here is a function of the view it is made on (seeded by the seat and how many
decisions that seat has made), so if a seat acting ahead were shown anything other than its
view at that turn in strict alternation, its decisions, and so the record, would differ.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from property_examples import examples

from spades_tui.cli import main
from spades_tui.core import Game, IllegalAction, Phase, Rules
from spades_tui.core import events as ev
from spades_tui.core.actions import BIDS, DECLARE, DECLINE, KEEP, PLAYS, REJECT, Bid
from spades_tui.core.record import dumps, loads
from spades_tui.core.view import PlayerView

RULES = st.builds(
    Rules,
    target=st.sampled_from([60, 100, 200]),
    nil=st.booleans(),
    double_nil=st.booleans(),
    exchange_limit=st.integers(0, 3),
    peek_discard=st.booleans(),
)
SEEDS = st.integers(0, 2**31 - 1)
SETTINGS = examples(20)
HANDS = 2


def choose(view: PlayerView, seed: int, nth: int) -> object:
    """A decision made from the view alone; double nil now and then, modest bids."""
    rng = random.Random(f"{seed}/{view.seat}/{nth}/{hash(view.hand)}/{view.drawn}")
    legal = view.legal_actions
    if view.phase is Phase.DOUBLE_NIL:
        return DECLARE if rng.random() < 0.2 else DECLINE
    if view.phase is Phase.BIDDING:
        return rng.choice([a for a in legal if isinstance(a, Bid) and a.tricks <= 5])
    return legal[rng.randrange(len(legal))]


def _listen(game: Game) -> tuple[list[ev.Event], list[ev.Event]]:
    heard: tuple[list[ev.Event], list[ev.Event]] = ([], [])
    for seat in (0, 1):
        game.subscribe(heard[seat].append, seat)
    return heard


def strict(rules: Rules, seed: int) -> tuple[Game, dict[tuple[int, int], PlayerView], object]:
    """The seat to act decides, every time: the views each decision was made on."""
    game = Game(rules=rules, seed=seed)
    heard = _listen(game)
    views: dict[tuple[int, int], PlayerView] = {}
    made = [0, 0]
    while game.winner is None and game.hand.number <= HANDS:
        seat = game.to_act
        view = game.view(seat)
        views[(seat, made[seat])] = view
        game.apply(choose(view, seed, made[seat]), seat)  # type: ignore[arg-type]
        made[seat] += 1
    return game, views, heard


ORDERS = st.sampled_from(["ahead first", "same seat on", "at random"])


def next_seat(game: Game, order: str, last: int | None, rng: random.Random) -> int:
    """Who decides next among the seats that may: the seat not on turn whenever it may, the
    seat that decided last for as long as it may (as one keyboard is passed), or either."""
    seats = game.may_act()
    if order == "ahead first":
        return seats[-1]
    if order == "same seat on":
        return last if last in seats else seats[0]
    return rng.choice(seats)


def ahead(
    rules: Rules, seed: int, order: str, save_every: int = 0
) -> tuple[Game, dict[tuple[int, int], PlayerView], object]:
    """Seats decide as far ahead as the core lets them, in ``order``; with ``save_every``, the
    game is written and read back that often (as the app saves after every decision)."""
    game = Game(rules=rules, seed=seed)
    heard = _listen(game)
    views: dict[tuple[int, int], PlayerView] = {}
    made = [0, 0]
    rng = random.Random(seed)
    seat: int | None = None
    while game.winner is None and game.hand.number <= HANDS:
        seat = next_seat(game, order, seat, rng)
        view = game.decision_view(seat)
        views[(seat, made[seat])] = view
        game.decide(choose(view, seed, made[seat]), seat)  # type: ignore[arg-type]
        made[seat] += 1
        if save_every and sum(made) % save_every == 0:
            text = dumps(game)
            game = loads(text)
            assert dumps(game) == text
    return game, views, heard


@SETTINGS
@given(rules=RULES, seed=SEEDS, order=ORDERS)
def test_acting_ahead_gives_the_record_and_events_of_strict_alternation(
    rules: Rules, seed: int, order: str
) -> None:
    one, _, strict_heard = strict(rules, seed)
    other, _, ahead_heard = ahead(rules, seed, order)
    assert dumps(other) == dumps(one)
    assert ahead_heard == strict_heard


@SETTINGS
@given(rules=RULES, seed=SEEDS, order=ORDERS)
def test_a_view_ahead_is_the_view_at_that_turn_in_strict_alternation(
    rules: Rules, seed: int, order: str
) -> None:
    _, strict_views, _ = strict(rules, seed)
    _, ahead_views, _ = ahead(rules, seed, order)
    assert ahead_views == strict_views


@examples(10)
@given(rules=RULES, seed=SEEDS, order=ORDERS, every=st.integers(1, 7))
def test_decisions_held_ahead_survive_saving_and_loading(
    rules: Rules, seed: int, order: str, every: int
) -> None:
    one, _, _ = strict(rules, seed)
    other, _, _ = ahead(rules, seed, order, save_every=every)
    assert dumps(other) == dumps(one)


@pytest.mark.parametrize("seed", range(6))
def test_what_the_other_seat_decides_never_changes_a_view_ahead(seed: int) -> None:
    """Seat 0 plays the same way against two different seat 1s: its views ahead agree."""

    def views_of_seat_0(other_seed: int) -> list[PlayerView]:
        game = Game(seed=seed)
        out, made = [], [0, 0]
        while game.phase in (Phase.DOUBLE_NIL, Phase.DRAFT):
            seat = 0 if 0 in game.may_act() else game.to_act
            view = game.decision_view(seat)
            if seat == 0:
                out.append(view)
            mine = seed if seat == 0 else other_seed
            game.decide(choose(view, mine, made[seat]), seat)  # type: ignore[arg-type]
            made[seat] += 1
        return out

    first, second = views_of_seat_0(1000), views_of_seat_0(2000)
    assert len(first) == 14  # the double-nil answer and all 13 draft turns
    assert first == second


def _at_second_players_first_turn(rules: Rules | None = None, declare: bool = False) -> Game:
    game = Game(rules=rules, seed=7)
    game.apply(DECLINE)  # seat 0 (first player) answers
    game.apply(KEEP)  # and takes draft turn 1
    assert game.phase is Phase.DOUBLE_NIL and game.to_act == 1
    return game


def test_nobody_acts_ahead_before_both_double_nil_answers() -> None:
    game = Game(seed=7)
    assert game.may_act() == (0,)
    game.apply(DECLINE)
    game.apply(KEEP)
    # The first player's turn 2 would show it the second player's answer, not given yet.
    assert game.may_act() == (1,)
    with pytest.raises(IllegalAction):
        game.decide(KEEP, 0)
    with pytest.raises(ValueError):
        game.decision_view(0)
    game.apply(DECLINE)
    assert game.may_act() == (1, 0)


def test_without_a_double_nil_offer_the_second_player_may_draft_before_turn_1() -> None:
    game = Game(rules=Rules(double_nil=False), seed=7)
    assert game.phase is Phase.DRAFT and game.may_act() == (0, 1)
    view = game.decision_view(1)
    assert (view.draft_turns_taken, view.opponent_hand_size, view.drawn) == (
        1,
        1,
        game.hand.stock[2],
    )


def test_only_the_second_player_bids_ahead_and_only_without_a_double_nil() -> None:
    game = _at_second_players_first_turn()
    game.apply(DECLINE)
    for _ in range(13):
        game.decide(REJECT, 1)
    assert game.decision_view(1).phase is Phase.BIDDING
    game.decide(BIDS[3], 1)
    assert game.may_act() == (0,)  # the first player bids after seeing the second's bid
    for _ in range(12):
        assert 1 not in game.may_act()
        game.decide(KEEP, 0)
    assert game.phase is Phase.BIDDING and game.to_act == 0
    assert game.hand.bids[0].bid == 3 and game.hand.ahead == ([], [])

    declared = _at_second_players_first_turn()
    declared.apply(DECLARE)
    for _ in range(12):
        declared.decide(REJECT, 0)
    # The first player's bid comes after the exchange, whose count it learns: no bid ahead.
    assert declared.may_act() == (1,)


def test_the_exchange_waits_for_the_end_of_the_draft() -> None:
    game = _at_second_players_first_turn()
    game.apply(DECLARE)
    for _ in range(13):
        game.decide(KEEP, 1)
    assert game.may_act() == (0,)
    for _ in range(12):
        game.apply(KEEP, 0)
    assert game.phase is Phase.EXCHANGE and game.to_act == 1
    assert game.hand.ahead == ([], [])


def test_a_decision_ahead_must_suit_the_decision_it_is_for() -> None:
    game = _at_second_players_first_turn()
    game.apply(DECLINE)
    before = dumps(game)
    assert game.decision_refusal(BIDS[2], 0) is not None  # a draft turn is next for seat 0
    assert game.decision_refusal(PLAYS[0], 0) is not None
    with pytest.raises(IllegalAction):
        game.decide(BIDS[2], 0)
    assert game.decision_refusal(KEEP, 0) is None
    assert dumps(game) == before and game.hand.ahead == ([], [])


def test_held_decisions_make_no_events_until_their_turn() -> None:
    game = _at_second_players_first_turn()
    game.apply(DECLINE)
    heard: list[ev.Event] = []
    game.subscribe(heard.append, 0)
    assert game.decide(KEEP, 0) == [] and heard == []
    game.apply(KEEP, 1)  # the second player's turn; the first player's held turn follows
    kept = [e for e in heard if isinstance(e, ev.CardKept)]
    assert [e.seat for e in kept] == [0] and game.to_act == 1


def test_a_record_with_decisions_ahead_validates_and_a_bad_one_does_not(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = _at_second_players_first_turn()
    game.apply(DECLINE)
    for _ in range(5):
        game.decide(REJECT, 0)
    text = dumps(game)
    assert '"ahead"' in text
    path = tmp_path / "ahead.json"
    path.write_text(text)
    assert main(["validate", str(path)]) == 0
    assert "1 valid, 0 invalid" in capsys.readouterr().out
    # A held turn for the seat to act is one spades-tui could not have written.
    path.write_text(text.replace('"ahead":[{"seat":0', '"ahead":[{"seat":1'))
    assert main(["validate", str(path)]) != 0
    assert "hands[0].ahead[0]: seat 1 may not decide ahead" in capsys.readouterr().err
