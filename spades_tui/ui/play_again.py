"""The summary's "play it again": the hand just scored dealt again, as a practice game.

The practice game (``spades_tui.practice``) is played by the same people and computer level
as the game on the table, each in the role it had in that hand. It is saved apart from that
game, which stays saved for Continue on the home screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spades_tui.i18n import _
from spades_tui.ui.setup import HUMAN

if TYPE_CHECKING:
    from spades_tui.ui.shell import TableApp


def _local_controllers(app: TableApp) -> tuple[str, str] | None:
    """Who plays each seat of the local game on the table with a person in it, else None."""
    flow = app.flow
    controllers = getattr(flow, "controllers", None)  # only a local table has them
    if flow is None or flow.game is None or controllers is None or HUMAN not in controllers:
        return None
    return controllers


def can_play_again(app: TableApp) -> bool:
    return _local_controllers(app) is not None


def play_again(app: TableApp, number: int) -> None:
    """Start the practice game of hand ``number`` of the game on the table."""
    from spades_tui.practice import practice_game

    controllers = _local_controllers(app)
    game = app.flow.game if app.flow is not None else None
    if controllers is None or game is None:
        return
    practice, order = practice_game(game, number)
    app.start(practice, (controllers[order[0]], controllers[order[1]]))
    app.notify(
        _(
            "Hand {number} again, as a practice game: your saved game waits on the home screen."
        ).format(number=number),
        timeout=6,
    )
