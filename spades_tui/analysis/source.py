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
from spades_tui.i18n import _, ngettext, os_reason

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
        raise SourceError(_("{path}: is a folder, not a game record").format(path=path)) from None
    except OSError as exc:
        why = os_reason(exc)
        raise SourceError(_("{path}: cannot read: {why}").format(path=path, why=why)) from None
    if len(data) > MAX_BYTES:
        too_big = _("{path}: larger than {limit} MB, not a record")
        raise SourceError(too_big.format(path=path, limit=MAX_BYTES // (1024 * 1024)))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SourceError(
            _("{path}: not UTF-8 text, so not a game record").format(path=path)
        ) from None
    if not text.strip():
        raise SourceError(_("{path}: the file is empty").format(path=path))
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
        games = ngettext("{n} game", "{n} games", count).format(n=count)
        missing = _("{path}: there is no game {number}; the file holds {games}")
        raise SourceError(missing.format(path=path, number=chosen, games=games))
    line, record = records[chosen - 1]
    where = f"{path}:{line}" if line else path
    try:
        data = json.loads(record)
    except json.JSONDecodeError as exc:
        raise SourceError(
            _("{path}: not a game record (broken JSON at line {line}, column {column})").format(
                path=where, line=exc.lineno, column=exc.colno
            )
        ) from None
    except (ValueError, RecursionError):
        raise SourceError(
            _(
                "{path}: not a game record (its JSON nests too deep or has too long a number)"
            ).format(path=where)
        ) from None
    try:
        game = from_record(data)
    except RecordError as exc:
        raise SourceError(
            _("{path}: not a valid game record: {why}").format(path=where, why=exc)
        ) from None
    return Chosen(game, chosen, count)


def finished_hands(game: Game) -> list[int]:
    return [h.number for h in game.hands if h.result is not None]


def _one_value(text: str) -> bool:
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True
