"""The game on the table and the storage: saved after every action, shelved, exported.

Mixed into ``SpadesApp``, which owns the storage. A local table's match calls
``after_action`` once an action is applied; a new game first moves the unfinished one into
history (``keep_unfinished_game``); a failed save is said at once and again before quitting.
A network seat's game is the server's to save, so none of this runs for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spades_tui.core.game import Game
from spades_tui.i18n import _
from spades_tui.shown import shown
from spades_tui.ui.screens.too_small import TooSmallScreen
from spades_tui.ui.setup import SetupError

if TYPE_CHECKING:
    from textual.app import App

    from spades_tui.storage import Storage

    _Base = App[int]
else:
    _Base = object


class SavesTheGame(_Base):
    # Provided by SpadesApp; declared here for readers.
    storage: Storage | None
    _saving: bool  # False when the game in progress must not be written
    _unsaved: str | None  # why the last save failed, until one succeeds
    _quit_warned: bool

    if TYPE_CHECKING:

        @property
        def game(self) -> Game | None: ...

    def claim_data_folder(self, keep_in: Storage | None) -> bool:
        """Take the data folder, as a plain start does, for an app that began with a network
        game (``join``, ``host``) and has none until its player goes home: History,
        Statistics and Puzzles read it, and the games started there are saved in it.
        ``keep_in``: the folder the command line named. False, and the app ends saying why,
        when another copy of the game is saving into it."""
        from spades_tui.storage import SaveError, Storage

        try:
            storage = keep_in or Storage.from_options(None)
            self._data_lock = storage.lock()
        except SaveError as exc:
            self.exit(
                1,
                message=_("spades-tui: the home screen needs the data folder: {why}").format(
                    why=shown(exc)
                ),
            )
            return False
        self.storage = storage
        return True

    def release_data_folder(self) -> None:
        """Let go of a folder ``claim_data_folder`` took (the app is ending)."""
        lock = getattr(self, "_data_lock", None)
        if lock is not None:
            lock.close()

    def after_action(self, game: Game) -> None:
        """Called after every applied action: the game is saved here when saving is on."""
        if self.storage is None or not self._saving:
            return
        try:
            self.storage.save(game)
        except Exception as exc:  # noqa: BLE001 - a failed save must not end the game
            self._unsaved = shown(exc)
            self.notify(
                _("Could not save the game: {why}").format(why=shown(exc)),
                severity="error",
                timeout=20,
            )
        else:
            self._unsaved = None

    def warned_unsaved(self) -> bool:
        """Quitting with moves that failed to save would lose them: say so, once; True then."""
        if self._unsaved is None or self._quit_warned:
            return False
        self._quit_warned = True
        self.notify(
            _(
                "The last moves are not saved ({why}). Export the game from the "
                "palette (ctrl+p), or press ctrl+q again to quit anyway."
            ).format(why=self._unsaved),
            title=_("Not saved"),
            severity="warning",
            timeout=20,
        )
        return True

    def keep_unfinished_game(self, practice: bool = False) -> None:
        """Move the saved game out of the way; if it cannot be, this game is not saved over it.

        For a practice game only an unfinished practice game is moved (``Storage.PRACTICE``).
        """
        from spades_tui.storage import SaveError

        assert self.storage is not None
        try:
            kept = self.storage.shelve_unfinished(practice)
        except (SaveError, OSError) as exc:
            self._saving = False
            self.notify(
                _(
                    "{why}. This game will not be saved, so the unfinished one stays as it is."
                ).format(why=shown(exc)),
                title=_("Saving is off"),
                severity="error",
                timeout=20,
            )
            return
        if kept is not None:
            # Where, not the path: a long path wraps into a toast that hides the table. Which
            # one: a practice set aside is not the game Continue plays on, which stays.
            if practice:
                words = _("The unfinished practice game is kept in History, where c continues it.")
            else:
                words = _("The unfinished game is kept in History, where c continues it.")
            self.notify(words, timeout=6)

    def _unfinished_game(
        self, practice: bool = False
    ) -> tuple[tuple[Game, tuple[str, str]] | None, str | None]:
        """The saved game (or ``practice`` game) in progress with its controllers, or why it
        could not be loaded."""
        from spades_tui.storage import SaveError
        from spades_tui.ui.setup import controllers_of

        if self.storage is None:
            return None, None
        try:
            game = self.storage.load_unfinished(practice)
            if game is None:
                return None, None
            return (game, controllers_of(game)), None
        except (SaveError, SetupError, OSError) as exc:
            return None, str(exc)

    def action_export(self) -> None:
        from spades_tui.ui.screens.export import export_game

        if self.game is None or isinstance(self.screen, TooSmallScreen):
            return
        if self.flow is not None and not self.flow.may_export():
            # The words say why, as the palette leaves the command out then.
            self.notify(_("At one keyboard a game is exported once over: it shows unseen cards."))
            return
        export_game(self, self.game)
