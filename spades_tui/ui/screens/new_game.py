"""New game: names, mode, computer levels, every rule option with its default, seed, Start."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Static

from spades_tui.core.errors import RulesError
from spades_tui.core.rules import OPTION_HELP, Rules, parse_option
from spades_tui.ui.setup import HUMAN, GameSetup, SetupError, check_name, default_names
from spades_tui.ui.widgets.cycle import Cycle

MODES = [
    ("Hot-seat: two people, one keyboard", "hotseat"),
    ("Against the computer", "vs"),
    ("Watch two computers", "watch"),
]


def _levels() -> list[str]:
    from spades_tui.players import LEVELS

    return list(LEVELS)


def _on_off(value: bool) -> str:
    return "on" if value else "off"


def _shown(value: object) -> str:
    return "none" if value is None else str(value)


class NewGameScreen(Screen[GameSetup | None]):
    """Dismissed with the chosen setup, or None when cancelled."""

    BINDINGS = [
        Binding("ctrl+s", "start", "Start", priority=True),
        Binding("escape", "cancel", "Back"),
    ]

    def __init__(
        self,
        names: tuple[str, str] | None = None,
        rules: Rules | None = None,
        seed: int | None = None,
        can_cancel: bool = False,
    ) -> None:
        super().__init__()
        self.names = names
        self.rules = rules or Rules()
        self.seed = seed
        self.can_cancel = can_cancel
        # The names last filled in for the person; None while the given names stand.
        hotseat_names = default_names((HUMAN, HUMAN))
        self._auto_names = hotseat_names if names in (None, hotseat_names) else None
        self._answered = False

    def compose(self) -> ComposeResult:
        levels = _levels()
        level = "normal" if "normal" in levels else levels[-1]
        names = self.names or ("Player 1", "Player 2")
        with VerticalScroll(id="new-game"):
            yield Static("New game", id="new-title")
            with Grid(id="form"):
                yield Label("Mode")
                yield Cycle(MODES, "hotseat", id="mode")
                yield Label("Player 1 name")
                yield Input(names[0], compact=True, id="name0")
                yield Label("Player 2 name")
                yield Input(names[1], compact=True, id="name1")
                yield Label("Computer level", id="level-label")
                yield Cycle([(x, x) for x in levels], level, id="level0")
                yield Label("Second computer", id="level1-label")
                yield Cycle([(x, x) for x in levels], level, id="level1")
                yield Label("You play", id="seat-label")
                yield Cycle([("Player 1 (draws first)", 0), ("Player 2", 1)], 0, id="human-seat")
                yield Label("Seed (blank: random)")
                seed = "" if self.seed is None else str(self.seed)
                yield Input(seed, compact=True, id="seed", placeholder="random")
            yield Static("Rules (defaults are the standard rules)", classes="section")
            yield Grid(id="rules")
        with Horizontal(id="start-row"):
            yield Button("Start", variant="primary", id="start", compact=True)
            yield Static(id="error")
        yield Footer()

    def on_mount(self) -> None:
        self._show_mode_fields()
        self.query_one("#mode").focus()
        # The rule rows are many widgets; mounted 0.1 s later they no longer hold back the
        # screen's first frame (right after the first refresh, they still did).
        self.set_timer(0.1, self._add_rule_rows)

    def _add_rule_rows(self) -> None:
        rows = []
        defaults = self.rules.to_dict()
        for name, text in OPTION_HELP.items():
            value = defaults[name]
            rows.append(Label(name))
            if isinstance(value, bool):
                rows.append(Checkbox(_on_off(value), value, compact=True, id=f"rule-{name}"))
            else:
                rows.append(Input(_shown(value), compact=True, id=f"rule-{name}"))
            rows.append(Label(text, classes="rule-help"))
        self.query_one("#rules", Grid).mount_all(rows)

    @on(Cycle.Changed, "#mode")
    def _show_mode_fields(self) -> None:
        mode = self.query_one("#mode", Cycle).value
        for wid in ("#level-label", "#level0"):
            self.query_one(wid).display = mode in ("vs", "watch")
        for wid in ("#level1-label", "#level1"):
            self.query_one(wid).display = mode == "watch"
        for wid in ("#seat-label", "#human-seat"):
            self.query_one(wid).display = mode == "vs"
        self.query_one("#level-label", Label).update(
            "First computer" if mode == "watch" else "Computer level"
        )
        self._suggest_names()

    @on(Cycle.Changed, "#level0, #level1, #human-seat")
    def _suggest_names(self) -> None:
        """Names nobody typed follow the mode: "Player" and "Computer" against the computer."""
        inputs = (self.query_one("#name0", Input), self.query_one("#name1", Input))
        current = (inputs[0].value, inputs[1].value)
        if self._auto_names is None or current != self._auto_names:
            return
        suggested = default_names(self._controllers())
        for field, name in zip(inputs, suggested, strict=True):
            field.value = name
        self._auto_names = suggested

    @on(Checkbox.Changed)
    def _relabel(self, event: Checkbox.Changed) -> None:
        event.checkbox.label = _on_off(event.value)

    @on(Button.Pressed, "#start")
    @on(Input.Submitted)
    def action_start(self) -> None:
        if self._answered:
            return  # a second Enter that arrived while the screen was closing
        try:
            setup = self._read()
        except SetupError as exc:
            self.query_one("#error", Static).update(f"[b red]{exc}[/]")
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
        names = (
            check_name(self.query_one("#name0", Input).value, 0),
            check_name(self.query_one("#name1", Input).value, 1),
        )
        if names[0] == names[1]:
            raise SetupError("the two players need different names")
        return GameSetup(names, self._controllers(), self._read_rules(), self._read_seed())

    def _controllers(self) -> tuple[str, str]:
        mode = self.query_one("#mode", Cycle).value
        level0 = str(self.query_one("#level0", Cycle).value)
        level1 = str(self.query_one("#level1", Cycle).value)
        if mode == "hotseat":
            return (HUMAN, HUMAN)
        if mode == "vs":
            seat = self.query_one("#human-seat", Cycle).value
            return (HUMAN, level0) if seat == 0 else (level0, HUMAN)
        return (level0, level1)

    def _read_seed(self) -> int | None:
        text = self.query_one("#seed", Input).value.strip()
        if not text:
            return None
        try:
            seed = int(text)
        except ValueError:
            raise SetupError(f"the seed must be a whole number, got {text!r}") from None
        if not 0 <= seed < 2**63:
            raise SetupError("the seed must be from 0 to 2**63-1")
        return seed

    def _read_rules(self) -> Rules:
        values = self.rules.to_dict()
        for name in OPTION_HELP:
            found = self.query(f"#rule-{name}")
            if not found:
                continue  # not on screen yet: the shown default stands
            widget = found.first()
            try:
                if isinstance(widget, Checkbox):
                    values[name] = widget.value
                else:
                    assert isinstance(widget, Input)
                    values[name] = parse_option(name, widget.value)
            except RulesError as exc:
                raise SetupError(str(exc)) from None
        try:
            return Rules(**values)
        except RulesError as exc:
            raise SetupError(str(exc)) from None
