"""The privacy screen of a hot-seat game: nothing private shows until the next player is ready."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from spades_tui.i18n import N_, _
from spades_tui.ui.phrase import fill
from spades_tui.ui.screens.reading_time import ReadingTime
from spades_tui.ui.widgets.footer import Footer

HAND_OFF_READ_TIME = 1.5  # seconds


def passing_the_keyboard(stack: Sequence[Screen[object]]) -> bool:
    """A hand-off is on the screen ``stack`` (perhaps under the help): nothing may show a
    hand, the stock or the record that holds them, such as an export, until it is passed."""
    return any(isinstance(screen, HandoffScreen) for screen in stack)


class HandoffScreen(ReadingTime, Screen[None]):
    """Asks for Enter from the next player, and only once the screen has been readable
    (``ReadingTime``: a key meant for the screen before must not show the next player's hand
    to the last one); no other key passes it."""

    BINDINGS = [Binding("enter", "ready", N_("I am ready"))]
    GO_ON = ("ready",)
    # Longer than a summary's: the player who has just played a card with Enter may press it
    # again from habit up to a second later, and here that would show them the other hand.
    # Passing a keyboard across takes longer than this anyway.
    READ_TIME = HAND_OFF_READ_TIME

    def __init__(self, name: str, news: Callable[[], Sequence[str]], first: bool = False) -> None:
        """``news`` words what happened since the player's last turn, in the language in use;
        ``first``: the player has had no turn yet, so the news is all there is so far."""
        super().__init__()
        self.player = name
        self.news = news
        self.first = first
        self.tapped = False  # a key came while Enter could not count yet
        self.armed = self.READ_TIME <= 0  # the first line is drawn dim until then

    def compose(self) -> ComposeResult:
        news = self.news()
        # The news takes the wide box: in the narrow one a hand's score ran over two lines,
        # parting "totals 50 and" from its last figure.
        with Vertical(classes="box wide" if news else "box"):
            yield Static(fill(_("Pass to {name}"), style="bold", name=self.player), id="pass-to")
            yield Static(self._ready_line(), id="ready")
            if news:
                since = _("So far:") if self.first else _("Since your last turn:")
                yield Static(Text(since + "\n" + "\n".join(news), style="dim"))
        yield Footer()

    def _ready_line(self) -> Text:
        # Said to the player, so their name is as it is (no article: "1. játékos, nyomj…").
        if self.tapped:
            # Enter tapped again and again never counts (each press starts the wait again),
            # and the screen said nothing of why.
            words = _("{name}: wait a moment without a key, then press Enter once.")
        else:
            words = _("{name}: press Enter when ready.")
        ready = Text(words.format(name=self.player))
        if not self.armed:
            ready.stylize("dim")  # brightens when Enter starts to count
        return Text("\n").append_text(ready).append("\n")

    def now_readable(self) -> None:
        self._say_ready(tapped=False)  # Enter counts now: the usual words, bright

    def kept_waiting(self) -> None:
        if not self.tapped:
            self._say_ready(tapped=True)

    def _say_ready(self, tapped: bool) -> None:
        self.tapped = tapped
        self.query_one("#ready", Static).update(self._ready_line())

    def relabel(self) -> None:
        self.refresh(recompose=True)

    def action_ready(self) -> None:
        if self.armed:  # check_action already holds it back; this says so where it acts
            self.dismiss(None)
