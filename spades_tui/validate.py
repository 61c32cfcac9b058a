"""``spades-tui validate``: what a record must be to pass.

Every reader replays a record through the rules (``record_file``). ``validate`` promises more:
a record that passes is one spades-tui could have written. Its players are of the kinds the
game has (a person, or one of the computer levels), and when it names a seed, its stocks and
exchange draws are the ones that seed gives; when it holds a network game's shuffle
commitments, each opens with its hand's stock. Play, replay and review do not ask that much, so
a record with stocks set by hand, or a level of a newer version, still opens there.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TextIO

from spades_tui.core.errors import RecordError
from spades_tui.core.fair import unproved_hand
from spades_tui.core.game import Game
from spades_tui.core.seeded import check_seeded
from spades_tui.i18n import _
from spades_tui.names import MAX_NAME, name_fault
from spades_tui.record_file import RecordFileError, read_records
from spades_tui.shown import shown

HUMAN_KIND = "human"


def known_kinds() -> tuple[str, ...]:
    from spades_tui.players import LEVELS

    return (HUMAN_KIND, *(f"ai:{level}" for level in LEVELS))


def beyond_the_rules(game: Game) -> str | None:
    """Why spades-tui could not have written this game's record, in English; None if it could."""
    kinds = known_kinds()
    for seat, player in enumerate(game.players):
        fault = name_fault(player.name)
        if fault is not None:  # replay and --resume refuse such a name, the screens show none
            # A name of thousands of characters is quoted by its start, to keep one line.
            quoted = shown(player.name)
            if len(quoted) > MAX_NAME:
                quoted = quoted[:MAX_NAME] + "…"
            return f"players[{seat}].name: {quoted!r} {fault}"
        if player.kind not in kinds:
            return (
                f"players[{seat}].kind: {player.kind!r} is not a kind of player; "
                f"known: {', '.join(kinds)}"
            )
    try:
        check_seeded(game)
    except RecordError as exc:
        return str(exc)
    # A network game's record holds the commitment sent before each hand: each must open.
    return unproved_hand([(h.number, h.stock) for h in game.hands], game.shuffle_proofs)


def validate(paths: Iterable[str], errors: TextIO) -> tuple[int, int]:
    """Check every record of every file; each problem is one line on ``errors``.

    Returns how many records passed and how many did not (a file that cannot be read at all,
    or the rest of one, counts as one that did not).
    """
    good = bad = 0
    for path in paths:
        try:
            for found in read_records(path, stdin=True):
                problem = found.problem
                if found.game is not None and (why := beyond_the_rules(found.game)):
                    words = _("{path}: not a valid game record: {why}")
                    problem = words.format(path=found.where, why=shown(why))
                if problem:
                    print(problem, file=errors)
                    bad += 1
                else:
                    good += 1
        except RecordFileError as exc:
            print(exc, file=errors)
            bad += 1
    return good, bad
