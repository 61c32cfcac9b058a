"""Play it again: a hand already played dealt again, or played on from a position of the
review, as a practice game.

From the hand summary it is the hand just scored of the game on the table; from the review
on the table, the hand on show; from History, the first hand of the game highlighted. The
practice game (``spades_tui.practice``) is played by the same people and computer level,
each in the seat it had, at the scores the hand was dealt at. It is saved apart from any
game left unfinished, which stays saved for Continue on the home screen. A network game is
not offered: the friend is not at this keyboard.
"""

from __future__ import annotations

from typing import Protocol

from spades_tui.core.game import Game
from spades_tui.i18n import _
from spades_tui.ui.setup import HUMAN, SetupError, controllers_of


class _Table(Protocol):
    game: Game | None


class TableApp(Protocol):
    """What dealing a hand again asks of the app: the table on show, a way to start a game
    and to say a word. Named here rather than taken from ``ui.shell``, whose flows draw the
    screens that offer this."""

    @property
    def flow(self) -> _Table | None: ...

    def start(self, game: Game, controllers: tuple[str, str], continuing: bool = False) -> None: ...

    def notify(self, message: str, *, timeout: float | None = None) -> None: ...


def _local_controllers(app: TableApp) -> tuple[str, str] | None:
    """Who plays each seat of the local game on the table with a person in it, else None."""
    flow = app.flow
    controllers = getattr(flow, "controllers", None)  # only a local table has them
    if flow is None or flow.game is None or controllers is None or HUMAN not in controllers:
        return None
    return controllers


def _recorded_controllers(game: Game) -> tuple[str, str] | None:
    """Who played each seat of a recorded local game with a person in it, else None."""
    if game.shuffle_proofs:
        return None  # only a network game's record has them
    try:
        controllers = controllers_of(game)
    except SetupError:
        return None  # a level this version does not have, or a name it cannot show
    return controllers if HUMAN in controllers else None


def _controllers(app: TableApp, game: Game | None) -> tuple[str, str] | None:
    return _local_controllers(app) if game is None else _recorded_controllers(game)


def can_play_again(app: TableApp, game: Game | None = None) -> bool:
    """Whether a hand of ``game`` (a record; by default the game on the table) can be
    dealt again here."""
    return _controllers(app, game) is not None


def play_again(app: TableApp, number: int, game: Game | None = None) -> None:
    """Start the practice game of hand ``number`` of ``game`` (by default the game on the
    table)."""
    from spades_tui.practice import practice_game

    controllers = _controllers(app, game)
    if game is None and app.flow is not None:
        game = app.flow.game
    if controllers is None or game is None or not 1 <= number <= len(game.hands):
        app.notify(_("This hand cannot be played again here."))
        return
    if game.hands[number - 1].result is None:
        # Its stock is still being drawn from: dealing it again would show cards to come.
        app.notify(_("A hand is played again once it is over."))
        return
    on_the_table = app.flow is not None and app.flow.game is game
    app.start(practice_game(game, number), controllers)
    if on_the_table and game.winner is not None:
        words = _("Hand {number} again, as a practice game: the finished game is in History.")
    elif on_the_table:
        words = _(
            "Hand {number} again, as a practice game: your saved game waits on the home screen."
        )
    else:
        words = _("Hand {number} of that game again, as a practice game.")
    app.notify(words.format(number=number), timeout=6)


def play_on(app: TableApp, game: Game, at: int) -> None:
    """Start the practice game that goes on from ``game`` just after its first ``at``
    decisions (a position of the review), each player in the seat they had."""
    from spades_tui.practice import practice_from

    controllers = _recorded_controllers(game)
    if controllers is None:
        app.notify(_("This hand cannot be played again here."))
        return
    on_the_table = app.flow is not None and app.flow.game is game
    practice = practice_from(game, at)
    app.start(practice, controllers)
    if on_the_table and game.winner is not None:
        words = _("Played on from here, as a practice game: the finished game is in History.")
    elif on_the_table:
        words = _(
            "Played on from here, as a practice game: your saved game waits on the home screen."
        )
    else:
        words = _("Played on from here, as a practice game.")
    app.notify(words, timeout=6)


def practice_title(mode: str, game: Game) -> str:
    """The header of a practice game: not the person's real game against this opponent, so
    it says so, and how it began."""
    from spades_tui.practice import dealt_again

    if game.hand.number == game.practice and dealt_again(game):
        words = _("{mode}, practice: hand {number} again")
    else:  # played on from a position of the review, or the hands after the one again
        words = _("{mode}, practice from hand {number}")
    return words.format(mode=mode, number=game.practice)
