"""Helpers for the analysis tests: games to review and a brute-force judge built on the core.

The judge knows nothing of the solvers: it copies the core ``Game`` and tries every legal card
at every turn to the end of the hand, then reads tricks and points from the core's own scoring.
"""

from __future__ import annotations

import copy
from functools import cache

from spades_tui.core import Game, Rules
from spades_tui.core.cards import CARDS
from spades_tui.core.game import Phase
from spades_tui.simulate import play_game


@cache
def simulated(levels: tuple[str, str], seed: int, max_hands: int = 6) -> Game:
    """A game between two computer levels (cached: tests only read it)."""
    return play_game(list(levels), Rules(), seed, max_hands)


def _copy(game: Game) -> Game:
    """A deep copy that shares the cards: they are immutable, and copying each one (an int
    subclass, copied by reconstruction) was most of the judge's time."""
    return copy.deepcopy(game, {id(card): card for card in CARDS})


def trimmed_copy(game: Game) -> Game:
    """A copy of the game for trying moves on, holding only the hand in progress."""
    light = copy.copy(game)
    light.hands = [game.hand]
    light._subscribers = []
    return _copy(light)


def brute_force(game: Game, seat: int) -> tuple[int, int, bool]:
    """Perfect-play (tricks, points, made) for ``seat`` from the game's position in play.

    Each is its own minimax over every legal card: ``seat`` maximises its final tricks, its
    points minus the opponent's, and whether its bid is made; the opponent minimises each.
    """
    assert game.phase is Phase.PLAY
    bid = game.hand.bid[seat]
    assert bid is not None
    nil = bool(game.hand.double_nil[seat]) or bid == 0

    memo: dict[tuple[object, ...], tuple[int, int, bool]] = {}

    def search(g: Game) -> tuple[int, int, bool]:
        # The same cards left, trick on the table and trick count give the same game.
        h = g.hand
        trick = h.tricks[-1]
        key = (
            tuple(h.hands[0]),
            tuple(h.hands[1]),
            tuple(trick.cards),
            trick.leader,
            h.spades_broken,
            tuple(h.won),
        )
        if key in memo:
            return memo[key]
        children = []
        for action in g.legal_actions():
            child = _copy(g)
            child.apply(action)
            scored = child.hands[0].result  # the copy's hand under study
            if scored is not None:
                mine, theirs = scored[seat], scored[1 - seat]
                points = (mine.points - mine.bag_penalty) - (theirs.points - theirs.bag_penalty)
                made = mine.tricks == 0 if nil else mine.tricks >= bid
                children.append((mine.tricks, points, made))
            else:
                children.append(search(child))
        pick = max if g.to_act == seat else min
        memo[key] = (
            pick(c[0] for c in children),
            pick(c[1] for c in children),
            pick(c[2] for c in children),
        )
        return memo[key]

    return search(trimmed_copy(game))
