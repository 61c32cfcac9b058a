"""A fast, self-contained model of the play phase (trick taking) for the computer players.

Cards follow the core's numbering, ``suit * 13 + rank`` (suit 0 = spades, 1 hearts,
2 diamonds, 3 clubs; rank 0 = two ... 12 = ace), and a set of cards is an ``int`` with bit
``i`` set for card ``i``.  This module does not import the core on purpose: bots run it in
tight loops (thousands of playouts or search nodes per decision), so it works on bare ints and
keeps the rules of "Play" in rules.md to a handful of bit operations.  The core stays the
authority; this is a copy of the trick rules tuned for speed, checked against a plain
restatement of the rules in tests/players/test_fastsim.py.

What it offers:

* ``PlayState`` -- an immutable (tuple-based) position; ``play`` returns a new one.
* ``legal_mask`` / ``play`` -- one step at a time, for callers and tests.
* ``random_playout`` -- finishes the hand with uniformly random legal cards (Monte Carlo).
* ``solve`` / ``best_moves`` -- exact minimax for perfect-information endgames, with the
  result of the hand given as a value for each possible number of tricks of seat 0.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple, Protocol

__all__ = [
    "ALL_CARDS",
    "NONSPADES",
    "SPADES",
    "SUIT_MASKS",
    "PlayState",
    "Solver",
    "best_moves",
    "cards_of",
    "legal_mask",
    "mask_of",
    "play",
    "random_playout",
    "solve",
    "trick_winner",
]

SUIT_MASK = 0x1FFF  # the 13 bits of one suit, before shifting into place
SUIT_MASKS = tuple(SUIT_MASK << (13 * s) for s in range(4))
SPADES = SUIT_MASKS[0]
ALL_CARDS = (1 << 52) - 1
NONSPADES = ALL_CARDS ^ SPADES

# For every 13-bit suit pattern: its set ranks in ascending order, so that picking the k-th
# card of a suit in a playout is one tuple index rather than a loop over bits.
_RANKS_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(r for r in range(13) if pattern >> r & 1) for pattern in range(1 << 13)
)
_POP: bytes = bytes(len(ranks) for ranks in _RANKS_OF)


class RandomSource(Protocol):
    """Anything with ``getrandbits(k)``, such as ``random.Random``."""

    def getrandbits(self, k: int, /) -> int: ...


class PlayState(NamedTuple):
    """A position in the play phase.

    A tuple so that copying is free and a state can be hashed or used as a dict key.
    ``led`` is the card the leader has put on the table, or -1 between tricks; the leader's
    hand no longer holds it.  ``tricks0``/``tricks1`` count tricks already won this hand.
    """

    hand0: int
    hand1: int
    leader: int
    led: int = -1
    broken: bool = False
    tricks0: int = 0
    tricks1: int = 0

    @property
    def hands(self) -> tuple[int, int]:
        return (self.hand0, self.hand1)

    @property
    def tricks(self) -> tuple[int, int]:
        return (self.tricks0, self.tricks1)

    @property
    def to_act(self) -> int:
        """The seat whose card is next: the leader on an empty table, else the follower."""
        return self.leader if self.led < 0 else 1 - self.leader

    @property
    def tricks_left(self) -> int:
        """Tricks still to be completed, counting one that has been led but not followed."""
        return max(self.hand0.bit_count(), self.hand1.bit_count())

    @property
    def finished(self) -> bool:
        return self.led < 0 and not (self.hand0 | self.hand1)


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: int) -> list[int]:
    """Card indices of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _legal(hand: int, led: int, broken: bool) -> int:
    if led >= 0:
        follow = hand & SUIT_MASKS[led // 13]
        return follow or hand
    if broken:
        return hand
    # A hand of nothing but spades may lead one even before they are broken.
    return hand & NONSPADES or hand


def legal_mask(state: PlayState) -> int:
    """The cards the seat to act may play (0 once the hand is over)."""
    hand = state.hand0 if state.to_act == 0 else state.hand1
    return _legal(hand, state.led, state.broken)


def trick_winner(leader: int, led: int, followed: int) -> int:
    """Seat that wins a trick of ``led`` (by ``leader``) and ``followed`` (by the other seat)."""
    if followed // 13 == led // 13:
        return leader if led > followed else 1 - leader
    # Off suit: only a spade (trump) beats the led suit.
    return 1 - leader if followed < 13 else leader


def play(state: PlayState, card: int) -> PlayState:
    """Return the position after the seat to act plays ``card``; ``state`` is left unchanged.

    Raises ``ValueError`` for an illegal card, so callers cannot silently corrupt a search.
    """
    if not (0 <= card < 52) or not legal_mask(state) >> card & 1:
        raise ValueError(f"card {card} is not a legal play in {state}")
    bit = 1 << card
    # Any spade on the table means spades are broken: a spade lead is either already allowed
    # or forced by an all-spade hand, and a spade on a non-spade lead means a void follower;
    # a spade following a spade lead comes after that lead broke them anyway.
    broken = state.broken or card < 13
    h0, h1 = state.hand0, state.hand1
    if state.to_act == 0:
        h0 ^= bit
    else:
        h1 ^= bit
    if state.led < 0:
        return PlayState(h0, h1, state.leader, card, broken, state.tricks0, state.tricks1)
    winner = trick_winner(state.leader, state.led, card)
    t0, t1 = state.tricks0, state.tricks1
    if winner == 0:
        t0 += 1
    else:
        t1 += 1
    return PlayState(h0, h1, winner, -1, broken, t0, t1)


# --------------------------------------------------------------------------- random playouts


def random_playout(state: PlayState, rng: RandomSource) -> tuple[int, int]:
    """Finish the hand with uniformly random legal cards; return final (tricks0, tricks1).

    Each choice takes ``k = (rng.getrandbits(32) * n) >> 32`` for ``n`` legal cards and plays
    the k-th lowest legal card index, so a test can replay the same choices one ``play`` at a
    time.  (Integer scaling is uniform to within 2**-32 and measured about 10% faster than
    ``int(rng.random() * n)``.)  The loop is written out on bare ints (no ``PlayState``, no
    lists) because it is the hot spot of Monte Carlo bots.
    """
    bits = rng.getrandbits
    ranks_of = _RANKS_OF
    pop = _POP
    h0, h1, leader, led, broken, t0, t1 = state
    start0 = t0
    # Between tricks: ``a`` is the leader's hand, ``b`` the follower's, ``seat`` the leader.
    if leader == 0:
        a, b = h0, h1
    else:
        a, b = h1, h0
    seat = leader

    if led >= 0:
        # Finish the trick already on the table, then fall into the common loop.
        if led < 13:
            broken = True  # a led spade has broken spades whatever the caller passed
        shift = led - led % 13
        lead_rank = led - shift
        f = (b >> shift) & SUIT_MASK
        if f:
            ranks = ranks_of[f]
            rank = ranks[(bits(32) * len(ranks)) >> 32]
            b ^= 1 << (shift + rank)
            leader_wins = rank < lead_rank
        else:
            card = _kth_card(b, (bits(32) * b.bit_count()) >> 32)
            b ^= 1 << card
            if card < 13:
                broken = True
            leader_wins = card >= 13
        if not leader_wins:
            a, b = b, a
            seat ^= 1
        if seat == 0:
            t0 += 1

    nonspades = NONSPADES
    while a:
        # Lead.  Spades stay closed until broken, unless the hand holds nothing else.
        legal = a if broken else (a & nonspades or a)
        k = (bits(32) * legal.bit_count()) >> 32
        # Find the k-th legal card by walking the suits in card order; written out with
        # literal masks because this is the innermost loop of every Monte Carlo decision.
        chunk = legal & 0x1FFF
        n = pop[chunk]
        if k < n:
            shift = 0
            broken = True
        else:
            k -= n
            chunk = (legal >> 13) & 0x1FFF
            n = pop[chunk]
            if k < n:
                shift = 13
            else:
                k -= n
                chunk = (legal >> 26) & 0x1FFF
                n = pop[chunk]
                if k < n:
                    shift = 26
                else:
                    k -= n
                    chunk = legal >> 39
                    shift = 39
        lead_rank = ranks_of[chunk][k]
        a ^= 1 << (shift + lead_rank)

        f = (b >> shift) & 0x1FFF
        if f:
            # Follow suit: one table lookup gives the candidates.
            ranks = ranks_of[f]
            rank = ranks[(bits(32) * len(ranks)) >> 32]
            b ^= 1 << (shift + rank)
            if rank > lead_rank:
                a, b = b, a
                seat ^= 1
        else:
            # Void in the led suit: any card, and only a spade can win.
            k = (bits(32) * b.bit_count()) >> 32
            chunk = b & 0x1FFF
            n = pop[chunk]
            if k < n:
                b ^= 1 << ranks_of[chunk][k]
                broken = True
                a, b = b, a
                seat ^= 1
            else:
                k -= n
                chunk = (b >> 13) & 0x1FFF
                n = pop[chunk]
                if k < n:
                    b ^= 1 << (13 + ranks_of[chunk][k])
                else:
                    k -= n
                    chunk = (b >> 26) & 0x1FFF
                    n = pop[chunk]
                    if k < n:
                        b ^= 1 << (26 + ranks_of[chunk][k])
                    else:
                        b ^= 1 << (39 + ranks_of[b >> 39][k - n])
        if seat == 0:
            t0 += 1

    won0 = t0 - start0
    return t0, t1 + (max(h0.bit_count(), h1.bit_count()) - won0)


def _kth_card(mask: int, k: int) -> int:
    """Index of the k-th lowest set bit of ``mask`` (k counts from 0)."""
    shift = 0
    while True:
        chunk = (mask >> shift) & SUIT_MASK
        n = _POP[chunk]
        if k < n:
            return shift + _RANKS_OF[chunk][k]
        k -= n
        shift += 13


# --------------------------------------------------------------------------- exact solver

Objective = Sequence[float] | Callable[[int], float]
_INF = float("inf")


def _objective_table(objective: Objective) -> tuple[float, ...]:
    if callable(objective):
        return tuple(objective(t) for t in range(14))
    table = tuple(objective)
    if len(table) != 14:
        raise ValueError(f"objective needs a value for 0..13 tricks (14 values), got {len(table)}")
    return table


class Solver:
    """Exact minimax of the play phase with both hands known.

    Seat 0 maximises ``objective[final tricks of seat 0]`` and seat 1 minimises it, so any
    scoring that depends only on how the 13 tricks split (bids, nil, bags, one score minus the
    other) can be encoded by the caller.  A ``Solver`` keeps its transposition table between
    calls, which pays off when a bot asks about several moves of one position; make a new one
    for a new objective (a fresh solver per decision keeps memory bounded).

    The search is fail-soft alpha-beta with lower/upper bounds in the table.  The table key
    includes seat 0's tricks so far because the objective is not assumed to be monotone or
    linear (a nil bid wants zero tricks, a bid with bags wants an exact count), so the same
    cards with a different trick count are a different game.
    """

    def __init__(self, objective: Objective) -> None:
        self.objective = _objective_table(objective)
        self.table: dict[int, tuple[float, float, int]] = {}
        self.nodes = 0
        # Range bounds: with t0 tricks so far and r to play, the result lies between the least
        # and the greatest objective value over t0..t0+r.  Checking these first ends every
        # line whose outcome no longer depends on play (a failed nil, a bid already safe...).
        lo_tab = [0.0] * (14 * 14)
        hi_tab = [0.0] * (14 * 14)
        for t0 in range(14):
            for r in range(14 - t0):
                values = self.objective[t0 : t0 + r + 1]
                lo_tab[t0 * 14 + r] = min(values)
                hi_tab[t0 * 14 + r] = max(values)
        self._lo = lo_tab
        self._hi = hi_tab

    def _check(self, state: PlayState) -> None:
        h0, h1 = state.hand0, state.hand1
        if h0 & h1 or (h0 | h1) >> 52:
            raise ValueError("hands must be disjoint sets of cards 0..51")
        n0, n1 = h0.bit_count(), h1.bit_count()
        if state.led >= 0:
            if (h0 | h1) >> state.led & 1:
                raise ValueError("the led card is still in a hand")
            n_leader, n_follower = (n0, n1) if state.leader == 0 else (n1, n0)
            ok = n_follower == n_leader + 1
        else:
            ok = n0 == n1
        if not ok:
            raise ValueError("hand sizes do not fit the trick on the table")
        if state.tricks0 + state.tricks_left > 13:
            raise ValueError("seat 0 could end with more than 13 tricks")

    def solve(self, state: PlayState) -> float:
        """Optimal value of ``state`` for seat 0 (maximiser) against seat 1 (minimiser)."""
        self._check(state)
        h0, h1, leader, led, broken, t0, _t1 = state
        return self._search(h0, h1, leader, led, bool(broken), t0, -_INF, _INF)

    def best_moves(self, state: PlayState) -> dict[int, float]:
        """Exact value of every legal card of the seat to act (equal for equivalent cards)."""
        self._check(state)
        values: dict[int, float] = {}
        live = state.hand0 | state.hand1 | (1 << state.led if state.led >= 0 else 0)
        for group in _equivalent_groups(legal_mask(state), live):
            child = play(state, group[0])
            h0, h1, leader, led, broken, t0, _t1 = child
            value = self._search(h0, h1, leader, led, bool(broken), t0, -_INF, _INF)
            for card in group:
                values[card] = value
        return values

    def _search(
        self,
        h0: int,
        h1: int,
        leader: int,
        led: int,
        broken: bool,
        t0: int,
        alpha: float,
        beta: float,
    ) -> float:
        self.nodes += 1
        live = h0 | h1
        if led >= 0:
            left = (live.bit_count() + 1) >> 1
            live |= 1 << led
        else:
            left = live.bit_count() >> 1
        i = t0 * 14 + left
        lo = self._lo[i]
        hi = self._hi[i]
        if lo >= hi or hi <= alpha:
            return hi
        if lo >= beta:
            return lo

        if left == 1:
            # One trick left and every card forced: score it directly.
            if led < 0:
                led = (h0 if leader == 0 else h1).bit_length() - 1
                follow = (h1 if leader == 0 else h0).bit_length() - 1
            else:
                follow = (h0 | h1).bit_length() - 1
            return self.objective[t0 + (trick_winner(leader, led, follow) == 0)]

        if not live & SPADES:
            broken = True  # irrelevant without spades; normalising it merges table entries
        key = h0 | h1 << 52 | (led + 1) << 104 | leader << 110 | broken << 111 | t0 << 112
        entry = self.table.get(key)
        best_first = -1
        if entry is not None:
            e_lo, e_hi, best_first = entry
            if e_lo >= beta:
                return e_lo
            if e_hi <= alpha:
                return e_hi
            if e_lo >= e_hi:
                return e_lo
            alpha = max(alpha, e_lo)
            beta = min(beta, e_hi)
        else:
            e_lo, e_hi = -_INF, _INF

        mover = leader if led < 0 else 1 - leader
        hand = h0 if mover == 0 else h1
        legal = _legal(hand, led, broken)
        moves = _representatives(legal, live)
        if best_first >= 0 and best_first != moves[0]:
            moves.remove(best_first)
            moves.insert(0, best_first)

        search = self._search
        maximise = mover == 0
        best = -_INF if maximise else _INF
        best_card = moves[0]
        a, b = alpha, beta
        for card in moves:
            bit = 1 << card
            c0, c1 = (h0 ^ bit, h1) if maximise else (h0, h1 ^ bit)
            c_broken = broken or card < 13
            if led < 0:
                value = search(c0, c1, leader, card, c_broken, t0, a, b)
            else:
                winner = trick_winner(leader, led, card)
                value = search(c0, c1, winner, -1, c_broken, t0 + (winner == 0), a, b)
            if maximise:
                if value > best:
                    best, best_card = value, card
                    if value > a:
                        a = value
                        if a >= b:
                            break
            elif value < best:
                best, best_card = value, card
                if value < b:
                    b = value
                    if a >= b:
                        break

        # Fail-soft: a value at or below alpha is only an upper bound, at or above beta only a
        # lower bound; inside the window it is exact.
        if best <= alpha:
            e_hi = best
        elif best >= beta:
            e_lo = best
        else:
            e_lo = e_hi = best
        self.table[key] = (e_lo, e_hi, best_card)
        return best


def _representatives(legal: int, live: int) -> list[int]:
    """One card of each run of equivalent legal cards, lowest card of the run.

    Two cards of one hand in one suit are interchangeable when no live card (in either hand or
    on the table) lies between them: whatever one of them can win or lose, so can the other.
    Cards already gone do not separate them, which is why late positions collapse so well.
    """
    out = []
    prev = -99
    while legal:
        low = legal & -legal
        card = low.bit_length() - 1
        legal ^= low
        if not (
            card // 13 == prev // 13 and live >> (prev + 1) & ((1 << (card - prev - 1)) - 1) == 0
        ):
            out.append(card)
        prev = card
    return out


def _equivalent_groups(legal: int, live: int) -> list[list[int]]:
    groups: list[list[int]] = []
    prev = -99
    while legal:
        low = legal & -legal
        card = low.bit_length() - 1
        legal ^= low
        if (
            groups
            and card // 13 == prev // 13
            and not live >> (prev + 1) & ((1 << (card - prev - 1)) - 1)
        ):
            groups[-1].append(card)
        else:
            groups.append([card])
        prev = card
    return groups


def solve(state: PlayState, objective: Objective) -> float:
    """Optimal value for seat 0 of ``objective[final tricks of seat 0]``; seat 1 minimises.

    ``objective`` is 14 values (index = seat 0's tricks at the end of the hand, counting those
    already in ``state.tricks0``) or a function of that count.
    """
    return Solver(objective).solve(state)


def best_moves(state: PlayState, objective: Objective) -> dict[int, float]:
    """Exact value (for seat 0) of each legal card of the seat to act, as {card: value}.

    Seat 0 should pick a card of greatest value, seat 1 one of least value.
    """
    return Solver(objective).best_moves(state)
