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
* ``TrickSolver`` -- the exact trick count alone, fast enough for whole 13-card hands;
  ``ReachSolver`` -- any objective as a few yes/no games, for hands whose points have cliffs
  (nil, bag penalty).  The hand review (``spades_tui.analysis``) is built on these two.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple, Protocol

__all__ = [
    "ALL_CARDS",
    "NONSPADES",
    "SPADES",
    "SUIT_MASKS",
    "PlayState",
    "ReachSolver",
    "Solver",
    "TrickSolver",
    "best_moves",
    "cards_of",
    "equivalent_groups",
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


def _check_state(state: PlayState) -> None:
    """Refuse a position no hand could reach, so that a search never runs on nonsense."""
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


class Solver:
    """Exact minimax of the play phase with both hands known.

    Seat 0 maximises ``objective[final tricks of seat 0]`` and seat 1 minimises it, so any
    scoring that depends only on how the 13 tricks split (bids, nil, bags, one score minus the
    other) can be encoded by the caller.  A ``Solver`` keeps its transposition table between
    calls, which pays off when a bot asks about several moves of one position; make a new one
    for a new objective (a fresh solver per decision keeps memory bounded).

    The search is fail-soft alpha-beta with lower/upper bounds in the table.  The objective is
    not assumed to be monotone or linear (a nil bid wants zero tricks, a bid with bags wants an
    exact count), so the same cards with a different trick count can be a different game; but
    they are the same game whenever the objective values still within reach (``t0`` to
    ``t0 + tricks left``) are in the same order, because minimax only compares values.  So the
    table key holds the order pattern of that window instead of ``t0``, and the bounds are
    stored as positions in the window: one entry then serves every trick count that gives the
    same pattern, e.g. every count where the objective is still rising by overtricks.
    """

    def __init__(self, objective: Objective) -> None:
        self.objective = _objective_table(objective)
        self.table: dict[int, tuple[int, int, int]] = {}
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
        # For each (t0, r): the window of reachable values, an id of its order pattern, and
        # the position in the window of each value (any one of equal values will do).
        self._window: list[tuple[float, ...]] = [()] * (14 * 14)
        self._pattern = [0] * (14 * 14)
        self._position: list[dict[float, int]] = [{} for _ in range(14 * 14)]
        patterns: dict[tuple[int, ...], int] = {}
        for t0 in range(14):
            for r in range(14 - t0):
                window = self.objective[t0 : t0 + r + 1]
                ranks = sorted(set(window))
                shape = tuple(ranks.index(v) for v in window)
                i = t0 * 14 + r
                self._window[i] = window
                self._pattern[i] = patterns.setdefault(shape, len(patterns))
                self._position[i] = {v: k for k, v in reversed(list(enumerate(window)))}

    def _check(self, state: PlayState) -> None:
        _check_state(state)

    def solve(self, state: PlayState, guess: float | None = None) -> float:
        """Optimal value of ``state`` for seat 0 (maximiser) against seat 1 (minimiser).

        A ``guess`` of the value (say, that of a similar position) changes only the speed:
        with one, the value is found by zero-window searches from it.
        """
        self._check(state)
        return self._value(state, guess)

    def best_moves(self, state: PlayState, guess: float | None = None) -> dict[int, float]:
        """Exact value of every legal card of the seat to act (equal for equivalent cards)."""
        self._check(state)
        values: dict[int, float] = {}
        live = state.hand0 | state.hand1 | (1 << state.led if state.led >= 0 else 0)
        for group in _equivalent_groups(legal_mask(state), live):
            value = self._value(play(state, group[0]), guess)
            for card in group:
                values[card] = value
        return values

    def _value(self, state: PlayState, guess: float | None) -> float:
        h0, h1, leader, led, broken, t0, _t1 = state
        if guess is None:
            return self._search(h0, h1, leader, led, bool(broken), t0, -_INF, _INF)
        left = state.tricks_left
        values = sorted(set(self.objective[t0 : t0 + left + 1]))
        return _zero_window_value(
            lambda a, b: self._search(h0, h1, leader, led, bool(broken), t0, a, b), values, guess
        )

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
        pattern = self._pattern[i]
        key = h0 | h1 << 52 | (led + 1) << 104 | leader << 110 | broken << 111 | pattern << 112
        entry = self.table.get(key)
        best_first = -1
        window = self._window[i]
        if entry is not None:
            k_lo, k_hi, best_first = entry
            e_lo = -_INF if k_lo < 0 else window[k_lo]
            e_hi = _INF if k_hi < 0 else window[k_hi]
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
        moves = _ordered_moves(legal, live, led, h1 if mover == 0 else h0)
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
        # Every value met in this subtree is an objective value of the window, so it has a
        # position there; an unknown bound is stored as -1.
        position = self._position[i]
        self.table[key] = (
            -1 if e_lo == -_INF else position[e_lo],
            -1 if e_hi == _INF else position[e_hi],
            best_card,
        )
        return best


class TrickSolver:
    """Exact double-dummy trick count: the most tricks seat 0 can take against best defence.

    The same game as ``Solver`` with the objective "seat 0's tricks", searched faster: the
    value stored for a position is the number of tricks still to come, so the table key leaves
    out the tricks already won and one entry serves every order in which earlier tricks fell.
    Keep one ``TrickSolver`` for a whole hand: every position of the hand shares the table.
    """

    def __init__(self) -> None:
        self.table: dict[int, tuple[int, int, int]] = {}
        self.nodes = 0

    def solve(self, state: PlayState, guess: int | None = None) -> int:
        """Seat 0's tricks at the end of the hand (those already won included).

        A ``guess`` (of that same total) changes only the speed, as for ``Solver.solve``.
        """
        _check_state(state)
        return self._value(state, guess)

    def best_moves(self, state: PlayState, guess: int | None = None) -> dict[int, int]:
        """Seat 0's final tricks after each legal card of the seat to act."""
        _check_state(state)
        values: dict[int, int] = {}
        live = state.hand0 | state.hand1 | (1 << state.led if state.led >= 0 else 0)
        for group in _equivalent_groups(legal_mask(state), live):
            value = self._value(play(state, group[0]), guess)
            for card in group:
                values[card] = value
        return values

    def _value(self, state: PlayState, guess: int | None) -> int:
        h0, h1, leader, led, broken, t0, _t1 = state
        if guess is None:
            return t0 + self._search(h0, h1, leader, led, bool(broken), -1, 14)
        left = state.tricks_left
        found = _zero_window_value(
            lambda a, b: self._search(h0, h1, leader, led, bool(broken), int(a), int(b)),
            list(range(left + 1)),
            guess - t0,
        )
        return t0 + int(found)

    def _search(
        self, h0: int, h1: int, leader: int, led: int, broken: bool, alpha: int, beta: int
    ) -> int:
        """Tricks seat 0 takes from here on, within the fail-soft window (alpha, beta)."""
        self.nodes += 1
        live = h0 | h1
        if led >= 0:
            left = (live.bit_count() + 1) >> 1
            live |= 1 << led
        else:
            left = live.bit_count() >> 1
        if left <= 1:
            if not live:
                return 0
            if led < 0:
                led = (h0 if leader == 0 else h1).bit_length() - 1
                follow = (h1 if leader == 0 else h0).bit_length() - 1
            else:
                follow = (h0 | h1).bit_length() - 1
            return 1 if trick_winner(leader, led, follow) == 0 else 0
        # The result lies in 0..left whatever is played.
        if alpha >= left:
            return left
        if beta <= 0:
            return 0
        if not live & SPADES:
            broken = True
        key = _shape(h0, live, led) | leader << 62 | broken << 63
        entry = self.table.get(key)
        best_first = -1
        lo, hi = 0, left
        if entry is not None:
            lo, hi, best_first = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo >= hi:
                return lo
            alpha = max(alpha, lo)
            beta = min(beta, hi)

        mover = leader if led < 0 else 1 - leader
        legal = _legal(h0 if mover == 0 else h1, led, broken)
        moves = _ordered_moves(legal, live, led, h1 if mover == 0 else h0)
        # The entry may come from a position of the same shape with other ranks.
        if best_first >= 0 and best_first != moves[0] and best_first in moves:
            moves.remove(best_first)
            moves.insert(0, best_first)

        search = self._search
        maximise = mover == 0
        best = -1 if maximise else 99
        best_card = moves[0]
        a, b = alpha, beta
        for card in moves:
            bit = 1 << card
            c0, c1 = (h0 ^ bit, h1) if maximise else (h0, h1 ^ bit)
            c_broken = broken or card < 13
            if led < 0:
                value = search(c0, c1, leader, card, c_broken, a, b)
            elif trick_winner(leader, led, card) == 0:
                # Seat 0 banks this trick: ask the rest for one fewer.
                value = 1 + search(c0, c1, 0, -1, c_broken, a - 1, b - 1)
            else:
                value = search(c0, c1, 1, -1, c_broken, a, b)
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

        if best <= alpha:
            hi = best
        elif best >= beta:
            lo = best
        else:
            lo = hi = best
        self.table[key] = (lo, hi, best_card)
        return best


class ReachSolver:
    """The same answers as ``Solver``, found as a few yes/no games; faster on rugged objectives.

    "Can seat 0 make its final trick count land in the set of counts worth at least v?" is a
    game with a yes/no answer, so every table entry is exact and no search window is needed.
    The table key holds the part of that set still within reach, shifted to start at the
    tricks won so far, so one entry serves every trick count and every v that leave the same
    set ahead.  The value is then the greatest v whose answer is yes: a binary search over
    the objective's distinct values, two games when a good guess is given.
    Objectives with cliffs (a bag penalty, a nil) make plain alpha-beta cut badly; these
    yes/no games keep cutting (measured: several times faster on whole hands with bags).
    """

    def __init__(self, objective: Objective) -> None:
        self.objective = _objective_table(objective)
        self.table: dict[int, bool] = {}
        self._decisive: dict[int, int] = {}
        self.nodes = 0

    def solve(
        self,
        state: PlayState,
        guess: float | None = None,
        within: tuple[float, float] | None = None,
    ) -> float:
        """Optimal value of ``state`` for seat 0 (maximiser) against seat 1 (minimiser).

        ``guess`` and ``within`` (bounds the caller has proved, e.g. from the trick count)
        change only the speed: fewer yes/no games are played.
        """
        _check_state(state)
        return self._value(state, guess, within)

    def best_moves(self, state: PlayState, guess: float | None = None) -> dict[int, float]:
        """Exact value of every legal card of the seat to act (equal for equivalent cards)."""
        _check_state(state)
        values: dict[int, float] = {}
        for group in equivalent_groups(state):
            value = self._value(play(state, group[0]), guess, None)
            for card in group:
                values[card] = value
        return values

    def reaches(self, state: PlayState, goal: int) -> bool:
        """Can seat 0 force its final trick count into ``goal`` (bit t set: t tricks will do)?"""
        _check_state(state)
        h0, h1, leader, led, broken, t0, _t1 = state
        return self._reach(h0, h1, leader, led, bool(broken), t0, goal)

    def _value(
        self, state: PlayState, guess: float | None, within: tuple[float, float] | None
    ) -> float:
        h0, h1, leader, led, broken, t0, _t1 = state
        objective = self.objective
        reach = range(t0, t0 + state.tricks_left + 1)
        values = sorted({objective[t] for t in reach})
        if within is not None:
            values = [v for v in values if within[0] <= v <= within[1]]
            if not values:
                raise ValueError(f"no objective value lies within {within}")
        lo, hi = 0, len(values) - 1  # values[lo] is always reached: every count qualifies
        at = (lo + hi + 1) // 2 if guess is None else bisect_left(values, guess)
        while lo < hi:
            at = min(max(at, lo + 1), hi)
            goal = 0
            for t in reach:
                if objective[t] >= values[at]:
                    goal |= 1 << t
            if self._reach(h0, h1, leader, led, bool(broken), t0, goal):
                lo = at
                at = lo + 1
            else:
                hi = at - 1
                at = hi
        return values[lo]

    def _reach(
        self, h0: int, h1: int, leader: int, led: int, broken: bool, t0: int, goal: int
    ) -> bool:
        self.nodes += 1
        live = h0 | h1
        if led >= 0:
            left = (live.bit_count() + 1) >> 1
            live |= 1 << led
        else:
            left = live.bit_count() >> 1
        ahead = (goal >> t0) & ((2 << left) - 1)  # bit k: ending with t0 + k tricks will do
        if not ahead:
            return False
        if ahead == (2 << left) - 1:
            return True
        if left == 1:
            if led < 0:
                led = (h0 if leader == 0 else h1).bit_length() - 1
                follow = (h1 if leader == 0 else h0).bit_length() - 1
            else:
                follow = (h0 | h1).bit_length() - 1
            return bool(ahead >> (trick_winner(leader, led, follow) == 0) & 1)
        if not live & SPADES:
            broken = True
        position = _shape(h0, live, led) | leader << 62 | broken << 63
        key = position | ahead << 64
        known = self.table.get(key)
        if known is not None:
            return known

        mover = leader if led < 0 else 1 - leader
        legal = _legal(h0 if mover == 0 else h1, led, broken)
        # When no further trick for seat 0 already meets the goal, seat 0 would like to lose
        # tricks and seat 1 to hand them over: both try ducking cards first.  Otherwise both
        # want tricks.
        if ahead & 1:
            moves = _ducking_moves(legal, live, led)
        else:
            moves = _ordered_moves(legal, live, led, h1 if mover == 0 else h0)
        # The card that settled this position for another goal is likely to settle it again.
        first = self._decisive.get(position, -1)
        if first >= 0 and first != moves[0] and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        reach = self._reach
        maximise = mover == 0
        # Seat 0 needs one card that reaches the goal; seat 1 one card that keeps it away.
        for card in moves:
            bit = 1 << card
            c0, c1 = (h0 ^ bit, h1) if maximise else (h0, h1 ^ bit)
            c_broken = broken or card < 13
            if led < 0:
                ok = reach(c0, c1, leader, card, c_broken, t0, goal)
            else:
                winner = trick_winner(leader, led, card)
                ok = reach(c0, c1, winner, -1, c_broken, t0 + (winner == 0), goal)
            if ok == maximise:
                self.table[key] = ok
                self._decisive[position] = card
                return ok
        self.table[key] = not maximise
        return not maximise


def equivalent_groups(state: PlayState) -> list[list[int]]:
    """The legal cards of the seat to act, in runs of cards that are worth the same."""
    live = state.hand0 | state.hand1 | (1 << state.led if state.led >= 0 else 0)
    return _equivalent_groups(legal_mask(state), live)


# Squeezed suits: (live cards of a suit << 13 | the part of them in hand 0) -> the owners of
# the live cards in rank order, as bits below a leading 1 that marks how many there are.
_SQUEEZED: dict[int, int] = {}


def _squeeze(pair: int) -> int:
    live, mine = pair >> 13, pair & SUIT_MASK
    out = 0
    k = 0
    for rank in range(13):
        if live >> rank & 1:
            if mine >> rank & 1:
                out |= 1 << k
            k += 1
    value = out | 1 << k
    _SQUEEZED[pair] = value
    return value


def _shape(h0: int, live: int, led: int) -> int:
    """The position with played cards squeezed out of every suit: who holds the 1st, 2nd...
    live card of each suit, and which of them is on the table.

    Only the order of the live cards within a suit matters to who wins what, so two positions
    of one shape are the same game; a table keyed by the shape serves both (measured: half
    the nodes on whole hands).  ``live`` includes the led card, which is in neither hand.
    Fits in 62 bits.
    """
    get = _SQUEEZED.get
    shape = 0
    for shift in (0, 13, 26, 39):
        pair = ((live >> shift) & SUIT_MASK) << 13 | (h0 >> shift) & SUIT_MASK
        shape = shape << 14 | (get(pair) or _squeeze(pair))
    if led >= 0:
        # The led card's place among the live cards of its suit, counted from 1.
        suit_shift = led - led % 13
        below = (live >> suit_shift) & ((1 << (led - suit_shift)) - 1)
        shape |= (led // 13 * 13 + below.bit_count() + 1) << 56
    return shape


def _zero_window_value(
    test: Callable[[float, float], float], values: Sequence[float], guess: float
) -> float:
    """The exact result of a search, found by zero-window tests starting from a guess (MTD(f)).

    ``values`` are the results the search can return, ascending and distinct; ``test(a, b)``
    runs the fail-soft search with the window (a, b).  Asking "is it at least v?" with a
    window between two neighbouring values cuts far more than one wide search, and a good
    guess settles the answer in two tests.
    """
    lo, hi = 0, len(values) - 1
    at = min(max(bisect_left(values, guess), 1), max(hi, 1))
    while lo < hi:
        at = min(max(at, lo + 1), hi)
        result = test(values[at - 1], values[at])
        if result >= values[at]:
            lo = bisect_right(values, result) - 1
            at = lo + 1
        else:
            hi = bisect_right(values, result) - 1
            at = hi
    return values[lo]


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


def _ordered_moves(legal: int, live: int, led: int, other: int) -> list[int]:
    """``_representatives`` in the order a search should try them; ``other`` is the other hand.

    Good first moves make alpha-beta cut early (measured: about 2.5 times fewer nodes on
    full hands than lowest-first).  On a lead: cards nothing in the other hand can beat in
    their suit first, then the rest from the lowest rank.  On a follow: the cheapest card that
    wins the trick, then the losing cards from the lowest rank (spades last), then the other
    winners.
    """
    moves = _representatives(legal, live)
    if len(moves) < 2:
        return moves
    if led < 0:
        top = []
        rest = []
        for card in moves:
            # Any card of the other hand above this one in its suit?
            if (other >> (card + 1)) & (SUIT_MASK >> (card % 13 + 1)):
                rest.append(card)
            else:
                top.append(card)
        rest.sort(key=_rank)
        return top + rest
    suit = led // 13
    if legal & SUIT_MASKS[suit]:
        # Following suit: the cards above the led one win, the lowest of them most cheaply.
        winners = [c for c in moves if c > led]
        losers = [c for c in moves if c < led]
    elif suit and legal & SPADES:
        # Void in a side suit: any spade wins; discards lose.
        winners = [c for c in moves if c < 13]
        losers = sorted((c for c in moves if c >= 13), key=_rank)
    else:
        return sorted(moves, key=_rank)
    return winners[:1] + losers + winners[1:]


def _ducking_moves(legal: int, live: int, led: int) -> list[int]:
    """``_representatives`` ordered for a seat that wants to lose the trick.

    On a lead: the lowest ranks first.  On a follow: the highest card that still loses (it
    keeps the low ones for later), then the rest from the highest; spades last when void.
    """
    moves = _representatives(legal, live)
    if len(moves) < 2:
        return moves
    if led < 0:
        return sorted(moves, key=_rank)
    if legal & SUIT_MASKS[led // 13]:
        losers = [c for c in moves if c < led]
        winners = [c for c in moves if c > led]
        return losers[::-1] + winners[::-1]
    return sorted(moves, key=_discard_order)


def _discard_order(card: int) -> tuple[bool, int]:
    return (card < 13, -(card % 13))


def _rank(card: int) -> int:
    return card % 13


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
