"""What a local game and a network game do alike around a table.

Both hold a finished trick on the table for a moment, ask the advising level for a hint, say
what a double-nil exchange gave and brought back, and show notifications as plain text. The
app (``SpadesApp``) moves its own game, or shows a network seat (``NetworkTable``) that a
server feeds. What they share lives here, once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from textual.binding import Binding
from textual.notifications import Notify, SeverityLevel

from spades_tui.core.actions import PLAYS, Bid, Play
from spades_tui.core.cards import Card
from spades_tui.core.phases import Phase
from spades_tui.core.view import PlayerView
from spades_tui.i18n import _, computer_name, name_inside, say, spoken_name
from spades_tui.ui import ascii_mode
from spades_tui.ui.cardtext import CARD_VARIABLES, label, sorted_hand
from spades_tui.ui.hints import ADVISOR, Hint

if TYPE_CHECKING:
    from textual.app import App


class PlainNotifications:
    """Mixed into an app: every notification is plain text, and shown once at a time.

    Messages quote names, paths, addresses and a server's words, never styling: a "[" in them
    must not be read as a tag (Textual's default would, and could fail on it).
    """

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        super().notify(  # type: ignore[misc]
            message, title=title, severity=severity, timeout=timeout, markup=markup
        )

    def _on_notify(self, event: Notify) -> None:
        # The same words again (a key pressed over and over) stand once, rather than stack
        # copies of them over the table. The one on show stays, and goes in its own time,
        # unless the new one is meant to stay longer: taken down and put up again in the
        # same moment, again and again, a notice was left drawn one line high. Textual's own
        # handler, which shows the new one, runs after this one unless told not to.
        new = event.notification
        for shown in list(self._notifications):  # type: ignore[attr-defined]
            if shown is new or (shown.message, shown.title) != (new.message, new.title):
                continue
            if shown.timeout >= new.timeout:
                event.prevent_default()
                return
            self._unnotify(shown, refresh=False)  # type: ignore[attr-defined]

    def action_help_quit(self) -> None:
        # Ctrl+C out of habit: say how to quit, in plain words (Textual's own sentence is markup).
        self.notify(_("Ctrl+Q quits. The game is saved as it stands."), title=_("Quit?"))


class TableLook:
    """Mixed into an app: the card colours, ASCII drawing and theme the settings ask for."""

    ascii_only: bool

    def draw_ascii(self, on: bool) -> None:
        self.ascii_only = on
        if on:
            ascii_mode.enter()
        else:
            ascii_mode.leave()

    def use_theme(self, theme: str) -> None:
        """Switch to ``theme``; an unknown one (from a hand-edited file, said with the file's
        other problems as it is read) leaves the theme as it is."""
        app: App[object] = self  # type: ignore[assignment]
        if theme in app.available_themes:
            app.theme = theme

    def get_key_display(self, binding: Binding) -> str:
        shown: str = super().get_key_display(binding)  # type: ignore[misc]
        return ascii_mode.key_words(shown) if self.ascii_only else shown

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return {**super().get_theme_variable_defaults(), **CARD_VARIABLES}  # type: ignore[misc]


class TrickPause:
    """A finished trick held on the table until its pause runs out or a key moves on.

    ``moment`` names the trick on show, so the timer of a trick that a key already moved past
    cannot end the next one's pause early.
    """

    def __init__(self) -> None:
        self.showing = False
        self._moment: object = None

    def hold(
        self, app: App[object], seconds: float, moment: object, then: Callable[[], None]
    ) -> None:
        self.showing, self._moment = True, moment

        def time_is_up() -> None:
            if self.release(moment):
                then()

        app.set_timer(seconds, time_is_up)

    def release(self, moment: object = None) -> bool:
        """End the pause on show (a key: whatever is on show; a timer: only its own trick).
        True when this ended it."""
        if not self.showing or (moment is not None and moment != self._moment):
            return False
        self.showing, self._moment = False, None
        return True


def trick_won_line(winner: int, seat: int | None, names: Sequence[str | None]) -> str:
    """'You win the trick' to the seat that won it, else '<name> wins the trick'."""
    if winner == seat:
        return _("You win the trick")
    return say(_("{name} wins the trick"), name=names[winner])


def exchange_text(gave: Sequence[Card], got: Sequence[Card], ascii_only: bool) -> str:
    """What a double-nil exchange took away and brought back, each in the hand's order."""
    nothing = _("nothing")
    given = " ".join(label(c, ascii_only) for c in sorted_hand(gave)) or nothing
    back = " ".join(label(c, ascii_only) for c in sorted_hand(got)) or nothing
    return _("You gave {given}\nand got back {back}.").format(given=given, back=back)


def last_card(view: PlayerView) -> Play | None:
    """The play of the seat's last card of the hand when it is that seat's turn: with one
    card left there is nothing to choose, so the game may play it for the person."""
    if view.phase is Phase.PLAY and view.my_turn and len(view.hand) == 1:
        return PLAYS[view.hand[0]]
    return None


def thinking_line() -> str:
    sentence = _("{advisor} is thinking about a hint…")
    # Hungarian names the advising level as a computer (az erős gép); English by the level
    # alone, as its hint line does ("Hint from hard").
    computer = computer_name(ADVISOR)
    said = spoken_name(computer, sentence, "advisor") if name_inside(computer) != computer else ""
    return sentence.format(advisor=said or _(ADVISOR))


def ask_for_hint(app: App[int], view: PlayerView, answer: Callable[[Hint], None]) -> None:
    """Ask the advising level about ``view`` in a worker thread, and hand its hint to ``answer``
    on the app's own thread. A newer question cancels the older one; ``answer`` must still
    check that the decision is the one on screen (a late hint must never reach the next one)."""

    def think() -> None:
        hint = advise(view)
        app.call_from_thread(answer, hint)

    app.run_worker(think, thread=True, exclusive=True, group="hint", exit_on_error=False)


def advise(view: PlayerView) -> Hint:
    """The advising level's choice for ``view`` (it sees only that seat's view), seeded by
    the view, so the review of the hand gives the same advice on the same position. Slow:
    call it from a worker thread."""
    from spades_tui.players import make_player
    from spades_tui.players.base import view_seed

    player = make_player(ADVISOR, view_seed(view))
    action = player.choose(view)
    if not isinstance(action, Bid):
        return Hint(ADVISOR, action)
    estimate = getattr(player, "last_bid_estimate", None)
    return Hint(ADVISOR, action, estimate, getattr(player, "bid_reason", None))
