"""The player's settings and the last game setup, kept in a small TOML file.

The file is ``settings.toml`` in the config folder: ``$SPADES_TUI_CONFIG`` if set, else the
user config folder (``~/.config/spades-tui`` on Linux). Its fields are described in
docs/settings.md. A file that cannot be used whole never stops the game: each bad field falls
back to its default, the problems are reported once, and the file itself is renamed beside
itself (``settings.bad-<time>.toml``) before a clean one is written, so nothing typed by hand
is lost. No Textual here: the settings are plain data that tests and tools can read.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from spades_tui import i18n
from spades_tui.i18n import _, ngettext, os_reason
from spades_tui.names import MAX_NAME, tidy
from spades_tui.shown import shown

ENV_VAR = "SPADES_TUI_CONFIG"
FILE_NAME = "settings.toml"
MAX_BYTES = 64 * 1024  # a settings file is a few hundred bytes; anything huge is not one

MODES = ("vs", "hotseat", "watch")
DOUBLE_NIL_QUESTIONS = ("always", "when_behind", "never")
TRICK_PAUSE_RANGE = (0.0, 10.0)
NAME_LIMIT = MAX_NAME  # one limit for every field a name is typed in
# The computer levels, in the order the screens offer them (kept in step with players.LEVELS
# by a test; importing the players here would slow every start).
LEVEL_NAMES = ("random", "heuristic", "normal", "hard")
# "" follows the environment (LC_ALL, LC_MESSAGES, LANG); kept in step with i18n.LANGUAGES.
LANGUAGE_CHOICES = ("", "en", "hu")


class SettingsError(Exception):
    """The settings could not be written; the message is meant for the player."""


@dataclass(frozen=True)
class LastSetup:
    """How the last game was started, so the next one can start the same way."""

    mode: str = "vs"
    seat: int = 1  # the seat the person takes against the computer: 1 or 2
    watch_first: str = "normal"  # the two computers last watched
    watch_second: str = "hard"
    rules: dict[str, Any] = field(default_factory=dict)  # only options that differ


@dataclass(frozen=True)
class Settings:
    theme: str = "textual-dark"
    language: str = ""  # "" follows the environment, else "en" or "hu"
    four_colour: bool = False
    ascii: bool = False
    trick_pause: float = 1.0  # seconds a finished trick stays on the table
    hints: bool = True
    play_last_card: bool = True  # a hand's last card, the only one left, is played for you
    double_nil_question: str = "always"
    # The names and level below are the defaults of the next game; starting a game with
    # other ones remembers those instead.
    # Empty: no name chosen yet; the game then says "Player", "Player 1", "Player 2".
    name: str = ""  # the person's name (the first player in hot-seat)
    second_name: str = ""  # the second person's name in hot-seat
    level: str = "normal"  # the computer's level against the person
    last: LastSetup = field(default_factory=LastSetup)


def clean_name(text: str) -> str | None:
    """The name as it will be shown (inner spaces collapsed), or None when unusable.

    Unusable too with a control character (an escape code, a bell): the command line refuses
    those in --names, and a screen could not show them as typed.
    """
    name = " ".join(tidy(text).split())
    return name if 0 < len(name) <= NAME_LIMIT and name.isprintable() else None


# ---------------------------------------------------------------------- checking values
def _is_bool(value: object) -> bool:
    return isinstance(value, bool)


def _check_field(name: str, value: object) -> str | None:
    """Why ``value`` cannot be used for the setting ``name``; None when it can."""
    if name in ("four_colour", "ascii", "hints", "play_last_card"):
        return None if _is_bool(value) else _("must be true or false")
    if name == "trick_pause":
        low, high = TRICK_PAUSE_RANGE
        ok = isinstance(value, int | float) and not _is_bool(value) and low <= value <= high
        return (
            None
            if ok
            else _("must be a number of seconds from {low} to {high}").format(
                low=i18n.number(low), high=i18n.number(high)
            )
        )
    if name == "double_nil_question":
        return None if value in DOUBLE_NIL_QUESTIONS else _one_of(DOUBLE_NIL_QUESTIONS)
    if name in ("name", "second_name"):
        if isinstance(value, str) and not value.isprintable():
            return _("has a character that cannot be shown (a control character)")
        ok = isinstance(value, str) and (value == "" or clean_name(value) == value)
        return (
            None if ok else _("must be a name of up to {limit} characters").format(limit=NAME_LIMIT)
        )
    if name == "level":
        return _level_problem(value)
    if name == "language":
        return None if value in LANGUAGE_CHOICES else _one_of(LANGUAGE_CHOICES)
    if name == "theme":
        # Which themes exist is known only to the screen, which checks it again.
        ok = isinstance(value, str) and 0 < len(value) <= 100
        return None if ok else _("must be the name of a theme")
    raise AssertionError(name)


def _check_last(name: str, value: object) -> str | None:
    if name == "mode":
        return None if value in MODES else _one_of(MODES)
    if name in ("watch_first", "watch_second"):
        return _level_problem(value)
    if name == "seat":
        return None if value in (1, 2) and not _is_bool(value) else _("must be 1 or 2")
    raise AssertionError(name)


def _level_of(value: object) -> str | None:
    """The level a setting names: as the file writes it, or by the English word the screens
    show it under ("easy", which the file writes "heuristic"); None for neither."""
    if value in LEVEL_NAMES:
        return str(value)
    return next((level for level in LEVEL_NAMES if i18n.LEVEL_SHOWN.get(level) == value), None)


def _level_problem(value: object) -> str | None:
    if _level_of(value) is not None:
        return None
    return _one_of(tuple(i18n.LEVEL_SHOWN.get(level, level) for level in LEVEL_NAMES))


def _one_of(choices: tuple[str, ...]) -> str:
    return _("must be one of {choices}").format(choices=", ".join(f'"{c}"' for c in choices))


def _check_rules(data: object, problems: list[str]) -> dict[str, Any]:
    from spades_tui.core.errors import RulesError
    from spades_tui.core.rules import Rules

    if not isinstance(data, dict):
        problems.append(_("[last_game.rules] must be a table of rule options"))
        return {}
    known = Rules().to_dict()
    kept: dict[str, Any] = {}
    for name, value in data.items():
        if value == "none":
            value = None  # how the file writes an option that is off
        if name not in known:
            problems.append(
                _("last_game.rules: unknown rule option {name}").format(name=repr(name))
            )
            continue
        try:
            Rules(**{name: value})
        except (RulesError, TypeError) as exc:
            problems.append(f"last_game.rules: {exc}")
            continue
        if value != known[name]:
            kept[name] = value
    return kept


def from_data(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from the parsed file; every bad field keeps its default and is reported."""
    problems: list[str] = []
    values: dict[str, Any] = {}
    top = {f.name for f in fields(Settings)} - {"last"}
    for key, value in data.items():
        if key == "last_game":
            continue
        if key not in top:
            problems.append(_("unknown setting {key}").format(key=repr(key)))
            continue
        why = _check_field(key, value)
        if why is None:
            values[key] = float(value) if key == "trick_pause" else value
            if key == "level":
                values[key] = _level_of(value)
        else:
            default = _toml_value(_default(key))
            problems.append(
                _("{key} {why}; the default {value} is used").format(
                    key=key, why=why, value=default
                )
            )
    last = data.get("last_game", {})
    last_values: dict[str, Any] = {}
    if not isinstance(last, dict):
        problems.append(_("[last_game] must be a table"))
        last = {}
    names = {f.name for f in fields(LastSetup)} - {"rules"}
    for key, value in last.items():
        if key == "rules":
            last_values["rules"] = _check_rules(value, problems)
        elif key not in names:
            problems.append(_("unknown setting {key}").format(key=f"last_game.{key}"))
        elif (why := _check_last(key, value)) is not None:
            problems.append(_("{key} {why}").format(key=f"last_game.{key}", why=why))
        else:
            last_values[key] = _level_of(value) if key.startswith("watch_") else value
    return Settings(**values, last=LastSetup(**last_values)), problems


def _default(name: str) -> Any:
    return getattr(Settings(), name)


# ---------------------------------------------------------------------- writing TOML
def _toml_string(text: str) -> str:
    out = []
    for char in text:
        if char in '"\\':
            out.append("\\" + char)
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")  # TOML allows no raw control characters
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        return _toml_string(value)
    raise TypeError(f"no TOML form for {value!r}")


def to_toml(settings: Settings) -> str:
    lines = ["# spades-tui settings: see docs/settings.md for every field.", ""]
    for f in fields(Settings):
        if f.name != "last":
            lines.append(f"{f.name} = {_toml_value(getattr(settings, f.name))}")
    last = settings.last
    lines += ["", "# How the last game was started; the new-game screen opens with it."]
    lines.append("[last_game]")
    for f in fields(LastSetup):
        if f.name != "rules":
            lines.append(f"{f.name} = {_toml_value(getattr(last, f.name))}")
    lines += ["", "# Rule options that differ from the standard rules (none: off)."]
    lines.append("[last_game.rules]")
    for name, value in last.rules.items():
        # TOML has no null: an option switched off is written as the word none.
        lines.append(f"{name} = {_toml_value('none' if value is None else value)}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------- the file
def default_folder() -> Path:
    chosen = os.environ.get(ENV_VAR)
    if chosen:
        return Path(chosen).expanduser()
    from platformdirs import user_config_dir

    return Path(user_config_dir("spades-tui", appauthor=False))


class SettingsFile:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else default_folder()

    @property
    def path(self) -> Path:
        return self.folder / FILE_NAME

    def load(self) -> tuple[Settings, str | None]:
        """The settings, and a message for the player when the file had problems.

        A missing file is no problem: it means the defaults. A file with problems is renamed
        aside and a clean one (good fields kept, defaults for the rest) written in its place,
        so the message appears once and nothing the player wrote is lost.
        """
        path = self.path
        try:
            if not path.exists():
                return Settings(), None
            if path.is_dir():
                words = _("{path} is a folder, so the default settings are used")
                return Settings(), words.format(path=shown(path))
            if path.stat().st_size > MAX_BYTES:
                raise ValueError(_("it is larger than {size} KB").format(size=MAX_BYTES // 1024))
            data = tomllib.loads(path.read_bytes().decode("utf-8"))
        except OSError as exc:
            why = os_reason(exc)
            words = _("cannot read {path} ({why}), so the default settings are used")
            return Settings(), words.format(path=shown(path), why=why)
        except UnicodeDecodeError:
            # Python's own words ("can't decode byte 0xd0 in position 1") say nothing to a player.
            return Settings(), self._set_aside(Settings(), [_("it is not UTF-8 text")], whole=True)
        except (tomllib.TOMLDecodeError, ValueError, RecursionError) as exc:
            not_settings = _("it is not a settings file ({why})").format(why=_short(exc))
            return Settings(), self._set_aside(Settings(), [not_settings], whole=True)
        settings, problems = from_data(data)
        if not problems:
            return settings, None
        return settings, self._set_aside(settings, problems)

    def _set_aside(self, settings: Settings, problems: list[str], whole: bool = False) -> str:
        """``whole``: the file could not be read at all, so every setting is the default."""
        from spades_tui.storage import Storage

        if len(problems) == 1:
            text = _("{path} had problems: {problems}.").format(
                path=shown(self.path), problems=problems[0]
            )
            then = " "
        else:  # one a line: run together, a dozen of them were a wall of words
            heading = ngettext("{path} had {n} problem:", "{path} had {n} problems:", len(problems))
            listed = "".join(f"\n• {problem}" for problem in problems)
            text = heading.format(path=shown(self.path), n=len(problems)) + listed
            then = "\n\n"
        try:
            aside = Storage(self.folder).set_aside(self.path)
            self.save(settings)
        except (OSError, SettingsError) as exc:
            why = os_reason(exc)
            left = (
                _("The default settings are used; the file is left as it is ({why}).")
                if whole
                else _("The defaults are used for those; the file is left as it is ({why}).")
            )
            return text + then + left.format(why=why)
        kept = (
            _("The default settings are used; the old file was kept as {path}.")
            if whole
            else _("The defaults are used for those; the old file was kept as {path}.")
        )
        return text + then + kept.format(path=shown(aside))

    def save(self, settings: Settings) -> None:
        from spades_tui.storage import write_atomic

        try:
            write_atomic(self.path, to_toml(settings))
        except OSError as exc:
            why = os_reason(exc)
            words = _("cannot save the settings in {path}: {why}")
            raise SettingsError(words.format(path=shown(self.path), why=why)) from None


def saved_language(folder: Path | None = None) -> str:
    """The Language setting alone, read quietly (the command line needs it before --help).

    Any problem with the file means "follow the environment"; the game reports the problem
    itself when it loads the whole file.
    """
    try:
        path = SettingsFile(folder).path
        if path.stat().st_size > MAX_BYTES:
            return ""
        value = tomllib.loads(path.read_bytes().decode("utf-8")).get("language", "")
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, ValueError, RecursionError):
        return ""
    return value if value in LANGUAGE_CHOICES else ""


def _short(exc: Exception) -> str:
    text = shown(exc) or type(exc).__name__
    return text if len(text) <= 120 else text[:117] + "..."
