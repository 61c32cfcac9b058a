"""What one seat knows about the hidden cards, read from its ``PlayerView`` alone.

Everything is a card bitmask (bit ``suit * 13 + rank``) so that sampling and search can use it
directly with ``spades_tui.engine``.  The view is the only input: a player never sees the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from spades_tui.core.view import PlayerView
from spades_tui.engine import ALL_CARDS, SUIT_MASKS, mask_of
from spades_tui.players.policy import Contract, Seat

# The discard pile always holds 26 cards when a double-nil player draws from it: each card
# given back joins it only after the draw.
DISCARD_PILE = 26


@dataclass(frozen=True, slots=True)
class Knowledge:
    seat: int
    mine: int  # cards in my hand now
    played: int  # cards played this hand, including any on the table
    opp_played: int  # the part of ``played`` that came from the opponent
    known_out: int  # cards I know went to the discards (seen discards, cards I gave away)
    unseen: int  # cards whose place I do not know: the opponent's hand or unseen discards
    opp_size: int  # cards in the opponent's hand now
    opp_voids: int  # 4-bit set of suits the opponent has shown to be out of
    opp_exchanged: int  # cards the opponent swapped with the discards (0 if none)
    known_pile: int  # known discards that were in the pile when the opponent drew from it

    @property
    def opp_void_mask(self) -> int:
        """Every card of a suit the opponent cannot hold any more."""
        mask = 0
        for suit in range(4):
            if self.opp_voids >> suit & 1:
                mask |= SUIT_MASKS[suit]
        return mask

    @property
    def maybe_opp(self) -> int:
        """Every card that might be in the opponent's hand."""
        extra = self.known_out & ~self.mine & ~self.played if self.opp_exchanged else 0
        return (self.unseen | extra) & ~self.opp_void_mask

    @property
    def outside(self) -> int:
        """Cards neither in my hand nor played: where the opponent's cards come from."""
        return ALL_CARDS & ~self.mine & ~self.played


def read_view(view: PlayerView) -> Knowledge:
    seat = view.seat
    opp = 1 - seat
    mine = mask_of(view.hand)
    played = 0
    opp_played = 0
    voids = 0
    broken = False
    for trick in view.tricks:
        cards = trick.cards
        for i, card in enumerate(cards):
            played |= 1 << card
            if (trick.leader if i == 0 else 1 - trick.leader) == opp:
                opp_played |= 1 << card
        if not cards:
            continue
        lead = cards[0]
        if lead < 13 and not broken and trick.leader == opp:
            # A spade led before spades broke means the leader held nothing else.
            voids |= 0b1110
        if lead < 13:
            broken = True
        if len(cards) == 2:
            follow = cards[1]
            if follow // 13 != lead // 13:
                if trick.leader == seat:
                    voids |= 1 << (lead // 13)
                if follow < 13:
                    broken = True

    seen_discards = mask_of(t.discarded for t in view.draft if t.discarded is not None)
    gave = 0
    if view.my_exchange is not None:
        gave = mask_of(view.my_exchange[0])
    known_out = (seen_discards | gave) & ~mine & ~played
    unseen = ALL_CARDS & ~mine & ~played & ~known_out
    opp_exchanged = view.exchanged[opp] or 0
    # My own exchange came first when I am the first player; only then were the cards I gave
    # in the pile the opponent drew from.
    i_went_first = seat == view.first
    known_pile = seen_discards | (gave if i_went_first else 0)
    if view.my_exchange is not None and i_went_first:
        known_pile &= ~mask_of(view.my_exchange[1])
    return Knowledge(
        seat=seat,
        mine=mine,
        played=played,
        opp_played=opp_played,
        known_out=known_out,
        unseen=unseen,
        opp_size=view.opponent_hand_size,
        opp_voids=voids,
        opp_exchanged=opp_exchanged,
        known_pile=known_pile,
    )


def contract_of(view: PlayerView, bids: tuple[int, int] | None = None) -> Contract:
    """The bids and bags the play policy works from (``bids`` overrides the view's, for
    trying out bids before they are made)."""
    if bids is None:
        bids = (view.bids[0] or 0, view.bids[1] or 0)
    rules = view.rules
    return Contract(
        (Seat(bids[0], view.bags[0]), Seat(bids[1], view.bags[1])),
        rules.bag_limit,
        rules.bag_penalty,
    )


def current_lead(view: PlayerView) -> int:
    """The card led to the trick on the table, or -1 when this seat leads."""
    trick = view.current_trick
    return trick.cards[0] if trick is not None and len(trick.cards) == 1 else -1
