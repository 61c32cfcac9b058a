"""Rule-based card play on bitmasks: the heuristic level's play, and the fast playout policy
the search levels finish their sampled deals with.

A seat first picks an aim for the trick from the bids and tricks so far (``mode_for``), then a
card for that aim (``choose_card``).  ``other`` is the set of cards the opponent may hold: the
heuristic player passes what it cannot rule out, a playout passes the opponent's sampled hand.
"""

from __future__ import annotations

from typing import NamedTuple

from spades_tui.engine import NONSPADES, SPADES, SUIT_MASKS, PlayState, cards_of

WIN = 0  # take tricks: the bid is not made yet, or the opponent can still be set
DUCK = 1  # lose tricks at any cost: my nil is alive
FEED = 2  # make the opponent win: their nil is alive
SOFT = 3  # lose tricks when it is free: the bid is made and more tricks are only bags


class Seat(NamedTuple):
    """What the policy needs to know about one seat's contract for the hand."""

    bid: int
    bags: int  # bags carried into this hand


class Contract(NamedTuple):
    seats: tuple[Seat, Seat]
    bag_limit: int
    bag_penalty: int


def mode_for(contract: Contract, seat: int, tricks: tuple[int, int], left: int) -> int:
    me = contract.seats[seat]
    opp = contract.seats[1 - seat]
    mine, theirs = tricks[seat], tricks[1 - seat]
    if me.bid == 0 and mine == 0:
        return DUCK
    if opp.bid == 0 and theirs == 0:
        return FEED
    opp_need = opp.bid - theirs
    # Setting the opponent takes enough of the remaining tricks that they cannot reach the bid.
    can_set = opp.bid > 0 and 0 < opp_need <= left
    need = me.bid - mine
    if me.bid > 0 and 0 < need <= left:
        return WIN
    if not can_set:
        return SOFT
    if me.bid == 0:
        return WIN  # a failed nil scores the same whatever else it takes
    to_take = left - opp_need + 1
    over = max(0, mine - me.bid) if need <= 0 else 0
    crosses = me.bags + over + to_take >= contract.bag_limit
    swing = 20 * opp.bid
    return WIN if not crosses or swing > contract.bag_penalty else SOFT


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _high(mask: int) -> int:
    return mask.bit_length() - 1


def _by_rank(mask: int, highest: bool) -> int:
    """The card of lowest (or highest) rank in ``mask`` whatever its suit."""
    best = -1
    best_rank = -1 if highest else 13
    while mask:
        low = mask & -mask
        card = low.bit_length() - 1
        mask ^= low
        rank = card % 13
        if (rank > best_rank) if highest else (rank < best_rank):
            best, best_rank = card, rank
    return best


def _cheap_discard(mask: int) -> int:
    """Lowest non-spade if there is one: a low spade can still win a trick later."""
    return _by_rank(mask & NONSPADES or mask, highest=False)


def choose_card(hand: int, led: int, broken: bool, other: int, mode: int) -> int:
    if led >= 0:
        return _follow(hand, led, other, mode)
    legal = hand if broken else hand & NONSPADES or hand
    if mode == WIN:
        return _lead_to_win(hand, legal, other)
    if mode == FEED:
        return _lead_to_feed(legal, other)
    return _lead_to_lose(legal, other)


def _follow(hand: int, led: int, other: int, mode: int) -> int:
    suit_mask = SUIT_MASKS[led // 13]
    follow = hand & suit_mask
    if follow:
        winners = follow & ~((2 << led) - 1)
        losers = follow & ((1 << led) - 1)
    elif led < 13:
        winners, losers = 0, hand
    else:
        winners, losers = hand & SPADES, hand & NONSPADES
    if mode == WIN:
        if winners:
            return _low(winners)
        return _cheap_discard(losers)
    # Ducking (my nil), feeding (their nil) and avoiding bags all want the trick lost; the
    # highest card that still loses keeps the low ones for later.
    if losers:
        if follow:
            return _high(losers)
        return _by_rank(losers, highest=True)
    return _high(winners) if mode != SOFT else _low(winners)


def _lead_to_win(hand: int, legal: int, other: int) -> int:
    other_spades = other & SPADES
    fallback = -1
    for suit in (1, 2, 3):
        mine = legal & SUIT_MASKS[suit]
        if not mine:
            continue
        top = _high(mine)
        theirs = other & SUIT_MASKS[suit]
        if theirs >> top:
            continue
        # A master card of a side suit is safe unless the opponent can ruff it.
        if theirs or not other_spades:
            return top
        fallback = top
    spades = legal & SPADES
    if spades:
        top = _high(spades)
        if not other_spades >> top:
            return top
    # A master the opponent could ruff is still the best lead when no spade can be led.
    if fallback >= 0 and not spades:
        return fallback
    # No sure winner: give up the cheapest card, from a short side suit when spades can
    # later ruff that suit once it is gone.
    side = legal & NONSPADES
    if side and hand & SPADES:
        shortest = None
        for suit in (1, 2, 3):
            cards = side & SUIT_MASKS[suit]
            if cards and (shortest is None or cards.bit_count() < shortest.bit_count()):
                shortest = cards
            if cards and cards.bit_count() == 1:
                return _low(cards)
        if shortest is not None and shortest.bit_count() <= 2:
            return _low(shortest)
    return _cheap_discard(legal)


def _suit_split(card: int, other: int) -> tuple[int, int]:
    """How many of the opponent's possible cards of ``card``'s suit lie above and below it."""
    theirs = other & SUIT_MASKS[card // 13]
    above = (theirs >> (card + 1)).bit_count()
    below = (theirs & ((1 << card) - 1)).bit_count()
    return above, below


def _lead_to_lose(legal: int, other: int) -> int:
    def key(card: int) -> tuple[float, int]:
        above, below = _suit_split(card, other)
        if above + below:
            risk = below / (above + below)
        else:
            # The opponent is out of the suit: the lead wins unless they ruff a side suit.
            risk = 0.7 if card >= 13 and other & SPADES else 1.0
        # Among equally safe leads, the highest card is the one worth getting rid of.
        return (risk, -(card % 13))

    return min(cards_of(legal), key=key, default=-1)


def _lead_to_feed(legal: int, other: int) -> int:
    def key(card: int) -> tuple[float, int]:
        above, below = _suit_split(card, other)
        return (below / (above + below) if above + below else 1.0, card % 13)

    return min(cards_of(legal), key=key, default=-1)


def playout(state: PlayState, contract: Contract) -> int:
    """Finish the hand with both seats following the policy; return seat 0's final tricks.

    Each seat sees the other's real hand, which makes the policy a little sharper than it is
    at the table; the search only compares moves on the same deals, so the bias largely
    cancels.
    """
    h0, h1, leader, led, broken, t0, t1 = state
    while h0 or h1 or led >= 0:
        seat = leader if led < 0 else 1 - leader
        hand, other = (h0, h1) if seat == 0 else (h1, h0)
        left = max(h0.bit_count(), h1.bit_count())
        mode = mode_for(contract, seat, (t0, t1), left)
        card = choose_card(hand, led, broken, other, mode)
        bit = 1 << card
        if seat == 0:
            h0 ^= bit
        else:
            h1 ^= bit
        if card < 13:
            broken = True
        if led < 0:
            led = card
            continue
        if card // 13 == led // 13:
            winner = leader if led > card else seat
        else:
            winner = seat if card < 13 else leader
        if winner == 0:
            t0 += 1
        else:
            t1 += 1
        leader = winner
        led = -1
    return t0
