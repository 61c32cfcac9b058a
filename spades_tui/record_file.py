"""Opening a file of game records: the one reader behind every command and screen that does.

``validate``, ``analyze``, ``replay``, ``--resume``, continuing the saved game and the History
list all read files through here, so a file gets the same answer everywhere, and one limit.

A file holds one record (a save or an export, on one line or pretty-printed) or one record per
line (JSON Lines, what ``simulate --out`` writes). A record is at most ``MAX_RECORD_BYTES``; a
JSON Lines file may hold any number of them, since it is read a line at a time, so memory
never holds more than one record. Every problem is a ``RecordFileError`` whose message is one
line that names the file (and the line), with its control characters escaped; nothing here
ever changes or removes a file.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from spades_tui.core.errors import RecordError
from spades_tui.core.game import Game
from spades_tui.core.record import FORMAT, VERSION, from_record
from spades_tui.i18n import _, ngettext, os_reason
from spades_tui.shown import shown
from spades_tui.words.refusals import record_fault

# The longest game anyone plays is a few hundred kilobytes even pretty-printed (a capped
# simulate game of 100 hands is 0.25 MB on one line); 10 MB is far above that, and small
# enough to read whole without thought.
LIMIT_MB = 10
MAX_RECORD_BYTES = LIMIT_MB * 1_000_000
_CHUNK = 1 << 20

# The name that means standard input to the commands that print (validate, analyze), as it
# does to most command-line tools (records piped from another program, or from an archive).
STDIN = "-"


class RecordFileError(Exception):
    """A file, or a record in it, that cannot be read; the message is one line for a person."""


@dataclass(frozen=True)
class Found:
    """One record of a file: the game in it, or the line that says why it is refused."""

    where: str  # the file, or "file:line" for a line of a JSON Lines file (escaped)
    game: Game | None
    problem: str = ""


@dataclass(frozen=True)
class Chosen:
    game: Game
    number: int  # the game's position in the file, from 1 (blank lines not counted)
    count: int  # games in the file


def read_one(path: str | Path) -> Game:
    """The game of a file holding one record: a save, an export, a line kept as a file."""
    path = _path(path)
    try:
        size = path.stat().st_size if path.is_file() else 0
    except OSError:
        size = 0  # said by opening it below, in the same words as everywhere
    if size > MAX_RECORD_BYTES:
        # Refused from its size alone: a save that large is not one, and need not be read.
        raise RecordFileError(_too_big(shown(path)))
    pieces = _pieces(path)
    first = next(pieces)  # there is one, or _pieces has said why not
    if next(pieces, None) is not None:
        words = _(
            "{path}: holds several games, one per line; keep the line of the game you want "
            "in a file of its own"
        )
        raise RecordFileError(words.format(path=shown(path)))
    return _game(*first)


def read_records(path: str | Path, *, stdin: bool = False) -> Iterator[Found]:
    """Every record of the file in order, each read or refused; with ``stdin``, a path of
    ``STDIN`` reads standard input.

    RecordFileError when the file itself cannot be read (missing, a folder, empty, not
    readable), or at a line longer than a record can be, after which nothing more is read.
    """
    for where, data, line in _pieces(_path(path), stdin=stdin and path == STDIN):
        try:
            yield Found(where, _game(where, data, line))
        except RecordFileError as exc:
            yield Found(where, None, str(exc))


def read_chosen(path: str | Path, number: int | None = None, *, stdin: bool = False) -> Chosen:
    """The ``number``-th game of the file (the first when None), and how many it holds; with
    ``stdin``, a path of ``STDIN`` reads standard input."""
    from_stdin = stdin and path == STDIN
    path = _path(path)
    chosen = 1 if number is None else number
    count = 0
    picked: tuple[str, bytes, int] | None = None
    for piece in _pieces(path, stdin=from_stdin):
        count += 1
        if count == chosen:
            picked = piece  # only this one is parsed; the others are only counted
    if picked is None:
        games = ngettext("{n} game", "{n} games", count).format(n=count)
        missing = _("{path}: there is no game {number}; the file holds {games}")
        where = _("standard input") if from_stdin else shown(path)
        raise RecordFileError(missing.format(path=where, number=chosen, games=games))
    return Chosen(_game(*picked), chosen, count)


# ---------------------------------------------------------------------- the file's records
def _path(text: str | Path) -> Path:
    if isinstance(text, str) and not text.strip():
        # Path("") is the current folder: the file was said to be "a folder".
        raise RecordFileError(_("no file was named: the file name is empty"))
    try:
        return Path(text).expanduser()
    except RuntimeError:  # "~nobody/x.json"
        raise RecordFileError(_("{path}: no such user folder").format(path=shown(text))) from None


def _pieces(path: Path, *, stdin: bool = False) -> Iterator[tuple[str, bytes, int]]:
    """(where, bytes, line) of each record: the whole file (line 0), or each JSON line; of
    standard input instead with ``stdin``."""
    if stdin:
        name = _("standard input")
        # Not ours to close: nullcontext leaves it open when the reading is done.
        handle: AbstractContextManager[BinaryIO] = nullcontext(sys.stdin.buffer)
    else:
        name = shown(path)
        handle = _open(path, name)
    with handle as stream:
        head = _read(stream, name, MAX_RECORD_BYTES + 1)
        # Editors on some systems start a UTF-8 file with a byte order mark: it is no part of
        # the record, and JSON would call it a broken start.
        head = head.removeprefix(BOM)
        if not head.strip():
            if stdin:  # nothing was piped in: there is no file to speak of
                raise RecordFileError(_("standard input is empty: no record was piped in"))
            raise RecordFileError(_("{path}: the file is empty").format(path=name))
        if len(head) <= MAX_RECORD_BYTES and _one_record(head):
            yield name, head, 0
            return
        if len(head) > MAX_RECORD_BYTES and not _lines_ahead(head):
            raise RecordFileError(_too_big(name))  # one record, too big to be one
        for number, line in _lines(head, stream, name):
            if line.strip():
                yield f"{name}:{number}", line, number


BOM = b"\xef\xbb\xbf"


def _open(path: Path, name: str) -> BinaryIO:
    try:
        return path.open("rb")
    except FileNotFoundError:
        raise RecordFileError(_("{path}: no such file").format(path=name)) from None
    except IsADirectoryError:
        raise RecordFileError(_a_folder(name)) from None
    except OSError as exc:
        raise RecordFileError(_cannot_read(name, exc)) from None


def _read(handle: BinaryIO, name: str, size: int) -> bytes:
    try:
        return handle.read(size)
    except IsADirectoryError:
        raise RecordFileError(_a_folder(name)) from None
    except OSError as exc:
        raise RecordFileError(_cannot_read(name, exc)) from None


def _lines(head: bytes, handle: BinaryIO, name: str) -> Iterator[tuple[int, bytes]]:
    """The file's lines, numbered from 1, read a chunk at a time after ``head``."""
    buffer = bytearray(head)
    number = 0
    start = 0
    while True:
        end = buffer.find(b"\n", start)
        if (end if end >= 0 else len(buffer)) - start > MAX_RECORD_BYTES:
            # A line that long is no record, and reading on to its end could take forever.
            raise RecordFileError(_too_big(f"{name}:{number + 1}"))
        if end >= 0:
            number += 1
            yield number, bytes(buffer[start:end]).rstrip(b"\r")
            start = end + 1
            continue
        del buffer[:start]
        start = 0
        chunk = _read(handle, name, _CHUNK)
        if not chunk:
            if buffer:
                yield number + 1, bytes(buffer).rstrip(b"\r")
            return
        buffer += chunk


def _one_record(head: bytes) -> bool:
    """Whether a whole file is one record rather than JSON Lines.

    One value (a record on one line or pretty-printed) is one record. So is a text whose
    first line is no value on its own: a broken pretty-printed save is reported as one file
    with one problem, not as a problem on each of its lines.
    """
    return _one_value(head) or not _one_value(_first_line(head))


def _lines_ahead(head: bytes) -> bool:
    """Whether a file too big for one record starts as JSON Lines: a first line that ends
    within the limit and is a value on its own."""
    text = head.lstrip()
    return b"\n" in text[:MAX_RECORD_BYTES] and _one_value(_first_line(text))


def _first_line(data: bytes) -> bytes:
    return data.lstrip().split(b"\n", 1)[0]


def _one_value(data: bytes) -> bool:
    try:
        json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return False
    return True


# ---------------------------------------------------------------------- one record
def _game(where: str, data: bytes, line: int) -> Game:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        words = _("{path}: not UTF-8 text, so not a game record")
        raise RecordFileError(words.format(path=where)) from None
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        if line:
            words = _("{path}: not a game record (broken JSON at column {column})")
            raise RecordFileError(words.format(path=where, column=exc.colno)) from None
        words = _(
            "{path}: not a game record (broken JSON at line {line}, column {column}; "
            "the file may be truncated)"
        )
        raise RecordFileError(words.format(path=where, line=exc.lineno, column=exc.colno)) from None
    except (ValueError, RecursionError):
        # Numbers of thousands of digits, or lists nested thousands deep: no record has them.
        words = _("{path}: not a game record (its JSON nests too deep or has too long a number)")
        raise RecordFileError(words.format(path=where)) from None
    ours = isinstance(record, dict) and record.get("format") == FORMAT
    if not ours:
        # JSON of another kind (a puzzle file, another program's): said in the reader's own
        # language, where the record's own faults are said in the record format's words.
        words = _('{path}: JSON, but not a game record (it has no "format": "{format}")')
        raise RecordFileError(words.format(path=where, format=FORMAT))
    version = record.get("version")
    if type(version) is int and version > VERSION:
        # The one record problem a person can fix, so it is said in their language.
        words = _(
            "{path}: saved by a newer spades-tui (record version {version}); "
            "update spades-tui to open it"
        )
        raise RecordFileError(words.format(path=where, version=version))
    try:
        return from_record(record)
    except RecordError as exc:
        words = _("{path}: not a valid game record: {why}")
        raise RecordFileError(words.format(path=where, why=shown(record_fault(exc)))) from None


def _a_folder(name: str) -> str:
    return _("{path}: is a folder, not a game record").format(path=name)


def _too_big(where: str) -> str:
    words = _("{path}: larger than {limit} MB; a game record is at most {limit} MB")
    return words.format(path=where, limit=LIMIT_MB)


def _cannot_read(name: str, exc: OSError) -> str:
    return _("{path}: cannot read: {why}").format(path=name, why=shown(os_reason(exc)))
