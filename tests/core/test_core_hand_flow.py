"""Roles, the double-nil offer, the draft, the double-nil exchange and the bidding."""

from __future__ import annotations

import pytest
from core_support import (
    ScriptedChance,
    cards,
    deal,
    draft_keep_all,
    play_hand,
    refused_with,
    scripted_game,
    snapshot,
    split_deal,
    view_key,
)

from spades_tui.core import (
    Bid,
    DeclareDoubleNil,
    Exchange,
    Game,
    Keep,
    Phase,
    Reject,
    Rules,
)
from spades_tui.core import events as ev
from spades_tui.core.cards import CARDS
from spades_tui.core.view import OwnDraftTurn

SEAT0 = cards("AS KS QS JS TS AH KH QH AD KD QD AC KC")
SEAT1 = cards("2S 3S 4S 5S 2H 3H 4H 5H 2D 3D 4D 2C 3C")


def dealt_game(rules: Rules | None = None, draws=None) -> tuple[Game, ScriptedChance]:  # type: ignore[no-untyped-def]
    chance = ScriptedChance({1: deal(SEAT0, SEAT1, first=0)}, draws)
    return Game(rules=rules, seed=1, chance=chance), chance


def collect(game: Game, seat: int | None = None) -> list[ev.Event]:
    out: list[ev.Event] = []
    game.subscribe(out.append, seat)
    return out


# ------------------------------------------------------------------ roles
def test_roles_seat0_first_then_swap_every_hand() -> None:
    game, _ = scripted_game([6, 6, 6, 6], Rules(target=10_000))
    for number, first in ((1, 0), (2, 1), (3, 0), (4, 1)):
        assert game.hand.number == number
        assert game.hand.first == first
        second = 1 - first
        # The first player is offered double nil and draws first.
        assert (game.phase, game.to_act) == (Phase.DOUBLE_NIL, first)
        game.apply(DeclareDoubleNil(False))
        assert (game.phase, game.to_act) == (Phase.DRAFT, first)
        game.apply(Keep())
        assert (game.phase, game.to_act) == (Phase.DOUBLE_NIL, second)
        draft_keep_all(game)
        # The second player bids first ...
        assert (game.phase, game.to_act) == (Phase.BIDDING, second)
        game.apply(Bid(6))
        assert (game.phase, game.to_act) == (Phase.BIDDING, first)
        game.apply(Bid(6))
        # ... and leads the first trick.
        assert (game.phase, game.to_act) == (Phase.PLAY, second)
        assert game.hand.tricks[0].leader == second
        play_hand(game, (6, 6))


# ------------------------------------------------------------------ double-nil offer
def test_each_player_is_offered_before_their_own_first_turn_having_seen_nothing() -> None:
    game, _ = dealt_game()
    assert (game.phase, game.to_act) == (Phase.DOUBLE_NIL, 0)
    v = game.view(0)
    assert v.hand == () and v.drawn is None and v.draft == ()
    assert set(game.legal_actions()) == {DeclareDoubleNil(True), DeclareDoubleNil(False)}
    game.apply(DeclareDoubleNil(False))
    assert game.view(0).drawn == SEAT0[0]
    game.apply(Keep())
    # Seat 1 is asked only now, before its first card, and has seen nothing.
    assert (game.phase, game.to_act) == (Phase.DOUBLE_NIL, 1)
    v = game.view(1)
    assert v.hand == () and v.drawn is None and v.draft == ()
    events = game.apply(DeclareDoubleNil(True))
    assert ev.DoubleNilAnswered(ev.PUBLIC, 1, True, True) in events
    assert game.view(0).double_nil == (False, True)  # a declaration is public
    # Nobody is asked again during the hand.
    for _ in range(25):
        assert game.phase is Phase.DRAFT
        game.apply(Keep())
    assert game.phase is Phase.EXCHANGE


def test_both_players_may_declare() -> None:
    game, _ = dealt_game(Rules(exchange_limit=0))
    draft_keep_all(game, declare=(True, True))
    assert game.hand.double_nil == [True, True]
    # Both bids are fixed, so the play starts at once, led by the second player.
    assert (game.phase, game.to_act) == (Phase.PLAY, 1)
    assert [(b.seat, b.bid, b.double_nil) for b in game.hand.bids] == [(1, 0, True), (0, 0, True)]


def test_double_nil_option_off_removes_the_offer() -> None:
    game, _ = dealt_game(Rules(double_nil=False))
    events = collect(game)
    assert (game.phase, game.to_act) == (Phase.DRAFT, 0)
    # The offer applies to nobody, so both seats read false from the start of the hand.
    assert game.hand.double_nil == [False, False]
    game.apply(Keep())
    assert (game.phase, game.to_act) == (Phase.DRAFT, 1)
    assert not any(isinstance(e, ev.DoubleNilAnswered) for e in events)
    with refused_with("only before your first draft card"):
        game.apply(DeclareDoubleNil(True))


def _deficit_game(deficit: int) -> Game:
    # Hand 1: seat 0 bids 6 and takes 4 (-60), seat 1 bids 9 and takes 9 (+90): 150 apart.
    game, _ = scripted_game([4, 6], Rules(double_nil_deficit=deficit))
    assert game.phase is Phase.DRAFT  # 0-0: nobody trails, nobody is offered
    play_hand(game, (6, 9))
    assert game.scores == [-60, 90]
    return game


def test_double_nil_deficit_offers_only_to_a_player_trailing_by_enough() -> None:
    game = _deficit_game(150)
    # Hand 2: seat 1 is first and leads by 150, so it is not offered; seat 0 trails by 150.
    assert game.hand.first == 1
    assert (game.phase, game.to_act) == (Phase.DRAFT, 1)
    # Seat 1's "no" is known from the scores at the start; seat 0 has not been asked yet.
    assert game.hand.double_nil == [None, False]
    game.apply(Keep())
    assert (game.phase, game.to_act) == (Phase.DOUBLE_NIL, 0)


def test_double_nil_deficit_not_reached_means_no_offer() -> None:
    game = _deficit_game(151)
    game.apply(Keep())
    assert (game.phase, game.to_act) == (Phase.DRAFT, 0)
    assert game.hand.double_nil == [False, False]


# ------------------------------------------------------------------ the draft
@pytest.mark.parametrize("peek", [True, False])
def test_keep_takes_the_top_card_and_discards_the_next(peek: bool) -> None:
    game, _ = dealt_game(Rules(peek_discard=peek, double_nil=False))
    stock = game.hand.stock
    assert game.view(0).drawn == stock[0]
    events = game.apply(Keep())
    v = game.view(0)
    assert v.hand == (stock[0],)
    assert v.draft == (OwnDraftTurn(stock[0], stock[1] if peek else None, False),)
    assert v.discard_count == 1 and v.stock_left == 50
    assert game.hand.discards == [stock[1]]
    kept = [e for e in events if isinstance(e, ev.CardKept)]
    assert kept == [ev.CardKept(0, 0, stock[0], stock[1] if peek else None, False)]


@pytest.mark.parametrize("peek", [True, False])
def test_reject_discards_the_top_card_and_keeps_the_next(peek: bool) -> None:
    game, _ = dealt_game(Rules(peek_discard=peek, double_nil=False))
    stock = game.hand.stock
    game.apply(Reject())
    v = game.view(0)
    assert v.hand == (stock[1],)
    # The rejected card was seen whatever peek_discard says.
    assert v.draft == (OwnDraftTurn(stock[1], stock[0], True),)
    assert game.hand.discards == [stock[0]]


def test_the_opponent_never_sees_what_was_kept_or_discarded() -> None:
    kept_game, _ = dealt_game(Rules(double_nil=False))
    rejected_game, _ = dealt_game(Rules(double_nil=False))
    kept_game.apply(Keep())
    rejected_game.apply(Reject())
    # Seat 1's view is the same whichever choice seat 0 made.
    assert view_key(kept_game, 1) == view_key(rejected_game, 1)
    v = kept_game.view(1)
    assert v.drawn == kept_game.hand.stock[2]  # seat 1 now draws the third card
    assert v.hand == () and v.draft == () and v.opponent_hand_size == 1
    assert v.discard_count == 1


def test_draft_has_26_alternating_turns_and_13_cards_each() -> None:
    game, _ = dealt_game(Rules(double_nil=False))
    seats = []
    for turn in range(26):
        assert game.phase is Phase.DRAFT
        seats.append(game.to_act)
        # Only the drawer sees the card being decided on.
        assert game.view(game.to_act).drawn == game.hand.stock[2 * turn]
        assert game.view(1 - game.to_act).drawn is None
        game.apply(Keep() if turn % 3 else Reject())
    assert seats == [0, 1] * 13
    assert game.phase is Phase.BIDDING
    h = game.hand
    assert len(h.hands[0]) == len(h.hands[1]) == 13
    assert len(h.discards) == 26
    assert sorted(h.hands[0] + h.hands[1] + h.discards) == list(CARDS)
    assert game.view(0).stock_left == 0


def test_keeping_every_card_deals_the_planned_hands() -> None:
    game, _ = dealt_game(Rules(double_nil=False))
    draft_keep_all(game)
    assert sorted(game.view(0).hand) == sorted(SEAT0)
    assert sorted(game.view(1).hand) == sorted(SEAT1)


def test_drawn_card_is_private_to_the_drawer() -> None:
    game, _ = dealt_game(Rules(double_nil=False))
    seen0, seen1 = collect(game, 0), collect(game, 1)
    game.apply(Keep())
    drawn1 = [e for e in seen1 if isinstance(e, ev.CardDrawn)]
    assert drawn1 == [ev.CardDrawn(1, 1, game.hand.stock[2], 1)]
    assert not any(isinstance(e, ev.CardDrawn) for e in seen0)
    assert not any(isinstance(e, ev.CardKept) for e in seen1)
    assert any(isinstance(e, ev.DraftTurnTaken) for e in seen1)


# ------------------------------------------------------------------ the exchange
def test_exchange_swaps_cards_with_draft_discards_and_the_opponent_learns_the_count() -> None:
    stock = deal(SEAT0, SEAT1, first=0)
    discards = [c for i, c in enumerate(stock) if i % 2 == 1]
    got = [discards[3], discards[10]]
    game, chance = dealt_game(draws={(1, 1): got})
    draft_keep_all(game, declare=(False, True))
    assert (game.phase, game.to_act) == (Phase.EXCHANGE, 1)
    # 13 cards, up to 3 given: 1 + 13 + 78 + 286 choices.
    assert len(game.legal_actions()) == 378
    seen0, seen1 = collect(game, 0), collect(game, 1)
    before0 = game.view(0).hand
    gave = (SEAT1[0], SEAT1[5])
    game.apply(Exchange(gave))
    # The draw was made from the 26 draft discards.
    assert chance.draw_calls == [(1, 1, tuple(discards), 2)]
    assert sorted(game.view(1).hand) == sorted([c for c in SEAT1 if c not in gave] + got)
    assert sorted(game.hand.discards) == sorted([c for c in discards if c not in got] + list(gave))
    assert game.view(1).my_exchange == (gave, tuple(got))
    v0 = game.view(0)
    assert v0.exchanged == (None, 2) and v0.my_exchange is None and v0.hand == before0
    assert [e for e in seen0 if isinstance(e, ev.Exchanged)] == [ev.Exchanged(ev.PUBLIC, 1, 2)]
    assert ev.Exchanged(1, 1, 2, gave, tuple(got)) in seen1
    # The double-nil bid is fixed: seat 1 (second) is not asked; seat 0 bids.
    assert game.hand.bids[0].double_nil and game.hand.bids[0].bid == 0
    assert (game.phase, game.to_act) == (Phase.BIDDING, 0)


def test_exchange_draws_default_to_random_draft_discards() -> None:
    game, _ = dealt_game()
    draft_keep_all(game, declare=(True, False))
    discards = set(game.hand.discards)
    game.apply(Exchange(tuple(SEAT0[:3])))
    (entry,) = game.hand.exchange
    assert len(entry.got) == 3 and set(entry.got) <= discards


def test_giving_nothing_is_allowed() -> None:
    game, _ = dealt_game()
    draft_keep_all(game, declare=(True, False))
    game.apply(Exchange(()))
    assert sorted(game.view(0).hand) == sorted(SEAT0)
    assert game.view(1).exchanged == (0, None)


def test_both_declare_first_player_exchanges_first() -> None:
    game, _ = dealt_game()
    draft_keep_all(game, declare=(True, True))
    assert (game.phase, game.to_act) == (Phase.EXCHANGE, 0)
    game.apply(Exchange(()))
    assert (game.phase, game.to_act) == (Phase.EXCHANGE, 1)
    game.apply(Exchange(()))
    assert game.phase is Phase.PLAY


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (Exchange(tuple(SEAT1[:4])), "at most 3 cards"),
        (Exchange((SEAT0[0],)), "You do not hold A♠"),
        (Exchange((SEAT1[0], SEAT1[0])), "named twice"),
        (Exchange((99,)), "Only cards"),  # type: ignore[arg-type]
    ],
)
def test_illegal_exchanges(action: Exchange, message: str) -> None:
    game, _ = dealt_game()
    draft_keep_all(game, declare=(False, True))
    before = snapshot(game)
    with refused_with(message):
        game.apply(action)
    assert snapshot(game) == before


def test_exchange_limit_one() -> None:
    game, _ = dealt_game(Rules(exchange_limit=1))
    draft_keep_all(game, declare=(False, True))
    assert len(game.legal_actions()) == 14
    with refused_with("at most 1 card"):
        game.apply(Exchange(tuple(SEAT1[:2])))
    game.apply(Exchange(tuple(SEAT1[:1])))
    assert game.phase is Phase.BIDDING


def test_exchange_limit_zero_skips_the_exchange() -> None:
    game, _ = dealt_game(Rules(exchange_limit=0))
    draft_keep_all(game, declare=(False, True))
    assert (game.phase, game.to_act) == (Phase.BIDDING, 0)
    assert game.hand.exchange == []
    assert sorted(game.view(1).hand) == sorted(SEAT1)


def test_a_draw_that_is_not_a_discard_is_refused_and_changes_nothing() -> None:
    game, _ = dealt_game(draws={(1, 1): [SEAT0[0]]})  # a card seat 0 holds
    draft_keep_all(game, declare=(False, True))
    before = snapshot(game)
    with refused_with("draft discards"):
        game.apply(Exchange((SEAT1[0],)))
    assert snapshot(game) == before


# ------------------------------------------------------------------ bidding
def test_bidding_order_range_and_lower_second_bid() -> None:
    game, _ = dealt_game(Rules(double_nil=False))
    draft_keep_all(game)
    assert (game.phase, game.to_act) == (Phase.BIDDING, 1)
    assert list(game.legal_actions()) == [Bid(n) for n in range(14)]
    for bad in (14, -1):
        with refused_with("whole number from 0 to 13"):
            game.apply(Bid(bad))
    with refused_with("whole number"):
        game.apply(Bid(True))  # type: ignore[arg-type]
    events = game.apply(Bid(7))
    assert ev.BidMade(ev.PUBLIC, 1, 7, False) in events
    assert (game.phase, game.to_act) == (Phase.BIDDING, 0)
    game.apply(Bid(0))  # need not be higher; 0 is nil
    assert game.view(1).bids == (0, 7)
    assert game.phase is Phase.PLAY


def test_nil_off_makes_the_lowest_bid_one() -> None:
    game, _ = dealt_game(Rules(nil=False, double_nil=False))
    draft_keep_all(game)
    assert list(game.legal_actions()) == [Bid(n) for n in range(1, 14)]
    with refused_with("from 1 to 13"):
        game.apply(Bid(0))
    game.apply(Bid(1))


def test_double_nil_bid_is_fixed_and_not_asked() -> None:
    game, _ = dealt_game(Rules(exchange_limit=0))
    events: list[ev.Event] = []
    game.subscribe(events.append)
    draft_keep_all(game, declare=(True, False))
    # Seat 1 (second) bids first; then seat 0's double-nil bid is entered without asking.
    assert (game.phase, game.to_act) == (Phase.BIDDING, 1)
    game.apply(Bid(5))
    assert game.phase is Phase.PLAY
    assert ev.BidMade(ev.PUBLIC, 0, 0, True) in events
    asked = [e for e in events if isinstance(e, ev.ActionRequired) and e.phase == "bidding"]
    assert [e.seat for e in asked] == [1]


def test_split_deal_helper_gives_the_planned_trick_counts() -> None:
    # The helper's own promise, checked with a different play order from play_hand's.
    for t in range(14):
        game, _ = scripted_game([t], Rules(double_nil=False))
        draft_keep_all(game)
        game.apply(Bid(1))
        game.apply(Bid(1))
        while game.phase is Phase.PLAY and game.hand.number == 1:
            game.apply(game.legal_actions()[-1])
        assert game.history[0][0].tricks == t
        assert not any(c.suit == 0 for c in split_deal(t)[0] + split_deal(t)[1])
