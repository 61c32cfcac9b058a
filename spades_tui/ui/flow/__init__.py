"""The game on the app's table, whoever sits at it: one ``TableFlow`` per game.

The app (``SpadesApp``) is a shell of screens, settings and storage. While a game is on it
holds one flow and hands it everything the table and the keys ask for: a decision made, a
hint wanted, a finished trick seen, the table showing again (``advance``), a fresh table after
a change of drawing, the phase the help opens at, the palette's game commands. It never asks
which kind of flow it holds.

* ``LocalTable`` (``ui/flow/local.py``) plays a ``Game`` held here through a ``Match``:
  hot-seat (two people at one keyboard), one person against the computer, or watching two
  computer players.
* ``NetworkTable`` (``ui/network_table.py``) shows one seat of a game that a server holds.

Both show the moments between two decisions through ``ui/moments.py`` and ask for hints
through ``table_common.ask_for_hint``. What only one kind can do (take back, claim, pause and
pace for local games; a rematch agreed over the network) has a do-nothing default here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from textual.app import App, SystemCommand
from textual.screen import Screen

from spades_tui.i18n import _

if TYPE_CHECKING:
    from spades_tui.core.actions import Action, Play
    from spades_tui.core.game import Game
    from spades_tui.core.phases import Phase
    from spades_tui.core.view import PlayerView
    from spades_tui.ui.screens.table import TableScreen

# Why u takes nothing back, besides take_back.refusal's reasons: the table is not showing a
# game (or not one held here); the game is not one person against the computer.
AWAY = "away"
PEOPLE = "people"


class TableFlow:
    """The game on the app's table. ``game`` is the ``Game`` held here (None when a server
    holds it); ``table`` the table screen showing it, once there is one."""

    def __init__(self, app: App[int]) -> None:
        self.app = app
        self.game: Game | None = None
        self.table: TableScreen | None = None

    @property
    def ascii_only(self) -> bool:
        return bool(getattr(self.app, "ascii_only", False))

    def setting(self, name: str, default: object) -> object:
        """The person's setting ``name`` as the app holds it now (changed settings apply)."""
        return getattr(self.app, name, default)

    # ------------------------------------------------------------------ from the table
    def advance(self) -> None:
        """The table may be showing again: show what is waiting. Safe to call at any time."""

    def submit(self, action: Action, view: PlayerView | None) -> None:
        """A decision from the table, made on ``view``."""

    def hint(self) -> None:
        """Ask the advising level about the decision on screen."""

    def trick_seen(self) -> None:
        """A key moved on from the finished trick before its pause ran out."""

    def summary_notes(self) -> list[str]:
        """Lines under the figures of the hand just scored, worded now."""
        return []

    def toggle_pause(self) -> None:
        """p or Space while watching: hold the game, or let it go on."""

    def change_pace(self, factor: float) -> None:
        """+ or - while watching: the computer players' pace."""

    def rematch_wanted(self) -> None:
        """The final screen's rematch key, where the other player must agree."""

    def may_export(self) -> bool:
        """Whether the game's record may be written to a file now: it holds every card."""
        return True

    # ------------------------------------------------------------------ what the app asks
    def phase(self) -> Phase | None:
        """The phase of the game on the table; None when there is none yet."""
        return None

    def mode_text(self) -> str:
        """The header's words for this kind of game, in the language in use."""
        return ""

    @property
    def you(self) -> int | None:
        """The seat of the one person at this terminal, when there is one."""
        return None

    def show_again(self) -> None:
        """A fresh table in place of the one on show (after a change of ASCII drawing)."""

    def parting_words(self) -> str | None:
        """What to tell a person who quits now, if anything (how to come back)."""
        return None

    def quit(self, words: str | None) -> None:
        """The person quits (ctrl+q), with ``parting_words`` said: the app ends. Nothing is
        imported here, so quitting works even when the installed files changed under a
        running game."""
        self.app.exit(message=words)

    def leaving_question(self) -> str | None:
        """What to ask before the person quits, when quitting leaves someone waiting (what
        becomes of the table); None: quit at once, as a game saved here allows."""
        return None

    def take_back_refusal(self, screen: Screen[object]) -> str | None:
        """Why u takes nothing back with ``screen`` showing (AWAY, PEOPLE or a reason of
        take_back.refusal); None when it does."""
        return AWAY

    def why_no_take_back(self) -> None:
        """u with nothing to take back: say why (where it is a game that can take back)."""

    def take_back(self) -> None:
        """Undo the person's last decision (only called when ``take_back_refusal`` is None)."""

    def claim(self) -> list[Play] | None:
        """The plays that give the person to act every trick left, when that is proved."""
        return None

    def play_claim(self) -> None:
        """Play the claim out (only called when ``claim`` has one)."""

    def commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """The palette's commands for this game, with ``screen`` showing; the table's keys
        are offered by name when the table shows and the key would work now."""
        table = self.table
        if table is None or screen is not table:
            return
        keyed = (
            ("hint", _("Hint"), _("What the computer would do here, and why (i)")),
            ("last_trick", _("Last trick"), _("The cards of the trick just played (L)")),
            ("history", _("Score history"), _("Every hand's bids, tricks and points (s)")),
        )
        for action, title, help_text in keyed:
            if table.check_action(action, ()):
                yield SystemCommand(title, help_text, getattr(table, f"action_{action}"))

    def shows_this_game(self, screen: Screen[object]) -> bool:
        """The table, or a screen of its game over it (a hand's summary, the score history,
        the end of the game): not the home screen, nor History, where other games show."""
        from spades_tui.ui.screens.scores import GameOverScreen, HandOverScreen, HistoryScreen

        over_it = isinstance(screen, HandOverScreen | HistoryScreen | GameOverScreen)
        return self.table is not None and (screen is self.table or over_it)

    # ------------------------------------------------------------------ the end
    def stop(self) -> None:
        """Stop moving the game (a new game, a take back, the home screen)."""

    async def close(self) -> None:
        """Let go of everything the game holds (the app is ending, or the game is over)."""
        self.stop()
