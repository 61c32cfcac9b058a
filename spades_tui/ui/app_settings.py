"""The app's settings: loaded at start, applied to the table, saved when changed.

Mixed into ``SpadesApp`` (ui/app.py), whose table, screens and look (``TableLook``) it uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spades_tui import i18n
from spades_tui.i18n import _
from spades_tui.ui.relabel import speak

if TYPE_CHECKING:
    from textual.app import App

    from spades_tui.settings import Settings, SettingsFile
    from spades_tui.ui.screens.table import TableScreen

    _Base = App[int]
else:
    _Base = object


class KeepsSettings(_Base):
    # Provided by SpadesApp and its other parts; declared here for readers.
    ascii_only: bool
    four_colour: bool
    trick_pause: float
    _trick_pause_option: float | None
    hints_on: bool
    play_last_card: bool
    double_nil_question: str
    settings: Settings
    settings_file: SettingsFile
    _settings_read: tuple[Settings, str | None] | None
    table: TableScreen | None

    if TYPE_CHECKING:  # the look of the table (ui/table_common.py's TableLook)

        def draw_ascii(self, on: bool) -> None: ...
        def use_theme(self, theme: str) -> None: ...

    def _load_settings(self) -> None:
        from spades_tui.settings import SettingsFile

        self.settings_file = SettingsFile()
        # Read once: a second read would not tell the problem the first one set right.
        read, self._settings_read = self._settings_read, None
        self.settings, problem = read or self.settings_file.load()
        if self.settings.theme not in self.available_themes:
            # Themes are the app's to know; said with the file's other problems, a notice of
            # its own lay under theirs and went unseen.
            unknown = _("There is no theme called {theme!r}; the default one is used.")
            unknown = unknown.format(theme=self.settings.theme)
            problem = unknown if problem is None else f"{problem}\n\n{unknown}"
        self._ascii_option = self.ascii_only  # --ascii holds whatever the settings say
        self._settings_unsaved = False
        self._apply_settings()
        # Said once the first screen is up (see _say_settings_problem), not over a dialog.
        self._settings_problem = problem

    def _say_settings_problem(self, _closed: object = None) -> None:
        problem, self._settings_problem = self._settings_problem, None
        if problem is None:
            return
        if "\n" in problem:
            # Several problems, one a line: a box that scrolls, where a notice taller than the
            # screen lost its first lines.
            from spades_tui.ui.screens.info import InfoScreen

            self.push_screen(InfoScreen(_("Settings"), problem))
        else:
            self.notify(problem, title=_("Settings"), severity="warning", timeout=20)

    def _apply_settings(self) -> None:
        settings = self.settings
        self.draw_ascii(self._ascii_option or settings.ascii)
        self.four_colour = settings.four_colour
        if self._trick_pause_option is None:
            self.trick_pause = settings.trick_pause
        self.hints_on = settings.hints
        self.play_last_card = settings.play_last_card
        self.double_nil_question = settings.double_nil_question
        # Only a table on the stack: one already closed (a new game is being set up) may have
        # lost its widgets, and the next table is made with the setting.
        if self.table is not None and self.table in self.screen_stack:
            self.table.set_ascii(self.ascii_only)
            self.table.set_four_colour(self.four_colour)
        self.use_theme(settings.theme)

    @property
    def settings_unsaved(self) -> bool:
        """The last change of the settings could not be written to their file."""
        return self._settings_unsaved

    def use_settings(self, settings: Settings) -> None:
        """Take changed settings: applied at once and saved (a failed save is said once)."""
        from spades_tui.settings import SettingsError

        language_changed = settings.language != self.settings.language
        self.settings = settings
        self._apply_settings()
        if language_changed:
            # The choice made here wins over --lang and the environment from now on.
            speak(self, i18n.choose(None, settings.language))
        try:
            self.settings_file.save(settings)
        except SettingsError as exc:
            if not self._settings_unsaved:
                self.notify(str(exc), title=_("Settings"), severity="error", timeout=15)
            self._settings_unsaved = True
        else:
            self._settings_unsaved = False
