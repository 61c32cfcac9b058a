"""Finding the game to analyse in a file: a save, an export, or JSON Lines of many games.

A file holding one record (pretty-printed or not) is that game.  A JSON Lines file (the output
of ``simulate``) holds one game per line; games are numbered from 1 in file order and blank
lines do not count.  Every problem is a ``SourceError`` with a sentence for a person.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from spades_tui.core.errors import RecordError
from spades_tui.core.game import Game
from spades_tui.core.record import from_record

MAX_BYTES = 64 * 1024 * 1024  # far above any real record; refuses to read a disk image


class SourceError(Exception):
    """A file or choice that cannot be analysed; the message says why."""


@dataclass(frozen=True)
class Chosen:
    game: Game
    number: int  # the game's position in the file, from 1
    count: int  # games in the file


def read_game(path: str, number: int | None = None) -> Chosen:
    """The ``number``-th game of the file at ``path`` (the first when None)."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except IsADirectoryError:
        raise SourceError(f"{path}: is a folder, not a game record") from None
    except OSError as exc:
        raise SourceError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(data) > MAX_BYTES:
        raise SourceError(f"{path}: larger than {MAX_BYTES // (1024 * 1024)} MB, not a record")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SourceError(f"{path}: not UTF-8 text, so not a game record") from None
    if not text.strip():
        raise SourceError(f"{path}: the file is empty")
    lines = [(i, line) for i, line in enumerate(text.splitlines(), 1) if line.strip()]
    # JSON Lines only when the text is not one value and its first line is one on its own;
    # otherwise it is one (perhaps broken) record, and its errors are reported for the file.
    if len(lines) > 1 and not _one_value(text) and _one_value(lines[0][1]):
        records = lines
    else:
        records = [(0, text)]
    count = len(records)
    chosen = 1 if number is None else number
    if not 1 <= chosen <= count:
        games = f"{count} game{'s' if count != 1 else ''}"
        raise SourceError(f"{path}: there is no game {chosen}; the file holds {games}")
    line, record = records[chosen - 1]
    where = f"{path}:{line}" if line else path
    try:
        data = json.loads(record)
    except json.JSONDecodeError as exc:
        raise SourceError(
            f"{where}: not a game record (broken JSON at line {exc.lineno}, column {exc.colno})"
        ) from None
    except (ValueError, RecursionError):
        raise SourceError(
            f"{where}: not a game record (its JSON nests too deep or has too long a number)"
        ) from None
    try:
        game = from_record(data)
    except RecordError as exc:
        raise SourceError(f"{where}: not a valid game record: {exc}") from None
    return Chosen(game, chosen, count)


def finished_hands(game: Game) -> list[int]:
    return [h.number for h in game.hands if h.result is not None]


def _one_value(text: str) -> bool:
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True
