"""Command line: play (the default), ``simulate``, ``validate`` and ``analyze``.

Textual is imported only when the game itself starts, so the headless commands start fast and
run where no terminal is attached.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from spades_tui import __version__, i18n
from spades_tui.core.errors import RulesError
from spades_tui.core.rules import Rules
from spades_tui.i18n import N_, _, os_reason
from spades_tui.shown import shown

PROG = "spades-tui"


class UsageError(Exception):
    """Bad command-line input; shown as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


# argparse's own words, looked up in our catalog once the language is known (see use_language).
ARGPARSE_WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("expected one argument"),
    N_("expected %s arguments"),
    N_("not allowed with argument %s"),
    N_("invalid %(type)s value: %(value)r"),
)


def use_language(argv: Sequence[str]) -> None:
    """Speak the language of --lang, else the Language setting, else the environment.

    Decided before any parser is built, since their help is written when they are built.
    A --lang value that is not a language is refused later by the parser, in the chosen one.
    """
    import argparse as argparse_module

    from spades_tui.settings import saved_language

    option = i18n.lang_arg(list(argv))
    i18n.use(i18n.choose(option, "" if option in i18n.LANGUAGES else saved_language()))
    argparse_module._ = i18n._  # type: ignore[attr-defined]  # its own words, in our catalog


def _add_lang(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang",
        choices=i18n.LANGUAGES,
        help=_("language of the screens and messages (default: the setting, else LANG)"),
    )


# One line per rule option for --help, in the player's language (the names stay English:
# they are what --rule takes).
RULE_HELP = {
    "target": N_("score that wins the game"),
    "nil": N_("a bid of 0 (nil) is allowed"),
    "double_nil": N_("double (blind) nil may be declared before the draft"),
    "double_nil_deficit": N_("double nil only when trailing by at least this much (0: always)"),
    "exchange_limit": N_("cards a double-nil player may exchange after the draft"),
    "peek_discard": N_("on keeping a card, its drawer sees the card discarded"),
    "failed_nil_bags": N_("tricks won by a failed nil also count as bags"),
    "bag_limit": N_("bags that bring a penalty"),
    "bag_penalty": N_("points lost at each bag limit"),
    "loss_floor": N_("a score at or below this loses at once (none: off)"),
}


def _rule_text() -> str:
    defaults = Rules().to_dict()
    lines = [f"  {name}={_show(defaults[name])}: {_(text)}" for name, text in RULE_HELP.items()]
    return _("rule options (--rule NAME=VALUE, default shown):") + "\n" + "\n".join(lines)


def _show(value: object) -> str:
    if value is None:
        return "none"
    return str(value).lower() if isinstance(value, bool) else str(value)


def _add_rules(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=_("change a rule option (repeatable); see the list below"),
    )


def _add_seed(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=_seed, help=_("seed for the shuffles (a whole number >= 0)"))


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("must be a whole number, got {text!r}").format(text=text)
        ) from None
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError(
            _("must be from 0 to 2**63-1, got {text!r}").format(text=text)
        )
    return value


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("must be a whole number, got {text!r}").format(text=text)
        ) from None
    if value < 1:
        raise argparse.ArgumentTypeError(_("must be at least 1, got {text!r}").format(text=text))
    return value


def _command_list() -> str:
    commands = (
        ("simulate --help", _("headless games between computer players")),
        ("validate FILE", _("check game records (save, export or simulate output)")),
        ("host --help", _("play a friend over the network: you host the game")),
        ("join ADDRESS CODE", _("join a friend's game (or a server's table)")),
        ("server --help", _("a headless server for many tables (and browsers)")),
        ("analyze FILE", _("perfect-play review of a game's hands (see --help)")),
        ("replay FILE", _("step through a recorded game, both hands face up")),
    )
    return "\n".join(f"  {PROG} {command:<18}{text}" for command, text in commands)


def play_parser() -> argparse.ArgumentParser:
    parser = _Parser(
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
        + _rule_text(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument(
        "--hotseat",
        action="store_true",
        help=_("start a two-person game at once (pass the keyboard between turns)"),
    )
    mode.add_argument("--vs", metavar="LEVEL", help=_("start a game against the computer at once"))
    mode.add_argument(
        "--watch", metavar="LEVEL,LEVEL", help=_("watch two computer players (e.g. normal,hard)")
    )
    mode.add_argument(
        "--resume",
        metavar="FILE",
        help=_(
            "continue the game in a record file (it becomes the game in progress; the one "
            "it replaces is kept in the history folder)"
        ),
    )
    parser.add_argument(
        "--names",
        nargs=2,
        metavar=("FIRST", "SECOND"),
        help=_(
            "the two players' names (with --vs: yours, then the computer's; without a mode "
            "option: filled into the new-game form)"
        ),
    )
    parser.add_argument(
        "--seat",
        type=int,
        choices=(1, 2),
        help=_("with --vs: play as player 1 (draws first in the first hand, the default) or 2"),
    )
    _add_seed(parser)
    _add_rules(parser)
    parser.add_argument(
        "--ascii",
        action="store_true",
        help=_("draw suits as S H D C, for terminals without Unicode suits (also a setting)"),
    )
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help=_("where games are saved (default: $SPADES_TUI_DATA or the user data folder)"),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"{PROG} {__version__}",
        help=_("show program's version number and exit"),
    )
    _add_lang(parser)
    return parser


def simulate_parser() -> argparse.ArgumentParser:
    from spades_tui.players import LEVELS

    parser = _Parser(
        prog=f"{PROG} simulate",
        description=_(
            "Play games between computer players without a screen and write one game "
            "record per line (JSON Lines)."
        ),
        epilog=_rule_text(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--games", type=_positive, default=100, help=_("games to play (100)"))
    parser.add_argument(
        "--players",
        default="random,random",
        metavar="LEVEL,LEVEL",
        help=_("levels of seat 0 and seat 1 ({levels}); default random,random").format(
            levels=", ".join(LEVELS)
        ),
    )
    _add_seed(parser)
    _add_rules(parser)
    parser.add_argument(
        "--out",
        default="-",
        metavar="FILE",
        help=_("write the records here; '-' (default) writes none, only the summary"),
    )
    parser.add_argument(
        "--max-hands",
        type=_positive,
        default=100,
        help=_("stop a game unfinished after this many hands (100)"),
    )
    cores = os.cpu_count() or 1
    parser.add_argument(
        "--jobs",
        type=_positive,
        default=cores,
        help=_(
            "worker processes (default: the number of cores, {cores} here); the output "
            "does not depend on it"
        ).format(cores=cores),
    )
    _add_lang(parser)
    return parser


def validate_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=f"{PROG} validate",
        description=_(
            "Check game records by replaying every decision through the "
            "rules, and that each is one spades-tui could have written: its players of known "
            "kinds and, when it has a seed, its stocks and exchange draws the seed's own. A file "
            "may hold one record, or one per line (JSON Lines)."
        ),
    )
    parser.add_argument("files", nargs="+", metavar="FILE")
    _add_lang(parser)
    return parser


def host_parser() -> argparse.ArgumentParser:
    from spades_tui.net.commands import add_listen_options

    parser = _Parser(
        prog=f"{PROG} host",
        description=_(
            "Host a game for a friend on another computer: you play here, the screen "
            "shows the exact 'spades-tui join' command (with a secret code) to give them. The game "
            "is saved here after every move; started again, host offers to continue it."
        ),
        epilog=_rule_text(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_listen_options(parser)
    parser.add_argument("--name", help=_("your name at the table (Host)"))
    _add_seed(parser)
    _add_rules(parser)
    parser.add_argument("--ascii", action="store_true", help=_("draw suits as S H D C"))
    _add_lang(parser)
    return parser


def join_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=f"{PROG} join",
        description=_(
            "Join a game over the network with the code the host gave you. Without "
            "a code, a lobby asks for one or starts a new table (on a 'spades-tui server'). If "
            "the connection drops, the client tries again by itself; running the same command "
            "again also takes your seat back."
        ),
    )
    parser.add_argument("address", help=_("HOST:PORT, or ws://HOST:PORT, or wss://HOST:PORT (TLS)"))
    parser.add_argument("code", nargs="?", help=_("the join code, like K7PQ-M2XW-9HTR-C4DN"))
    parser.add_argument(
        "--name",
        help=_(
            "your name at the table, if the game has not begun (default: the name in your "
            "settings, else Guest)"
        ),
    )
    parser.add_argument("--ca", metavar="FILE", help=_("with wss://: trust this certificate file"))
    parser.add_argument("--ascii", action="store_true", help=_("draw suits as S H D C"))
    _add_lang(parser)
    return parser


def server_parser() -> argparse.ArgumentParser:
    from spades_tui.net.commands import add_listen_options

    parser = _Parser(
        prog=f"{PROG} server",
        description=_(
            "A headless server holding many tables: a player starts a table with "
            "'spades-tui join ADDRESS' (no code) and gets a code for the other player. Games "
            "are saved after every move; a restarted server restores the unfinished ones."
        ),
    )
    add_listen_options(parser)
    parser.add_argument(
        "--web",
        type=int,
        metavar="PORT",
        help=_("also serve a browser client on this port (textual-serve), bound like --bind"),
    )
    parser.add_argument(
        "--max-tables", type=_positive, default=1000, help=_("most tables at once (1000)")
    )
    _add_lang(parser)
    return parser


def analyze_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=f"{PROG} analyze",
        description=_(
            "Review finished hands of a game with both hands face up: for every "
            "card played, what each card the player could have played was worth under perfect "
            "play (tricks, and points given both bids), what the hard computer level would have "
            "played knowing only what the player knew, and what each draft choice was worth. "
            "FILE is a save, an export, or JSON Lines of several games (simulate output)."
        ),
        epilog=_("See docs/analysis.md for the method. Reviewing a hand takes a few seconds."),
    )
    parser.add_argument("file", metavar="FILE")
    parser.add_argument(
        "--hand",
        type=_positive,
        metavar="N",
        help=_("review only hand N (from 1); default: every finished hand"),
    )
    parser.add_argument(
        "--game",
        type=_positive,
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
        "--ascii", action="store_true", help=_("write suits as S H D C in the text format")
    )
    _add_lang(parser)
    return parser


def replay_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=f"{PROG} replay",
        description=_(
            "Step through a recorded game on the table with both hands face up: "
            "Left/Right one decision, Up/Down one hand, Home/End the start and the end, "
            "s the scores so far, Escape to leave. FILE is a save, an export, or JSON Lines of "
            "several games (simulate output)."
        ),
    )
    parser.add_argument("file", metavar="FILE")
    parser.add_argument(
        "--game",
        type=_positive,
        metavar="N",
        help=_("which game of a JSON Lines file (from 1, blank lines not counted); default 1"),
    )
    parser.add_argument("--ascii", action="store_true", help=_("draw suits as S H D C"))
    _add_lang(parser)
    return parser


def run_replay(argv: Sequence[str]) -> int:
    from spades_tui.record_file import RecordFileError, read_chosen

    args = replay_parser().parse_args(argv)
    try:
        chosen = read_chosen(args.file, args.game)
    except RecordFileError as exc:
        print(f"{PROG} replay: {exc}", file=sys.stderr)
        return 1
    from spades_tui.ui.app import replay_app

    app = replay_app(chosen.game, args.ascii)
    app.handle_signals = True
    result = app.run()
    return result if isinstance(result, int) else (app.return_code or 0)


def parse_rules(texts: Sequence[str]) -> Rules:
    options: dict[str, str] = {}
    for text in texts:
        name, sep, value = text.partition("=")
        if not sep or not name.strip():
            raise UsageError(_("--rule expects NAME=VALUE, got {text!r}").format(text=text))
        options[name.strip()] = value
    for name, value in options.items():
        problem = _rule_problem(name, value)
        if problem is not None:
            raise UsageError(problem)
    try:
        return Rules().with_options(options)
    except RulesError as exc:
        raise UsageError(str(exc)) from None


def _rule_problem(name: str, text: str) -> str | None:
    """Why ``--rule name=text`` is refused, in the language in use; None if it is not."""
    from spades_tui.core.rules import _LIMITS, parse_option

    if name not in _LIMITS:
        return _("unknown rule option {name!r}; known: {names}").format(
            name=name, names=", ".join(_LIMITS)
        )
    try:
        parse_option(name, text)
    except RulesError:
        kind, low, high = _LIMITS[name]
        if kind == "bool":
            return _("rule {name!r} must be on or off (true/false), got {text!r}").format(
                name=name, text=text
            )
        allowed = _("a whole number from {low} to {high}").format(low=low, high=high)
        if kind == "floor":
            allowed = _("{numbers} or none").format(numbers=allowed)
        # A number out of range is shown as the number; anything else as typed, quoted.
        got = text.strip() if text.strip().lstrip("-").isdigit() else repr(text)
        return _("rule {name!r} must be {allowed}, got {got}").format(
            name=name, allowed=allowed, got=got
        )
    return None


def run_simulate(argv: Sequence[str]) -> int:
    from spades_tui import simulate
    from spades_tui.players import LEVELS

    args = simulate_parser().parse_args(argv)
    levels = [p.strip() for p in args.players.split(",")]
    if len(levels) != 2:
        words = _("--players expects two levels like random,random, got {value}")
        raise UsageError(words.format(value=repr(args.players)))
    for level in levels:
        if level not in LEVELS:
            raise UsageError(
                _("unknown level {level} in --players; choose from {levels}").format(
                    level=repr(level), levels=", ".join(LEVELS)
                )
            )
    rules = parse_rules(args.rule)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big") >> 1
    if args.out == "-":
        simulate.run(levels, rules, args.games, seed, args.max_hands, None, sys.stdout, args.jobs)
        return 0
    try:
        out = open(args.out, "w", encoding="utf-8")  # noqa: SIM115 - closed below
    except OSError as exc:
        words = _("cannot write {path}: {why}").format(path=shown(args.out), why=os_reason(exc))
        raise UsageError(words) from None
    with out:
        simulate.run(levels, rules, args.games, seed, args.max_hands, out, sys.stdout, args.jobs)
    return 0


def run_validate(argv: Sequence[str]) -> int:
    from spades_tui.validate import validate

    args = validate_parser().parse_args(argv)
    good, bad = validate(args.files, sys.stderr)
    print(_("{good} valid, {bad} invalid").format(good=good, bad=bad))
    return 0 if bad == 0 else 1


def run_analyze(argv: Sequence[str]) -> int:
    import json

    from spades_tui.analysis import review_hand
    from spades_tui.analysis.source import finished_hands
    from spades_tui.record_file import RecordFileError, read_chosen
    from spades_tui.ui.review_words import review_text

    args = analyze_parser().parse_args(argv)
    try:
        chosen = read_chosen(args.file, args.game)
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
    reviews = []
    for k, number in enumerate(done):

        def progress(fraction: float, k: int = k, number: int = number) -> None:
            if show:
                overall = (k + fraction) / len(done)
                words = _("hand {number}: {done}").format(number=number, done=f"{overall:4.0%}")
                print(f"\r{words}", end="", file=sys.stderr, flush=True)

        reviews.append(
            review_hand(
                game, number, progress, ask_hard=not args.no_hard, what_ifs=not args.no_draft
            )
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


def run_play(argv: Sequence[str]) -> int:
    args = play_parser().parse_args(argv)
    rules = parse_rules(args.rule)
    from spades_tui.launch import launch

    return launch(args, rules)


NETWORK = ("host", "join", "server")


def run_network(command: str, argv: Sequence[str]) -> int:
    from spades_tui.net import commands

    if command == "host":
        args = host_parser().parse_args(argv)
        return commands.run_host(args, parse_rules(args.rule))
    if command == "join":
        return commands.run_join(join_parser().parse_args(argv))
    return commands.run_server(server_parser().parse_args(argv))


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
    return "", argv


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    command, argv = split_command(argv)
    use_language(argv)
    try:
        if command == "simulate":
            return run_simulate(argv)
        if command == "validate":
            return run_validate(argv)
        if command == "analyze":
            return run_analyze(argv)
        if command == "replay":
            return run_replay(argv)
        if command in NETWORK:
            return run_network(command, argv)
        return run_play(argv)
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
