"""The list of past games: every record in the history folder, and the game in progress.

The network games this player hosted are listed too: their records are kept with the hosted
tables (``Storage.hosted_root``), and the host, who holds every card, can review them. So are
the finished network games this player joined, as the server sent them at the end
(``Storage.joined_folder``), each with the seat this player had.

Pure: reads files, imports nothing from the UI. A record that cannot be read becomes an
entry that says why, so one broken file never hides the others or stops the list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from spades_tui.core.game import Game
from spades_tui.i18n import _
from spades_tui.shown import shown
from spades_tui.storage import TABLES, SaveError, Storage, load_file

HUMAN_KIND = "human"
AI_PREFIX = "ai:"

# Files filed away by Storage are named "YYYYmmdd-HHMMSS-label.json", stamped when filed.
_STAMP = re.compile(r"^(\d{8}-\d{6})-(finished|unfinished)")

FINISHED = "finished"
ABANDONED = "abandoned"
IN_PROGRESS = "in progress"
UNREADABLE = "unreadable"
NETWORK = "network"


@dataclass(frozen=True)
class HistoryEntry:
    """One file of the history: the game in it, or why it could not be read."""

    path: Path
    when: datetime | None  # when the game was filed away (or last saved, for the current one)
    status: str  # FINISHED, ABANDONED, IN_PROGRESS or UNREADABLE
    game: Game | None = None
    problem: str = ""  # for an unreadable file, what is wrong with it
    seat: int = 0  # in a network game, this player's seat (a host sits first)

    @property
    def names(self) -> tuple[str, str]:
        if self.game is None:
            return ("?", "?")
        return (self.game.players[0].name, self.game.players[1].name)

    @property
    def kinds(self) -> tuple[str, str]:
        if self.game is None:
            return ("?", "?")
        return (self.game.players[0].kind, self.game.players[1].kind)

    @property
    def network(self) -> bool:
        """Played over the network: only such a game's record proves its shuffles."""
        return self.game is not None and bool(self.game.shuffle_proofs)

    @property
    def own_seat(self) -> int | None:
        """The seat of the player at this keyboard: the one person against the computer, this
        player's seat in a network game; None in hot-seat or a watched game, where no one
        seat is theirs."""
        if self.game is None:
            return None
        if self.network:
            return self.seat  # a host's first, a guest's as it joined
        people = [s for s in (0, 1) if self.kinds[s] == HUMAN_KIND]
        return people[0] if len(people) == 1 else None

    @property
    def mode(self) -> str:
        """ "hot-seat", "vs LEVEL", "watch" or "network" (two people on two machines)."""
        mode = mode_of(self.kinds)
        return NETWORK if mode == "hot-seat" and self.network else mode

    @property
    def hands(self) -> int:
        """Hands scored; a hand cut short by abandoning the game is not counted."""
        if self.game is None:
            return 0
        return sum(1 for h in self.game.hands if h.result is not None)

    @property
    def scores(self) -> tuple[int, int]:
        if self.game is None:
            return (0, 0)
        return (self.game.scores[0], self.game.scores[1])

    @property
    def result(self) -> str:
        """ "Kim won 512 to 388", or how an unfinished game stood ("60 to -80" reads well)."""
        if self.game is None:
            return self.problem
        a, b = self.scores
        if self.game.winner is not None:
            winner = self.game.winner
            high, low = (a, b) if winner == 0 else (b, a)
            return f"{self.names[winner]} won {high} to {low}"
        return f"{self.status} at {a} to {b}"


def mode_of(kinds: tuple[str, str]) -> str:
    people = [k == HUMAN_KIND for k in kinds]
    if all(people):
        return "hot-seat"
    if not any(people):
        return "watch"
    computer = kinds[people.index(False)]
    return "vs " + computer.removeprefix(AI_PREFIX)


def read_history(storage: Storage) -> list[HistoryEntry]:
    """Every game on file, newest first; the games in progress (if any) at the top."""
    entries = []
    hosted = storage.hosted_root / TABLES
    filed = [(p, 0) for p in _records_in(storage.history_dir)]
    filed += [(p, 0) for p in _records_in(hosted, "*/history/*.json")]
    filed += [(p, seat) for seat in (0, 1) for p in _records_in(storage.joined_folder(seat))]
    for path, seat in filed:
        match = _STAMP.match(path.name)
        label = match.group(2) if match else ""
        status = FINISHED if label == "finished" else ABANDONED
        when = _stamp_time(match.group(1) if match else None)
        entries.append(read_entry(path, status, when, seat))
    # The practice game in progress too: it is saved apart, and would otherwise show nowhere.
    for current in (storage.current_path, storage.practice_path):
        if current.is_file():
            entries.append(read_entry(current, IN_PROGRESS, None))
    entries.sort(key=_newest_first)
    return entries


def _records_in(folder: Path, pattern: str = "*.json") -> list[Path]:
    try:
        return sorted(p for p in folder.glob(pattern) if p.is_file())
    except OSError:
        return []  # no such folder yet, or one that cannot be listed: nothing to show


def read_entry(path: Path, status: str, when: datetime | None, seat: int = 0) -> HistoryEntry:
    """One file as an entry; its modification time stands in for a missing stamp.
    ``seat``: this player's, in a network game."""
    if when is None:
        try:
            when = datetime.fromtimestamp(path.stat().st_mtime)
        except OSError:
            when = None
    try:
        game = load_file(path)
    except SaveError as exc:
        return HistoryEntry(path, when, UNREADABLE, problem=str(exc), seat=seat)
    except Exception as exc:  # a record reader bug must not take the whole list down
        why = _("{path} could not be read: {why}").format(path=shown(path), why=shown(exc))
        return HistoryEntry(path, when, UNREADABLE, problem=why, seat=seat)
    if game.winner is not None:
        status = FINISHED  # a game filed under another label that did end is finished
    elif status == FINISHED:
        status = ABANDONED  # named finished but never ended: count it as not played out
    return HistoryEntry(path, when, status, game, seat=seat)


def _stamp_time(stamp: str | None) -> datetime | None:
    if stamp is None:
        return None
    try:
        return datetime.strptime(stamp, "%Y%m%d-%H%M%S")
    except ValueError:
        return None


def _newest_first(entry: HistoryEntry) -> tuple[int, float, str]:
    in_progress = 0 if entry.status == IN_PROGRESS else 1
    moment = -entry.when.timestamp() if entry.when is not None else 0.0
    return (in_progress, moment, entry.path.name)
