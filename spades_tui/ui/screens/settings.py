"""Settings: every field of the settings file, saved the moment it changes. Escape leaves."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, Static

from spades_tui.i18n import LANGUAGE_NAMES, LEVEL_SHOWN, N_, NP_, _, number, pgettext
from spades_tui.settings import (
    DOUBLE_NIL_QUESTIONS,
    LEVEL_NAMES,
    Settings,
    clean_name,
)
from spades_tui.shown import shown
from spades_tui.ui.form_keys import FIELD_MOVES
from spades_tui.ui.screens.new_game import LEVEL_TEXT, ON_OFF, Choice, ascii_css
from spades_tui.ui.widgets.footer import Footer
from spades_tui.ui.widgets.name_input import NameInput
from spades_tui.ui.widgets.words import Words

PAUSES = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 5.0)
QUESTION_WORDS = {
    "always": N_("always"),
    "when_behind": N_("when behind"),
    "never": N_("never"),
}
# The language choices, each language named in itself (so anyone can find their own).
LANGUAGE_OPTIONS = [(N_("from the environment"), ""), *((n, c) for c, n in LANGUAGE_NAMES.items())]

# field -> (label, help line)
FIELDS = {
    "language": (N_("Language"), N_("the words on every screen")),
    "theme": (N_("Theme"), N_("colours of every screen")),
    "four_colour": (N_("Four-colour deck"), N_("clubs green, diamonds blue")),
    "ascii": (N_("Plain ASCII"), N_("suits as letters")),
    "trick_pause": (N_("Trick pause"), N_("a won trick stays shown")),
    "hints": (N_("Hints"), N_("the i key and bid odds")),
    "play_last_card": (N_("Play the last card"), N_("when it is all you hold")),
    "double_nil_question": (N_("Ask about double nil"), N_("before each draft")),
    "name": (N_("Your name"), N_("player 1 in hot-seat")),
    "second_name": (N_("Second player"), N_("player 2 in hot-seat")),
    "level": (N_("Computer level"), ""),
}


def _seconds(value: float) -> Callable[[], str]:
    """The pause's label, worded when painted (the number in the language's way)."""
    if value == 0:
        return lambda: _("no pause")
    return lambda: _("{seconds} s").format(seconds=number(value))


# Textual's plain themes are named by what they look like, in words rather than by their
# names in code ("textual-dark"); the others are proper names (Nord, Dracula) and stay so.
THEME_WORDS = {
    "textual-dark": NP_("a theme's name", "dark"),
    "textual-light": NP_("a theme's name", "light"),
    "ansi-dark": NP_("a theme's name", "the terminal's colours, dark"),
    "ansi-light": NP_("a theme's name", "the terminal's colours, light"),
}


def theme_label(name: str) -> Callable[[], str] | Text:
    """A theme's label: worded when painted where it has words, else the name as data (a
    theme's name is never looked up as markup)."""
    if name in THEME_WORDS:
        return lambda: pgettext("a theme's name", THEME_WORDS[name])
    return Text(name)


class SettingsScreen(Screen[None]):
    DEFAULT_CSS = """
    SettingsScreen #settings { height: 1fr; padding: 0 2; }
    SettingsScreen #settings-title { text-style: bold; color: $accent; height: 1;
        margin-bottom: 1; }
    SettingsScreen .form {
        grid-size: 3; grid-columns: 22 26 1fr; grid-rows: auto; grid-gutter: 0 1; height: auto;
    }
    SettingsScreen .help { color: $text-muted; }
    SettingsScreen Input { width: 26; }
    SettingsScreen #settings-note { margin-top: 1; height: auto; }
    """ + ascii_css("SettingsScreen")

    BINDINGS = [
        Binding("escape", "leave", N_("Back"), key_display="Esc"),
        *FIELD_MOVES,
    ]

    def __init__(self, settings: Settings, themes: list[str]) -> None:
        super().__init__()
        self.settings = settings
        self.themes = themes

    def compose(self) -> ComposeResult:
        s = self.settings
        pauses = sorted({*PAUSES, s.trick_pause})
        themes = self.themes if s.theme in self.themes else [s.theme, *self.themes]
        controls: dict[str, Any] = {
            "language": Choice(LANGUAGE_OPTIONS, s.language, id="language"),
            "theme": Choice([(theme_label(t), t) for t in themes], s.theme, id="theme"),
            "four_colour": Choice(ON_OFF, s.four_colour, id="four_colour"),
            "ascii": Choice(ON_OFF, s.ascii, id="ascii"),
            "trick_pause": Choice([(_seconds(p), p) for p in pauses], s.trick_pause, id="pause"),
            "hints": Choice(ON_OFF, s.hints, id="hints"),
            "play_last_card": Choice(ON_OFF, s.play_last_card, id="play_last_card"),
            "double_nil_question": Choice(
                [(QUESTION_WORDS[q], q) for q in DOUBLE_NIL_QUESTIONS],
                s.double_nil_question,
                id="double_nil_question",
            ),
            "name": NameInput(s.name, id="name"),
            "second_name": NameInput(s.second_name, id="second"),
            "level": Choice([(LEVEL_SHOWN[x], x) for x in LEVEL_NAMES], s.level, id="level"),
        }
        with VerticalScroll(id="settings", can_focus=False):
            yield Words(N_("Settings"), id="settings-title")
            with Grid(classes="form"):
                for name, (label, help_text) in FIELDS.items():
                    yield Words(label)
                    yield controls[name]
                    yield Words(help_text, id=f"{name}-help", classes="help")
            yield Static(id="settings-note")
        yield Footer()

    def on_mount(self) -> None:
        self._show_ascii()
        self.relabel()
        self.query_one("#language").focus()  # the first field, as on every form

    def relabel(self) -> None:
        """The words set here rather than painted, in the language in use."""
        for field in self.query(Input):
            field.placeholder = _("not chosen")
        self._explain_level()
        self._explain_language()
        self._say_where_saved()

    def _say_where_saved(self) -> None:
        path = getattr(getattr(self.app, "settings_file", None), "path", None)
        if not path:
            self._note(Text(""))
        elif getattr(self.app, "settings_unsaved", False):
            words = _("Not saved: {path} cannot be written, so these last until you quit.")
            self._note(Text(words.format(path=shown(path)), style="bold"))
        else:
            where = _("Saved as you change them, in {path}.").format(path=shown(path))
            self._note(Text(where, style="dim"))

    def _note(self, text: Text) -> None:
        self.query_one("#settings-note", Static).update(text)

    def _explain_language(self) -> None:
        """Under a language the screens do not speak (the command line's --lang outranks the
        setting until a choice is made here), say which one they speak and why."""
        from spades_tui import i18n

        speaking = i18n.current()
        help_line = self.query_one("#language-help", Words)
        name = LANGUAGE_NAMES.get(speaking)
        if name is not None and speaking != i18n.choose(None, self.settings.language):
            help_line.say(lambda: _("now {language}, from --lang").format(language=name))
        elif name is not None and not self.settings.language:
            # "From the environment" alone does not say which language that turned out to be.
            help_line.say(lambda: _("now {language}").format(language=name))
        else:
            help_line.say(FIELDS["language"][1])

    def _explain_level(self) -> None:
        level = self.query_one("#level", Choice).value
        self.query_one("#level-help", Words).say(LEVEL_TEXT.get(level, ""))

    @on(Choice.Changed)
    def _choice_changed(self, event: Choice.Changed) -> None:
        field = {"pause": "trick_pause"}.get(event.cycle.id or "", event.cycle.id)
        assert field in FIELDS
        if field == "level":
            self._explain_level()
        self._change(**{field: event.value})

    @on(Input.Changed)
    def _name_changed(self, event: Input.Changed) -> None:
        field = "name" if event.input.id == "name" else "second_name"
        # Blank means "not chosen": the game then names the players itself.
        self._change(**{field: clean_name(event.value) or ""})

    def _change(self, **values: Any) -> None:
        self.settings = replace(self.settings, **values)
        use = getattr(self.app, "use_settings", None)
        if use is not None:
            use(self.settings)
            self._say_where_saved()
        self._explain_language()
        self._show_ascii()
        for choice in self.query(Choice):
            choice.refresh()  # their arrows follow the ASCII setting

    def _show_ascii(self) -> None:
        self.set_class(bool(getattr(self.app, "ascii_only", False)), "-ascii")

    def action_leave(self) -> None:
        self.dismiss(None)
