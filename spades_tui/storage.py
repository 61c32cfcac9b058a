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
import hashlib
import json
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO

from spades_tui.core.game import Game
from spades_tui.core.record import dumps, game_to_record
from spades_tui.i18n import _, os_reason
from spades_tui.record_file import RecordFileError, read_one
from spades_tui.shown import shown

ENV_VAR = "SPADES_TUI_DATA"
CURRENT = "current.json"
# A practice game ("play it again") is saved apart, so the game it came from stays in
# CURRENT, to be continued from the home screen once the practice is over.
PRACTICE = "practice.json"
# Two computers watched are saved apart too: watching takes neither the place of the player's
# own game nor a line of the home screen, and the game reaches History once it is finished.
WATCHING = "watching.json"
# The games this player hosts over the network (``spades-tui host`` or Host on the home
# screen) are kept apart, one folder a table, as a server keeps its tables.
HOSTED = "hosted"
TABLES = "tables"
# The finished network games this player joined, as the server sent them at the end: a
# folder a seat ("seat-0", "seat-1"), so History knows which hand was this player's.
JOINED = "joined"


class SaveError(Exception):
    """A save file could not be read or written; the message is meant for the player."""


def watched(game: Game) -> bool:
    """Whether ``game`` is two computers' that a person watches (no seat is a person's)."""
    return all(player.kind != "human" for player in game.players)


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
    def practice_path(self) -> Path:
        return self.root / PRACTICE

    def path_of(self, game: Game) -> Path:
        """Where ``game`` is saved while it is played."""
        if game.practice is not None:
            return self.practice_path
        if watched(game):
            return self.root / WATCHING
        return self.current_path

    @property
    def history_dir(self) -> Path:
        return self.root / "history"

    @property
    def hosted_root(self) -> Path:
        return self.root / HOSTED

    def joined_folder(self, seat: int) -> Path:
        return self.root / JOINED / f"seat-{seat}"

    def keep_joined(self, game: Game, seat: int) -> Path | None:
        """File a finished network game played from ``seat``; None when it is on file
        already (a seat that comes back to a finished table is sent it again). SaveError
        says why it could not be written."""
        folder = self.joined_folder(seat)
        first = game.shuffle_proofs.get(1)
        text = dumps(game)
        # The first hand's commitment names the game; a record without one, its own text.
        key = (first.commitment if first else hashlib.sha256(text.encode()).hexdigest())[:16]
        try:
            if any(folder.glob(f"*-finished-{key}.json")):
                return None
            folder.mkdir(parents=True, exist_ok=True)
            stamp = time.strftime("%Y%m%d-%H%M%S")
            path = folder / f"{stamp}-finished-{key}.json"
            write_atomic(path, text)
        except OSError as exc:
            words = _("cannot keep the finished game in {folder}: {why}")
            raise SaveError(words.format(folder=shown(folder), why=_why(exc))) from None
        return path

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

    def lock(self, tell: Callable[[str], None] | None = None) -> IO[str]:
        """Claim the folder for this process; keep the returned file open while playing.

        Two copies of the app saving into one folder would overwrite each other's games. A
        holder that has lost its terminal is ended (see ``_orphaned_holder``) and the folder
        taken over, after ``tell`` has been given a sentence saying so.
        """
        self.check_writable()
        path = self.root / ".lock"
        try:
            handle = path.open("a+", encoding="utf-8")
        except OSError as exc:
            raise SaveError(_cannot_use(self.root, _why(exc))) from None
        if not _try_flock(handle):
            holder = _orphaned_holder(handle, path)
            if holder is None or not _end_holder(holder, handle):
                handle.close()
                raise SaveError(
                    _(
                        "another spades-tui is playing with the saved games in {folder}; "
                        "finish that one first, or use --data-dir for a separate folder"
                    ).format(folder=shown(self.root))
                ) from None
            if tell is not None:
                tell(
                    _(
                        "a spades-tui that had lost its terminal (process {pid}) still held "
                        "the saved games in {folder}; it was ended, and its game is kept"
                    ).format(pid=holder, folder=shown(self.root))
                )
        # The holder's process number, for a later copy to find out whether it is orphaned.
        with contextlib.suppress(OSError):
            handle.seek(0)
            handle.truncate()
            handle.write(f"{os.getpid()}\n")
            handle.flush()
        return handle

    def save(self, game: Game) -> Path:
        """Write the game atomically; a finished game moves to the history folder."""
        self.check_writable()
        path = self.path_of(game)
        write_atomic(path, dumps(game))
        if game.winner is not None:
            return self._move_to_history(path, "finished")
        return path

    def has_unfinished(self) -> bool:
        return self.current_path.exists()

    def load_unfinished(self, practice: bool = False) -> Game | None:
        """The saved game in progress (with ``practice``: the practice game in progress), or
        None. A bad file is set aside, then SaveError."""
        path = self.practice_path if practice else self.current_path
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
            if self.path_of(game) != path:
                # Two computers watched, saved as the game in progress by an earlier version:
                # continued once more, and saved apart from then on.
                with contextlib.suppress(OSError):
                    os.replace(path, self.path_of(game))
            return game
        except OSError as exc:
            raise SaveError(
                _("cannot use {path}: {why}").format(path=shown(path), why=_why(exc))
            ) from None

    def shelve_unfinished(self, practice: bool = False) -> Path | None:
        """Keep the game in progress before a new game replaces it; returns where it went.

        The history folder first; if that fails (a file in its place, no permission), beside
        itself. SaveError when neither works: then the new game must not be saved over it.
        A new practice game replaces only an unfinished practice game, never the game saved
        for Continue. A game nobody has made a decision in yet holds nothing to keep: it
        goes, rather than fill History with starts left at 0 to 0 (None then too).
        """
        path = self.practice_path if practice else self.current_path
        if not path.is_file():
            return None
        if _untouched(path):
            with contextlib.suppress(OSError):  # if it will not go, it is kept as any other
                path.unlink()
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

    def bring_back(self, path: Path, practice: bool = False) -> Path | None:
        """Make a game kept in the history folder the game in progress again.

        The game it replaces is shelved first (``shelve_unfinished``), so nothing is written
        over; returns where that one went. SaveError when either move fails.
        """
        target = self.practice_path if practice else self.current_path
        if path.resolve() == target.resolve():
            return None  # already the game in progress
        kept = self.shelve_unfinished(practice)
        try:
            os.replace(path, target)
        except OSError as exc:
            words = _("cannot continue the game in {path}: {why}")
            raise SaveError(words.format(path=shown(path), why=_why(exc))) from None
        _fsync_dir(target.parent)
        _fsync_dir(path.parent)
        return kept

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


def _untouched(path: Path) -> bool:
    """Whether the game saved in ``path`` has had no decision of its own yet (a practice game
    played on from a position: none past that position)."""
    try:
        game = load_file(path)
    except SaveError:
        return False  # a file that cannot be read is never thrown away
    return game.actions_applied == (game.practice_from or 0)


def delete_record(path: Path) -> None:
    """Remove a filed game's record, as the player asked; SaveError says why it could not be."""
    try:
        path.unlink(missing_ok=True)  # already gone is what was wanted
    except OSError as exc:
        words = _("cannot delete {path}: {why}")
        raise SaveError(words.format(path=shown(path), why=_why(exc))) from None


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


# ----------------------------------------------------------------------------- the folder's lock
HOLDER_GRACE = 3.0  # seconds an orphaned holder has to end after SIGTERM, before SIGKILL


def _try_flock(handle: IO[str]) -> bool:
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _orphaned_holder(handle: IO[str], path: Path) -> int | None:
    """The pid of the lock's holder when it is safe to end it, else None.

    Safe means: the pid written in the lock file is a process that has the lock file open
    (so a reused pid is never taken for the holder) and has no controlling terminal any
    more. Every spades-tui that locks the folder needs a terminal, so such a holder can
    never show its game again; its game is on disk after every action. Only Linux says
    this (/proc); elsewhere the lock is left alone, as before.
    """
    try:
        handle.seek(0)
        pid = int(handle.read().strip() or "0")
    except (OSError, ValueError):
        return None
    if pid <= 0 or pid == os.getpid():
        return None
    proc = Path("/proc") / str(pid)
    try:
        # Field 7 of stat is the controlling terminal; the name before it may hold spaces.
        fields = (proc / "stat").read_text().rsplit(")", 1)[1].split()
        has_terminal = int(fields[4]) != 0
        holds_the_file = any(_same_file(link, path) for link in (proc / "fd").iterdir())
    except (OSError, IndexError, ValueError):
        return None
    return pid if holds_the_file and not has_terminal else None


def _same_file(link: Path, path: Path) -> bool:
    try:
        return os.path.samefile(link, path)
    except OSError:
        return False


def _end_holder(pid: int, handle: IO[str]) -> bool:
    """SIGTERM, then SIGKILL after ``HOLDER_GRACE``; True once the lock is ours."""
    import signal

    for signum, wait in ((signal.SIGTERM, HOLDER_GRACE), (signal.SIGKILL, 1.0)):
        with contextlib.suppress(OSError):
            os.kill(pid, signum)
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if _try_flock(handle):
                return True
            time.sleep(0.05)
    return _try_flock(handle)
