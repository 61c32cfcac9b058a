"""The hard level's draft: keep or reject judged on sampled continuations of the draft."""

from __future__ import annotations

import random
from collections import Counter

from players_support import cards

from spades_tui.core import Rules
from spades_tui.core.actions import KEEP, REJECT
from spades_tui.core.cards import parse_card
from spades_tui.core.game import Game, Phase
from spades_tui.core.view import OwnDraftTurn, PlayerView
from spades_tui.engine import mask_of
from spades_tui.players import make_player
from spades_tui.players.draft_search import choose_draft_by_search, hand_worth, nil_odds


def draft_view(
    hand: str, drawn: str, *, rules: Rules | None = None, double_nil: bool = False
) -> PlayerView:
    """Seat 0, first player, deciding on ``drawn`` after keeping ``hand`` (discards unseen)."""
    held = cards(hand) if hand else ()
    turns = len(held)
    return PlayerView(
        seat=0,
        names=("A", "B"),
        rules=rules or Rules(),
        phase=Phase.DRAFT,
        to_act=0,
        hand_number=1,
        first=0,
        scores=(0, 0),
        bags=(0, 0),
        hand=held,
        drawn=parse_card(drawn),
        draft=tuple(OwnDraftTurn(c, None, False) for c in held),
        draft_turns_taken=2 * turns,
        stock_left=52 - 4 * turns,
        discard_count=2 * turns,
        double_nil=(double_nil, False),
        exchanged=(None, None),
        my_exchange=None,
        bids=(None, None),
        tricks_won=(0, 0),
        tricks=(),
        spades_broken=False,
        opponent_hand_size=0,
        legal_actions=(KEEP, REJECT),
        history=(),
        winner=None,
    )


def decide(view: PlayerView, seed: int = 1) -> object:
    return choose_draft_by_search(view, random.Random(seed), 64)


def test_keeps_trumps_and_aces_and_passes_on_small_side_cards() -> None:
    hand = "AS 7S 5S AH 9D 4C"
    assert decide(draft_view(hand, "4S")) == KEEP
    assert decide(draft_view(hand, "AD")) == KEEP
    assert decide(draft_view(hand, "6C")) == REJECT


def test_a_declared_double_nil_drafts_for_no_tricks() -> None:
    hand = "2H 3D 4C 5H"
    assert decide(draft_view(hand, "AS", double_nil=True)) == REJECT
    assert decide(draft_view(hand, "KH", double_nil=True)) == REJECT
    assert decide(draft_view(hand, "2C", double_nil=True)) == KEEP
    # The same hand not playing nil keeps the ace of spades, of course.
    assert decide(draft_view(hand, "AS")) == KEEP


def test_the_same_seed_gives_the_same_choice() -> None:
    view = draft_view("QS 8S KH 7D 3C", "QD")
    assert {decide(view, 5) for _ in range(3)} == {decide(view, 5)}


def test_finished_hands_are_worth_more_with_more_winners() -> None:
    base = mask_of(cards("QS 8S 5S QH 9H 4H TD 7D 3D 8C 6C 2C"))
    worth = hand_worth(base | mask_of(cards("5C")), 0, Rules())
    for extra in ("AS", "AH", "KS"):
        assert hand_worth(base | mask_of(cards(extra)), 0, Rules()) > worth


def test_nil_odds_fall_with_dangerous_cards() -> None:
    low = mask_of(cards("2H 3H 4H 5H 2D 3D 4D 6D 2C 3C 4C 5C 7C"))
    assert nil_odds(low) > 0.3
    assert nil_odds(low ^ mask_of(cards("7C AS"))) == 0.0
    assert nil_odds(low ^ mask_of(cards("7C KH"))) < nil_odds(low)


def test_hard_ends_the_draft_with_more_trumps_and_honours_than_the_heuristic() -> None:
    # Over whole drafts from the same stocks, the search keeps at least as strong hands.
    strength: Counter[str] = Counter()
    for seed in range(12):
        for level in ("heuristic", "hard"):
            player = make_player(level, seed)
            game = Game(Rules(double_nil=False), seed=seed)
            while game.phase is Phase.DRAFT:
                seat = game.to_act
                game.apply(player.choose(game.view(seat)), seat=seat)
            for seat in (0, 1):
                strength[level] += int(hand_worth(mask_of(game.hand.hands[seat]), 0, Rules()))
    assert strength["hard"] >= strength["heuristic"]
