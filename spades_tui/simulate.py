"""Headless games between computer players, written as JSON Lines game records."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TextIO

from spades_tui.core import Game, Rules
from spades_tui.core.game import PlayerInfo
from spades_tui.core.record import dumps
from spades_tui.i18n import LEVEL_SHOWN, _, level_word
from spades_tui.players import make_player
from spades_tui.session.match import ComputerAgent, Match
from spades_tui.workers import worker_pool


@dataclass(frozen=True)
class GameResult:
    line: str
    hands: int
    winner: int | None


def play_game(levels: Sequence[str], rules: Rules, seed: int, max_hands: int) -> Game:
    """One game between two computer levels; stops unfinished after ``max_hands`` hands."""
    agents = [ComputerAgent(make_player(level, seed * 2 + s)) for s, level in enumerate(levels)]
    # Named as the screens name the level ("easy", not "heuristic"), in English whatever the
    # language: the same arguments must always give the same records.
    info = tuple(
        PlayerInfo(f"{LEVEL_SHOWN.get(level, level)} ({seat + 1})", f"ai:{level}")
        for seat, level in enumerate(levels)
    )
    game = Game(rules=rules, seed=seed, players=(info[0], info[1]))
    return Match(game, (agents[0], agents[1])).play_sync(max_hands)


Job = tuple[tuple[str, ...], Rules, int, int, bool]


def _run_one(job: Job) -> GameResult:
    levels, rules, seed, max_hands, keep_record = job
    game = play_game(levels, rules, seed, max_hands)
    scored = sum(1 for h in game.hands if h.result is not None)
    # Without an output file the record is not needed: making it would cost a tenth of a game.
    return GameResult(dumps(game) if keep_record else "", scored, game.winner)


def game_seeds(seed: int, games: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.getrandbits(31) for _ in range(games)]


def simulate(
    levels: Sequence[str],
    rules: Rules,
    games: int,
    seed: int,
    max_hands: int,
    jobs: int = 1,
    keep_records: bool = True,
) -> Iterator[GameResult]:
    """Results in game order; the same arguments always give the same records.

    With ``keep_records`` false, results carry an empty ``line`` (no record is made)."""
    work = [(tuple(levels), rules, s, max_hands, keep_records) for s in game_seeds(seed, games)]
    jobs = min(jobs, len(work))  # a worker without a game would only cost its start
    if jobs <= 1:
        yield from map(_run_one, work)
        return
    with worker_pool(jobs) as pool:
        # Small chunks keep both workers busy to the end, and each game is written as soon as
        # it is played: with chunks of a thousand games, a file stood empty for minutes (and
        # stayed so after Ctrl-C). A task costs far less than a game.
        chunk = max(1, min(4, len(work) // (jobs * 16)))
        yield from pool.imap(_run_one, work, chunksize=chunk)


def run(
    levels: Sequence[str],
    rules: Rules,
    games: int,
    seed: int,
    max_hands: int,
    out: TextIO | None,
    report: TextIO,
    jobs: int = 1,
    progress: TextIO | None = None,
) -> bool:
    """Play and write the games, then say how they went; False when Ctrl-C stopped them
    (the games finished by then are written and counted). ``progress``: where to keep a
    count of the games done while they run (a terminal)."""
    start = last_said = time.perf_counter()
    hands = unfinished = done = 0
    wins = [0, 0]
    try:
        for result in simulate(levels, rules, games, seed, max_hands, jobs, out is not None):
            if out is not None:
                out.write(result.line + "\n")
            done += 1
            hands += result.hands
            if result.winner is None:
                unfinished += 1
            else:
                wins[result.winner] += 1
            if progress is not None and time.perf_counter() - last_said >= 1:
                last_said = time.perf_counter()
                progress.write("\r" + _("{done} of {games} games").format(done=done, games=games))
                progress.flush()
        stopped = False
    except KeyboardInterrupt:
        stopped = True
    if progress is not None and last_said > start:
        progress.write("\n")
    seconds = time.perf_counter() - start
    if stopped:
        line = _("stopped by Ctrl-C after {done} of {games} games; those are counted below")
        report.write(line.format(done=done, games=games) + "\n")
    # In the language in use, as the command's errors are; the figures stay as printed.
    line = _("games: {games} (seed {seed}), hands: {hands}")
    report.write(line.format(games=done, seed=seed, hands=hands) + "\n")
    for seat in (0, 1):
        share = f"{wins[seat] / done if done else 0.0:.1%}"
        line = _("seat {seat} {level}: {wins} wins ({share})")
        level = level_word(levels[seat])
        report.write(line.format(seat=seat, level=level, wins=wins[seat], share=share) + "\n")
    if unfinished:
        line = _("unfinished at the {cap}-hand cap: {count}")
        report.write(line.format(cap=max_hands, count=unfinished) + "\n")
    per_second = hands / seconds if seconds else 0.0
    # A slow level plays under one hand a second: a whole number would say 0.
    rate = f"{per_second:,.0f}" if per_second >= 10 else f"{per_second:.2f}"
    line = _("time: {seconds} s, {rate} hands/s")
    report.write(line.format(seconds=f"{seconds:.2f}", rate=rate) + "\n")
    return not stopped
