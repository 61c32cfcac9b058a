"""The one place words are looked up in the player's language.

Every player-visible sentence goes through ``_()`` (or ``ngettext()`` when it counts something),
called when the words are painted, so that a change of language shows on the next paint. Until a
catalog is installed the words come back as written, in English.

The catalogs are gettext ``.po`` files under ``spades_tui/locale``. A wheel ships them compiled
(``.mo``, made by Babel when the package is built); a checkout compiles them on first use, beside
the ``.po`` when that folder is writable and in the user cache folder otherwise. Numbers and dates
are written by Babel with the locale of the language in use.

No Textual here: the command line uses this module before any screen exists.
"""

from __future__ import annotations

import datetime
import errno
import gettext
import os
import re
from collections.abc import Callable, Mapping
from pathlib import Path

from spades_tui.shown import shown

DOMAIN = "spades_tui"
LANGUAGES = ("en", "hu")  # the first one is the source language: it needs no catalog
LANGUAGE_NAMES = {"en": "English", "hu": "Magyar"}  # each in its own language, never translated
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
ENVIRONMENT = ("LC_ALL", "LC_MESSAGES", "LANG")  # the order in which the C library looks

_catalog: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"
# In plain ASCII mode every message comes out with plain signs too, as the screens' own
# drawing does: a translation writes ranges and pauses typographically ("1–100 000",
# "Pontok – 2. leosztás"), which no call site could know to change. Set by ui.ascii_mode.
_plain: Callable[[str], str] | None = None


def N_(message: str) -> str:  # noqa: N802 - the name the extractor looks for
    """Mark words for the catalog whose lookup happens later (e.g. a key's description)."""
    return message


def NP_(context: str, message: str) -> str:  # noqa: N802 - the name the extractor looks for
    """``N_`` for words looked up later with ``pgettext(context, ...)``."""
    return message


def _(message: str) -> str:
    return _written(_catalog.gettext(message))


def ngettext(singular: str, plural: str, count: int) -> str:
    return _written(_catalog.ngettext(singular, plural, count))


def pgettext(context: str, message: str) -> str:
    """Words that need their own translation in one place (a short label beside a heading)."""
    return _written(_catalog.pgettext(context, message))


def _written(words: str) -> str:
    return words if _plain is None else _plain(words)


def write_plain(convert: Callable[[str], str] | None) -> None:
    """From now on pass every message through ``convert`` (None: as the catalog has it)."""
    global _plain
    _plain = convert


# The names the game gives by itself are common nouns in Hungarian: a sentence says "a gép
# licitál" (the machine bids), "az 1. játékos nyert", "a közepes gép gondolkodik" where it
# says "Anna licitál", and "A gép", "Az 1. játékos" when the sentence opens with one. The
# catalog says how such a name reads inside a sentence ("{name:a}": with its article, see
# ``CommonNoun``); English keeps "Computer", "Player 1", so its sentences are as they were.
# A name a person typed is a name: it is said as it was typed.
COMPUTER = N_("Computer")
_DEFAULT_NAME_INSIDE = NP_("a name the game gave (Player 1, Computer) inside a sentence", "{name}")
_SENTENCE_ENDS = ".!?…\n"  # a colon does not end one: Hungarian goes on in lower case


# The computer levels' names as shown. The settings file and --vs keep the levels' own names;
# "heuristic" is a programmer's word, and a player reads the level as the easy one.
LEVEL_SHOWN = {"random": N_("random"), "heuristic": N_("easy")} | {
    "normal": N_("normal"),
    "hard": N_("hard"),
}


def level_choices() -> str:
    """The levels as a message lists them for a person to type: "random, easy, normal, hard"
    (the English names shown, which every command line takes in any language)."""
    return ", ".join(LEVEL_SHOWN.values())


def level_word(level: str) -> str:
    """A computer level's name as a player reads it, in the language in use."""
    return _(LEVEL_SHOWN.get(level, level))


def computer_name(level: str) -> str:
    """A watched computer player's default name: its level, which Hungarian says as an
    adjective of the computer (Erős gép) where English says the level alone (Hard)."""
    name = pgettext("a watched computer player's name", "{level}").format(level=level_word(level))
    return name[:1].upper() + name[1:]


def given_names() -> set[str]:
    """Every name the game gives by itself, in the language in use: the hot-seat players,
    the person and the computer, the watched computers by level (and numbered when both
    have one level), the two ends of a network game."""
    from spades_tui.players import LEVELS

    names = {_("Player"), _("Player 1"), _("Player 2"), _(COMPUTER), _("Host"), _("Guest")}
    for level in LEVELS:
        name = computer_name(level)
        names |= {name, f"{name} 1", f"{name} 2"}
    return names


class CommonNoun(str):
    """A name the game gave, for the catalog's pattern of it inside a sentence: ``{name:a}``
    is it in lower case after its definite article, as Hungarian writes a common noun (a
    gép, az erős gép, az 1. játékos); without a spec it is the name as it is."""

    def __format__(self, spec: str) -> str:
        if spec != "a":
            return str.__format__(str(self), spec)
        from spades_tui.case_endings import definite_article

        lowered = self[:1].lower() + self[1:]
        return f"{definite_article(lowered)} {lowered}"


def name_inside(name: str) -> str:
    """``name`` as a sentence says it past its start (a line of a list, after a semicolon):
    a person's name as it is, a name the game gave as the language says a common noun."""
    if name not in given_names():
        return name
    return pgettext(
        "a name the game gave (Player 1, Computer) inside a sentence", _DEFAULT_NAME_INSIDE
    ).format(name=CommonNoun(name))


def spoken_name(name: str, sentence: str, field: str = "name") -> str:
    """``name`` as ``sentence`` says it at its ``{field}``: a person's name as it is, the
    computer's default name as the language puts a common noun there."""
    said = name_inside(name)
    if said == name:
        return name
    at = sentence.find("{" + field + "}")
    before = sentence[:at].rstrip(" ") if at >= 0 else "?"
    opens = not before or before[-1] in _SENTENCE_ENDS
    return said[:1].upper() + said[1:] if opens else said


def say(sentence: str, **values: object) -> str:
    """``sentence.format(**values)``, with the name at ``{name}`` said as ``spoken_name``
    says it there."""
    if isinstance(values.get("name"), str):
        values["name"] = spoken_name(str(values["name"]), sentence)
    return sentence.format(**values)


def install(catalog: gettext.NullTranslations) -> None:
    """Use this catalog from now on (NullTranslations: the words as written)."""
    global _catalog
    _catalog = catalog


# The operating system's reasons for a failed file or network call come in English; in another
# language the usual ones are worded here, the rare ones shown as the system says them.
_OS_REASONS = {
    errno.ENOENT: N_("no such file or folder"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("not permitted"),
    errno.ENOSPC: N_("no space left on the disk"),
    errno.EROFS: N_("the disk is read-only"),
    errno.ENOTDIR: N_("a part of the path is not a folder"),
    errno.EISDIR: N_("it is a folder"),
    errno.EADDRINUSE: N_("the address is already in use"),
    errno.EADDRNOTAVAIL: N_("the address is not one of this computer's"),
    errno.ECONNREFUSED: N_("the connection was refused"),
}


def os_reason(exc: BaseException) -> str:
    """Why a file or network call failed, in the language in use where it is a usual reason."""
    if isinstance(exc, FileExistsError):
        # The game only makes folders that may already be there: the one thing this error
        # can mean is that a file stands where the folder should be ("File exists").
        return _("a file stands where a folder is needed")
    code = getattr(exc, "errno", None)
    if _language != "en" and code in _OS_REASONS:
        return _(_OS_REASONS[code])
    # The system's own words may repeat a file name given to it, escape codes and all.
    return shown(getattr(exc, "strerror", None) or str(exc))


# ---------------------------------------------------------------------- choosing the language
def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for: the first locale variable that is set decides."""
    env = os.environ if environ is None else environ
    for name in ENVIRONMENT:
        value = env.get(name, "")
        if value:
            return "hu" if value.lower().startswith("hu") else "en"
    return "en"


def choose(option: str | None, setting: str = "", environ: Mapping[str, str] | None = None) -> str:
    """--lang wins, then the Language setting ("" follows the environment), then LC_*/LANG."""
    for wanted in (option, setting):
        if wanted in LANGUAGES:
            return wanted
    return from_environment(environ)


def current() -> str:
    return _language


def use(language: str) -> None:
    """Speak ``language`` from the next paint on ("pseudo" marks every looked-up message)."""
    global _language
    install(catalog_for(language))
    _language = language


def catalog_for(language: str) -> gettext.NullTranslations:
    """The words of ``language``, for ``use`` and for the few places that answer someone in
    a language other than the one in use (a browser tab the web front turns away)."""
    if language == "pseudo":
        return Pseudo()
    if language == "en":
        return gettext.NullTranslations()
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}")
    with compiled(language).open("rb") as mo:
        return gettext.GNUTranslations(mo)


_WORD = re.compile(r"\S+")


def _mark(message: str) -> str:
    # Word by word, so a sentence wrapped or cut short on screen stays marked.
    return _WORD.sub(lambda word: f"[!{word.group()}!]", message)


class Pseudo(gettext.NullTranslations):
    """Every word that went through the catalog comes out as ``[!word!]`` (for tests).

    It also keeps every message looked up, so a test can check that each one is in the
    catalog: a message built at run time (``_(variable)``) is marked here but never extracted.
    """

    def __init__(self) -> None:
        super().__init__()
        self.looked_up: set[str] = set()

    def gettext(self, message: str) -> str:
        self.looked_up.add(message)
        return _mark(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        self.looked_up.add(singular)  # the catalog knows a plural by its singular
        return _mark(singular if n == 1 else plural)

    def pgettext(self, context: str, message: str) -> str:
        return self.gettext(message)


# ---------------------------------------------------------------------- the catalogs
def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def compiled(language: str) -> Path:
    """The ``.mo`` for ``language``, compiled from its ``.po`` first if missing or older."""
    po = po_path(language)
    shipped = po.with_suffix(".mo")
    if shipped.exists() and (not po.exists() or shipped.stat().st_mtime >= po.stat().st_mtime):
        return shipped
    if not po.exists():
        raise FileNotFoundError(f"no catalog for {language!r}: {po}")
    for target in (shipped, _cache_dir() / language / f"{DOMAIN}.mo"):
        if target.exists() and target.stat().st_mtime >= po.stat().st_mtime:
            return target
        try:
            compile_catalog(po, target)
        except OSError:
            continue  # an installed package folder is read-only: try the cache
        return target
    raise OSError(f"cannot write the compiled catalog for {language!r}")


def compile_catalog(po: Path, mo: Path) -> None:
    """Compile one ``.po`` with Babel; fuzzy entries are left out, as gettext does."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as f:
        catalog = read_po(f, locale=po.parent.parent.name, domain=DOMAIN)
    mo.parent.mkdir(parents=True, exist_ok=True)
    partial = mo.with_suffix(f".{os.getpid()}.tmp")
    with partial.open("wb") as f:
        write_mo(f, catalog)
    partial.replace(mo)


def _cache_dir() -> Path:
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("spades-tui", appauthor=False)) / "locale"


# ---------------------------------------------------------------------- numbers and dates
def _locale() -> str:
    return "hu_HU" if _language == "hu" else "en_US"


MINUS = "\u2212"  # the minus sign Hungarian print uses; a hyphen is for words


_FOUR_DIGITS = re.compile(r"^(-?\d)\u00a0(\d{3})(?=,|$)")  # one group only: 1\u00a0234,5


def number(value: float, decimals: int | None = None, ascii_only: bool = False) -> str:
    """A number as the language writes it (1234,5, 12 345 and −3 in Hungarian; 1,234.5 and −3
    in English).

    In plain ASCII the Hungarian groups are split by a plain space and the minus is a hyphen.
    """
    if _language != "hu":
        # English needs no locale data: Python writes numbers the same way, and not loading
        # Babel keeps it out of the start-up time.
        text = f"{value:,.{decimals}f}" if decimals is not None else f"{value:,g}"
        return text if ascii_only else text.replace("-", MINUS)
    from babel.numbers import format_decimal

    if decimals is not None:
        pattern = "#,##0" + ("." + "0" * decimals if decimals else "")
        text = format_decimal(value, format=pattern, locale=_locale())
    else:
        text = format_decimal(value, locale=_locale())
    # Babel keeps CLDR's hyphen for minus and a no-break space between the groups. Hungarian
    # groups a number only from five digits on: 1000 and 2500, but 10 000.
    text = _FOUR_DIGITS.sub(r"\1\2", text)
    if ascii_only:
        return text.replace("\u00a0", " ")
    return text.replace("-", MINUS)


def points(value: int, ascii_only: bool = False) -> str:
    """A score as shown beside a name or in a table: 1200 and −57 (a score is a count, not an
    amount: English writes it without a comma). Every language writes the minus sign, as the
    marks on the cards do; plain ASCII a hyphen."""
    if _language != "hu":
        return str(value) if value >= 0 or ascii_only else MINUS + str(-value)
    return number(value, ascii_only=ascii_only)


def signed(value: int, ascii_only: bool = False) -> str:
    """A change of score with its sign: +40 or −70 (0 is +0 in English, as its tables always
    wrote it, and has no sign in Hungarian)."""
    if _language != "hu" and value == 0:
        return "+0"
    return ("+" if value > 0 else "") + points(value, ascii_only)


class Count(int):
    """A whole number for a sentence whose translation may give it a case ending: in a
    Hungarian translation ``{n:t}`` is the figure with its accusative (6-ot, 3-at, 2-t) and
    ``{n:ból}``, ``{n:ra}``, ``{n:val}``… the other endings (``case_endings.CASES``), each
    picked by how the figure is read aloud. Without one it is ``points()``'s figure, so
    an English sentence shows it as it always did."""

    ascii_only = False

    def __format__(self, spec: str) -> str:
        from spades_tui.case_endings import CASES, article_and_case, ending, with_article

        article, case = article_and_case(spec)
        if case and case not in CASES:
            return int.__format__(int(self), spec)
        text = points(int(self), ascii_only=self.ascii_only)
        said = f"{text}-{ending(int(self), case)}" if case else text
        return with_article(said, article)


def count(value: int, ascii_only: bool = False) -> Count:
    """``value`` for a ``{field}`` a translation may write with a case ending (``Count``)."""
    figure = Count(value)
    figure.ascii_only = ascii_only
    return figure


# Nil with an ending is a word of its own, not a figure's ending: each form from the catalog.
_NIL_WITH = {
    "t": NP_("a nil bid as the object of a verb (bid nil)", "nil"),
    "ról": NP_("a nil bid that something moved from (from nil)", "nil"),
    "ra": NP_("a nil bid that something moved to (to nil)", "nil"),
    "as": NP_("a nil bid before the noun it qualifies (the nil bid)", "nil"),
}
_NIL_CONTEXTS = {
    "t": "a nil bid as the object of a verb (bid nil)",
    "ról": "a nil bid that something moved from (from nil)",
    "ra": "a nil bid that something moved to (to nil)",
    "as": "a nil bid before the noun it qualifies (the nil bid)",
}


class BidWord(str):
    """A bid for a sentence whose translation may give it an ending: ``{bid:t}`` is the
    figure's accusative (4-et, 3-at), ``{bid:ról}`` its "from" (4-ről), ``{bid:ra}`` its "to"
    (4-re), ``{bid:a-as}`` its adjective after its article (a 3-as, az 5-ös), and nil's own
    form from the catalog (nullát, nulláról, nullára, a nulla); without a spec it is the bid
    as shown (4, nil)."""

    bid = 0

    def __format__(self, spec: str) -> str:
        from spades_tui.case_endings import article_and_case, with_article

        article, case = article_and_case(spec)
        if case not in _NIL_WITH and not (article and not case):
            return str.__format__(str(self), spec)
        if self.bid != 0:
            return format(count(self.bid), spec)
        said = pgettext(_NIL_CONTEXTS[case], _NIL_WITH[case]) if case else str(self)
        return with_article(said, article)


def bid_word(bid: int) -> BidWord:
    """A bid (0 is nil) for a ``{field}`` a translation may write as the verb's object."""
    word = BidWord(_("nil") if bid == 0 else str(bid))
    word.bid = bid
    return word


def percent(fraction: float) -> str:
    from babel.numbers import format_percent

    return format_percent(fraction, locale=_locale())


def date(value: datetime.date | datetime.datetime, with_time: bool = False) -> str:
    """A date (and time) in the language's short, readable form."""
    from babel.dates import format_date, format_datetime

    if with_time and isinstance(value, datetime.datetime):
        return format_datetime(value, "short", locale=_locale())
    return format_date(value, "medium", locale=_locale())


def when(value: datetime.datetime, pattern: str) -> str:
    """A moment in a CLDR ``pattern`` (itself from the catalog, so each language orders it)."""
    from babel.dates import format_datetime

    return format_datetime(value, pattern, locale=_locale())


def lang_arg(argv: list[str]) -> str | None:
    """The value of ``--lang`` in a command line, looked at before the parsers are built."""
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.partition("=")[2]
    return None
