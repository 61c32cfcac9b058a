"""Puzzles from a player's own finished hands: where exactly one card does the job.

A position of a finished hand is a puzzle for the seat to play when, under perfect play
from there on (both hands known, as the review's solver sees them), exactly one of its
legal cards still gets something that matters and every other card loses it:

* ``SAVE_NIL``: the seat bid nil (or double nil) and only one card keeps it clean;
* ``KEEP_BID``: only one card still makes the seat's bid;
* ``SET_OPPONENT``: only one card still sets the opponent (holds them under their bid,
  or makes their nil take a trick).

The check is the solver's, so a puzzle's answer is proved, not guessed. Finding puzzles
solves every position of a hand, so the search is capped (``MAX_HANDS`` hands a call) and
can be cancelled between positions; hands already used up are skipped by key. No Textual.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field

from spades_tui.analysis.review import HandReviewer
from spades_tui.analysis.source import finished_hands
from spades_tui.core.cards import CARDS, Card
from spades_tui.core.game import Game
from spades_tui.engine import equivalent_groups, play

SAVE_NIL = "save_nil"
KEEP_BID = "keep_bid"
SET_OPPONENT = "set_opponent"
GOALS = (SAVE_NIL, KEEP_BID, SET_OPPONENT)  # when two hold, the first is the puzzle's

MAX_HANDS = 40  # hands solved in one search: a tenth of a second to a second each
MIN_CHOICES = 3  # legal cards a puzzle offers: with two, a guess is right half the time
ENOUGH = 8  # puzzles that end a search early


@dataclass(frozen=True)
class Puzzle:
    """One position to solve: the hand, the card of it to find, and what that card saves."""

    source: str  # the game's lasting name (``puzzle_score.game_key``): with the hand, the hand's
    game: Game = field(compare=False, repr=False)
    hand: int  # from 1
    index: int  # the card of the hand to find, from 0
    seat: int
    goal: str  # one of GOALS
    answer: Card
    legal: tuple[Card, ...]  # every card the seat could play there, in card order
    # For each card of ``legal``: the most tricks the seat ends the hand with after it,
    # against best defence (what a wrong answer is told it leaves).
    tricks: tuple[int, ...] = field(compare=False)

    def tricks_after(self, card: Card) -> int:
        return self.tricks[self.legal.index(card)]

    @property
    def hand_key(self) -> str:
        return hand_key(self.source, self.hand)

    @property
    def key(self) -> str:
        return f"{self.hand_key}:{self.index + 1}"


@dataclass(frozen=True)
class Found:
    """What a search found: the new puzzles, and the hands it solved that held none."""

    puzzles: tuple[Puzzle, ...]
    barren: tuple[str, ...]  # hand keys


def hand_key(source: str, number: int) -> str:
    return f"{source}#{number}"


def seat_of_card(game: Game, number: int, index: int) -> int:
    """Who played the ``index``-th card of finished hand ``number``."""
    trick = game.hands[number - 1].tricks[index // 2]
    return trick.leader if index % 2 == 0 else 1 - trick.leader


def hand_puzzles(
    game: Game,
    number: int,
    seats: Collection[int],
    source: str,
    cancelled: Callable[[], bool] = lambda: False,
) -> list[Puzzle]:
    """The puzzles of finished hand ``number`` for the seats in ``seats``, in card order."""
    reviewer = HandReviewer(game, number, ask_hard=False, what_ifs=False)
    contract = reviewer.contract
    found = []
    for index in range(26):
        seat = seat_of_card(game, number, index)
        if seat not in seats:
            continue
        if cancelled():
            break
        state = reviewer.position(index)
        groups = equivalent_groups(state)
        if len(groups) < 2 or sum(len(g) for g in groups) < MIN_CHOICES:
            continue  # every card is worth the same, or too few to choose from
        decision = reviewer.play(index, hint=False)
        other = 1 - seat
        by_goal: dict[str, list[int]] = {goal: [] for goal in GOALS}
        for group in groups:
            card = group[0]
            outcome = decision.outcome_of(CARDS[card])
            # Equivalent cards count one each: a puzzle's card must be the only one.
            cards = list(group)
            if outcome.made:
                by_goal[SAVE_NIL if contract.goes_nil(seat) else KEEP_BID] += cards
            if contract.goes_nil(other):
                if reviewer.solver.stays_clean(play(state, card), other) is False:
                    by_goal[SET_OPPONENT] += cards
            elif 13 - outcome.tricks < contract.bids[other]:
                by_goal[SET_OPPONENT] += cards
        for goal in GOALS:
            cards = by_goal[goal]
            if len(cards) == 1:
                legal = tuple(option.card for option in decision.options)
                tricks = tuple(option.outcome.tricks for option in decision.options)
                answer = CARDS[cards[0]]
                puzzle = Puzzle(source, game, number, index, seat, goal, answer, legal, tricks)
                found.append(puzzle)
                break
    return found


def find_puzzles(
    games: Iterable[tuple[str, Game, Collection[int]]],
    skip: Collection[str],
    answered: Collection[str],
    cancelled: Callable[[], bool] = lambda: False,
    max_hands: int = MAX_HANDS,
    enough: int = ENOUGH,
) -> Found:
    """New puzzles from ``games`` (source, game, the player's seats), newest hand first.

    ``skip`` holds the keys of hands not to solve again (used up, or found to hold none);
    ``answered`` the keys of puzzles already answered, left out of what is found.
    """
    puzzles: list[Puzzle] = []
    barren: list[str] = []
    solved = 0
    for source, game, seats in games:
        for number in reversed(finished_hands(game)):
            if solved >= max_hands or len(puzzles) >= enough or cancelled():
                return Found(tuple(puzzles), tuple(barren))
            if hand_key(source, number) in skip or not seats:
                continue
            solved += 1
            new = [
                p
                for p in hand_puzzles(game, number, seats, source, cancelled)
                if p.key not in answered
            ]
            if not new and not cancelled():
                barren.append(hand_key(source, number))
            puzzles += new
    return Found(tuple(puzzles), tuple(barren))
