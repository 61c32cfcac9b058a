"""Statistics over the history: one row per opponent, from the person's side of the table.

Against the computer the row is the computer's level and the figures are the person's. In
hot-seat both players are people, so each person's name gets a row with their own figures.
A network game hosted or joined here counts for the player at this keyboard only, with a
row for each friend played. Games between two computer players (watched) say nothing about
a person and are left out.
Games left unfinished are counted apart and add nothing else, as a game not played out would
make every rate mean less. Games finished with take-backs are counted in full, in a row of
their own beside the opponent's row (``Tally.take_backs``), so that the other figures stay
those of games played straight through and no finished game is lost from the statistics.
Practice games ("play it again": a hand dealt again) have a row of their own in the same way,
finished or left (``Tally.practice``), whether or not they had take-backs.
Pure: no UI imports.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime

from spades_tui.history import (
    ABANDONED,
    AI_PREFIX,
    FINISHED,
    HUMAN_KIND,
    NETWORK,
    HistoryEntry,
)


@dataclass
class GameMark:
    """A game's margin (own final score minus the other's) and where to find it."""

    margin: int
    score: tuple[int, int]  # own, other
    entry: HistoryEntry


@dataclass
class Tally:
    label: str  # the row's key, in English: "vs LEVEL", "NAME (hot-seat)" or "vs NAME (network)"
    level: str = ""  # the computer's level; empty in hot-seat, where ``person`` is the row
    person: str = ""  # in a network game's row, the friend played
    network: bool = False
    take_backs: bool = False  # the row of the games finished with take-backs
    practice: bool = False  # the row of the practice games
    games: int = 0  # finished games
    wins: int = 0
    abandoned: int = 0
    hands: int = 0
    points: int = 0  # the change of score over the hands, bag penalties included
    bids: int = 0  # bids of one trick or more
    bids_made: int = 0
    nils: int = 0
    nils_made: int = 0
    double_nils: int = 0
    double_nils_made: int = 0
    bags: int = 0
    best: GameMark | None = None
    worst: GameMark | None = None

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    @property
    def points_per_hand(self) -> float | None:
        return self.points / self.hands if self.hands else None

    @property
    def bids_made_rate(self) -> float | None:
        return self.bids_made / self.bids if self.bids else None

    @property
    def bags_per_hand(self) -> float | None:
        return self.bags / self.hands if self.hands else None

    def add_game(self, entry: HistoryEntry, seat: int) -> None:
        game = entry.game
        assert game is not None
        if entry.status == ABANDONED:
            self.abandoned += 1
            return
        self.games += 1
        self.wins += game.winner == seat
        previous = 0
        for hand in game.hands:
            if hand.result is None:
                continue
            mine = hand.result[seat]
            self.hands += 1
            self.points += mine.score - previous
            previous = mine.score
            self.bags += mine.bags_added
            made = mine.tricks == 0
            if mine.double_nil:
                self.double_nils += 1
                self.double_nils_made += made
            elif mine.bid == 0:
                self.nils += 1
                self.nils_made += made
            else:
                self.bids += 1
                self.bids_made += mine.tricks >= mine.bid
        own, other = game.scores[seat], game.scores[1 - seat]
        mark = GameMark(own - other, (own, other), entry)
        if self.best is None or mark.margin > self.best.margin:
            self.best = mark
        if self.worst is None or mark.margin < self.worst.margin:
            self.worst = mark


@dataclass
class Statistics:
    """Rows in the order first met (newest game first), for all time and this session."""

    all_time: list[Tally] = field(default_factory=list)
    session: list[Tally] = field(default_factory=list)


def sides(entry: HistoryEntry) -> Iterator[tuple[str, int, str]]:
    """(row label, seat whose figures count, computer level or "") for each person."""
    if entry.game is None:
        return
    if entry.mode == NETWORK:
        # Only this player's side: the friend's is the friend's own to count.
        yield (f"vs {entry.names[1 - entry.seat]} (network)", entry.seat, "")
        return
    kinds = entry.kinds
    for seat in (0, 1):
        if kinds[seat] != HUMAN_KIND:
            continue
        other = kinds[1 - seat]
        if other == HUMAN_KIND:
            yield (f"{entry.names[seat]} (hot-seat)", seat, "")
        else:
            level = other.removeprefix(AI_PREFIX)
            yield (f"vs {level}", seat, level)


TAKE_BACKS = " (take-backs)"  # the label of an opponent's row of games with take-backs
PRACTICE = " (practice)"  # the label of an opponent's row of practice games


def is_practice(entry: HistoryEntry) -> bool:
    return entry.game is not None and entry.game.practice is not None


def tally(entries: Iterable[HistoryEntry]) -> list[Tally]:
    """One row per opponent in the order first met, each followed by its row of games
    with take-backs (finished or left) and its row of practice games when there are any."""
    rows: dict[str, list[Tally]] = {}  # an opponent's label: its rows, plain one first
    for entry in entries:
        if entry.status not in (FINISHED, ABANDONED):
            continue  # unreadable, or still being played
        game = entry.game
        practice = is_practice(entry)
        # A game with take-backs is apart whether it was finished or left: a left game that
        # was played with undo would make the plain row's record look played without it.
        apart = not practice and game is not None and bool(game.take_backs)
        suffix = PRACTICE if practice else TAKE_BACKS if apart else ""
        network = entry.mode == NETWORK
        for label, seat, level in sides(entry):
            person = "" if level else entry.names[1 - seat if network else seat]
            group = rows.setdefault(label, [])
            row = next((t for t in group if (t.take_backs, t.practice) == (apart, practice)), None)
            if row is None:
                row = Tally(label + suffix, level, person, network, apart, practice)
                group.append(row)
                group.sort(key=lambda t: (t.practice, t.take_backs))
            row.add_game(entry, seat)
    return [row for group in rows.values() for row in group]


def statistics(entries: list[HistoryEntry], session_start: datetime) -> Statistics:
    """All time, and this session: games filed away since ``session_start``."""
    recent = [e for e in entries if e.when is not None and e.when >= session_start]
    return Statistics(tally(entries), tally(recent))


def win_rate_over_time(entries: Iterable[HistoryEntry]) -> list[tuple[datetime, float]]:
    """The person's win rate against the computer over the finished games, after each one."""
    finished = sorted(
        (
            e
            for e in entries
            if e.status == FINISHED
            and e.when is not None
            and not (e.game and e.game.take_backs)
            and not is_practice(e)
        ),
        key=lambda e: e.when or datetime.min,
    )
    points = []
    games = wins = 0
    for entry in finished:
        for _label, seat, level in sides(entry):
            if not level:
                continue  # in hot-seat one person's win is the other's loss
            games += 1
            wins += entry.game is not None and entry.game.winner == seat
            assert entry.when is not None
            points.append((entry.when, wins / games))
    return points
