"""The table: one screen for every decision of a hand, laid out as a card table.

The opponent sits at the top, the trick lies in the middle, the hand fans out along the
bottom, and the score, what this seat knows and the log stand at the side. The screen shows
whatever views it is given and posts what the player chose as messages; the app decides
whether a move is legal and what happens next. Keys appear in the Footer only when they work.

The screen is built in layers, one module each: table_keys (the bindings), table_paint
(the state and its painting), table_input (keys and actions) and this one, what the app calls.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import BindingsMap
from textual.containers import Container, Horizontal, Vertical
from textual.widgets import Header

from spades_tui.core.actions import (
    Action,
    Bid,
    DeclareDoubleNil,
    Exchange,
    Keep,
    Play,
    Reject,
)
from spades_tui.core.events import SeatResult
from spades_tui.core.view import PlayerView
from spades_tui.i18n import _, current
from spades_tui.replay import with_scores
from spades_tui.ui import hints
from spades_tui.ui.cardtext import glyphs, plain, sorted_hand
from spades_tui.ui.hint_line import fitted, fitted_with_pointer, pointer_words
from spades_tui.ui.notice_place import keep_notices_clear_of_the_score
from spades_tui.ui.screens import table_advice as advice
from spades_tui.ui.screens.table_input import (
    HintWanted,
    PaceWanted,
    PauseWanted,
    Submit,
    TableInput,
    TrickSeen,
)
from spades_tui.ui.screens.table_keys import table_bindings
from spades_tui.ui.widgets.choices import ChoiceRow
from spades_tui.ui.widgets.footer import Footer
from spades_tui.ui.widgets.grid_line import GridLine
from spades_tui.ui.widgets.hand import HandRow
from spades_tui.ui.widgets.log_panel import LogPanel
from spades_tui.ui.widgets.memory import MemoryPanel
from spades_tui.ui.widgets.scoreboard import Scoreboard
from spades_tui.ui.widgets.steady import SteadyStatic
from spades_tui.ui.widgets.trick import TrickView

NOTE_LINES = 2  # the note's height at most (app.tcss): a hint longer than that is cut


class TableScreen(TableInput):
    BINDINGS = table_bindings(False)

    # What the table posts, named as the app's handlers know them (on_table_screen_submit…).
    Submit = Submit
    HintWanted = HintWanted
    PauseWanted = PauseWanted
    PaceWanted = PaceWanted
    TrickSeen = TrickSeen

    # The keys the footer leaves out first when the rest do not fit (see compose).
    FOOTER_SPARE: tuple[str, ...] = ("g", "w", "h", "up")

    def compose(self) -> ComposeResult:
        # Both headers, one shown by the -ascii class: plain ASCII can be turned on or off in
        # the middle of a game (set_ascii).
        yield SteadyStatic(id="ascii-header")
        yield Header(icon="♠")
        # A grid, so that the stylesheet alone says whether the side panel stands beside the
        # whole table (large terminals: the hand sits under the trick, left of the panel) or
        # only beside its upper part (80x24: the hand needs the whole width).
        with Container(id="table"):
            with Vertical(id="felt"):
                yield SteadyStatic(id="top-line")
                yield HandRow(id="top-hand", backs=True)
                with Horizontal(id="centre"):
                    # Each in a place of its own, so that on a large terminal each is centred
                    # by itself: the trick on the centre line, whatever the words' width.
                    with Container(id="trick-place", classes="centre-place"):
                        yield TrickView(id="trick")
                    with Container(id="body-place", classes="centre-place"):
                        yield SteadyStatic(id="body")
                yield SteadyStatic(id="title")
                yield ChoiceRow(id="choices")
            with Vertical(id="side"):
                yield Scoreboard(id="score", ascii_only=self.ascii_only)
                yield MemoryPanel(id="memory")
                log = LogPanel(id="log")
                log.border_title = _("Log")
                yield log
            yield GridLine(id="bottom-line")
            yield GridLine(id="note")
            yield HandRow(id="hand")
        # The palette's key stays in every look (in ASCII its divider is drawn "|"). The log's
        # key goes first when the keys of a play (undo and claim too) are too many for it,
        # then the claim's, which a notice names when a claim is on offer, then the arrows'
        # (a player tries the arrows without being told; the hand's cursor shows they move),
        # and last the bid's arrows, which the bid prompt names (Hungarian ASCII needs it).
        yield Footer(spare=self.FOOTER_SPARE)

    def on_mount(self) -> None:
        keep_notices_clear_of_the_score(self)
        self._paint_ascii_header()
        self.watch(self.app, "theme", self._theme_changed, init=False)
        self._apply_look()
        # The game may move on only once this screen can show it; advance is idempotent.
        self.call_after_refresh(self._ready)

    def relabel(self) -> None:
        """Words in the language in use; the status and log lines follow at the next move.

        The keys that are words (keep, reject, nil…) and the card-code letters follow too.
        """
        self._bindings = BindingsMap(table_bindings(self.ascii_only, current()))
        self.refresh_bindings()
        self._paint_ascii_header()
        self._repaint()

    def _ready(self) -> None:
        advance = getattr(self.app, "advance", None)
        if advance is not None:
            advance()

    def _theme_changed(self) -> None:
        # Asked afresh: the app may store the new theme's values only after this runs.
        self._apply_look(self.app.get_css_variables())
        self._repaint()

    def on_resize(self, event: events.Resize) -> None:
        self._apply_look()
        self._repaint()

    def set_ascii(self, on: bool) -> None:
        """Draw in plain ASCII, or not, from now on: every part of the table at once."""
        if on == self.ascii_only:
            return
        self.ascii_only = on
        self.set_class(on, "-ascii")
        self.query_one(Scoreboard).ascii_only = on
        self._bindings = BindingsMap(table_bindings(on, current()))
        self.refresh_bindings()
        if self.is_mounted:
            # Its keys are drawn anew, their arrows and divider in the new characters.
            self.query_one(Footer).refresh(recompose=True)
            self._apply_look()
            self._paint_ascii_header()
            self._repaint()

    def set_four_colour(self, on: bool) -> None:
        """Clubs green and diamonds blue, or the usual two colours; repainted at once."""
        self.four_colour = on
        if self.is_mounted:
            self._apply_look()
            self._repaint()

    # ------------------------------------------------------------------ what the app calls
    def decide(self, view: PlayerView, log: Sequence[str], ahead_of: str | None = None) -> None:
        """Show ``view`` (the acting seat's) and take that seat's decision; ``ahead_of``: the
        other player, when this one decides ahead of them (hot-seat), so the table says why
        the keyboard did not change hands."""
        decision = (view.seat, view.phase, view.hand_number, view.draft_turns_taken, view.bids,
                    len(view.played_cards), view.exchanged)  # fmt: skip
        fresh = decision != self.decision
        # Keys typed while a choice was on its way go on to the same person's next decision.
        self._answered(goes_on=self.view is None or self.view.seat == view.seat)
        if fresh:
            self.hold_choices(self.DECISION_GRACE)
        self._leave_watch()
        self.view, self.kind, self.lines = view, view.phase.value, log
        self.ahead_of = ahead_of
        self.watching = self.public_only = self.trick_end = self.waiting = False
        self.decision = decision
        self.cards = sorted_hand(view.hand)
        self.code = ""
        self.status = ""
        if fresh:
            self.hint_text = ""
            self.note = Text()
            self.marked = set()
            self.confirming = False
            self.cursor = 0
            self.count = None
            if self.kind == "bidding":
                self.bid, self.count = advice.starting_bid(view)
                if not self.hints_on:
                    # Where the computer would bid is help the player turned off.
                    self.bid = 1
            if self.kind == "play":
                self.cursor = self._first_play_cursor()
        self._repaint()

    def wait(self, view: PlayerView, status: str, log: Sequence[str]) -> None:
        """Show ``view`` while someone else decides; no keys act on the game."""
        self._leave_watch()
        self._idle(view, log, status)
        self.waiting = True
        self.cards = sorted_hand(view.hand)
        self._repaint()

    def show_watch(
        self, views: tuple[PlayerView, PlayerView], status: str, log: Sequence[str]
    ) -> None:
        """Both hands face up: watching two computers hides nothing from anyone."""
        self._idle(views[0], log, status)
        self.watching = True
        self.watch_views = views
        self.add_class("-watching")
        self.cards = sorted_hand(views[self.watch_bottom].hand)
        self._repaint()

    def watch_public(self, view: PlayerView, log: Sequence[str]) -> None:
        """Only public facts: what stays behind a hand-off or a score overlay (after the last
        hand, nobody passes the keyboard on)."""
        self._leave_watch()
        passing = _("Passing the keyboard") + glyphs(self.ascii_only).ellipsis
        self._idle(view, log, passing if view.winner is None else "", handing_over=True)
        self.public_only = True
        self.cards = []
        self._repaint()

    def show_trick_end(self, view: PlayerView, log: Sequence[str], status: str) -> None:
        """Leave the finished trick on the table, winner marked, until a key or a click."""
        self._idle(view, log, status, goes_on=True)  # a key typed ahead only moves on
        self.watching = self.watch_views is not None and self.has_class("-watching")
        if self.watching and self.watch_views is not None:
            self.watch_views = (view, self.watch_views[1]) if view.seat == 0 else (
                self.watch_views[0], view)  # fmt: skip
        self.cards = sorted_hand(view.hand)
        self.trick_end = True
        self._repaint()

    def show_scores(self, results: Sequence[SeatResult]) -> None:
        """The totals and bags after a hand just scored, behind its summary: the table's
        view was taken before the last card, and would show the hand's start totals."""
        if self.view is None:
            return
        self.view = with_scores(self.view, (results[0], results[1]))
        self._repaint()

    def show_exchanged(self, view: PlayerView) -> None:
        """The hand after a double-nil exchange, behind the box that says what it was: the
        table showed the cards given away, and the prompt to mark them (its first letter
        stood beside the box). ``view``: the exchanging seat's, once the exchange was made."""
        if self.view is None or view.seat != self.view.seat:
            return  # not the hand on show: leave it
        self.view, self.cards = view, sorted_hand(view.hand)
        self.marked = set()
        self.kind, self.status = None, ""
        self._repaint()

    def answer_hint(self, hint: hints.Hint, view: PlayerView) -> None:
        """Show a hint asked on ``view``; a bid's reason is weighed against the bid on the
        picker, the one the player was thinking about."""
        words = hints.hint_text(hint, view, self.ascii_only, considered=self.bid)
        self.show_hint(hint.action, words)

    def show_hint(self, action: Action | None, text: str) -> None:
        """Say what a computer would do, and point at it: the cursor moves, nothing is chosen,
        and the note says so (see hint_line); ``action`` None: a line with no choice yet."""
        if self.kind is None or self.view is None:
            return
        pointed = True
        bid_before = self.bid
        if isinstance(action, Play) and action.card in self.cards:
            self.cursor = self.cards.index(action.card)
        elif isinstance(action, Bid) and action.tricks in self._bids():
            self.bid = action.tricks
        elif isinstance(action, (Keep, Reject)):
            self.cursor = 1 if isinstance(action, Reject) else 0
        elif isinstance(action, DeclareDoubleNil):
            self.cursor = 1 if action.declare else 0
            # Asked for while confirming a declaration it agrees with: the question stands.
            self.confirming = self.confirming and action.declare
        elif isinstance(action, Exchange):
            self.marked = set(action.cards)
        else:
            pointed = False
        words = plain(text, self.ascii_only)
        self.hint_reason = fitted(words, self._note_fits)
        if action is not None and pointed:
            pointer = plain(pointer_words(action, bid_before), self.ascii_only)
            words = fitted_with_pointer(words, pointer, self._note_fits)
        else:
            words = self.hint_reason
        self.hint_text = words
        self.hinted_at = self.pointer_at()
        self.note = Text()
        self._repaint()

    def _note_fits(self, words: str) -> bool:
        """Whether ``words`` wrap into the lines the note has (two, at any width)."""
        note = self.query_one("#note")
        width = note.content_size.width or max(1, self.size.width - 2)
        return len(Text(words).wrap(self.app.console, width)) <= NOTE_LINES

    def on_screen_resume(self) -> None:
        # A table left over from a finished game may resume briefly while a new one replaces it.
        if getattr(self.app, "table", None) is self:
            # A box over the table (a hand's summary) was just closed with Enter: pressed twice,
            # the second must not answer the decision that follows (the double nil offer).
            self.hold_choices(self.REVEAL_GRACE)
            self._ready()

    # ------------------------------------------------------------------ state changes
    def _idle(
        self,
        view: PlayerView,
        log: Sequence[str],
        status: str,
        goes_on: bool = False,
        handing_over: bool = False,
    ) -> None:
        self._answered(goes_on, handing_over)
        self.view, self.kind, self.lines, self.status = view, None, log, status
        self.watching = self.public_only = self.trick_end = self.waiting = False
        self.decision = None
        self.hint_text = ""
        self.note = Text()
        self.code = ""
        self.confirming = False

    def _leave_watch(self) -> None:
        self.watch_views = None
        self.remove_class("-watching")

    def _first_play_cursor(self) -> int:
        assert self.view is not None
        legal = self._legal_cards()
        view = self.view
        answering = view.current_trick is not None and len(view.current_trick.cards) == 1
        nil = advice.guarding_nil(view)
        if answering or nil:
            # An Enter pressed from habit should play what a careful player would: the
            # cheapest winner while the bid still needs tricks, else the lowest card that
            # lets the trick go (never a king under an ace, a ruff by accident, a broken nil).
            winners = advice.winning_cards(view, legal)
            bid = view.bids[view.seat]
            short = not nil and bid is not None and view.tricks_won[view.seat] < bid
            if short and winners:
                return self.cards.index(min(winners, key=lambda c: (c % 13, c < 13)))
            return self.cards.index(advice.safest_card(legal, winners))
        return next((i for i, c in enumerate(self.cards) if c in legal), 0)
