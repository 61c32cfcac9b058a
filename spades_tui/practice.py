"""Practice games: a hand already played dealt again, or a game played on from a position.

Both start where the earlier game stood, with the same players in the same seats, the same
rules, and the hands before played as they were (scores and bags with them). Playing a
hand again deals it from its own stock at the score it was dealt at, so a bid that would
have reached the target still would; playing on from a position starts just after one of
the game's decisions. From there the game goes its own way: a draw still to come (a later
hand's stock, an exchange) is fresh, and the game's seed is left empty, since its stocks are
not a seed's shuffles. The record says it is a practice game (``practice``: the hand, and the
decisions it starts with), so statistics count it apart. No Textual here.
"""

from __future__ import annotations

from spades_tui.core.chance import RecordedChance, SeededChance
from spades_tui.core.game import Game
from spades_tui.core.replay import one_by_one, replay, steps


def practice_game(game: Game, number: int) -> Game:
    """Hand ``number`` (from 1) of ``game`` dealt again from its stock, at the scores and
    bags it was dealt at. Raises ``ValueError`` for a hand not dealt."""
    if not 1 <= number <= len(game.hands):
        raise ValueError(f"hand {number} was not dealt in this game")
    before = 0  # the decisions of the hands before it
    for step in replay(game):
        if step.game.hand.number >= number:
            break
        before += 1
    return _practice(game, before, number)


def practice_from(game: Game, at: int) -> Game:
    """A practice game that goes on from ``game`` just after its first ``at`` decisions: the
    same players in the same seats, the hands so far as they were played (scores and bags
    with them), and the hands after this one dealt afresh, not as ``game`` dealt them.
    Raises ``ValueError`` for a position the game never reached."""
    if not 0 <= at <= len(game.decisions):
        raise ValueError(f"the game has no position after {at} decisions")
    # The hand of the last decision kept: at the end of a hand the next one is already
    # dealt, and it must be dealt afresh.
    number = 1
    for step in replay(game, at):
        number = step.game.hand.number
    return _practice(game, at, number)


def dealt_again(game: Game) -> bool:
    """Whether a practice game plays its hand again from the start, rather than on from a
    later position of it."""
    if game.practice is None:
        return False
    if game.practice_from is None:
        return True  # a record of an earlier version: its first hand is the one again
    hand = 0
    for step in replay(game, game.practice_from):
        hand = step.game.hand.number
    return hand < game.practice


def _practice(game: Game, at: int, number: int) -> Game:
    """``game``'s first ``at`` decisions made again, dealt as ``game`` was up to hand
    ``number``, as a practice game of that hand."""
    chance = _deals_of(game, number)
    practice = Game(rules=game.rules, seed=None, players=game.players, chance=chance)
    for _step in steps(practice, one_by_one(game.decisions[:at])):
        pass
    # From here the hand goes its own way: an exchange still to come draws afresh, as the
    # cards it draws from may not be the ones they were.
    chance.draws = {key: got for key, got in chance.draws.items() if key[0] < number}
    practice.practice, practice.practice_from = number, at
    return practice


def _deals_of(game: Game, last: int) -> RecordedChance:
    """``game``'s stocks and exchange draws up to hand ``last``; fresh shuffles after it."""
    stocks = {h.number: list(h.stock) for h in game.hands if h.number <= last}
    draws = {
        (h.number, e.seat): list(e.got) for h in game.hands if h.number <= last for e in h.exchange
    }
    return RecordedChance(stocks, draws, SeededChance(None))
