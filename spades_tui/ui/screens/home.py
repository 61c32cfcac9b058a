"""The home screen: a title, the choices, the game left unfinished and the setup remembered.

It stays at the bottom of the screen stack until a game starts, so the new-game form and the
settings return to it. What the person picks is posted as a ``HomeScreen.Chosen`` message;
the app decides what that means (continue, open the form, ...).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from spades_tui.core.game import Game
from spades_tui.core.rules import Rules
from spades_tui.i18n import N_, _, level_word, points, when
from spades_tui.settings import LEVEL_NAMES, Settings
from spades_tui.ui.rule_words import RULE_WORDS
from spades_tui.ui.screens.new_game import LEVEL_TEXT, ascii_css, names_for
from spades_tui.ui.setup import HUMAN, default_names
from spades_tui.ui.short_name import short_name
from spades_tui.ui.widgets.footer import Footer
from spades_tui.ui.widgets.words import Words

# The title in a 4-wide pixel font, two pixel rows per line of text.
_LETTERS = {
    "S": [".###", "#...", ".##.", "...#", "###.", "...."],
    "P": ["###.", "#..#", "###.", "#...", "#...", "...."],
    "A": [".##.", "#..#", "####", "#..#", "#..#", "...."],
    "D": ["###.", "#..#", "#..#", "#..#", "###.", "...."],
    "E": ["####", "#...", "###.", "#...", "####", "...."],
}


def title_lines(word: str, ascii_only: bool) -> list[str]:
    """``word`` in large letters of half blocks; spaced capitals in plain ASCII, where
    blocks of # would be hard to read."""
    if ascii_only:
        return ["", "   ".join(word), ""]
    lines = []
    for row in range(0, 6, 2):
        parts = []
        for letter in word:
            pixels = _LETTERS[letter]
            top, bottom = pixels[row], pixels[row + 1]
            cells = [_HALVES[t + b] for t, b in zip(top, bottom, strict=True)]
            parts.append("".join(cells))
        lines.append(" ".join(parts).rstrip())
    return lines


_HALVES = {"##": "█", "#.": "▀", ".#": "▄", "..": " "}


@dataclass(frozen=True)
class Unfinished:
    """What the home screen says about the game left unfinished."""

    title: str  # who plays whom, e.g. "Kim against the computer (hard)"
    progress: str  # hand, score and when it was saved


NAME_ROOM = 12


def hot_seat_words(first: str, second: str) -> str:
    """Two people at one keyboard. The unchanged default names are a phrase of their own:
    Hungarian says "az 1. és a 2. játékos", not the two names with "és" between."""
    if (first, second) == default_names((HUMAN, HUMAN)):
        return _("hot-seat, Player 1 and Player 2")
    return _("hot-seat, {first} and {second}").format(first=first, second=second)


def describe_unfinished(
    game: Game, controllers: tuple[str, str], saved_in: Path, ascii_only: bool = False
) -> Unfinished:
    """Who plays, the hand, the score and when the unfinished game was saved."""
    # Short enough that the menu line and the progress line each stay one line at 80 columns.
    names = [short_name(p.name, NAME_ROOM) for p in game.players]
    if controllers == (HUMAN, HUMAN):
        title = hot_seat_words(names[0], names[1])
    elif HUMAN not in controllers:
        title = _("watching {first} and {second}").format(
            first=level_word(controllers[0]), second=level_word(controllers[1])
        )
    else:
        person = controllers.index(HUMAN)
        title = _("{name} against the computer ({level})").format(
            name=names[person], level=level_word(controllers[1 - person])
        )
    progress = _("Hand {n}; score {first} {a}, {second} {b}").format(
        n=game.hand.number,
        first=names[0],
        a=points(game.scores[0], ascii_only),
        second=names[1],
        b=points(game.scores[1], ascii_only),
    )
    try:
        saved = datetime.fromtimestamp(saved_in.stat().st_mtime)
    except OSError:
        return Unfinished(title, progress)  # the date is a courtesy; the game itself was read
    # The pattern is Babel's (CLDR): "Tue 01 Dec, 14:05" in English.
    moment = when(saved, _("EEE dd MMM, HH:mm"))
    return Unfinished(title, progress + "\n" + _("saved {when}").format(when=moment))


# id -> (key, label, what it does, in a line)
ENTRIES = {
    "continue": ("c", N_("Continue"), ""),
    # A practice game is saved apart from the game it came from: each has its way back.
    "practice": ("a", N_("Continue the practice"), ""),
    "vs": ("p", N_("Play the computer"), ""),
    "hotseat": ("h", N_("Hot-seat"), N_("two people at one keyboard; each hand stays hidden")),
    "watch": ("w", N_("Watch"), N_("two computer players, one trick at a time")),
    "network": (
        "n",
        N_("Play a friend over the network"),
        N_("host a game, or join one with a code"),
    ),
    "history": ("g", N_("History"), N_("past games, hand by hand, with a chart of the scores")),
    "stats": ("t", N_("Statistics"), N_("wins, bids, nils and bags against each opponent")),
    "puzzles": (
        "z",
        N_("Puzzles"),
        N_("moments of your own hands where only one card does it"),
    ),
    "help": ("?", N_("How to play"), N_("the rules, a worked draft, and every key")),
    "settings": ("s", N_("Settings"), N_("theme, card colours, pace, hints, names")),
    "quit": ("q", N_("Quit"), N_("every game is saved after each move")),
}


class HomeScreen(Screen[None]):
    DEFAULT_CSS = """
    HomeScreen { align: center middle; }
    HomeScreen #home { width: 76; height: auto; }
    HomeScreen #home-title { width: 100%; content-align: center middle; color: $accent;
        text-style: bold; height: 3; }
    HomeScreen #tagline { width: 100%; content-align: center middle; color: $text-muted;
        margin-bottom: 1; }
    HomeScreen #menu { height: auto; border: round $primary; padding: 0 1; }
    HomeScreen.-ascii #menu { border: ascii $primary; }
    HomeScreen #menu:focus { border: round $accent; }
    HomeScreen.-ascii #menu:focus { border: ascii $accent; }
    HomeScreen #detail { height: 2; margin: 0 2; }
    HomeScreen #remembered { height: auto; margin: 1 2 0 2; color: $text-muted; }
    HomeScreen.-short.-both-kept #tagline { margin-bottom: 0; }
    HomeScreen.-short.-both-kept #remembered { margin: 0 2; }
    """ + ascii_css("HomeScreen")
    # At 24 rows a game and a practice to continue make the menu two lines longer: the blank
    # lines go, so the setup of the next game is not cut off below them.
    VERTICAL_BREAKPOINTS = [(0, "-short"), (26, "-tall")]

    BINDINGS = [
        Binding("enter", "open", N_("Open"), key_display="Enter"),
        Binding("left", "level(-1)", N_("Level"), key_display="Left/Right"),
        Binding("right", "level(1)", N_("Level"), show=False),
        *(
            Binding(key, f"open('{entry}')", label, show=False)
            for entry, (key, label, _what) in ENTRIES.items()
            if key != "?"  # ? already opens the help, everywhere
        ),
    ]

    class Chosen(Message):
        """The person picked ``choice``; ``level`` is the computer level on show."""

        def __init__(self, choice: str, level: str) -> None:
            self.choice = choice
            self.level = level
            super().__init__()

    def __init__(
        self,
        settings: Settings,
        kept: Mapping[str, Unfinished | Callable[[bool], Unfinished]] | None = None,
    ) -> None:
        """``kept``: the games left unfinished by their entry ("continue", "practice"), each
        described or how to word it (given ASCII or not), so that its lines follow a change
        of language made in the settings."""
        super().__init__()
        self.settings = settings
        self._kept = dict(kept or {})
        self.kept: dict[str, Unfinished] = {}
        self.level = settings.level if settings.level in LEVEL_NAMES else "normal"

    def _describe(self) -> None:
        """Word the unfinished games in the language and the drawing in use now."""
        self.kept = {
            entry: told(self.ascii_only) if callable(told) else told
            for entry, told in self._kept.items()
        }

    def _offered(self, entry: str) -> bool:
        """Whether the menu has ``entry``: a way back to a game only when there is one."""
        return entry not in ("continue", "practice") or entry in self.kept

    @property
    def ascii_only(self) -> bool:
        return bool(getattr(self.app, "ascii_only", False))

    def compose(self) -> ComposeResult:
        self._describe()  # the menu's entries follow it
        with Vertical(id="home"):
            yield Static(id="home-title")
            yield Words(N_("Two-player Spades, drafted instead of dealt"), id="tagline")
            yield OptionList(*self._options(), id="menu")
            yield Static(id="detail")
            yield Static(id="remembered")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_texts()
        self.query_one(OptionList).focus()

    def on_screen_resume(self) -> None:
        # Back from the settings: the name, level or ASCII drawing may have changed.
        settings = getattr(self.app, "settings", None)
        if isinstance(settings, Settings) and settings != self.settings:
            self.settings = settings
            self.level = settings.level
        self.refresh_texts()

    def refresh_texts(self) -> None:
        titles = self.query("#home-title").results(Static)
        title = next(titles, None)
        if title is None:
            # Its parts already taken down: the app is closing as the screen comes up (seen
            # once when a test ended right after going home), and there is nothing to word.
            return
        self._describe()  # in the language in use now
        self.set_class(self.ascii_only, "-ascii")
        self.set_class({"continue", "practice"} <= set(self.kept), "-both-kept")
        title.update("\n".join(self._title()))
        menu = self.query_one(OptionList)
        for entry in filter(self._offered, ENTRIES):
            menu.replace_option_prompt(entry, self._prompt(entry))
        self._show_detail()
        self.query_one("#remembered", Static).update(self._remembered())

    def _title(self) -> list[str]:
        lines = title_lines("SPADES", self.ascii_only)
        if self.ascii_only:
            return lines
        # A spade either side of the middle line.
        return [f"  {lines[0]}  ", f"♠ {lines[1]} ♠", f"  {lines[2]}  "]

    def _options(self) -> list[Option]:
        return [Option(self._prompt(entry), id=entry) for entry in filter(self._offered, ENTRIES)]

    def _prompt(self, entry: str) -> Text:
        key, label, _what = ENTRIES[entry]
        text = Text.assemble((f"{key} ", "bold"), _(label))
        if entry == "vs":
            left, right = ("<", ">") if self.ascii_only else ("◀", "▶")
            text.append(f"   {left} {level_word(self.level)} {right}", "bold")
        elif entry in self.kept:
            text.append(f"   {self.kept[entry].title}", "dim")
        return text

    # ------------------------------------------------------------------ what is highlighted
    @property
    def highlighted(self) -> str:
        menu = self.query_one(OptionList)
        index = menu.highlighted
        option = menu.get_option_at_index(index) if index is not None else None
        return option.id if option is not None and option.id else "vs"

    @on(OptionList.OptionHighlighted)
    def _show_detail(self) -> None:
        entry = self.highlighted
        if entry in self.kept:
            text = Text(self.kept[entry].progress)
        elif entry == "vs":
            arrows = "<-/->" if self.ascii_only else "←/→"
            text = Text(f"{level_word(self.level)}: {_(LEVEL_TEXT[self.level])}\n")
            text.append(_("{arrows} changes the level").format(arrows=arrows), "dim")
        else:
            text = Text(_(ENTRIES[entry][2]))
        self.query_one("#detail", Static).update(text)

    def _remembered(self) -> Text:
        """The setup the next game starts with, so nothing has to be typed again."""
        settings = self.settings
        last = settings.last
        people = (settings.name, settings.second_name)
        if last.mode == "hotseat":
            names = names_for("hotseat", 1, people, ("", ""))
            who = hot_seat_words(names[0], names[1])
        elif last.mode == "watch":
            who = _("watching {first} and {second}").format(
                first=_(last.watch_first), second=_(last.watch_second)
            )
        else:
            # The level on show: the arrows may have changed it since the last game.
            names = names_for("vs", last.seat, people, (self.level, ""))
            you = names[last.seat - 1]
            if last.seat == 1:
                sentence = _("{name} against the computer ({level}), drawing first")
            else:
                sentence = _("{name} against the computer ({level}), drawing second")
            who = sentence.format(name=you, level=level_word(self.level))
        changed = []
        for name, value in {**Rules().to_dict(), **last.rules}.items():
            if name in last.rules and name in RULE_WORDS:
                shown = {True: _("on"), False: _("off"), None: _("never")}.get(value, value)
                changed.append(f"{_(RULE_WORDS[name][0]).lower()} {shown}")
        rules = _("standard rules") if not changed else ", ".join(changed)
        return Text(_("New games start as: {who}; {rules}.").format(who=who, rules=rules))

    # ------------------------------------------------------------------ choosing
    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.action_open(event.option.id or "vs")

    def action_open(self, entry: str | None = None) -> None:
        entry = entry or self.highlighted
        if not self._offered(entry):
            return
        if entry == "help":
            self.app.action_help()
        elif entry == "quit":
            self.app.exit()
        else:
            self.post_message(self.Chosen(entry, self.level))

    def action_level(self, step: int) -> None:
        """Left/right change the computer's level while "Play the computer" is highlighted."""
        if self.highlighted != "vs":
            return
        index = LEVEL_NAMES.index(self.level)
        self.level = LEVEL_NAMES[(index + step) % len(LEVEL_NAMES)]
        # Kept at once, as the Settings screen keeps its changes: its Computer level row is
        # this level, and it would otherwise still show the one before.
        use = getattr(self.app, "use_settings", None)
        if use is not None:
            self.settings = replace(self.settings, level=self.level)
            use(self.settings)
        self.query_one(OptionList).replace_option_prompt("vs", self._prompt("vs"))
        self._show_detail()
        self.query_one("#remembered", Static).update(self._remembered())
