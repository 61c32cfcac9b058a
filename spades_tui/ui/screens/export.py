"""Ask where to export the game record; the app writes it and says where it went."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from spades_tui.core.game import Game
from spades_tui.i18n import N_, _
from spades_tui.shown import shown
from spades_tui.storage import SaveError, free_name, user_path
from spades_tui.ui.widgets.footer import Footer
from spades_tui.ui.widgets.typed_input import TypedInput


def export_game(app: App[object], game: Game) -> None:
    """Ask where to write ``game``'s record, write it, and say where it went."""
    from spades_tui.storage import export

    def exported(written: Path | None) -> None:
        if written is not None:
            app.notify(
                _("The game was exported to {path}").format(path=shown(written.resolve())),
                title=_("Exported"),
                timeout=8,
            )

    app.push_screen(ExportScreen(write=lambda path: export(game, path)), exported)


def default_export_path() -> Path:
    return free_name(Path.home() / f"spades-{time.strftime('%Y-%m-%d')}.json")


class ExportScreen(ModalScreen[Path | None]):
    """Writes the record with ``write`` (which raises SaveError) and is dismissed with the path
    written, or None when cancelled. A failed write is said in the box, which stays open: closed,
    the name being retyped would go on to the table as keys of the game."""

    BINDINGS = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(
        self, suggested: Path | None = None, write: Callable[[Path], Path] | None = None
    ) -> None:
        super().__init__()
        self.suggested = suggested or default_export_path()
        self.write = write
        self._confirmed: Path | None = None
        self._new_folder: Path | None = None
        self._answered = False

    def compose(self) -> ComposeResult:
        with Vertical(classes="box wide") as box:
            box.border_title = _("Export the game record")
            yield Static(_("File to write (Enter to export, Esc to cancel):"))
            yield TypedInput(
                str(self.suggested), compact=True, select_on_focus=False, id="export-path"
            )
            yield Static(id="export-note")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        if self._answered:
            return  # a second Enter that arrived while the box was closing
        text = event.value.strip()
        note = self.query_one("#export-note", Static)
        if not text:
            note.update(Text(_("Type a file name first."), style="bold red"))
            return
        try:
            path = user_path(text)
            is_folder, is_file, exists = path.is_dir(), path.is_file(), path.exists()
        except (SaveError, OSError, ValueError) as exc:
            note.update(
                Text(_("Cannot use that name: {why}").format(why=shown(exc)), style="bold red")
            )
            return
        if is_folder or text.endswith(("/", "\\")):
            note.update(
                Text(
                    _("{path} is a folder; add a file name.").format(path=shown(path)),
                    style="bold red",
                )
            )
            return
        if exists and not is_file:
            note.update(
                Text(
                    _("{path} is not a plain file; choose another name.").format(path=shown(path)),
                    style="bold red",
                )
            )
            return
        # An existing file is replaced only when asked twice, so no record is lost by a slip.
        if is_file and self._confirmed != path:
            self._confirmed = path
            note.update(
                Text(
                    _("{path} exists; Enter again to replace it.").format(path=shown(path)),
                    style="bold",
                )
            )
            return
        # Nor is a folder made for a mistyped name without a word.
        folder = path.parent
        if not exists and not folder.exists() and self._new_folder != folder:
            self._new_folder = folder
            words = _("The folder {folder} does not exist; Enter again to make it.")
            note.update(Text(words.format(folder=shown(folder)), style="bold"))
            return
        if self.write is not None:
            try:
                path = self.write(path)
            except SaveError as exc:
                note.update(Text(shown(exc), style="bold red"))
                return
        self._close(path)

    def action_cancel(self) -> None:
        self._close(None)

    def _close(self, path: Path | None) -> None:
        if not self._answered:
            self._answered = True
            self.dismiss(path)
