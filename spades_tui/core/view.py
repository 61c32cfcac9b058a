"""What one seat may know: the only window computer players and screens get on a game.

A view is a snapshot: it holds no reference to the game, only immutable values, so it stays as
it was when the game moves on. It is built for every decision of every simulated game, so it
is a named tuple (made in one step by ``tuple.__new__``) of pieces the game keeps ready.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from spades_tui.core.actions import Action
from spades_tui.core.cards import Card
from spades_tui.core.events import SeatResult
from spades_tui.core.phases import Phase
from spades_tui.core.rules import Rules


@dataclass(frozen=True, slots=True)
class OwnDraftTurn:
    kept: Card
    discarded: Card | None  # None when it went face down unseen
    rejected: bool


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    leader: int
    cards: tuple[Card, ...]
    winner: int | None


class PlayerView(NamedTuple):
    """A snapshot of the game as ``seat`` sees it; it holds no reference to the game."""

    seat: int
    names: tuple[str, str]
    rules: Rules
    phase: Phase
    to_act: int
    hand_number: int
    first: int
    scores: tuple[int, int]
    bags: tuple[int, int]
    hand: tuple[Card, ...]
    drawn: Card | None  # the card this seat is deciding to keep or reject
    draft: tuple[OwnDraftTurn, ...]
    draft_turns_taken: int
    stock_left: int
    discard_count: int
    double_nil: tuple[bool | None, bool | None]
    exchanged: tuple[int | None, int | None]  # how many cards each seat exchanged
    my_exchange: tuple[tuple[Card, ...], tuple[Card, ...]] | None  # (gave, got)
    bids: tuple[int | None, int | None]
    tricks_won: tuple[int, int]
    tricks: tuple[PlayedTrick, ...]  # this hand's tricks, the one in progress last
    spades_broken: bool
    opponent_hand_size: int
    legal_actions: Sequence[Action]  # empty unless this seat is to act; never changes
    history: tuple[tuple[SeatResult, SeatResult], ...]  # results of finished hands
    winner: int | None

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def my_turn(self) -> bool:
        return bool(self.legal_actions)

    @property
    def current_trick(self) -> PlayedTrick | None:
        if self.tricks and self.tricks[-1].winner is None:
            return self.tricks[-1]
        return None

    @property
    def played_cards(self) -> tuple[Card, ...]:
        return tuple(c for t in self.tricks for c in t.cards)

    @property
    def seen_discards(self) -> frozenset[Card]:
        """The cards this seat saw go to the discards in this hand's draft."""
        return frozenset(t.discarded for t in self.draft if t.discarded is not None)

    @property
    def known_discards(self) -> frozenset[Card]:
        """The cards this seat knows lie in the discards now: those it saw go there in the
        draft and those it gave in its own exchange, less any the opponent's exchange may
        have drawn back (it drew at random from the pile, after this seat's own exchange
        when this seat played first)."""
        gave, got = self.my_exchange or ((), ())
        known = self.seen_discards | set(gave)
        if self.exchanged[self.opponent]:
            # The pile it drew from: the discards seen, and the cards this seat gave when it
            # exchanged first, less those it drew itself.
            pile = self.seen_discards | (set(gave) if self.seat == self.first else set())
            known -= pile - set(got)
        return frozenset(known - set(self.hand) - set(self.played_cards))

    @property
    def unseen_cards(self) -> tuple[int, ...]:
        """Every card whose place this seat does not know this hand: the opponent's cards are
        among them."""
        seen = {*self.hand, *self.played_cards, *self.known_discards}
        if self.drawn is not None:
            seen.add(self.drawn)
        return tuple(c for c in range(52) if c not in seen)


class SpectatorView(NamedTuple):
    """The game with both hands face up, for watching, replay and review.

    It shows what each seat saw of its own draft and exchange, but not the stock.
    """

    names: tuple[str, str]
    rules: Rules
    phase: Phase
    to_act: int
    hand_number: int
    first: int
    scores: tuple[int, int]
    bags: tuple[int, int]
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    drawn: Card | None  # the card the seat to act is deciding to keep or reject
    drafts: tuple[tuple[OwnDraftTurn, ...], tuple[OwnDraftTurn, ...]]
    draft_turns_taken: int
    stock_left: int
    discard_count: int
    double_nil: tuple[bool | None, bool | None]
    exchanges: tuple[
        tuple[tuple[Card, ...], tuple[Card, ...]] | None,
        tuple[tuple[Card, ...], tuple[Card, ...]] | None,
    ]
    bids: tuple[int | None, int | None]
    tricks_won: tuple[int, int]
    tricks: tuple[PlayedTrick, ...]
    spades_broken: bool
    history: tuple[tuple[SeatResult, SeatResult], ...]
    winner: int | None


# Snapshots are built in the hot loop of simulations, where a frozen dataclass's __init__
# (one object.__setattr__ call per field) costs more than the rest of the step. These build
# the same objects by setting the slots directly.
_new_object = object.__new__
_set_kept = OwnDraftTurn.__dict__["kept"].__set__
_set_discarded = OwnDraftTurn.__dict__["discarded"].__set__
_set_rejected = OwnDraftTurn.__dict__["rejected"].__set__
_set_leader = PlayedTrick.__dict__["leader"].__set__
_set_cards = PlayedTrick.__dict__["cards"].__set__
_set_winner = PlayedTrick.__dict__["winner"].__set__


def own_draft_turn(kept: Card, discarded: Card | None, rejected: bool) -> OwnDraftTurn:
    """``OwnDraftTurn(kept, discarded, rejected)``, made faster."""
    turn: OwnDraftTurn = _new_object(OwnDraftTurn)
    _set_kept(turn, kept)
    _set_discarded(turn, discarded)
    _set_rejected(turn, rejected)
    return turn


def played_trick(leader: int, cards: tuple[Card, ...], winner: int | None) -> PlayedTrick:
    """``PlayedTrick(leader, cards, winner)``, made faster."""
    trick: PlayedTrick = _new_object(PlayedTrick)
    _set_leader(trick, leader)
    _set_cards(trick, cards)
    _set_winner(trick, winner)
    return trick
