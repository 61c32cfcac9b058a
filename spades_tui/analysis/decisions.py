"""What a review is made of: each card and each draft turn with what it was worth.

Data only (dataclasses with ``to_dict``); ``analysis.review`` fills them in and
``ui.review_words`` words them.
"""

from __future__ import annotations

from dataclasses import dataclass

from spades_tui.analysis.bid_grading import BidGrade
from spades_tui.analysis.solver import Outcome
from spades_tui.core.cards import Card

# Why a draft turn has no what-if value (codes, not sentences: the renderer words them).
KEPT_CARD_EXCHANGED = "kept_card_exchanged"
OTHER_CARD_IN_PLAY = "other_card_in_play"
NOT_ASKED = "not_asked"  # the review was made without the draft what-ifs


@dataclass(frozen=True, slots=True)
class CardOption:
    card: Card
    outcome: Outcome

    def to_dict(self) -> dict[str, object]:
        return {"card": self.card.code, **self.outcome.to_dict()}


@dataclass(frozen=True, slots=True)
class PlayDecision:
    """One card played, with the perfect-play value of each card that could have been."""

    trick: int  # 1..13
    seat: int
    leading: bool
    played: Card
    # The hint: what the hard level would have played from the seat's own view. None when not
    # asked, and where the card played was one of the best (no advice could do better).
    hard: Card | None
    options: tuple[CardOption, ...]  # every legal card, in card order

    def outcome_of(self, card: Card) -> Outcome:
        for option in self.options:
            if option.card == card:
                return option.outcome
        raise KeyError(card)

    @property
    def chosen(self) -> Outcome:
        return self.outcome_of(self.played)

    @property
    def best_points(self) -> int:
        return max(o.outcome.points for o in self.options)

    @property
    def best_tricks(self) -> int:
        return max(o.outcome.tricks for o in self.options)

    def points_lost(self, card: Card | None = None) -> int:
        return self.best_points - self.outcome_of(self.played if card is None else card).points

    def tricks_lost(self, card: Card | None = None) -> int:
        return self.best_tricks - self.outcome_of(self.played if card is None else card).tricks

    @property
    def costly(self) -> bool:
        return self.points_lost() > 0

    @property
    def lost_bid(self) -> bool:
        """The bid could still be made before this card and not after it."""
        return not self.chosen.made and any(o.outcome.made for o in self.options)

    @property
    def best(self) -> bool:
        """The card played was one of the best: it lost neither points nor tricks."""
        return self.played in self.best_cards()

    @property
    def forced(self) -> bool:
        """Every legal card leads to the same outcome (one card, or equivalent ones)."""
        return len({o.outcome for o in self.options}) == 1

    def best_cards(self) -> tuple[Card, ...]:
        """The cards that lose nothing: best points, and among them the most tricks."""
        top = self.best_points
        tops = [o for o in self.options if o.outcome.points == top]
        most = max(o.outcome.tricks for o in tops)
        return tuple(o.card for o in tops if o.outcome.tricks == most)

    def to_dict(self) -> dict[str, object]:
        return {
            "trick": self.trick,
            "seat": self.seat,
            "leading": self.leading,
            "played": self.played.code,
            "hard": None if self.hard is None else self.hard.code,
            "points_lost": self.points_lost(),
            "tricks_lost": self.tricks_lost(),
            "lost_bid": self.lost_bid,
            "options": [o.to_dict() for o in self.options],
        }


@dataclass(frozen=True, slots=True)
class DraftDecision:
    """One draft turn: the card kept, the card that could have been kept, and their worth."""

    turn: int  # 1..26 over the whole draft
    seat: int
    kept: Card
    other: Card
    rejected: bool  # the other card was the one drawn first
    other_seen: bool  # the seat saw the other card (always so when it rejected it)
    hard_kept: Card | None  # the card the hard level would have kept; None when not asked
    kept_value: Outcome | None  # the hand as it was, at the start of play
    other_value: Outcome | None  # the same hand with ``other`` in place of ``kept``
    undefined: str | None  # why the values are missing (a code above), else None

    @property
    def drawn(self) -> Card:
        """The card the seat drew and looked at: the one it kept, or the one it rejected."""
        return self.other if self.rejected else self.kept

    @property
    def hint_keeps(self) -> bool | None:
        """Whether the hint would have kept the drawn card (False: rejected it); None unasked.

        Said this way the hint names only the drawn card, which the seat had seen, never the
        card under it, which the seat had not seen when it chose.
        """
        return None if self.hard_kept is None else self.hard_kept == self.drawn

    @property
    def points_lost(self) -> int | None:
        """Points the kept card cost against the other one (negative: it gained)."""
        if self.kept_value is None or self.other_value is None:
            return None
        return self.other_value.points - self.kept_value.points

    def to_dict(self) -> dict[str, object]:
        return {
            "turn": self.turn,
            "seat": self.seat,
            "kept": self.kept.code,
            "other": self.other.code,
            "rejected": self.rejected,
            "other_seen": self.other_seen,
            "hard_kept": None if self.hard_kept is None else self.hard_kept.code,
            "kept_value": None if self.kept_value is None else self.kept_value.to_dict(),
            "other_value": None if self.other_value is None else self.other_value.to_dict(),
            "points_lost": self.points_lost,
            "undefined": self.undefined,
        }


@dataclass(frozen=True, slots=True)
class HandReview:
    number: int
    first: int
    names: tuple[str, str]
    bids: tuple[int, int]
    double_nil: tuple[bool, bool]
    bags_before: tuple[int, int]
    tricks: tuple[int, int]  # tricks each seat took
    points: tuple[int, int]  # each seat's points for the hand, bag penalty included
    start: tuple[Outcome, Outcome]  # perfect play from the first lead, for each seat
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]  # each seat's cards at the first lead
    plays: tuple[PlayDecision, ...]
    draft: tuple[DraftDecision, ...]
    # Each bid graded from the bidder's view (``analysis.bid_grading``); empty when not asked.
    bid_grades: tuple[BidGrade, ...] = ()

    def goes_nil(self, seat: int) -> bool:
        return self.double_nil[seat] or self.bids[seat] == 0

    @property
    def nil_in_play(self) -> bool:
        """A nil or double nil was bid: points, not tricks, then tell what a card was worth."""
        return self.goes_nil(0) or self.goes_nil(1)

    def doomed_nil(self, seat: int) -> bool:
        """The seat's nil or double nil could not be kept from the first lead on."""
        return self.goes_nil(seat) and not self.start[seat].made

    def costly(self) -> list[PlayDecision]:
        """The cards that lost points under perfect play, the dearest first."""
        cards = [p for p in self.plays if p.costly]
        return sorted(cards, key=lambda p: (-p.points_lost(), p.trick, p.seat))

    def to_dict(self) -> dict[str, object]:
        return {
            "hand": self.number,
            "first": self.first,
            "names": list(self.names),
            "bids": list(self.bids),
            "double_nil": list(self.double_nil),
            "bags_before": list(self.bags_before),
            "tricks": list(self.tricks),
            "points": list(self.points),
            "start": [o.to_dict() for o in self.start],
            "hands": [[c.code for c in h] for h in self.hands],
            "costly": [[p.trick, p.seat] for p in self.costly()],
            "plays": [p.to_dict() for p in self.plays],
            "draft": [d.to_dict() for d in self.draft],
            "bid_grades": [g.to_dict() for g in self.bid_grades],
        }
