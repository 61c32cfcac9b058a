"""Events carry their audience, and a view holds only what its seat may know."""

from __future__ import annotations

import pytest
from core_support import ScriptedChance, cards, deal, draft_keep_all, view_key

from spades_tui.core import Bid, DeclareDoubleNil, Exchange, Game, Keep, Phase, Reject, Rules
from spades_tui.core import events as ev

SEAT0 = cards("AS KS QS JS TS AH KH QH AD KD QD AC KC")
SEAT1 = cards("2S 3S 4S 5S 2H 3H 4H 5H 2D 3D 4D 2C 3C")
PRIVATE = (ev.CardDrawn, ev.CardKept)


def new_game(rules: Rules | None = None) -> Game:
    return Game(rules=rules, seed=2, chance=ScriptedChance({1: deal(SEAT0, SEAT1)}))


def test_seat_subscribers_get_only_their_own_private_events() -> None:
    game = new_game()
    everything: list[ev.Event] = []
    mine: tuple[list[ev.Event], list[ev.Event]] = ([], [])
    game.subscribe(everything.append)
    game.subscribe(mine[0].append, 0)
    game.subscribe(mine[1].append, 1)
    draft_keep_all(game, declare=(False, True))
    game.apply(Exchange((SEAT1[0], SEAT1[1])))
    game.apply(Bid(4))
    while game.hand.number == 1:
        game.apply(game.legal_actions()[0])
    for seat in (0, 1):
        other = 1 - seat
        assert all(e.audience in (ev.PUBLIC, seat) for e in mine[seat])
        assert mine[seat] == [e for e in everything if e.audience in (ev.PUBLIC, seat)]
        assert not any(isinstance(e, PRIVATE) and e.seat == other for e in mine[seat])
        # 13 cards drawn and 13 kept by each seat, told to that seat alone.
        assert sum(isinstance(e, ev.CardDrawn) for e in mine[seat]) == 13
        assert sum(isinstance(e, ev.CardKept) for e in mine[seat]) == 13
    # The exchange: seat 0 hears only the count, seat 1 also hears its cards.
    assert [e for e in mine[0] if isinstance(e, ev.Exchanged)] == [ev.Exchanged(ev.PUBLIC, 1, 2)]
    private = [e for e in mine[1] if isinstance(e, ev.Exchanged) and e.audience == 1]
    assert len(private) == 1 and private[0].gave == (SEAT1[0], SEAT1[1])
    assert len(private[0].got) == 2
    assert sum(isinstance(e, ev.TrickWon) for e in everything) == 13
    assert sum(isinstance(e, ev.HandScored) for e in everything) == 1


def test_unsubscribe_stops_delivery() -> None:
    game = new_game()
    heard: list[ev.Event] = []
    cancel = game.subscribe(heard.append)
    game.apply(DeclareDoubleNil(False))
    count = len(heard)
    assert count > 0
    cancel()
    game.apply(Keep())
    assert len(heard) == count


def test_apply_returns_the_events_it_caused() -> None:
    game = new_game(Rules(double_nil=False))
    events = game.apply(Keep())
    kinds = [type(e) for e in events]
    # With the option off both seats read "no double nil" from the start of the hand, so a
    # draft turn causes only draft events.
    assert game.hand.double_nil == [False, False]
    assert kinds == [
        ev.CardKept,
        ev.DraftTurnTaken,
        ev.CardDrawn,
        ev.ActionRequired,
    ]
    assert events[-1] == ev.ActionRequired(ev.PUBLIC, 1, "draft")


def test_opening_events_show_the_drawn_card_only_to_the_drawer() -> None:
    game = new_game(Rules(double_nil=False))
    assert ev.CardDrawn(0, 0, SEAT0[0], 1) in game.opening_events(0)
    assert not any(isinstance(e, ev.CardDrawn) for e in game.opening_events(1))


def test_opponent_draft_choices_do_not_change_a_view() -> None:
    """Seat 1 keeps every card in one game and rejects every card in the other (and gives
    different cards in its exchange): seat 0's view must be the same throughout."""
    a, b = new_game(), new_game()
    for game in (a, b):
        game.apply(DeclareDoubleNil(False))
    while a.phase is not Phase.BIDDING:
        assert view_key(a, 0) == view_key(b, 0)
        if a.phase is Phase.DRAFT and a.to_act == 0:
            a.apply(Keep())
            b.apply(Keep())
        elif a.phase is Phase.DRAFT:
            a.apply(Keep())
            b.apply(Reject())
        elif a.phase is Phase.DOUBLE_NIL:
            a.apply(DeclareDoubleNil(True))
            b.apply(DeclareDoubleNil(True))
        else:
            a.apply(Exchange(tuple(a.view(1).hand[:2])))
            b.apply(Exchange(tuple(b.view(1).hand[-2:])))
    assert view_key(a, 0) == view_key(b, 0)
    assert a.view(1).hand != b.view(1).hand


def test_views_hold_own_cards_and_only_counts_of_the_opponent() -> None:
    game = new_game(Rules(double_nil=False))
    draft_keep_all(game)
    v0, v1 = game.view(0), game.view(1)
    assert sorted(v0.hand) == sorted(SEAT0) and sorted(v1.hand) == sorted(SEAT1)
    assert v0.opponent_hand_size == v1.opponent_hand_size == 13
    assert not set(SEAT1) & {t.kept for t in v0.draft}
    assert v0.drawn is None and v1.drawn is None
    assert v1.legal_actions and not v0.legal_actions  # seat 1 bids first
    assert v0.opponent == 1 and v1.my_turn and not v0.my_turn


def test_views_show_the_trick_in_progress() -> None:
    game = new_game(Rules(double_nil=False))
    draft_keep_all(game)
    game.apply(Bid(2))
    game.apply(Bid(5))
    lead = game.legal_actions()[0]
    game.apply(lead)
    v = game.view(0)
    assert v.current_trick is not None and v.current_trick.cards == (lead.card,)  # type: ignore[union-attr]
    assert v.played_cards == (lead.card,)  # type: ignore[union-attr]
    game.apply(game.legal_actions()[0])
    assert game.view(1).current_trick is None and len(game.view(1).tricks) == 1


def test_apply_from_an_event_callback_is_refused() -> None:
    game = new_game(Rules(double_nil=False))
    errors: list[Exception] = []

    def reentrant(event: ev.Event) -> None:
        try:
            game.apply(Keep())
        except RuntimeError as exc:
            errors.append(exc)

    game.subscribe(reentrant)
    game.apply(Keep())
    assert errors and "event callback" in str(errors[0])
    assert len(game.hand.draft) == 1  # only the outer action happened


def test_a_view_cannot_change_the_games_results() -> None:
    import dataclasses
    import random

    game = new_game()
    rng = random.Random(2)
    while not game.history:
        game.apply(rng.choice(game.legal_actions()))
    view = game.view(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.history[0][0].score = 999  # type: ignore[misc]
    assert game.history[0][0].score != 999


@pytest.mark.parametrize("given", [0, 2])
def test_after_the_opponents_exchange_the_discards_a_seat_saw_may_be_back_in_its_hand(
    given: int,
) -> None:
    """The double-nil exchange draws at random from the discards: a card seat 0 saw go there
    may now be in seat 1's hand, so it is one whose place seat 0 does not know."""
    game = new_game()
    draft_keep_all(game, declare=(False, True))
    seen = game.view(0).seen_discards
    assert seen and not seen & set(game.view(0).unseen_cards)
    gave = tuple(game.view(1).hand[:given])
    game.apply(Exchange(gave))
    unseen = set(game.view(0).unseen_cards)
    assert set(game.view(1).hand) <= unseen  # the opponent's hand, drawn cards and all
    assert (seen <= unseen) == (given > 0) and (seen & unseen == set()) == (given == 0)
    # The exchanger knows where the cards it gave went.
    assert not set(gave) & set(game.view(1).unseen_cards)
