"""``spades-tui replay``: step through a recorded game on the table, both hands face up."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from spades_tui.commands.options import (
    PROG,
    Parser,
    add_lang,
    positive,
)
from spades_tui.i18n import _


def replay_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog=f"{PROG} replay",
        description=_(
            "Step through a recorded game on the table with both hands face up: "
            "Left/Right one decision, Up/Down one hand, Home/End the start and the end, "
            "s the scores so far, Escape to leave. FILE is a save, an export, or JSON Lines of "
            "several games (simulate output)."
        ),
    )
    parser.add_argument(
        "file", metavar=_("FILE"), help=_("a record file: a save, an export or simulate output")
    )
    parser.add_argument(
        "--game",
        type=positive,
        metavar="N",
        help=_("which game of a JSON Lines file (from 1, blank lines not counted); default 1"),
    )
    parser.add_argument("--ascii", action="store_true", help=_("draw suits as S H D C"))
    add_lang(parser)
    return parser


def run_replay(argv: Sequence[str]) -> int:
    from spades_tui.record_file import RecordFileError, read_chosen

    args = replay_parser().parse_args(argv)
    try:
        chosen = read_chosen(args.file, args.game)
    except RecordFileError as exc:
        print(f"{PROG} replay: {exc}", file=sys.stderr)
        return 1
    from spades_tui.ui.setup import SetupError, check_shown_names

    try:
        check_shown_names(chosen.game)
    except SetupError as exc:
        print(f"{PROG} replay: {exc}", file=sys.stderr)
        return 1
    from spades_tui.replay import Replay

    # A game still being played (a copy of the save) is replayed to the end of its last
    # finished hand, as History does: the hand in progress holds cards a player has not seen.
    if not Replay(chosen.game, finished_hands_only=True).moments:
        words = _("No hand of this game is over yet: a hand is replayed once it ends.")
        print(f"{PROG} replay: {words}", file=sys.stderr)
        return 1
    if not sys.stdout.isatty() or not sys.stdin.isatty():
        # Without a terminal the table's drawing went into the output and the app waited
        # for keys that could never come.
        words = _("replay needs a terminal; for the game in words see 'spades-tui analyze'")
        print(f"{PROG} replay: {words}", file=sys.stderr)
        return 2
    from spades_tui.ui import lifeline
    from spades_tui.ui.app import replay_app

    app = replay_app(chosen.game, args.ascii)
    app.handle_signals = True
    return lifeline.run_to_the_end(app)
