"""``spades-tui`` itself: the play options (and the list of the other commands in --help), then
the app."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from spades_tui import __version__
from spades_tui.commands.options import (
    PROG,
    Parser,
    add_lang,
    add_rules,
    add_seed,
    filled,
    parse_rules,
    rule_text,
)
from spades_tui.i18n import _


def _command_list() -> str:
    commands = (
        ("simulate --help", _("headless games between computer players")),
        ("validate " + _("FILE"), _("check game records (save, export or simulate output)")),
        ("host --help", _("play a friend over the network: you host the game")),
        ("join " + _("ADDRESS") + " " + _("CODE"), _("join a friend's game (or a server's table)")),
        ("server --help", _("a headless server for many tables (and browsers)")),
        ("analyze " + _("FILE"), _("perfect-play review of a game's hands (see --help)")),
        ("replay " + _("FILE"), _("step through a recorded game, both hands face up")),
    )
    lead = f"  {PROG} "
    hang = " " * (len(lead) + 18)  # a long description goes on under itself
    return "\n".join(filled(text, f"{lead}{command:<18}", hang) for command, text in commands)


def play_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog=PROG,
        description=_(
            "Two-player Spades with a draft instead of a deal, in the terminal.\n\n"
            "The game is saved after every move. Started without --hotseat, --vs, --watch or\n"
            "--resume, spades-tui opens its home screen: continue an unfinished game, start a new\n"
            "one (which keeps the unfinished game in the history folder of the data folder), or\n"
            "change the settings. Settings live in settings.toml in $SPADES_TUI_CONFIG or the\n"
            "user config folder."
        ),
        epilog=_("other commands:")
        + "\n"
        + _command_list()
        + "\n\n"
        + _(
            "--lang, --data-dir and --ascii may come before a command's name as well as\n"
            "after it (spades-tui --lang hu analyze FILE), for each command that takes them."
        )
        + "\n\n"
        + rule_text(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument(
        "--hotseat",
        action="store_true",
        help=_("start a two-person game at once (pass the keyboard between turns)"),
    )
    mode.add_argument(
        "--vs",
        metavar=_("LEVEL"),
        help=_("start a game against the computer at once; LEVEL is random, easy, normal or hard"),
    )
    mode.add_argument(
        "--watch", metavar=_("LEVEL,LEVEL"), help=_("watch two computer players (e.g. normal,hard)")
    )
    mode.add_argument(
        "--resume",
        metavar=_("FILE"),
        help=_(
            "continue the game in a record file (it becomes the game in progress; the one "
            "it replaces is kept in the history folder)"
        ),
    )
    parser.add_argument(
        "--names",
        nargs=2,
        metavar=(_("FIRST"), _("SECOND")),
        help=_(
            "the two players' names (with --vs: yours, then the computer's; without a mode "
            "option: filled into the new-game form; left out, the names chosen in the settings)"
        ),
    )
    parser.add_argument(
        "--seat",
        type=int,
        choices=(1, 2),
        help=_("with --vs: play as player 1 (draws first in the first hand, the default) or 2"),
    )
    add_seed(parser)
    add_rules(parser)
    parser.add_argument(
        "--ascii",
        action="store_true",
        help=_("draw suits as S H D C, for terminals without Unicode suits (also a setting)"),
    )
    parser.add_argument(
        "--data-dir",
        metavar=_("DIR"),
        help=_("where games are saved (default: $SPADES_TUI_DATA or the user data folder)"),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"{PROG} {__version__}",
        help=_("show program's version number and exit"),
    )
    add_lang(parser)
    return parser


def run_play(argv: Sequence[str]) -> int:
    args = play_parser().parse_args(argv)
    rules = parse_rules(args.rule)
    from spades_tui.commands.launch import launch

    return launch(args, rules)
