"""``spades-tui simulate``: headless games between computer players, as JSON Lines."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from spades_tui.commands.errors import UsageError
from spades_tui.commands.options import (
    PROG,
    Parser,
    add_jobs,
    add_lang,
    add_rules,
    add_seed,
    parse_rules,
    positive,
    rule_text,
)
from spades_tui.i18n import _, level_choices, os_reason
from spades_tui.shown import shown


def simulate_parser() -> argparse.ArgumentParser:

    parser = Parser(
        prog=f"{PROG} simulate",
        description=_(
            "Play games between computer players without a screen and write one game "
            "record per line (JSON Lines)."
        ),
        epilog=rule_text(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--games", type=positive, default=100, metavar=_("GAMES"), help=_("games to play (100)")
    )
    parser.add_argument(
        "--players",
        # Two easy players finish a game in a few dozen hands; random ones never reach the
        # target, so every game of a default run stopped at the cap.
        default="easy,easy",
        metavar=_("LEVEL,LEVEL"),
        help=_("levels of seat 0 and seat 1 ({levels}); default easy,easy").format(
            levels=level_choices()
        ),
    )
    add_seed(parser)
    add_rules(parser)
    parser.add_argument(
        "--out",
        default="-",
        metavar=_("FILE"),
        help=_("write the records here; '-' (default) writes none, only the summary"),
    )
    parser.add_argument(
        "--max-hands",
        type=positive,
        metavar=_("MAX_HANDS"),
        default=100,
        help=_("stop a game unfinished after this many hands (100)"),
    )
    add_jobs(
        parser,
        _(
            "worker processes (default: the number of cores, {cores} here); the output "
            "does not depend on it"
        ),
    )
    add_lang(parser)
    return parser


def run_simulate(argv: Sequence[str]) -> int:
    from spades_tui import simulate

    args = simulate_parser().parse_args(argv)
    levels = [p.strip() for p in args.players.split(",")]
    if len(levels) != 2:
        words = _("--players expects two levels like easy,hard, got {value}")
        raise UsageError(words.format(value=repr(args.players)))
    from spades_tui.commands.launch import level_named

    named = [level_named(level) for level in levels]
    for level, found in zip(levels, named, strict=True):
        if found is None:
            raise UsageError(
                _("unknown level {level} in --players; choose from {levels}").format(
                    level=repr(level), levels=level_choices()
                )
            )
    levels = [level for level in named if level is not None]
    rules = parse_rules(args.rule)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big") >> 1
    if not args.out.strip():
        raise UsageError(_("no file was named: the file name is empty"))
    progress = sys.stderr if sys.stderr.isatty() else None
    if args.out == "-":
        finished = simulate.run(
            levels, rules, args.games, seed, args.max_hands, None, sys.stdout, args.jobs, progress
        )
        return 0 if finished else 130
    try:
        out = open(args.out, "w", encoding="utf-8")  # noqa: SIM115 - closed below
    except OSError as exc:
        words = _("cannot write {path}: {why}").format(path=shown(args.out), why=os_reason(exc))
        raise UsageError(words) from None
    with out:
        finished = simulate.run(
            levels, rules, args.games, seed, args.max_hands, out, sys.stdout, args.jobs, progress
        )
    return 0 if finished else 130
