"""``spades-tui analyze``: the perfect-play review of a recorded game's hands, as text or JSON."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from spades_tui.commands.options import (
    PROG,
    Parser,
    add_jobs,
    add_lang,
    positive,
)
from spades_tui.i18n import _
from spades_tui.shown import shown


def analyze_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog=f"{PROG} analyze",
        description=_(
            "Review finished hands of a game with both hands face up: for every "
            "card played, what each card the player could have played was worth under perfect "
            "play (tricks, and points given both bids), what the hard computer level would have "
            "played knowing only what the player knew, what each draft choice was worth, and what "
            "every bid from nil to 13 would have scored on average, judged from what the bidder "
            "knew. "
            "FILE is a save, an export, or JSON Lines of several games (simulate output)."
        ),
        epilog=_(
            "Reviewing a hand takes a few seconds. The method is described in docs/analysis.md "
            "of spades-tui's source."
        ),
    )
    parser.add_argument("file", metavar=_("FILE"), help=_("a record file; - reads standard input"))
    parser.add_argument(
        "--hand",
        type=positive,
        metavar="N",
        help=_("review only hand N (from 1); default: every finished hand"),
    )
    parser.add_argument(
        "--game",
        type=positive,
        metavar="N",
        help=_("which game of a JSON Lines file (from 1, blank lines not counted); default 1"),
    )
    parser.add_argument(
        "--format", choices=("text", "json"), default="text", help=_("output format (text)")
    )
    parser.add_argument(
        "--no-hard",
        action="store_true",
        help=_("leave out the hard level's choices (about half the time)"),
    )
    parser.add_argument(
        "--no-draft",
        action="store_true",
        help=_("leave out what each draft choice was worth (often the larger part of the time)"),
    )
    parser.add_argument(
        "--no-bids",
        action="store_true",
        help=_("leave out the grading of the bids"),
    )
    parser.add_argument(
        "--ascii", action="store_true", help=_("write suits as S H D C in the text format")
    )
    add_jobs(
        parser,
        _(
            "worker processes, each reviewing a hand (default: the number of cores, {cores} "
            "here); the output does not depend on it"
        ),
    )
    add_lang(parser)
    return parser


def run_analyze(argv: Sequence[str]) -> int:
    import json

    from spades_tui.analysis.source import finished_hands
    from spades_tui.analysis.whole_game import review_hands
    from spades_tui.record_file import RecordFileError, read_chosen
    from spades_tui.ui.review_words import review_text

    args = analyze_parser().parse_args(argv)
    try:
        chosen = read_chosen(args.file, args.game, stdin=True)
    except RecordFileError as exc:
        print(f"{PROG} analyze: {exc}", file=sys.stderr)
        return 1
    game = chosen.game
    if chosen.count > 1 and args.game is None:
        note = _("{file} holds {count} games; reviewing game 1 (choose with --game N)")
        print(note.format(file=shown(args.file), count=chosen.count), file=sys.stderr)
    done = finished_hands(game)
    if args.hand is not None:
        if args.hand not in done:
            if args.hand <= len(game.hands):
                state = _("hand {number} is not finished; finished hands: {hands}")
            else:
                state = _("hand {number} was not played; finished hands: {hands}")
            hands = _("1 to {last}").format(last=len(done)) if done else _("none")
            words = state.format(number=args.hand, hands=hands)
            print(f"{PROG} analyze: {words}", file=sys.stderr)
            return 1
        done = [args.hand]
    if not done:
        words = _("the game has no finished hand to review yet")
        print(f"{PROG} analyze: {words}", file=sys.stderr)
        return 1
    show = sys.stderr.isatty()

    def progress(number: int, done: float) -> None:
        if show:
            words = _("hand {number}: {done}").format(number=number, done=f"{done:4.0%}")
            print(f"\r{words}", end="", file=sys.stderr, flush=True)

    reviews = review_hands(
        game,
        done,
        args.jobs,
        ask_hard=not args.no_hard,
        what_ifs=not args.no_draft,
        grade=not args.no_bids,
        progress=progress,
    )
    if show:
        print("\r" + " " * 20 + "\r", end="", file=sys.stderr, flush=True)
    if args.format == "json":
        out = {
            "game": chosen.number,
            "players": [{"name": p.name, "kind": p.kind} for p in game.players],
            "hands": [r.to_dict() for r in reviews],
        }
        print(json.dumps(out, ensure_ascii=False, indent=1))
    else:
        print("\n\n".join(review_text(r, ascii_only=args.ascii) for r in reviews))
    return 0
