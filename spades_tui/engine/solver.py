"""The exact solver: minimax of the play phase with both hands known, and its payoffs.

Seat 0 maximises ``objective[final tricks of seat 0]`` and seat 1 minimises it, so any
scoring that depends only on how the 13 tricks split (bids, nil, bags, one score minus the
other, a yes/no question such as "does the nil stay clean") is a payoff the caller gives as
14 values.  ``TRICKS`` is the plain trick count.  There is one search (``Solver``); the
payoff and the table key are all a caller chooses.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from functools import lru_cache
from time import sleep
from typing import Final, NamedTuple

from spades_tui.engine.cards import SPADES
from spades_tui.engine.moves import ducking_moves, legal_groups, ordered_moves, shape
from spades_tui.engine.play import (
    PlayState,
    check_state,
    legal_cards,
    legal_mask,
    play,
    trick_winner,
)

Objective = Sequence[float] | Callable[[int], float]
# Nodes between two chances for other threads to run: about 5 ms of the compiled search.
_HAND_OVER_EVERY: Final = (1 << 11) - 1
TRICKS: tuple[float, ...] = tuple(float(t) for t in range(14))
_INF = float("inf")
# The bits of a whole-hands table key that hold the position (shape, leader, spades broken),
# not the objective's pattern.
_SHAPE_AND_TURN = (1 << 64) - 1
# 1 where the card followed (column) beats the card led (row): ``trick_winner`` as a table,
# read for every child the search tries.
_FOLLOWER_WINS = bytes(trick_winner(0, led, card) for led in range(52) for card in range(52))


def objective_table(objective: Objective) -> tuple[float, ...]:
    if callable(objective):
        return tuple(objective(t) for t in range(14))
    table = tuple(objective)
    if len(table) != 14:
        raise ValueError(f"objective needs a value for 0..13 tricks (14 values), got {len(table)}")
    return table


class _Tables(NamedTuple):
    """What the search reads about one objective, indexed by ``a * 14 + b`` (see ``_tables``)."""

    best: tuple[float, ...]  # [a * 14 + b]: the greatest objective value over a..b
    worst: tuple[float, ...]  # [a * 14 + b]: the least one
    lo: tuple[float, ...]  # [t0 * 14 + r]: the least value within reach, t0..t0 + r
    hi: tuple[float, ...]  # [t0 * 14 + r]: the greatest one
    window: tuple[tuple[float, ...], ...]  # [t0 * 14 + r]: the values within reach
    pattern: tuple[int, ...]  # [t0 * 14 + r]: an id of the window's order pattern
    position: tuple[dict[float, int], ...]  # [t0 * 14 + r]: each value's place in the window


@lru_cache(maxsize=256)
def _tables(objective: tuple[float, ...]) -> _Tables:
    """The objective's tables, built once: a player makes a fresh solver for every sampled
    deal, and building them took about a fifth of a short search (measured on the hints of
    60 reviews of bench/solver.py); the objectives met in a game are few."""
    best = [0.0] * (14 * 14)
    worst = [0.0] * (14 * 14)
    for a in range(14):
        for b in range(a, 14):
            best[a * 14 + b] = max(objective[a : b + 1])
            worst[a * 14 + b] = min(objective[a : b + 1])
    # Range bounds: with t0 tricks so far and r to play, the result lies between the least
    # and the greatest objective value over t0..t0+r.  Checking these first ends every
    # line whose outcome no longer depends on play (a failed nil, a bid already safe...).
    lo = [0.0] * (14 * 14)
    hi = [0.0] * (14 * 14)
    # For each (t0, r): the window of reachable values, an id of its order pattern, and
    # the position in the window of each value (any one of equal values will do).
    windows: list[tuple[float, ...]] = [()] * (14 * 14)
    pattern_of = [0] * (14 * 14)
    positions: list[dict[float, int]] = [{} for _ in range(14 * 14)]
    patterns: dict[tuple[int, ...], int] = {}
    for t0 in range(14):
        for r in range(14 - t0):
            window = objective[t0 : t0 + r + 1]
            i = t0 * 14 + r
            lo[i] = min(window)
            hi[i] = max(window)
            ranks = sorted(set(window))
            pattern = tuple(ranks.index(v) for v in window)
            windows[i] = window
            pattern_of[i] = patterns.setdefault(pattern, len(patterns))
            positions[i] = {v: k for k, v in reversed(list(enumerate(window)))}
    return _Tables(
        tuple(best),
        tuple(worst),
        tuple(lo),
        tuple(hi),
        tuple(windows),
        tuple(pattern_of),
        tuple(positions),
    )


class Solver:
    """Exact minimax of the play phase for one payoff; the table lives as long as the solver.

    A ``Solver`` keeps its transposition table between calls, which pays off when a caller
    asks about several moves of one position or every position of one hand; make a new one
    for a new objective (a fresh solver per decision keeps memory bounded).

    The search is fail-soft alpha-beta with lower/upper bounds in the table.  The objective is
    not assumed to be monotone or linear (a nil bid wants zero tricks, a bid with bags wants an
    exact count), so the same cards with a different trick count can be a different game; but
    they are the same game whenever the objective values still within reach (``t0`` to
    ``t0 + tricks left``) are in the same order, because minimax only compares values.  So the
    table key holds the order pattern of that window instead of ``t0``, and the bounds are
    stored as positions in the window: one entry then serves every trick count that gives the
    same pattern (for ``TRICKS``, every count: the key leaves the tricks won out).

    ``whole_hands`` tunes the search for long positions that share one table (the hand
    review solves every position of a hand with one solver): the table is keyed by the
    position with played cards squeezed out of every suit (``moves.shape``), so positions
    that differ only in cards already gone share an entry (about half the nodes on whole
    hands), and where seat 0 reaches the window's top without another trick (a nil still
    clean, a bag that would cost a penalty) both seats try ducking cards first.  The players'
    endgame search keeps the plain tuning it was measured with: its effort is counted in
    nodes, so another tuning would change which deals it has time for.
    """

    def __init__(
        self, objective: Objective, whole_hands: bool = False, tricks: Solver | None = None
    ) -> None:
        self.objective = objective_table(objective)
        self.whole_hands = whole_hands
        if tricks is not None and not (
            whole_hands and tricks.whole_hands and tricks.objective == TRICKS
        ):
            raise ValueError("only a whole-hands search can borrow a whole-hands trick table")
        # A trick solver of the same hand whose table bounds this search: where seat 0 is
        # known to force at least f_lo more tricks and seat 1 to hold it to f_hi, the result
        # lies between the worst value from t0 + f_lo on and the best value up to t0 + f_hi.
        self._tricks = tricks
        self.table: dict[int, tuple[int, int, int]] = {}
        self.nodes = 0
        tables = _tables(self.objective)
        self._best, self._worst = tables.best, tables.worst
        self._lo, self._hi = tables.lo, tables.hi
        self._window, self._pattern, self._position = (
            tables.window,
            tables.pattern,
            tables.position,
        )

    def solve(
        self,
        state: PlayState,
        guess: float | None = None,
        within: tuple[float, float] | None = None,
    ) -> float:
        """Optimal value of ``state`` for seat 0 (maximiser) against seat 1 (minimiser).

        ``guess`` (say, the value of a similar position) and ``within`` (bounds the caller has
        proved, e.g. from the trick count) change only the speed: with either, the value is
        found by zero-window searches, from the guess, among the values within the bounds.
        """
        check_state(state)
        return self._value(state, guess, within)

    def best_moves(self, state: PlayState, guess: float | None = None) -> dict[int, float]:
        """Exact value of every legal card of the seat to act (equal for equivalent cards)."""
        check_state(state)
        values: dict[int, float] = {}
        for group in legal_groups(legal_mask(state), state.live):
            value = self._value(play(state, group[0]), guess, None)
            for card in group:
                values[card] = value
        return values

    def _value(
        self, state: PlayState, guess: float | None, within: tuple[float, float] | None
    ) -> float:
        h0, h1, leader, led, broken, t0, _t1 = state
        broken = bool(broken)
        if guess is None and within is None:
            return self._search(h0, h1, leader, led, broken, t0, -_INF, _INF)
        values = sorted(set(self.objective[t0 : t0 + state.tricks_left + 1]))
        if within is not None:
            values = [v for v in values if within[0] <= v <= within[1]]
            if not values:
                raise ValueError(f"no objective value lies within {within}")
        if guess is None:
            guess = values[len(values) // 2]
        return _zero_window_value(
            lambda a, b: self._search(h0, h1, leader, led, broken, t0, a, b), values, guess
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
        if not self.nodes & _HAND_OVER_EVERY:
            # Compiled (setup.py), the search never passes through the interpreter's loop,
            # which is where a thread hands over to the others: a long solve in a worker
            # held up the screen's thread by up to 47 ms, and longer in the draft what-ifs.
            # A sleep of nothing lets a thread that is waiting have its turn.
            sleep(0)
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

        if self.whole_hands and led < 0:
            # Sure tricks: a spade above every spade of the other seat wins the trick it is
            # played to, whenever that is, so every line ends with its holder that many
            # tricks further on (measured: 9% fewer nodes in the draft what-ifs of the first
            # 40 hands of bench/solver.py).  The plain tuning leaves this out: the players
            # count their search in nodes, and fewer nodes would change which deals they
            # have time for.
            s0 = h0 & SPADES
            s1 = h1 & SPADES
            span = (
                (t0 + (s0 >> s1.bit_length()).bit_count()) * 14
                + t0
                + left
                - (s1 >> s0.bit_length()).bit_count()
            )
            lo = self._worst[span]
            hi = self._best[span]
            if lo >= hi or hi <= alpha:
                return hi
            if lo >= beta:
                return lo

        if not live & SPADES:
            broken = True  # irrelevant without spades; normalising it merges table entries
        pattern = self._pattern[i]
        if self.whole_hands:
            key = shape(h0, live, led) | leader << 62 | broken << 63 | pattern << 64
        else:
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
        tricks = self._tricks
        if tricks is not None:
            known = tricks.table.get(key & _SHAPE_AND_TURN | tricks._pattern[i] << 64)
            if known is not None:
                f_lo = known[0] if known[0] >= 0 else 0
                f_hi = known[1] if known[1] >= 0 else left
                upper = self._best[t0 * 14 + t0 + f_hi]
                if upper <= alpha:
                    return upper
                lower = self._worst[(t0 + f_lo) * 14 + t0 + left]
                if lower >= beta:
                    return lower

        mover = leader if led < 0 else 1 - leader
        hand = h0 if mover == 0 else h1
        legal = legal_cards(hand, led, broken)
        if self.whole_hands and self.objective[t0] >= beta:
            moves = ducking_moves(legal, live, led)
        else:
            moves = ordered_moves(legal, live, led, h1 if mover == 0 else h0)
        # The entry may come from a position of the same shape with other ranks, whose best
        # card this hand need not hold.
        if best_first >= 0 and best_first != moves[0] and best_first in moves:
            moves.remove(best_first)
            moves.insert(0, best_first)

        search = self._search
        maximise = mover == 0
        best = -_INF if maximise else _INF
        best_card = moves[0]
        a, b = alpha, beta
        wins = _FOLLOWER_WINS
        row = led * 52
        for card in moves:
            bit = 1 << card
            c0, c1 = (h0 ^ bit, h1) if maximise else (h0, h1 ^ bit)
            c_broken = broken or card < 13
            if led < 0:
                value = search(c0, c1, leader, card, c_broken, t0, a, b)
            else:
                winner = leader ^ wins[row + card]
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


def trick_solver() -> Solver:
    """A solver of seat 0's final trick count whose one table serves a whole hand."""
    return Solver(TRICKS, whole_hands=True)


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
