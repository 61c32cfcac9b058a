"""Where games are kept, and how they are written so that none is ever lost.

The game in progress lives in ``current.json`` in the data folder and is rewritten after every
action: a temporary file in the same folder is written, flushed and fsynced, then moved over
the old one with ``os.replace``, so a crash at any moment leaves either the old or the new
record, never a broken one. Finished and set-aside games go to ``history/``. A file that cannot
be read is never overwritten or deleted: it is renamed beside itself and the message says where.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path

from spades_tui.core.errors import RecordError
from spades_tui.core.game import Game
from spades_tui.core.record import dumps, from_record, game_to_record

MAX_BYTES = 10 * 1024 * 1024
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
        return cls(Path(chosen).expanduser() if chosen else default_root())

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
            raise SaveError(f"cannot use {self.root} for saved games: {_why(exc)}") from None
        if not self.root.is_dir():
            raise SaveError(f"cannot use {self.root} for saved games: it is not a folder")
        if self.current_path.exists() and not self.current_path.is_file():
            raise SaveError(
                f"cannot save games: {self.current_path} is a folder, not a file; "
                "move it away or choose another folder with --data-dir"
            )

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
        if not path.exists():
            return None
        try:
            return load_file(path)
        except SaveError as exc:
            if path.is_file():
                aside = self.set_aside(path)
                raise SaveError(f"{exc}. The file was kept as {aside}") from None
            raise

    def shelve_unfinished(self) -> Path | None:
        """Keep the game in progress in the history folder, e.g. before a new game starts."""
        if self.current_path.is_file():
            return self._move_to_history(self.current_path, "unfinished")
        return None

    def export(self, game: Game, path: str | Path) -> Path:
        target = Path(path).expanduser()
        if target.is_dir():
            raise SaveError(f"cannot export to {target}: it is a folder")
        text = json.dumps(game_to_record(game), indent=1)
        try:
            write_atomic(target, text + "\n")
        except OSError as exc:
            raise SaveError(f"cannot export to {target}: {_why(exc)}") from None
        return target

    def set_aside(self, path: Path) -> Path:
        """Rename a bad file so nothing overwrites it; returns its new name."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = _free_name(path.with_name(f"{path.stem}.bad-{stamp}{path.suffix}"))
        os.replace(path, aside)
        return aside

    def _move_to_history(self, path: Path, label: str) -> Path:
        self.history_dir.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = _free_name(self.history_dir / f"{stamp}-{label}.json")
        os.replace(path, target)
        _fsync_dir(self.history_dir)
        _fsync_dir(path.parent)
        return target


def load_file(path: str | Path) -> Game:
    """Read and validate a record file; SaveError says clearly what is wrong."""
    path = Path(path).expanduser()
    try:
        if path.is_dir():
            raise SaveError(f"{path} is a folder, not a game record")
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError(f"{path} is {size / 1e6:.1f} MB; a game record is at most 10 MB")
        data = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"{path}: no such file") from None
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {_why(exc)}") from None
    if not data.strip():
        raise SaveError(f"{path} is empty")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path} is not a game record (not UTF-8 text)") from None
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"{path} is not a game record (broken JSON at line {exc.lineno}, column "
            f"{exc.colno}; the file may be truncated)"
        ) from None
    try:
        return from_record(record)
    except RecordError as exc:
        raise SaveError(f"{path} was refused: {exc}") from None


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


def _free_name(path: Path) -> Path:
    n = 1
    candidate = path
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.stem}-{n}{path.suffix}")
    return candidate


def _why(exc: OSError) -> str:
    return exc.strerror or str(exc)
