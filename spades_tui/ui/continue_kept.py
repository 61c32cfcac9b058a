"""Continue a game from History: one left unfinished when a new game began, or one in progress.

A game set aside is never lost, and this is the way back to it without the command line. It
becomes the game in progress again (``Storage.bring_back``); the game it replaces goes to
History the same way, so continuing an old game loses the newer one no more than starting a
new game does. A network game is not offered: its friend is not at this keyboard.
"""

from __future__ import annotations

from spades_tui.core.game import Phase
from spades_tui.history import ABANDONED, IN_PROGRESS, HistoryEntry
from spades_tui.i18n import _
from spades_tui.shown import shown
from spades_tui.storage import SaveError
from spades_tui.ui.setup import SetupError, controllers_of
from spades_tui.ui.shell import TableApp


def _controllers(entry: HistoryEntry) -> tuple[str, str] | None:
    game = entry.game
    if entry.status not in (ABANDONED, IN_PROGRESS) or game is None:
        return None
    if game.phase is Phase.GAME_OVER or game.shuffle_proofs:
        return None
    try:
        return controllers_of(game)
    except SetupError:
        return None  # a level this version does not have, or a name it cannot show


def can_continue(entry: HistoryEntry) -> bool:
    """Whether the game of ``entry`` can be played on from here."""
    return _controllers(entry) is not None


def continue_kept(app: TableApp, entry: HistoryEntry) -> None:
    """Play on the game of ``entry``, the one it replaces kept in History."""
    controllers = _controllers(entry)
    game = entry.game
    if controllers is None or game is None or app.storage is None:
        app.notify(_("This game cannot be continued here."))
        return
    if app.flow is not None:
        app.flow.stop()  # its last move is saved already; it is filed away below
    try:
        kept = app.storage.bring_back(entry.path, practice=game.practice is not None)
    except (SaveError, OSError) as exc:
        app.notify(shown(exc), title=_("Not continued"), severity="error", timeout=20)
        return
    app.start(game, controllers, continuing=True)
    if kept is not None:
        app.notify(_("The game that was in progress is kept in History."), timeout=5)
