"""What the commands share: the parser that reports through ``UsageError``, argparse's words in
the player's language, and the --lang, --rule and --seed options."""

from __future__ import annotations

import argparse
import os
import shutil
import textwrap
from collections.abc import Sequence
from typing import Any, NoReturn

from spades_tui import i18n
from spades_tui.commands.errors import UsageError
from spades_tui.core.chance import LARGEST_SEED
from spades_tui.core.errors import RulesError
from spades_tui.core.rules import Rules
from spades_tui.i18n import N_, _

PROG = "spades-tui"


class Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        # A command whose epilog lists the rule options one a line has its text set raw,
        # description too: the description is wrapped here, as argparse would have, where it
        # ran off the edge of the terminal (or of one 80 columns wide), words cut in two.
        description = kwargs.get("description")
        if kwargs.get("formatter_class") is argparse.RawDescriptionHelpFormatter and description:
            kwargs["description"] = filled(description)
        super().__init__(*args, **kwargs)

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


def add_lang(parser: argparse.ArgumentParser) -> None:
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


def rule_text() -> str:
    defaults = Rules().to_dict()
    # A long entry goes on in lines indented further.
    lines = [
        filled(f"{name}={_show(defaults[name])}: {_(text)}", "  ", "      ")
        for name, text in RULE_HELP.items()
    ]
    return _("rule options (--rule NAME=VALUE, default shown):") + "\n" + "\n".join(lines)


def filled(text: str, indent: str = "", hang: str = "") -> str:
    """``text`` wrapped to the help's width, paragraph by paragraph (a blank line parts them):
    ``indent`` before its first line, ``hang`` before the others."""
    paragraphs = (" ".join(part.split()) for part in text.split("\n\n"))
    width = _help_width()
    return "\n\n".join(
        textwrap.fill(p, width, initial_indent=indent, subsequent_indent=hang) for p in paragraphs
    )


def _help_width() -> int:
    """The width argparse wraps help to: the terminal's, less two, at most 78."""
    return max(20, min(shutil.get_terminal_size().columns - 2, 78))


def _show(value: object) -> str:
    if value is None:
        return "none"
    return str(value).lower() if isinstance(value, bool) else str(value)


def add_rules(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar=_("NAME=VALUE"),
        help=_("change a rule option (repeatable); see the list below"),
    )


def add_seed(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--seed",
        type=_seed,
        metavar=_("SEED"),
        help=_("seed for the shuffles (a whole number >= 0)"),
    )


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("must be a whole number, got {text!r}").format(text=text)
        ) from None


def _seed(text: str) -> int:
    value = _whole(text)
    if not 0 <= value <= LARGEST_SEED:
        raise argparse.ArgumentTypeError(
            _("must be from 0 to {largest}, got {text!r}").format(largest=LARGEST_SEED, text=text)
        )
    return value


def positive(text: str) -> int:
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(_("must be at least 1, got {text!r}").format(text=text))
    return value


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


def add_jobs(parser: argparse.ArgumentParser, help_text: str) -> None:
    """``--jobs``: worker processes, as many as the cores by default; ``help_text`` (already
    translated) says what each does and may name ``{cores}``."""
    cores = os.cpu_count() or 1
    parser.add_argument(
        "--jobs",
        type=positive,
        metavar=_("JOBS"),
        default=cores,
        help=help_text.format(cores=cores),
    )
