"""Check the play options, then start the Textual app.

Everything that can be wrong with the command line is found here, before Textual starts, so
the player gets one clear line on stderr (exit 2) instead of a screen that flashes and dies.
"""

from __future__ import annotations

import argparse
import sys

from spades_tui.commands.errors import UsageError
from spades_tui.core.rules import Rules
from spades_tui.i18n import LEVEL_SHOWN, _, level_choices, level_word
from spades_tui.names import EMPTY, MAX_NAME, TOO_LONG, UNSHOWN, name_problem, tidy
from spades_tui.shown import shown
from spades_tui.ui.short_name import short_name


def _fail(message: str) -> int:
    raise UsageError(message)


def _say(message: str) -> None:
    """A line for the person before the game takes the screen; it stays above it after."""
    print(f"spades-tui: {message}", file=sys.stderr)


def level_named(word: str) -> str | None:
    """The computer level a command line names: its name in the settings file, the English
    name it is shown under (``easy`` for ``heuristic``) or its name in the language in use
    (``erős`` for ``hard``), in any case; None if none of them."""
    from spades_tui.players import LEVELS

    wanted = word.strip().casefold()
    for level in LEVELS:
        if wanted in (level, LEVEL_SHOWN.get(level, level), level_word(level).casefold()):
            return level
    return None


def check_options(args: argparse.Namespace) -> None:

    if args.vs is not None:
        level = level_named(args.vs)
        if level is None:
            _fail(
                _("unknown level {level!r} for --vs; choose from {levels}").format(
                    level=args.vs, levels=level_choices()
                )
            )
        args.vs = level
    if args.watch is not None:
        levels = [x.strip() for x in args.watch.split(",")]
        if len(levels) != 2:
            _fail(
                _("--watch expects two levels like normal,hard, got {text!r}").format(
                    text=args.watch
                )
            )
        named = [level_named(level) for level in levels]
        for level, found in zip(levels, named, strict=True):
            if found is None:
                _fail(
                    _("unknown level {level!r} in --watch; choose from {levels}").format(
                        level=level, levels=level_choices()
                    )
                )
        args.watch = ",".join(named)
    if args.seat is not None and args.vs is None:
        _fail(_("--seat chooses your seat against the computer: use it with --vs"))
    if args.names is not None:
        args.names = [tidy(name) for name in args.names]
        for name in args.names:
            problem = name_problem(name)
            if problem == EMPTY:
                _fail(_("--names: a player's name cannot be empty"))
            # Repeated in part: a whole name of a thousand characters would fill the screen.
            shortened = short_name(name, MAX_NAME, ascii_only=args.ascii)
            if problem == UNSHOWN:
                _fail(
                    _("--names: {name!r} has a character that cannot be shown").format(
                        name=shortened
                    )
                )
            if problem == TOO_LONG:
                _fail(_("--names: {name!r} is longer than 20 characters").format(name=shortened))
    if args.resume is not None:
        from spades_tui.storage import SaveError, load_file

        try:
            args.resumed_game = load_file(args.resume)
        except SaveError as exc:
            _fail(str(exc))
        if args.resumed_game.winner is not None:
            _fail(
                _("{file} holds a finished game; there is nothing to resume").format(
                    file=shown(args.resume)
                )
            )
    from spades_tui.storage import SaveError, Storage

    # A data folder that cannot hold saves, or that another running copy is saving into, is
    # refused here rather than found out mid-game. The lock is held until the process ends.
    try:
        args.data_lock = Storage.from_options(args.data_dir).lock(tell=_say)
    except SaveError as exc:
        _fail(str(exc))


def launch(args: argparse.Namespace, rules: Rules) -> int:
    check_options(args)
    if not sys.stdout.isatty() or not sys.stdin.isatty():
        _fail(_("the game needs a terminal; for games without one, see 'spades-tui simulate'"))
    from spades_tui.ui.startup import run_app

    return run_app(args, rules)
