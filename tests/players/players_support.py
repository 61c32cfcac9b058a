"""Helpers for the computer-player tests: hand-built views and driven games."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from spades_tui.core import Game, Rules
from spades_tui.core.actions import BIDS, PLAYS
from spades_tui.core.cards import CARDS, Card, parse_card
from spades_tui.core.events import SeatResult
from spades_tui.core.game import Phase
from spades_tui.core.view import OwnDraftTurn, PlayedTrick, PlayerView
from spades_tui.engine import PlayState, cards_of, legal_mask, mask_of
from spades_tui.players.search import HARD, Budget, SearchPlayer

# Search levels with their real code paths but a budget small enough for the test suite,
# stopped by counted work alone, as tests/conftest.py stops the levels themselves: the two
# seconds' safety net would cut them at different points on a loaded machine.
COUNTED = float("inf")
QUICK_NORMAL = Budget(
    play_worlds=6, solve_at=5, bid_worlds=6, work=20_000, min_worlds=3, seconds=COUNTED
)
# Solving from ten tricks, not eleven as hard does: an eleven-trick solve is dear enough to
# make the tests that play whole games several times slower, and tests only the same paths.
QUICK_HARD = replace(
    HARD, play_worlds=8, solve_at=10, bid_worlds=8, work=40_000, min_worlds=4, seconds=COUNTED
)


def quick(level: str, seed: int = 1) -> SearchPlayer:
    return SearchPlayer(level, QUICK_HARD if level == "hard" else QUICK_NORMAL, seed)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(sorted(parse_card(c) for c in text.split()))


def trick(leader: int, text: str, winner: int | None) -> PlayedTrick:
    return PlayedTrick(leader, tuple(parse_card(c) for c in text.split()), winner)


def play_view(
    hand: str,
    *,
    bids: tuple[int, int],
    tricks: Iterable[PlayedTrick] = (),
    seat: int = 0,
    first: int = 1,
    broken: bool = False,
    double_nil: tuple[bool, bool] = (False, False),
    scores: tuple[int, int] = (0, 0),
    bags: tuple[int, int] = (0, 0),
    discards: str = "",
    rules: Rules | None = None,
) -> PlayerView:
    """A play-phase view for ``seat`` to act in, as the core would build it."""
    held = cards(hand)
    played = tuple(tricks)
    won = [0, 0]
    for t in played:
        if t.winner is not None:
            won[t.winner] += 1
    current = played[-1] if played and played[-1].winner is None else None
    led = current.cards[0] if current is not None else -1
    opp_size = len(held) - 1 if current is not None else len(held)
    leader = current.leader if current is not None else seat
    state = PlayState(
        mask_of(held) if seat == 0 else 0,
        mask_of(held) if seat == 1 else 0,
        leader,
        led,
        broken,
    )
    legal = tuple(PLAYS[c] for c in cards_of(legal_mask(state)))
    seen = tuple(OwnDraftTurn(CARDS[0], parse_card(c), False) for c in discards.split())
    return PlayerView(
        seat=seat,
        names=("A", "B"),
        rules=rules or Rules(),
        phase=Phase.PLAY,
        to_act=seat,
        hand_number=1,
        first=first,
        scores=scores,
        bags=bags,
        hand=held,
        drawn=None,
        draft=seen,
        draft_turns_taken=26,
        stock_left=0,
        discard_count=26,
        double_nil=double_nil,
        exchanged=(None, None),
        my_exchange=None,
        bids=bids,
        tricks_won=(won[0], won[1]),
        tricks=played,
        spades_broken=broken,
        opponent_hand_size=opp_size,
        legal_actions=legal,
        history=(),
        winner=None,
    )


def bid_view(
    hand: str,
    *,
    seat: int = 1,
    first: int = 0,
    opp_bid: int | None = None,
    scores: tuple[int, int] = (0, 0),
    bags: tuple[int, int] = (0, 0),
    rules: Rules | None = None,
    discards: str = "",
    history: tuple[tuple[SeatResult, SeatResult], ...] = (),
) -> PlayerView:
    """A bidding view; by default the seat is the second player and bids first.
    ``discards`` are cards the seat saw go to the discards in the draft; ``history`` the
    results of the hands before."""
    bids: list[int | None] = [None, None]
    bids[1 - seat] = opp_bid
    return PlayerView(
        seat=seat,
        names=("A", "B"),
        rules=rules or Rules(),
        phase=Phase.BIDDING,
        to_act=seat,
        hand_number=1,
        first=first,
        scores=scores,
        bags=bags,
        hand=cards(hand),
        drawn=None,
        draft=tuple(OwnDraftTurn(CARDS[0], parse_card(c), False) for c in discards.split()),
        draft_turns_taken=26,
        stock_left=0,
        discard_count=26,
        double_nil=(False, False),
        exchanged=(None, None),
        my_exchange=None,
        bids=(bids[0], bids[1]),
        tricks_won=(0, 0),
        tricks=(),
        spades_broken=False,
        opponent_hand_size=13,
        legal_actions=BIDS if (rules or Rules()).nil else BIDS[1:],
        history=history,
        winner=None,
    )


Chooser = Callable[[PlayerView], object]


def drive(game: Game, choosers: tuple[Chooser, Chooser], until: Callable[[Game], bool]) -> None:
    """Apply each seat's choices until ``until(game)`` holds (or the game ends)."""
    while game.winner is None and not until(game):
        seat = game.to_act
        view = game.view(seat)
        action = choosers[seat](view)
        assert action in view.legal_actions, (view.phase, action)
        game.apply(action, seat=seat)  # type: ignore[arg-type]


# Pairs of cards for filler tricks (the higher first), none of them a heart or a spade.
_FILLER = [
    (f"{hi}{suit}", f"{lo}{suit}")
    for suit in "CD"
    for hi, lo in (("A", "2"), ("K", "3"), ("Q", "4"), ("J", "5"), ("T", "6"), ("9", "7"))
]


def late_view(
    mine: int, theirs: int, hand: str = "AH 3H", lead: str = "9H", **kw: object
) -> PlayerView:
    """Seat 0 with two cards left after ``mine`` + ``theirs`` = 11 filler tricks of clubs and
    diamonds; the opponent (seat 1, who won the last of them) has led ``lead``."""
    assert mine + theirs == 11 and theirs > 0
    winners = [0] * mine + [1] * theirs
    done = []
    leader = 1  # seat 0 is the first player, so seat 1 leads the first trick
    for (hi, lo), winner in zip(_FILLER, winners, strict=False):
        done.append(trick(leader, f"{hi} {lo}" if winner == leader else f"{lo} {hi}", winner))
        leader = winner
    return play_view(hand, tricks=[*done, trick(1, lead, None)], first=0, **kw)  # type: ignore[arg-type]
