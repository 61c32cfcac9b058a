"""The play phase as bare ints, for the computer players and the hand review alike.

* ``cards``: sets of cards as bit masks;
* ``play``: ``PlayState``, the legal cards and one card played (the trick rules of rules.md);
* ``playout``: finishing a hand with random legal cards (Monte Carlo);
* ``moves``: equivalent cards, move ordering and the rank-free shape of a position;
* ``solver``: the one exact alpha-beta search, for any payoff given as 14 values.

Nothing here imports the core: bots run these in tight loops, and the core stays the
authority on the rules (the tests check the copy against it).

An install compiles these modules to C where it can (setup.py; ``compiled`` tells whether it
did); in a checkout, compiled modules older than an edit are refused here rather than run.
"""

from spades_tui.engine import compiled

if compiled.in_checkout() and (why := compiled.stale()):
    raise ImportError(why)

from spades_tui.engine.cards import (
    ALL_CARDS,
    NONSPADES,
    SPADES,
    SUIT_MASK,
    SUIT_MASKS,
    cards_of,
    mask_of,
)
from spades_tui.engine.moves import equivalent_groups, legal_groups
from spades_tui.engine.play import PlayState, legal_mask, play, trick_winner
from spades_tui.engine.playout import random_playout
from spades_tui.engine.solver import TRICKS, Solver, best_moves, solve, trick_solver

__all__ = [
    "ALL_CARDS",
    "NONSPADES",
    "SPADES",
    "SUIT_MASK",
    "SUIT_MASKS",
    "TRICKS",
    "PlayState",
    "Solver",
    "best_moves",
    "cards_of",
    "equivalent_groups",
    "legal_groups",
    "legal_mask",
    "mask_of",
    "play",
    "random_playout",
    "solve",
    "trick_solver",
    "trick_winner",
]
