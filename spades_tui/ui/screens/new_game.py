"""New game: mode, names, computer levels, seat, every rule option in words, seed, Start.

The form opens with the last setup (from the settings) and hands back a ``GameSetup``.
Everything typed here is shown as plain text, never read as markup: a name may hold any
character, brackets included.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, Static

from spades_tui.core.chance import LARGEST_SEED
from spades_tui.core.errors import RulesError
from spades_tui.core.rules import Rules, option_applies, parse_option
from spades_tui.i18n import LEVEL_SHOWN, N_, _, level_word
from spades_tui.settings import LEVEL_NAMES, LastSetup, Settings, clean_name
from spades_tui.ui.form_keys import FIELD_MOVES
from spades_tui.ui.rule_words import (
    RULE_LIMITS,
    RULE_OFF_WORDS,
    RULE_WORDS,
    range_text,
    range_words,
)
from spades_tui.ui.setup import (
    HUMAN,
    GameSetup,
    SetupError,
    default_names,
    same_name,
    with_people,
)
from spades_tui.ui.widgets.cycle import Cycle
from spades_tui.ui.widgets.footer import Footer
from spades_tui.ui.widgets.name_input import NameInput
from spades_tui.ui.widgets.whole_number_input import WholeNumberInput
from spades_tui.ui.widgets.words import Words

MODES = [
    (N_("Against the computer"), "vs"),
    (N_("Hot-seat"), "hotseat"),
    (N_("Watch two computers"), "watch"),
]
MODE_HELP = {
    "vs": N_("you and a computer"),
    "hotseat": N_("two people, one keyboard"),
    "watch": N_("two computer players"),
}

# One line per level, for the home screen and this form (see docs/strength.md).
LEVEL_TEXT = {
    "random": N_("any legal card, at random"),
    "heuristic": N_("rules of thumb; beatable"),
    "normal": N_("thinks ahead; a fair game"),
    "hard": N_("thinks deepest; strongest"),
}


def level_line(level: str) -> str:
    return f"{level_word(level)}: {_(LEVEL_TEXT.get(level, ''))}"


class Choice(Cycle):
    """A Cycle whose arrows become < > when the app draws in plain ASCII."""

    def render(self) -> Text:
        if not getattr(self.app, "ascii_only", False):
            return super().render()
        return Text.assemble(("< ", "dim"), self.label(), (" >", "dim"))


ON_OFF = [(N_("on"), True), (N_("off"), False)]


def ascii_css(screen: str) -> str:
    """Styles that keep ``screen`` pure ASCII while it has the ``-ascii`` class."""
    return f"""
    {screen}.-ascii FooterKey.-command-palette {{ border-left: none; }}
    {screen}.-ascii VerticalScroll {{ scrollbar-size-vertical: 0; }}
    """


def names_for(
    mode: str, seat: int, people: tuple[str, str], levels: tuple[str, str]
) -> tuple[str, str]:
    """The names a mode starts with: the people's own names where they have chosen them."""
    if mode == "hotseat":
        controllers = (HUMAN, HUMAN)
    elif mode == "vs":
        controllers = (HUMAN, levels[0]) if seat == 1 else (levels[0], HUMAN)
    else:
        controllers = levels
    return with_people(default_names(controllers), controllers, people)


def remember(settings: Settings, setup: GameSetup) -> Settings:
    """The settings after starting ``setup``: the next new game starts the same way."""
    standard = Rules().to_dict()
    rules = {k: v for k, v in setup.rules.to_dict().items() if standard[k] != v}
    last = replace(settings.last, mode=setup.mode, rules=rules)
    controllers = setup.controllers
    # A name the game would give anyway ("Player 2") is not a name the person chose.
    defaults = default_names(controllers)
    pairs = zip(setup.names, defaults, strict=True)
    names = [n if n != d and clean_name(n) == n else "" for n, d in pairs]
    if setup.mode == "hotseat":
        return replace(settings, name=names[0], second_name=names[1], last=last)
    if setup.mode == "vs":
        seat = controllers.index(HUMAN)
        last = replace(last, seat=seat + 1)
        return replace(settings, name=names[seat], level=controllers[1 - seat], last=last)
    last = replace(last, watch_first=controllers[0], watch_second=controllers[1])
    return replace(settings, last=last)


class NewGameScreen(Screen[GameSetup | None]):
    """Dismissed with the chosen setup, or None when cancelled."""

    DEFAULT_CSS = """
    NewGameScreen #new-game { height: 1fr; padding: 0 1 0 2; scrollbar-size-vertical: 1; }
    NewGameScreen #new-title { text-style: bold; color: $accent; height: 1; margin-bottom: 1; }
    NewGameScreen .form {
        grid-size: 3; grid-columns: 24 24 1fr; grid-rows: auto; grid-gutter: 0 1; height: auto;
    }
    NewGameScreen .help { color: $text-muted; }
    NewGameScreen .help.-refused { color: $text-error; text-style: bold; }
    NewGameScreen .-off, NewGameScreen Cycle:disabled, NewGameScreen Input:disabled {
        color: $text-disabled;
    }
    NewGameScreen .section { margin-top: 1; text-style: bold; height: 1; }
    NewGameScreen #start-row { height: auto; max-height: 3; padding: 0 2; margin-bottom: 1; }
    NewGameScreen #aside { padding: 0 2; margin-bottom: 1; }
    NewGameScreen #start-key { width: auto; margin-left: 2; display: none; }
    NewGameScreen #start-key.-shown { display: block; }
    NewGameScreen #error { width: 1fr; height: auto; margin-left: 2; color: $text-error;
        text-style: bold; }
    NewGameScreen Input { width: 24; }
    /* Lit as a focused Choice is: a compact field's own mark is a faint tint, left out. */
    NewGameScreen Input:focus { background: $primary 40%; background-tint: $foreground 0%; }
    """ + ascii_css("NewGameScreen")

    BINDINGS = [
        Binding("ctrl+s", "start", N_("Start"), key_display="ctrl+s", priority=True),
        Binding("escape", "cancel", N_("Back"), key_display="Esc"),
        *FIELD_MOVES,
    ]

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        mode: str | None = None,
        level: str | None = None,
        names: tuple[str, str] | None = None,
        rules: Rules | None = None,
        seed: int | None = None,
        can_cancel: bool = False,
        focus_start: bool = False,
        sets_aside: str | None = None,
    ) -> None:
        """``sets_aside``: who plays the unfinished game that starting would keep in History
        (it is said before, not after)."""
        super().__init__()
        self.settings = settings or Settings()
        last: LastSetup = self.settings.last
        self.mode = mode or last.mode
        self.level = level or self.settings.level
        self.rules = rules or _rules_of(last)
        self.seed = seed
        self.can_cancel = can_cancel
        self.focus_start = focus_start
        self.sets_aside = sets_aside
        # The people's names, kept while the mode changes: what was typed is not lost.
        self._people = (self.settings.name, self.settings.second_name)
        self._given_names = names
        self._answered = False
        self._help_while_on: dict[str, str | Callable[[], str]] = {}  # of options greyed out

    # ------------------------------------------------------------------ building the form
    def compose(self) -> ComposeResult:
        last = self.settings.last
        levels = [(LEVEL_SHOWN[x], x) for x in LEVEL_NAMES]
        names = self._given_names or self._mode_names(self.mode, last.seat)
        with VerticalScroll(id="new-game", can_focus=False):
            yield Words(N_("New game"), id="new-title")
            with Grid(classes="form"):
                yield _label(N_("Mode"))
                yield Choice(MODES, self.mode, id="mode")
                yield _label("", id="mode-help", classes="help")
                yield _label(N_("Player 1"), id="name0-label")
                yield NameInput(names[0], id="name0")
                yield _label("", id="name0-help", classes="help")
                yield _label(N_("Player 2"), id="name1-label")
                yield NameInput(names[1], id="name1")
                yield _label("", id="name1-help", classes="help")
                yield _label(N_("You play"), id="seat-label")
                yield Choice([(N_("Player 1"), 1), (N_("Player 2"), 2)], last.seat, id="seat")
                yield _label("", id="seat-help", classes="help")
                yield _label(N_("Computer level"), id="level0-label")
                first = self.level if self.mode == "vs" else last.watch_first
                yield Choice(levels, first, id="level0")
                yield _label("", id="level0-help", classes="help")
                yield _label(N_("Second computer"), id="level1-label")
                yield Choice(levels, last.watch_second, id="level1")
                yield _label("", id="level1-help", classes="help")
                yield _label(N_("Seed"))
                seed = "" if self.seed is None else str(self.seed)
                seed_help = _label(N_("blank: a new shuffle"), classes="help")
                yield WholeNumberInput(seed, seed_help, id="seed")
                yield seed_help
            yield Words(N_("Rules (the standard rules unless changed here)"), classes="section")
            with Grid(classes="form"):
                values = self.rules.to_dict()
                for name, (label, help_text) in RULE_WORDS.items():
                    yield _label(label, id=f"rule-{name}-label")
                    value = values[name]
                    if isinstance(value, bool):
                        yield Choice(ON_OFF, value, id=f"rule-{name}")
                        yield _label(help_text, id=f"rule-{name}-help", classes="help")
                    else:
                        shown = "" if value is None else str(value)
                        _kind, low, high = RULE_LIMITS[name]
                        ascii_only = bool(getattr(self.app, "ascii_only", False))
                        words = partial(range_words, help_text, low, high, ascii_only)
                        rule_help = Words(words, id=f"rule-{name}-help", classes="help")
                        yield WholeNumberInput(shown, rule_help, id=f"rule-{name}")
                        yield rule_help
        with Horizontal(id="start-row"):
            yield Button("", variant="primary", id="start", compact=True)
            yield Words(N_("Enter starts the game"), id="start-key", classes="help")
            yield Static(id="error")
        if self.sets_aside is not None:
            words = _(
                "Starting keeps the unfinished game ({game}) in History, where c continues it."
            ).format(game=self.sets_aside)
            yield Static(Text(words), id="aside", classes="help")
        yield Footer()

    def on_mount(self) -> None:
        self.set_class(bool(getattr(self.app, "ascii_only", False)), "-ascii")
        self.relabel()
        self._grey_out_idle_rules()
        self.query_one("#start" if self.focus_start else "#mode").focus()

    def relabel(self) -> None:
        """The words set here rather than painted, in the language in use."""
        self.query_one("#seed", Input).placeholder = _("random")
        self.query_one("#start", Button).label = _("Start")
        self._show_mode_fields()
        self._explain_levels()

    def _mode_names(self, mode: str, seat: int) -> tuple[str, str]:
        # Before the level fields exist, the levels they will start at (see compose).
        last = self.settings.last
        first = self.level if mode == "vs" else last.watch_first
        levels = (self._choice("level0", first), self._choice("level1", last.watch_second))
        return names_for(mode, seat, self._people, levels)

    def _choice(self, wid: str, default: Any) -> Any:
        found = self.query(f"#{wid}")
        return found.first(Choice).value if found else default

    # ------------------------------------------------------------------ following the mode
    @on(Choice.Changed, "#mode")
    def _mode_changed(self) -> None:
        self._show_mode_fields()
        self._fill_names()

    @on(Choice.Changed, "#seat")
    def _seat_changed(self) -> None:
        self._fill_names()
        self._show_mode_fields()

    @on(Choice.Changed, "#level0, #level1")
    def _level_changed(self) -> None:
        self._explain_levels()
        if self.query_one("#mode", Choice).value == "watch":
            self._fill_names()

    @on(Input.Changed, "#name0, #name1")
    def _name_typed(self, event: Input.Changed) -> None:
        """Remember what was typed for a person, so a change of mode keeps it."""
        mode = self.query_one("#mode", Choice).value
        field = 0 if event.input.id == "name0" else 1
        if mode == "hotseat":
            people = list(self._people)
            people[field] = event.value
            self._people = (people[0], people[1])
        elif mode == "vs" and field == self.query_one("#seat", Choice).value - 1:
            self._people = (event.value, self._people[1])

    def _fill_names(self) -> None:
        mode = self.query_one("#mode", Choice).value
        seat = self.query_one("#seat", Choice).value
        people = self._people
        names = self._mode_names(mode, seat)
        with self.prevent(Input.Changed):
            self.query_one("#name0", Input).value = names[0]
            self.query_one("#name1", Input).value = names[1]
        self._people = people

    def _show_mode_fields(self) -> None:
        mode = self.query_one("#mode", Choice).value
        seat = self.query_one("#seat", Choice).value
        for wid in ("seat-label", "seat", "seat-help"):
            self.query_one(f"#{wid}").display = mode == "vs"
        for wid in ("level0-label", "level0", "level0-help"):
            self.query_one(f"#{wid}").display = mode != "hotseat"
        for wid in ("level1-label", "level1", "level1-help"):
            self.query_one(f"#{wid}").display = mode == "watch"
        self.query_one("#level0-label", Words).say(
            N_("First computer") if mode == "watch" else N_("Computer level")
        )
        self.query_one("#mode-help", Words).say(MODE_HELP[mode])
        if self.sets_aside is not None:  # a watched game is saved apart and sets none aside
            self.query_one("#aside").display = mode != "watch"
        self.query_one("#seat-help", Words).say(N_("Player 1 draws first"))
        for field in (0, 1):
            help_text = N_("draws first") if field == 0 else ""
            if mode == "vs":
                help_text = N_("you") if field == seat - 1 else N_("the computer")
            self.query_one(f"#name{field}-help", Words).say(help_text)

    @on(Choice.Changed, "#rule-nil, #rule-double_nil")
    def _grey_out_idle_rules(self) -> None:
        """Options that cannot change a game under the other choices are greyed out and
        skipped by the field keys (the exchange, with double nil off)."""
        values = {
            name: self._choice(f"rule-{name}", value)
            for name, value in self.rules.to_dict().items()
            if isinstance(value, bool)
        }
        for name, off_words in RULE_OFF_WORDS.items():
            idle = not option_applies(name, values)
            self.query_one(f"#rule-{name}").disabled = idle
            self.query_one(f"#rule-{name}-label").set_class(idle, "-off")
            help_words = self.query_one(f"#rule-{name}-help", Words)
            help_words.set_class(idle, "-off")
            if idle and name not in self._help_while_on:
                self._help_while_on[name] = help_words.message
                help_words.say(off_words)
            elif not idle and name in self._help_while_on:
                help_words.say(self._help_while_on.pop(name))

    def _explain_levels(self) -> None:
        for wid in ("level0", "level1"):
            level = self.query_one(f"#{wid}", Choice).value
            self.query_one(f"#{wid}-help", Words).say(LEVEL_TEXT.get(level, ""))

    def on_descendant_focus(self) -> None:
        self._say_the_start_key()

    def on_descendant_blur(self) -> None:
        self._say_the_start_key()

    def _say_the_start_key(self) -> None:
        # A focused button is only its label drawn reversed, which a player need not read
        # as "Enter presses it": the form opened from home has Start focused.
        start = self.query_one("#start", Button)
        error = bool(str(self.query_one("#error", Static).content))
        self.query_one("#start-key").set_class(start.has_focus and not error, "-shown")

    # ------------------------------------------------------------------ answering
    @on(Button.Pressed, "#start")
    @on(Input.Submitted)
    def action_start(self) -> None:
        if self._answered:
            return  # a second Enter that arrived while the screen was closing
        try:
            setup = self._read()
        except SetupError as exc:
            # The message may quote a name: plain text, never markup.
            self.query_one("#error", Static).update(Text(str(exc)))
            self._say_the_start_key()
            self.app.bell()
            return
        self._answered = True
        self.dismiss(setup)

    def action_cancel(self) -> None:
        if self.can_cancel and not self._answered:
            self._answered = True
            self.dismiss(None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "cancel":
            return self.can_cancel
        return True

    def _read(self) -> GameSetup:
        names = (self._read_name(0), self._read_name(1))
        if same_name(*names):
            raise SetupError(
                _("both players are called {name}; they need different names").format(name=names[0])
            )
        return GameSetup(names, self._controllers(), self._read_rules(), self._read_seed())

    def _read_name(self, field: int) -> str:
        name = clean_name(self.query_one(f"#name{field}", Input).value)
        if name is None:
            raise SetupError(_("player {n} needs a name").format(n=field + 1))
        return name

    def _controllers(self) -> tuple[str, str]:
        mode = self.query_one("#mode", Choice).value
        level0 = str(self.query_one("#level0", Choice).value)
        level1 = str(self.query_one("#level1", Choice).value)
        if mode == "hotseat":
            return (HUMAN, HUMAN)
        if mode == "vs":
            seat = self.query_one("#seat", Choice).value
            return (HUMAN, level0) if seat == 1 else (level0, HUMAN)
        return (level0, level1)

    def _read_seed(self) -> int | None:
        text = self.query_one("#seed", Input).value.strip()
        if not text:
            return None
        try:
            seed = int(text)
        except ValueError:
            raise SetupError(
                _("the seed must be a whole number, got {text!r}").format(text=text)
            ) from None
        if not 0 <= seed <= LARGEST_SEED:
            raise SetupError(_("the seed must be from 0 to {largest}").format(largest=LARGEST_SEED))
        return seed

    def _read_rules(self) -> Rules:
        values = self.rules.to_dict()
        for name, (label, _help) in RULE_WORDS.items():
            widget = self.query_one(f"#rule-{name}")
            if isinstance(widget, Choice):
                values[name] = widget.value
                continue
            assert isinstance(widget, Input)
            try:
                values[name] = parse_option(name, widget.value)
            except RulesError:
                if widget.disabled:  # greyed out: it cannot matter, and cannot be reached
                    continue
                raise SetupError(
                    _("{label} must be {range}").format(
                        label=_(label),
                        range=range_text(name, bool(getattr(self.app, "ascii_only", False))),
                    )
                ) from None
        try:
            return Rules(**values)
        except RulesError as exc:
            raise SetupError(str(exc)) from None


def _rules_of(last: LastSetup) -> Rules:
    """The remembered rule options; ones this version no longer accepts are dropped."""
    try:
        return Rules(**{**Rules().to_dict(), **last.rules})
    except (RulesError, TypeError):
        return Rules()


def _label(text: str, *, id: str | None = None, classes: str | None = None) -> Words:
    return Words(text, id=id, classes=classes)
