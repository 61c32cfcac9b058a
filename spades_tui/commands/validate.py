"""``spades-tui validate``: check game records; one line for each problem."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from spades_tui.commands.options import (
    PROG,
    Parser,
    add_lang,
)
from spades_tui.i18n import _


def validate_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog=f"{PROG} validate",
        description=_(
            "Check game records by replaying every decision through the "
            "rules, and that each is one spades-tui could have written: its players of known "
            "kinds and, when it has a seed, its stocks and exchange draws the seed's own. A file "
            "may hold one record, or one per line (JSON Lines)."
        ),
    )
    parser.add_argument(
        "files", nargs="+", metavar=_("FILE"), help=_("a record file; - reads standard input")
    )
    add_lang(parser)
    return parser


def run_validate(argv: Sequence[str]) -> int:
    from spades_tui.validate import validate

    args = validate_parser().parse_args(argv)
    good, bad = validate(args.files, sys.stderr)
    print(_("{good} valid, {bad} invalid").format(good=good, bad=bad))
    return 0 if bad == 0 else 1
