"""What one seat may know: the only window computer players and screens get on a game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from spades_tui.core.actions import Action
from spades_tui.core.cards import Card
from spades_tui.core.choices import ExchangeChoices
from spades_tui.core.events import SeatResult
from spades_tui.core.rules import Rules

if TYPE_CHECKING:
    from spades_tui.core.game import Game, Phase


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


@dataclass(frozen=True, slots=True)
class PlayerView:
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


def make_view(game: Game, seat: int) -> PlayerView:
    from spades_tui.core.game import Phase

    if seat not in (0, 1):
        raise ValueError(f"a seat is 0 or 1, got {seat!r}")
    h = game.hand
    turn = len(h.draft)
    acting = game.to_act == seat and game.phase is not Phase.GAME_OVER
    drawn = h.stock[2 * turn] if acting and game.phase is Phase.DRAFT else None
    counts: list[int | None] = [None, None]
    mine = None
    for entry in h.exchange:
        counts[entry.seat] = len(entry.gave)
        if entry.seat == seat:
            mine = (entry.gave, entry.got)
    tricks = tuple(h.played)
    if h.tricks and h.tricks[-1].winner is None and h.tricks[-1].cards:
        current = h.tricks[-1]
        tricks += (PlayedTrick(current.leader, tuple(current.cards), None),)
    return PlayerView(
        seat=seat,
        names=(game.players[0].name, game.players[1].name),
        rules=game.rules,
        phase=game.phase,
        to_act=game.to_act,
        hand_number=h.number,
        first=h.first,
        scores=(game.scores[0], game.scores[1]),
        bags=(game.bags[0], game.bags[1]),
        hand=tuple(h.hands[seat]),
        drawn=drawn,
        draft=tuple(h.seen[seat]),
        draft_turns_taken=turn,
        stock_left=52 - 2 * turn,
        discard_count=len(h.discards),
        double_nil=(h.double_nil[0], h.double_nil[1]),
        exchanged=(counts[0], counts[1]),
        my_exchange=mine,
        bids=(h.bid[0], h.bid[1]),
        tricks_won=(h.won[0], h.won[1]),
        tricks=tricks,
        spades_broken=h.spades_broken,
        opponent_hand_size=len(h.hands[1 - seat]),
        legal_actions=_frozen(game.legal_actions()) if acting else (),
        history=game.history,
        winner=game.winner,
    )


def _frozen(actions: Sequence[Action]) -> Sequence[Action]:
    # ExchangeChoices is already immutable, and copying its 378 choices would be waste.
    return actions if isinstance(actions, ExchangeChoices) else tuple(actions)
