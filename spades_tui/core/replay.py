"""The one replayer: a game's decisions made again, one by one, through a fresh ``Game``.

The core has no undo and needs none. Reading a record, reviewing a hand, stepping through a
finished game and taking a decision back all start a new game dealt from the same stocks and
exchange draws and apply the decisions again; a take back is the game replayed to just before
the decision it undoes. Every walk goes through ``steps``, so each decision is checked by the
rules in the same way whoever replays it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from spades_tui.core.actions import Action
from spades_tui.core.chance import RecordedChance, SeededChance
from spades_tui.core.game import Game, Phase

# The decision to make at this position, or None where the walk ends.
NextAction = Callable[[Game], Action | None]


@dataclass(frozen=True, slots=True)
class Step:
    """A decision about to be made again: ``game`` is the position just before ``action``.

    ``game`` is live, one game that every step moves on: read it (views, hands, legal actions)
    before asking for the next step.
    """

    game: Game
    seat: int
    phase: Phase
    action: Action


def steps(game: Game, next_action: NextAction) -> Iterator[Step]:
    """Apply ``next_action(game)`` for as long as it gives one, yielding each step first.

    An action the rules refuse raises ``IllegalAction`` from the step after it, leaving the
    game as it stood before that action.
    """
    while (action := next_action(game)) is not None:
        yield Step(game, game.to_act, game.phase, action)
        game.apply(action)


def fresh(game: Game) -> Game:
    """A new game at ``game``'s start: its players, rules and seed, dealt from its stocks
    and exchange draws, with its later shuffles (past those recorded) what they would be."""
    stocks = {h.number: list(h.stock) for h in game.hands}
    draws = {(h.number, e.seat): list(e.got) for h in game.hands for e in h.exchange}
    return Game(
        rules=game.rules,
        seed=game.seed,
        players=game.players,
        chance=RecordedChance(stocks, draws, _later_shuffles(game)),
    )


def replay(game: Game, stop: int | None = None) -> Iterator[Step]:
    """``game``'s decisions (the first ``stop`` of them) made again through a fresh game."""
    return steps(fresh(game), one_by_one(game.decisions[:stop]))


def replay_hand(game: Game, number: int) -> Iterator[Step]:
    """The decisions of the finished hand ``number`` of ``game``, made again in the same way."""
    if not 1 <= number <= len(game.hands) or game.hands[number - 1].result is None:
        raise ValueError(f"hand {number} is not a finished hand of this game")
    for step in replay(game):
        playing = step.game.hand.number
        if playing > number:
            return
        if playing == number:
            yield step


def position(game: Game, at: int) -> Game:
    """A new game just after the first ``at`` decisions of ``game``."""
    again = fresh(game)
    for _ in steps(again, one_by_one(game.decisions[:at])):
        pass
    return again


def one_by_one(actions: Iterable[Action]) -> NextAction:
    """The ``next_action`` that gives ``actions`` in turn, whatever the position."""
    pending = iter(actions)
    return lambda _game: next(pending, None)


def _later_shuffles(game: Game) -> SeededChance:
    """Where the game's shuffles beyond its recorded hands come from: without a seed they are
    the game's own, so replaying a game does not change the hands still to be dealt."""
    chance = game.chance
    if isinstance(chance, SeededChance):
        return chance
    if isinstance(chance, RecordedChance):
        return chance.fallback
    return SeededChance(game.seed)
