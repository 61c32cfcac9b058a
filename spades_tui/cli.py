"""The command line: ``spades-tui`` plays; its subcommands are in ``spades_tui.commands``.

Which command is meant, and the language, are settled here before any parser is built (their
help is written when they are built); every ``UsageError`` ends as one line and exit status 2.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from spades_tui.commands.errors import UsageError
from spades_tui.commands.options import PROG, use_language
from spades_tui.i18n import _
from spades_tui.shown import shown

NETWORK = ("host", "join", "server")
COMMANDS = ("simulate", "validate", "analyze", "replay", *NETWORK)


# Options a person may give before a command's name as well as after it, with whether each
# takes a value. Each command takes those it has a use for (see its --help); the others are
# refused by that command's parser, in its own words.
GLOBAL_OPTIONS = {"--lang": True, "--data-dir": True, "--ascii": False}


def split_command(argv: Sequence[str]) -> tuple[str, list[str]]:
    """The command named (``""`` to play) and its arguments.

    Global options written before the command's name (``--lang hu analyze FILE``) are handed
    to the command as if written last, where its own parser reads them; last, so that a
    command that has no use for one names it whole rather than taking its value for one of
    its own arguments.
    """
    argv = list(argv)
    i = 0
    while i < len(argv):
        name, equals, _value = argv[i].partition("=")
        if name not in GLOBAL_OPTIONS:
            break
        i += 2 if GLOBAL_OPTIONS[name] and not equals else 1
    if i < len(argv) and argv[i] in COMMANDS:
        return argv[i], argv[i + 1 :] + argv[:i]
    if i < len(argv) and not argv[i].startswith("-"):
        # Playing takes no word of its own: a word here was meant as a command.
        words = _("unknown command {name!r}; the commands are {commands} (see --help)")
        raise UsageError(words.format(name=argv[i], commands=", ".join(COMMANDS)))
    return "", argv


def run(command: str, argv: list[str]) -> int:
    """Run one command. Only its own module is imported, so starting to play loads none of
    the others (nor the network, the analysis or the simulator)."""
    if command == "simulate":
        from spades_tui.commands.simulate import run_simulate

        return run_simulate(argv)
    if command == "validate":
        from spades_tui.commands.validate import run_validate

        return run_validate(argv)
    if command == "analyze":
        from spades_tui.commands.analyze import run_analyze

        return run_analyze(argv)
    if command == "replay":
        from spades_tui.commands.replay import run_replay

        return run_replay(argv)
    if command == "server":
        from spades_tui.commands.server import run_server_command

        return run_server_command(argv)
    if command in NETWORK:
        from spades_tui.commands.network import run_network

        return run_network(command, argv)
    from spades_tui.commands.play import run_play

    return run_play(argv)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    use_language(argv)
    command = ""
    try:
        command, argv = split_command(argv)
        return run(command, argv)
    except UsageError as exc:
        name = f"{PROG} {command}" if command else PROG
        # Shown escaped: argparse repeats unknown arguments as typed, escape codes and all.
        words = _("{name}: error: {message}").format(name=name, message=shown(exc))
        print(words, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (``analyze ... | head``): what is left has nowhere to go. Point
        # stdout at nothing so the interpreter's last flush does not fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141  # as a shell reports a program ended by SIGPIPE


if __name__ == "__main__":
    sys.exit(main())
