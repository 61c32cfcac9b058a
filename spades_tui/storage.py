"""Where games are kept, and how they are written so that none is ever lost.

The game in progress lives in ``current.json`` in the data folder and is rewritten after every
action: a temporary file in the same folder is written, flushed and fsynced, then moved over
the old one with ``os.replace``, so a crash at any moment leaves either the old or the new
record, never a broken one. Finished and set-aside games go to ``history/``. A file that cannot
be read is never overwritten or deleted: it is renamed beside itself and the message says where.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import tempfile
import time
from pathlib import Path
from typing import IO

from spades_tui.core.game import Game
from spades_tui.core.record import dumps, game_to_record
from spades_tui.i18n import _, os_reason
from spades_tui.record_file import RecordFileError, read_one
from spades_tui.shown import shown

ENV_VAR = "SPADES_TUI_DATA"
CURRENT = "current.json"


class SaveError(Exception):
    """A save file could not be read or written; the message is meant for the player."""


def default_root() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("spades-tui", appauthor=False))


class Storage:
    def __init__(self, root: Path) -> None:
        self.root = root

    @classmethod
    def from_options(cls, data_dir: str | None = None) -> Storage:
        """``--data-dir`` first, then ``$SPADES_TUI_DATA``, then the user data folder."""
        chosen = data_dir or os.environ.get(ENV_VAR) or None
        return cls(user_path(chosen) if chosen else default_root())

    @property
    def current_path(self) -> Path:
        return self.root / CURRENT

    @property
    def history_dir(self) -> Path:
        return self.root / "history"

    def check_writable(self) -> None:
        """Fail early, with a clear message, when games could not be saved here."""
        try:
            self.root.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SaveError(_cannot_use(self.root, _why(exc))) from None
        if not self.root.is_dir():
            raise SaveError(_cannot_use(self.root, _("it is not a folder")))
        if self.current_path.exists() and not self.current_path.is_file():
            raise SaveError(
                _(
                    "cannot save games: {path} is a folder, not a file; "
                    "move it away or choose another folder with --data-dir"
                ).format(path=shown(self.current_path))
            )

    def lock(self) -> IO[str]:
        """Claim the folder for this process; keep the returned file open while playing.

        Two copies of the app saving into one folder would overwrite each other's games.
        """
        self.check_writable()
        try:
            handle = (self.root / ".lock").open("a", encoding="utf-8")
        except OSError as exc:
            raise SaveError(_cannot_use(self.root, _why(exc))) from None
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            raise SaveError(
                _(
                    "another spades-tui is playing with the saved games in {folder}; "
                    "finish that one first, or use --data-dir for a separate folder"
                ).format(folder=shown(self.root))
            ) from None
        return handle

    def save(self, game: Game) -> Path:
        """Write the game atomically; a finished game moves to the history folder."""
        self.check_writable()
        write_atomic(self.current_path, dumps(game))
        if game.winner is not None:
            return self._move_to_history(self.current_path, "finished")
        return self.current_path

    def has_unfinished(self) -> bool:
        return self.current_path.exists()

    def load_unfinished(self) -> Game | None:
        """The saved game in progress, or None. A bad file is set aside, then SaveError."""
        path = self.current_path
        try:
            if not path.exists():
                return None
            try:
                game = load_file(path)
            except SaveError as exc:
                if path.is_file():
                    aside = self.set_aside(path)
                    kept = _("{problem}. The file was kept as {path}")
                    raise SaveError(kept.format(problem=exc, path=shown(aside))) from None
                raise
            if game.winner is not None:
                # Stopped between writing the last move and filing the game away.
                self._move_to_history(path, "finished")
                return None
            return game
        except OSError as exc:
            raise SaveError(
                _("cannot use {path}: {why}").format(path=shown(path), why=_why(exc))
            ) from None

    def shelve_unfinished(self) -> Path | None:
        """Keep the game in progress before a new game replaces it; returns where it went.

        The history folder first; if that fails (a file in its place, no permission), beside
        itself. SaveError when neither works: then the new game must not be saved over it.
        """
        path = self.current_path
        if not path.is_file():
            return None
        try:
            return self._move_to_history(path, "unfinished")
        except OSError:
            pass
        stamp = time.strftime("%Y%m%d-%H%M%S")
        try:
            aside = free_name(path.with_name(f"{path.stem}.unfinished-{stamp}{path.suffix}"))
            os.replace(path, aside)
        except OSError as exc:
            words = _("cannot keep the unfinished game in {path}: {why}")
            raise SaveError(words.format(path=shown(path), why=_why(exc))) from None
        return aside

    def set_aside(self, path: Path) -> Path:
        """Rename a bad file so nothing overwrites it; returns its new name."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = free_name(path.with_name(f"{path.stem}.bad-{stamp}{path.suffix}"))
        os.replace(path, aside)
        return aside

    def _move_to_history(self, path: Path, label: str) -> Path:
        self.history_dir.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = free_name(self.history_dir / f"{stamp}-{label}.json")
        os.replace(path, target)
        _fsync_dir(self.history_dir)
        _fsync_dir(path.parent)
        return target


def export(game: Game, path: str | Path) -> Path:
    """Write the game's record to a file the player named; SaveError says what went wrong."""
    target = user_path(path)
    try:
        if target.is_dir():
            raise SaveError(_cannot_export(target, _("it is a folder")))
        if target.exists() and not target.is_file():
            # A device or a pipe (/dev/null ...) would be replaced by a plain file.
            raise SaveError(_cannot_export(target, _("it is not a plain file")))
        write_atomic(target, json.dumps(game_to_record(game), indent=1) + "\n")
    except OSError as exc:
        raise SaveError(_cannot_export(target, _why(exc))) from None
    return target


def user_path(text: str | Path) -> Path:
    """A path typed by the player, with ``~`` expanded; SaveError for an unknown ``~user``."""
    try:
        return Path(text).expanduser()
    except RuntimeError:
        raise SaveError(_("{path}: no such user folder").format(path=shown(text))) from None


def load_file(path: str | Path) -> Game:
    """Read and check a file holding one record (the one reader of record files says why not)."""
    try:
        return read_one(path)
    except RecordFileError as exc:
        raise SaveError(str(exc)) from None


def _cannot_use(folder: Path, why: str) -> str:
    return _("cannot use {folder} for saved games: {why}").format(folder=shown(folder), why=why)


def _cannot_export(target: Path, why: str) -> str:
    return _("cannot export to {path}: {why}").format(path=shown(target), why=why)


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves the old or the new file whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    # The rename itself must reach the disk too, or a power cut could undo it.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def free_name(path: Path) -> Path:
    """``path``, or the first of ``name-2``, ``name-3`` ... that does not exist yet."""
    n = 1
    candidate = path
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.stem}-{n}{path.suffix}")
    return candidate


def _why(exc: OSError) -> str:
    return os_reason(exc)
