"""The table: one screen for every decision of a hand, laid out as a card table.

The opponent sits at the top, the trick lies in the middle, the hand fans out along the
bottom, and the score, what this seat knows and the log stand at the side. The screen shows
whatever views it is given and posts what the player chose as messages; the app decides
whether a move is legal and what happens next. Keys appear in the Footer only when they work.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import replace

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Header, Static

from spades_tui.core.actions import (
    BIDS,
    DECLARE,
    DECLINE,
    KEEP,
    PLAYS,
    REJECT,
    Action,
    Bid,
    DeclareDoubleNil,
    Exchange,
    Keep,
    Play,
    Reject,
)
from spades_tui.core.choices import exchange_of
from spades_tui.core.events import SeatResult
from spades_tui.core.game import Phase
from spades_tui.core.view import PlayedTrick, PlayerView
from spades_tui.i18n import N_, _, current, ngettext
from spades_tui.replay import with_scores
from spades_tui.ui.cardtext import CardPalette, glyphs, label, plain, rank_name, sorted_hand
from spades_tui.ui.screens import table_advice as advice
from spades_tui.ui.screens import table_text as tt
from spades_tui.ui.widgets.choices import ChoiceRow
from spades_tui.ui.widgets.footer import Footer
from spades_tui.ui.widgets.hand import HandRow
from spades_tui.ui.widgets.log_panel import LogPanel
from spades_tui.ui.widgets.memory import MemoryPanel
from spades_tui.ui.widgets.scoreboard import Scoreboard
from spades_tui.ui.widgets.trick import Slot, TrickView

RANK_KEYS = {str(n): str(n) for n in range(2, 10)} | {
    "t": "T",
    "j": "J",
    "q": "Q",
    "k": "K",
    "a": "A",
    "1": "1",
}
SUIT_KEYS = {"s": 0, "h": 1, "d": 2, "c": 3}
# Hungarian card codes: bubi, dáma, király, ász; pikk, kőr, káRó, treff. The English letters
# still work. A letter that is both a rank and a suit (d: dáma or diamonds, k: király or kőr,
# t: ten or treff) is a rank as the first key and a suit after a rank: the suit bindings come
# first in the list and are active only while a rank is typed.
HU_RANK_KEYS = RANK_KEYS | {"b": "J", "d": "Q"}
HU_SUIT_KEYS = SUIT_KEYS | {"p": 0, "k": 1, "r": 2, "t": 3}
SUIT_LETTERS = {"en": "s h d c", "hu": "p k r t"}
RANK_ORDER = "23456789TJQKA"
CARD_PHASES = ("play", "exchange")
# Keys that make a choice at some decision; pressed while another is deciding, they are refused.
DECISION_KEYS = ("enter", "space")
LARGE_AT = (110, 36)  # terminal columns and rows from which cards are drawn larger
# After a finished trick's pause runs out by itself, Enter or Space pressed this soon was meant
# for "Any key to go on", not for the decision that has just replaced it.
TRICK_GRACE = 0.4
clock = time.monotonic  # a name of its own, so a test can hold the time still


def _bindings(ascii_only: bool, language: str = "en") -> list[Binding]:
    g = glyphs(ascii_only)
    word = tt.KEY_WORDS.get(language, tt.KEY_WORDS["en"])
    hungarian = language == "hu"
    keys = [
        # Phase keys first, so the Footer lists them first; check_action lets one of the
        # bindings sharing a key act (k keeps in the draft and names a king in the play).
        # The keys that are words follow the language (see table_text.KEY_WORDS).
        Binding(word["keep"], "keep", N_("Keep")),
        Binding(word["reject"], "reject", N_("Reject")),
        Binding(word["declare"], "double_nil(True)", N_("Double nil")),
        Binding(word["decline"], "double_nil(False)", N_("No")),
        Binding(word["nil"], "nil", N_("Nil")),
        # Card codes: while a rank is typed, h and s mean hearts and spades.
        # Card codes in either case: "KD" with Caps Lock on is the same king.
        *(
            Binding(f"{k},{k.upper()}", f"suit({v})", show=False)
            for k, v in (HU_SUIT_KEYS if hungarian else SUIT_KEYS).items()
        ),
        Binding("0", "ten", show=False),
        *(
            Binding(f"{k},{k.upper()}" if k.isalpha() else k, f"rank('{v}')", show=False)
            for k, v in (HU_RANK_KEYS if hungarian else RANK_KEYS).items()
        ),
        Binding("left,h", "move(-1)", N_("Move"), key_display=g.arrows),
        Binding("right,l", "move(1)", N_("Move"), show=False),
        Binding("up", "bid_step(1)", N_("More/less"), key_display="up/dn" if ascii_only else "↑↓"),
        Binding("down", "bid_step(-1)", N_("Bid -"), show=False),
        *(Binding(str(n), f"bid_digit({n})", show=False) for n in range(10)),
        Binding("enter", "choose", N_("Choose"), key_display=g.enter),
        Binding("space", "mark", N_("Mark")),
        Binding("space", "choose", N_("Choose"), show=False),
        Binding("escape", "clear", N_("Clear"), show=False),
        Binding("escape", "step_back", N_("Back"), show=False),
        Binding("i", "hint", N_("Hint")),
        Binding("g", "toggle_log", N_("Log")),
        Binding("L", "last_trick", N_("Last trick")),
        Binding("s", "history", N_("Scores")),
        Binding("p,space", "pause", N_("Pause"), key_display="p"),
        Binding("plus,equals_sign", "pace(0.67)", N_("Faster"), key_display="+"),
        Binding("minus", "pace(1.5)", N_("Slower"), key_display="-"),
    ]
    # Priority: a key is matched as it arrives, so while a choice is on its way to the app the
    # keys typed after it can be held back (see on_key) instead of meeting a stale table.
    return [replace(binding, priority=True) for binding in keys]


class TableScreen(Screen[None]):
    BINDINGS = _bindings(False)

    # ------------------------------------------------------------------ what the table posts
    class Submit(Message):
        """The player chose ``action`` on ``view``; the app checks it and applies it."""

        def __init__(self, action: Action, view: PlayerView | None = None) -> None:
            self.action = action
            self.view = view
            super().__init__()

    class HintWanted(Message):
        """The player asked what a computer player would do."""

    class PauseWanted(Message):
        """Pause or resume the computers (watching)."""

    class PaceWanted(Message):
        """Make the computers faster (factor below 1) or slower."""

        def __init__(self, factor: float) -> None:
            self.factor = factor
            super().__init__()

    class TrickSeen(Message):
        """The player has seen the finished trick; the game may go on."""

    def __init__(
        self, ascii_only: bool = False, four_colour: bool = False, you: int | None = None
    ) -> None:
        super().__init__()
        self.ascii_only = ascii_only
        self.four_colour = four_colour
        self.you = you
        # Built for this table: the keys that are words follow the language in use.
        self._bindings = BindingsMap(_bindings(ascii_only, current()))
        if ascii_only:
            self.add_class("-ascii")
        self.view: PlayerView | None = None
        self.watch_views: tuple[PlayerView, PlayerView] | None = None
        self.kind: str | None = None  # the phase of the decision on screen, if any
        self.watching = False
        self.public_only = False
        self._trick_end = False
        self._trick_left_at: float | None = None  # when a pause last ran out by itself
        self.sent = False  # a choice is on its way to the app; later keys wait for its answer
        self.held_keys: list[events.Key] = []
        self.waiting = False  # someone else is deciding (the computer): no key is for the game
        self.decision: tuple[object, ...] | None = None
        self.cursor = 0
        self.bid = 1
        self.estimate: float | None = None
        self.bid_typed_at = -1.0
        self.marked: set[int] = set()
        self.code = ""
        self.cards: list[int] = []
        self.confirming = False
        self.hint_text = ""
        self.note = Text()
        self.status = ""
        self.lines: Sequence[str] = ()
        self.show_log: bool | None = None  # None: as the terminal's height suggests
        self.palette = CardPalette.from_variables({}, four_colour)

    def compose(self) -> ComposeResult:
        if self.ascii_only:
            yield Static(id="ascii-header")
        else:
            yield Header(icon="♠")
        with Horizontal(id="table"):
            with Vertical(id="felt"):
                yield Static(id="top-line")
                yield HandRow(id="top-hand", backs=True)
                with Horizontal(id="centre"):
                    yield TrickView(id="trick")
                    yield Static(id="body")
                yield Static(id="title")
                yield ChoiceRow(id="choices")
            with Vertical(id="side"):
                yield Scoreboard(id="score", ascii_only=self.ascii_only)
                yield MemoryPanel(id="memory")
                log = LogPanel(id="log")
                log.border_title = _("Log")
                yield log
        yield Static(id="bottom-line")
        yield Static(id="note")
        yield HandRow(id="hand")
        # The palette's key stays in the Footer only where its divider may be drawn. The log's
        # key goes first when the keys of a play (undo and claim too) are too many for it.
        yield Footer(show_command_palette=not self.ascii_only, spare=("g",))

    def on_mount(self) -> None:
        self._paint_ascii_header()
        self.watch(self.app, "theme", self._theme_changed, init=False)
        self._apply_look()
        # The game may move on only once this screen can show it; advance is idempotent.
        self.call_after_refresh(self._ready)

    def _paint_ascii_header(self) -> None:
        if self.ascii_only:
            self.query_one("#ascii-header", Static).update(
                Text(_("Spades") + f" - {plain(self.app.sub_title, True)}", style="bold")
            )

    def relabel(self) -> None:
        """Words in the language in use; the status and log lines follow at the next move.

        The keys that are words (keep, reject, nil…) and the card-code letters follow too.
        """
        self._bindings = BindingsMap(_bindings(self.ascii_only, current()))
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

    def set_four_colour(self, on: bool) -> None:
        """Clubs green and diamonds blue, or the usual two colours; repainted at once."""
        self.four_colour = on
        if self.is_mounted:
            self._apply_look()
            self._repaint()

    def _apply_look(self, variables: Mapping[str, str] | None = None) -> None:
        """Card colours from the theme, card size from the terminal's size."""
        if variables is None:
            variables = self.app.theme_variables
        self.palette = CardPalette.from_variables(variables, self.four_colour)
        width, height = self.app.size
        large = width >= LARGE_AT[0] and height >= LARGE_AT[1]
        self.set_class(large, "-large")
        for fan in self.query(HandRow):
            fan.set_look(large, self.palette, self.ascii_only)
        self.query_one(TrickView).set_look(large, self.palette, self.ascii_only)
        self._arrange_side()

    def _arrange_side(self) -> None:
        """The log when asked for (or when there is room); what you know when it is yours."""
        height = self.app.size.height
        log_wanted = self.show_log if self.show_log is not None else height >= 30
        private = not (self.public_only or self.watching)
        self.query_one("#log").display = log_wanted or not private
        self.query_one(MemoryPanel).display = private and not (log_wanted and height < 30)

    # ------------------------------------------------------------------ what the app calls
    def decide(self, view: PlayerView, log: Sequence[str]) -> None:
        """Show ``view`` (the acting seat's) and take that seat's decision."""
        decision = (view.seat, view.phase, view.hand_number, view.draft_turns_taken, view.bids,
                    len(view.played_cards), view.exchanged)  # fmt: skip
        fresh = decision != self.decision
        # Keys typed while a choice was on its way go on to the same person's next decision.
        self._answered(goes_on=self.view is None or self.view.seat == view.seat)
        self._leave_watch()
        self.view, self.kind, self.lines = view, view.phase.value, log
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
            self.estimate = None
            if self.kind == "bidding":
                self.bid, self.estimate = advice.starting_bid(view)
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
        self.cards = sorted_hand(views[0].hand)
        self._repaint()

    def watch_public(self, view: PlayerView, log: Sequence[str]) -> None:
        """Only public facts: what stays behind a hand-off or a score overlay."""
        self._leave_watch()
        self._idle(view, log, _("Passing the keyboard") + glyphs(self.ascii_only).ellipsis)
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

    def refuse(self, reason: str) -> None:
        self._answered()
        self.note = Text(plain(reason, self.ascii_only), style="bold red")
        self._paint_note()
        self.app.bell()

    def show_hint(self, action: Action, text: str) -> None:
        """Say what a computer would do, and point at it: the cursor moves, nothing is chosen."""
        if self.kind is None or self.view is None:
            return
        self.hint_text = plain(text, self.ascii_only)
        if isinstance(action, Play) and action.card in self.cards:
            self.cursor = self.cards.index(action.card)
        elif isinstance(action, Bid) and action.tricks in self._bids():
            self.bid = action.tricks
        elif isinstance(action, (Keep, Reject)):
            self.cursor = 1 if isinstance(action, Reject) else 0
        elif isinstance(action, DeclareDoubleNil):
            self.cursor = 1 if action.declare else 0
            self.confirming = False
        elif isinstance(action, Exchange):
            self.marked = set(action.cards)
        self.note = Text()
        self._repaint()

    def on_screen_resume(self) -> None:
        # A table left over from a finished game may resume briefly while a new one replaces it.
        if getattr(self.app, "table", None) is self:
            self._ready()

    # ------------------------------------------------------------------ state changes
    def _idle(
        self, view: PlayerView, log: Sequence[str], status: str, goes_on: bool = False
    ) -> None:
        self._answered(goes_on)
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
        if advice.guarding_nil(self.view):
            safe = advice.safest_card(legal, advice.winning_cards(self.view, legal))
            return self.cards.index(safe)
        return next((i for i, c in enumerate(self.cards) if c in legal), 0)

    # ------------------------------------------------------------------ painting
    def _repaint(self) -> None:
        if self.view is None or not self.is_mounted:
            return
        view = self.view
        score = self.query_one(Scoreboard)
        score.show(view, self.you)
        self._paint_seats()
        self._paint_centre()
        self._paint_memory()
        self._paint_hand()
        self._paint_note()
        self._paint_log()
        self.refresh_bindings()

    def _bottom_seat(self) -> int:
        assert self.view is not None
        if self.watching:
            return 0
        return self.view.seat

    def _paint_seats(self) -> None:
        view = self.view
        assert view is not None
        bottom = self._bottom_seat()
        top = 1 - bottom
        self.query_one("#top-line", Static).update(
            tt.seat_line(view, top, self.you, self.ascii_only)
        )
        self.query_one("#bottom-line", Static).update(
            tt.seat_line(view, bottom, self.you, self.ascii_only)
        )
        top_hand = self.query_one("#top-hand", HandRow)
        if self.watching and self.watch_views is not None:
            cards = sorted_hand(self.watch_views[1].hand)
            top_hand.show(cards, cards)
        elif view.seat == bottom:
            top_hand.show_backs(view.opponent_hand_size)
        else:
            top_hand.show_backs(0)

    def _paint_centre(self) -> None:
        view = self.view
        assert view is not None
        kind = self.kind
        trick = self.query_one(TrickView)
        body = self.query_one("#body", Static)
        title = self.query_one("#title", Static)
        choices = self.query_one(ChoiceRow)
        choices.display = kind in ("double_nil", "draft", "bidding")
        trick.display = kind not in ("double_nil", "bidding", "exchange")
        g = glyphs(self.ascii_only)
        if kind is not None:
            title.update(tt.prompt(view, self.ascii_only))
        elif self.trick_end:
            go_on = _("Any key to go on") + g.ellipsis
            title.update(Text(f"{go_on}  {self.status}".rstrip(), "bold"))
        else:
            title.update(Text(plain(self.status, self.ascii_only), style="bold"))
        if kind == "double_nil":
            body.update(tt.double_nil_body(view, self.confirming, self.ascii_only))
            options = [_("No"), _("Declare double nil") + ("?" if self.confirming else "")]
            choices.show(options, self.cursor)
        elif kind == "draft":
            assert view.drawn is not None
            trick.show([Slot(view.drawn, _("drawn")), Slot(0, _("next"), face_down=True)])
            body.update(tt.draft_body(view, self.ascii_only))
            choices.show([_("Keep"), _("Reject")], self.cursor)
        elif kind == "exchange":
            body.update(tt.exchange_body(view, len(self.marked)))
        elif kind == "bidding":
            body.update(tt.bidding_body(view, self.bid, self.estimate))
            self._paint_bid_row()
        elif view.tricks or view.phase in (Phase.PLAY, Phase.GAME_OVER):
            trick.show(self._trick_slots(view))
            on_show = self.finished_trick_on_show()
            body.update(tt.play_body(view, self.you, self.ascii_only, on_show))
        else:
            trick.show([])
            body.update(Text(""))

    def finished_trick_on_show(self) -> bool:
        """Whether the table shows the trick just won (its pause), not the next one."""
        return self.trick_end

    def _paint_bid_row(self) -> None:
        bids = self._bids()
        options = [_("nil") if b == 0 else str(b) for b in bids]
        self.query_one(ChoiceRow).show(options, bids.index(self.bid), compact=True)

    def _trick_slots(self, view: PlayerView) -> list[Slot]:
        shown: PlayedTrick | None = view.current_trick
        if shown is None and view.tricks and self.finished_trick_on_show():
            shown = view.tricks[-1]  # the finished trick, on show until it has been seen
        g = glyphs(self.ascii_only)
        # Each card lies in its player's place, whoever led: the top seat's on the left, the
        # bottom seat's (yours, when playing) on the right; "led" marks the lead.
        bottom = self._bottom_seat()
        if shown is None:
            # A new trick: both places empty, the leader's marked. Once its pause is over a
            # finished trick leaves the table, so its cards never sit under the next one's words.
            lead = {view.to_act: _("to lead")}
            places = (1 - bottom, bottom)
            return [Slot(None, tt.who(view, s, self.you), lead.get(s, "")) for s in places]
        slots = []
        for seat in (1 - bottom, bottom):
            i = 0 if seat == shown.leader else 1
            name = tt.who(view, seat, self.you)
            card = shown.cards[i] if i < len(shown.cards) else None
            note = f"{g.lead} " + _("led") if i == 0 else ""
            if shown.winner is not None:
                won = seat == shown.winner
                # The winner's note says so; the lead stays marked when the leader won.
                lead_mark = f"{g.lead} " if i == 0 else ""
                note = f"{lead_mark}{g.win} " + _("wins") if won else note
                slots.append(Slot(card, name, note, faded=not won, strong=won))
            else:
                slots.append(Slot(card, name, note))
        return slots

    def _paint_memory(self) -> None:
        memory = self.query_one(MemoryPanel)
        view = self.view
        assert view is not None
        self._arrange_side()
        if self.public_only or self.watching:
            memory.update(Text(""))
        else:
            memory.show(view, self.ascii_only, self.palette)

    def _paint_hand(self) -> None:
        hand = self.query_one("#hand", HandRow)
        hand.display = bool(self.cards)
        if not self.cards:
            return
        kind = self.kind
        if kind == "play":
            legal = self._legal_cards()
            danger: set[int] = set()
            assert self.view is not None
            if advice.guarding_nil(self.view):
                danger = advice.winning_cards(self.view, legal)
            hand.show(self.cards, legal, self.cursor, danger=danger)
        elif kind == "exchange":
            hand.show(self.cards, self.cards, self.cursor, self.marked)
        else:
            hand.show(self.cards, self.cards)

    def _paint_note(self) -> None:
        """One line under the table: a refusal, the hint, a typed code, or what marks mean."""
        note = self.query_one("#note", Static)
        g = glyphs(self.ascii_only)
        if self.note:
            text = self.note
        elif self.code:
            if self.code == "1":
                want = _("0 for a ten")
            else:
                want = _("the suit: {letters}").format(
                    letters=SUIT_LETTERS.get(current(), "s h d c")
                )
            typed = self.code if self.code == "1" else rank_name(RANK_ORDER.index(self.code))
            sentence = _("Typed {code}{dots} now {want}; Esc clears.")
            text = Text(sentence.format(code=typed, dots=g.ellipsis, want=want), style="bold")
        elif self.hint_text:
            text = Text(self.hint_text, style="bold italic")
        elif self.kind == "play" and self._danger_shown():
            text = Text(_(tt.NIL_LEGEND), style="bold")
        elif self.kind == "play":
            text = Text(_("Bright cards can be played; type a code such as qh."), style="dim")
        else:
            text = Text("")
        note.update(text)

    def _danger_shown(self) -> bool:
        hand = self.query_one("#hand", HandRow)
        return bool(hand.danger)

    def _paint_log(self) -> None:
        log = self.query_one("#log", LogPanel)
        log.border_title = _("Log")  # again: the language may have changed
        if log.display:
            lines = [plain(line, self.ascii_only) for line in self.lines]
            log.show(lines, glyphs(self.ascii_only).overflow)

    # ------------------------------------------------------------------ helpers
    def _legal_cards(self) -> set[int]:
        assert self.view is not None
        return {a.card for a in self.view.legal_actions if isinstance(a, Play)}

    def _bids(self) -> list[int]:
        assert self.view is not None
        return list(range(0 if self.view.rules.nil else 1, 14))

    def _submit(self, action: Action) -> None:
        self.sent = True
        self.post_message(self.Submit(action, self.view))
        # Should no answer come (the app may ignore a late choice), the held keys go on.
        self.set_timer(1.5, self._answered)

    def _answered(self, goes_on: bool = True) -> None:
        """The app has answered the last choice: keys held meanwhile are pressed again if
        ``goes_on`` (a refusal, the same person's next decision); otherwise they were meant
        for a decision that is no longer on the table, and are dropped with a notice."""
        self.sent = False
        held, self.held_keys = self.held_keys, []
        if held and not goes_on:
            self._not_your_turn()
            return
        for key in held:
            self.app.post_message(events.Key(key.key, key.character))

    def _not_your_turn(self) -> None:
        self.app.notify(_("It is not your turn yet."), timeout=2)

    # ------------------------------------------------------------------ key gating
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        kind = self.kind
        view = self.view
        if self.sent:
            return False
        if self.trick_end:
            return action in ("toggle_log",)
        if action == "choose" and self._just_after_a_trick():
            return False  # left to on_key, which takes it as the end of the trick's pause
        if action in ("move", "choose"):
            return kind is not None
        if action == "mark":
            return kind == "exchange"
        if action in ("keep", "reject"):
            return kind == "draft"
        if action == "double_nil":
            return kind == "double_nil"
        if action == "step_back":
            return kind == "double_nil" and self.confirming and not self.code
        if action == "nil":
            return kind == "bidding" and view is not None and view.rules.nil
        if action in ("bid_step", "bid_digit"):
            return kind == "bidding"
        if action == "rank":
            return kind in CARD_PHASES
        if action == "ten":
            return kind in CARD_PHASES and self.code == "1"
        if action == "suit":
            return kind in CARD_PHASES and self.code not in ("", "1")
        if action == "clear":
            return bool(self.code)
        if action == "hint":
            return kind is not None
        if action == "last_trick":
            return view is not None and any(t.winner is not None for t in view.tricks)
        if action == "history":
            return view is not None and bool(view.history)
        if action in ("pause", "pace"):
            return self.watching
        return True

    # ------------------------------------------------------------------ any key after a trick
    @property
    def trick_end(self) -> bool:
        """A finished trick is on show, waiting for any key or for its pause to run out."""
        return self._trick_end

    @trick_end.setter
    def trick_end(self, value: bool) -> None:
        if self._trick_end and not value:
            self._trick_left_at = clock()  # _trick_seen clears it when a key ended it
            if self.is_mounted:  # the footer hides Choose for the grace: show it after
                self.set_timer(TRICK_GRACE, self.refresh_bindings)
        self._trick_end = value

    def _just_after_a_trick(self) -> bool:
        left = self._trick_left_at
        return not self.watching and left is not None and clock() - left < TRICK_GRACE

    def on_key(self, event: events.Key) -> None:
        if self.sent:
            event.stop()
            event.prevent_default()
            self.held_keys.append(event)
            return
        if self.trick_end and event.key not in ("g", "question_mark", "ctrl+q", "ctrl+p"):
            event.stop()
            event.prevent_default()
            self._trick_seen()
        elif event.key in DECISION_KEYS and self._just_after_a_trick():
            # Pressed to move on from the trick as its pause ran out: it must not also choose.
            event.stop()
            event.prevent_default()
            self._trick_left_at = None
        elif self.waiting and event.key in DECISION_KEYS and not self._bound_now(event.key):
            # A choice made before the computer has moved would be for a decision not yet
            # shown: say so rather than let the key vanish.
            event.stop()
            event.prevent_default()
            self._not_your_turn()
        elif self._bound_now(event.key) or self.app.screen is not self:
            # It arrived while a choice was on its way and the answer came first (perhaps a
            # screen over the table, such as the hand-off): press it again where it now goes.
            event.stop()
            event.prevent_default()
            self.app.post_message(events.Key(event.key, event.character))

    def _bound_now(self, key: str) -> bool:
        bindings = self._bindings.key_to_bindings.get(key, [])
        # Only the table's own (priority) bindings: Textual's, such as tab, are left to it.
        return any(
            b.priority and self.check_action(b.action.partition("(")[0], ()) for b in bindings
        )

    def on_click(self, event: events.Click) -> None:
        if self.trick_end:
            event.stop()
            self._trick_seen()

    def _trick_seen(self) -> None:
        self.trick_end = False
        self._trick_left_at = None  # a key ended the pause: the next key is for the game
        self.refresh_bindings()
        self.post_message(self.TrickSeen())

    # ------------------------------------------------------------------ actions
    def action_move(self, step: int) -> None:
        if self.kind in ("double_nil", "draft"):
            self.cursor = (self.cursor + step) % 2
            self.confirming = False
            self._paint_centre()
        elif self.kind == "bidding":
            self.action_bid_step(step)
        elif self.cards:
            self.cursor = (self.cursor + step) % len(self.cards)
            self._paint_hand()

    def action_choose(self) -> None:
        kind = self.kind
        if kind == "double_nil":
            self.action_double_nil(self.cursor == 1)
        elif kind == "draft":
            self._submit(REJECT if self.cursor == 1 else KEEP)
        elif kind == "bidding":
            self._submit(BIDS[self.bid])
        elif kind == "exchange":
            chosen = tuple(c for c in self.cards if c in self.marked)
            self._submit(exchange_of(chosen))
        elif kind == "play" and self.cards:
            self._submit(PLAYS[self.cards[self.cursor]])

    def action_mark(self) -> None:
        if self.cards:
            self._toggle_mark(self.cards[self.cursor])

    def _toggle_mark(self, card: int) -> None:
        assert self.view is not None
        limit = self.view.rules.exchange_limit
        if card in self.marked:
            self.marked.discard(card)
        elif len(self.marked) >= limit:
            sentence = ngettext(
                "You may exchange at most {n} card; unmark one first",
                "You may exchange at most {n} cards; unmark one first",
                limit,
            )
            self.refuse(sentence.format(n=limit))
            return
        else:
            self.marked.add(card)
            self.note = Text()
        self.query_one("#body", Static).update(tt.exchange_body(self.view, len(self.marked)))
        self._paint_hand()
        self._paint_note()

    def action_keep(self) -> None:
        self._submit(KEEP)

    def action_reject(self) -> None:
        self._submit(REJECT)

    def action_double_nil(self, declare: bool) -> None:
        """Declining is one key; declaring (200 points either way) is asked twice."""
        if not declare:
            self._submit(DECLINE)
        elif self.confirming:
            self._submit(DECLARE)
        else:
            self.confirming = True
            self.cursor = 1
            self._paint_centre()
            self.refresh_bindings()

    def action_step_back(self) -> None:
        self.confirming = False
        self.cursor = 0
        self._paint_centre()
        self.refresh_bindings()

    def action_nil(self) -> None:
        self._set_bid(0)

    def action_bid_step(self, step: int) -> None:
        bids = self._bids()
        self._set_bid(max(bids[0], min(13, self.bid + step)))

    def action_bid_digit(self, digit: int) -> None:
        now = time.monotonic()
        # "1" then "0"-"3" within a second makes 10-13.
        if self.bid == 1 and digit <= 3 and now - self.bid_typed_at < 1.0:
            value = 10 + digit
        else:
            value = digit
        self.bid_typed_at = now
        if value not in self._bids():
            self.refuse(_("Nil is off in these rules; the lowest bid is 1"))
            return
        self._set_bid(value)

    def _set_bid(self, value: int) -> None:
        assert self.view is not None
        self.bid = value
        self.query_one("#body", Static).update(tt.bidding_body(self.view, value, self.estimate))
        self._paint_bid_row()

    def action_rank(self, rank: str) -> None:
        self.code = rank
        self._paint_note()

    def action_ten(self) -> None:
        self.code = "T"
        self._paint_note()

    def action_suit(self, suit: int) -> None:
        rank = RANK_ORDER.index(self.code)
        self.code = ""
        card = suit * 13 + rank
        if card not in self.cards:
            self.refuse(_("You do not hold {card}").format(card=label(card, self.ascii_only)))
            return
        self.cursor = self.cards.index(card)
        self._paint_note()
        if self.kind == "exchange":
            self._toggle_mark(card)
        else:
            self._paint_hand()
            self._submit(PLAYS[card])

    def action_clear(self) -> None:
        self.code = ""
        self._paint_note()

    def on_hand_row_picked(self, message: HandRow.Picked) -> None:
        if self.kind not in CARD_PHASES:
            return
        self.cursor = message.index
        if self.kind == "exchange":
            self._toggle_mark(self.cards[message.index])
        else:
            self._paint_hand()
            self.action_choose()

    def on_choice_row_chosen(self, message: ChoiceRow.Chosen) -> None:
        if self.kind == "bidding":
            self._set_bid(self._bids()[message.index])
            return
        if self.kind in ("double_nil", "draft"):
            self.cursor = message.index
            self.action_choose()

    def action_hint(self) -> None:
        self.post_message(self.HintWanted())

    def action_toggle_log(self) -> None:
        height = self.app.size.height
        shown = self.show_log if self.show_log is not None else height >= 30
        self.show_log = not shown
        self._apply_look()
        # Paint once the box has its height, so the newest lines are the ones shown.
        self.call_after_refresh(self._paint_log)

    def action_last_trick(self) -> None:
        from spades_tui.ui.screens.info import InfoScreen

        view, ascii_only = self.view, self.ascii_only
        assert view is not None
        self.app.push_screen(
            InfoScreen(lambda: _("Last trick"), lambda: tt.last_trick_text(view, ascii_only))
        )

    def action_history(self) -> None:
        from spades_tui.ui.screens.scores import HistoryScreen

        assert self.view is not None
        self.app.push_screen(HistoryScreen(self.view.names, self.view.history))

    def action_pause(self) -> None:
        self.post_message(self.PauseWanted())

    def action_pace(self, factor: float) -> None:
        self.post_message(self.PaceWanted(factor))
