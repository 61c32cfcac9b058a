"""A computer player sees only its view: it cannot reach the game or the opponent's cards."""

from __future__ import annotations

import gc
import random
from types import FunctionType, ModuleType

from players_support import quick

from spades_tui.core import Game, Rules
from spades_tui.core.chance import SeededChance
from spades_tui.core.game import HandState, Phase
from spades_tui.players import make_player
from spades_tui.players.heuristic import HeuristicPlayer


def reachable(root: object) -> list[object]:
    """Every object reachable from ``root`` by references, short of modules and classes."""
    seen: set[int] = set()
    out: list[object] = []
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (ModuleType, type, FunctionType)):
            continue
        seen.add(id(obj))
        out.append(obj)
        stack.extend(gc.get_referents(obj))
    return out


def _midgame(seed: int) -> tuple[Game, list]:
    players = [make_player("heuristic", 1), make_player("heuristic", 2)]
    game = Game(rules=Rules(), seed=seed)
    while not (game.phase is Phase.PLAY and len(game.hand.tricks) == 5):
        seat = game.to_act
        game.apply(players[seat].choose(game.view(seat)), seat=seat)
    return game, players


def test_a_view_holds_no_reference_to_the_game() -> None:
    game, _ = _midgame(3)
    view = game.view(game.to_act)
    found = reachable(view)
    assert not any(isinstance(o, (Game, HandState)) for o in found)
    hidden = set(game.hand.hands[1 - view.seat])
    assert hidden.isdisjoint(c for c in view.hand)


def test_a_view_is_a_snapshot() -> None:
    game, players = _midgame(4)
    seat = game.to_act
    view = game.view(seat)
    before = (view.hand, view.tricks, view.tricks_won, view.legal_actions)
    game.apply(players[seat].choose(view), seat=seat)
    assert (view.hand, view.tricks, view.tricks_won, view.legal_actions) == before


def test_players_keep_no_reference_to_the_game() -> None:
    for player in (HeuristicPlayer(1), quick("normal", 1), quick("hard", 1)):
        game, _ = _midgame(5)
        seat = game.to_act
        player.choose(game.view(seat))
        assert not any(isinstance(o, (Game, HandState)) for o in reachable(player))


class SwappedChance(SeededChance):
    """The same stock, except that the cards of the opponent's draft turns are shuffled.

    Seat 1 (the second player of hand 1) then sees exactly the same cards, while seat 0
    ends with a different hand.
    """

    def __init__(self, seed: int, shuffle_seed: int) -> None:
        super().__init__(seed)
        self.shuffle_seed = shuffle_seed

    def stock(self, hand: int) -> list:
        stock = super().stock(hand)
        if hand != 1:
            return stock
        # Seat 0 is the first player: its turns are the even ones, stock cards 4i and 4i+1.
        positions = [p for i in range(0, 26, 2) for p in (2 * i, 2 * i + 1)]
        cards = [stock[p] for p in positions]
        random.Random(self.shuffle_seed).shuffle(cards)
        for p, c in zip(positions, cards, strict=True):
            stock[p] = c
        return stock


def test_decisions_depend_only_on_the_view() -> None:
    """Two games that differ only in the opponent's hidden cards get the same decisions."""
    views = []
    for shuffle_seed in (1, 2):
        game = Game(rules=Rules(), seed=9, chance=SwappedChance(9, shuffle_seed))
        chooser = HeuristicPlayer()
        while not (game.phase is Phase.BIDDING and game.to_act == 1):
            seat = game.to_act
            game.apply(chooser.choose(game.view(seat)), seat=seat)
        views.append((game.view(1), set(game.hand.hands[0])))
    (view_a, opp_a), (view_b, opp_b) = views
    assert opp_a != opp_b
    assert view_a == view_b
    for level in ("heuristic", "normal", "hard"):
        choice_a = (quick(level, 7) if level != "heuristic" else HeuristicPlayer()).choose(view_a)
        choice_b = (quick(level, 7) if level != "heuristic" else HeuristicPlayer()).choose(view_b)
        assert choice_a == choice_b
