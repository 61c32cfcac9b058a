"""The table's state and how it is painted: the seats, the trick or the choice in the middle,
what the seat knows, the hand, the note under the table and the log.

Painting reads only the view on show (and, when watching, both views), so what is drawn
follows from which view the app handed over.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from rich.text import Text
from textual import events
from textual.binding import BindingsMap
from textual.screen import Screen
from textual.widgets import Static

from spades_tui.core.actions import Play
from spades_tui.core.game import Phase
from spades_tui.core.view import PlayedTrick, PlayerView
from spades_tui.i18n import _, current, pgettext, say
from spades_tui.ui.cardtext import CardPalette, glyphs, plain, rank_name, sorted_hand
from spades_tui.ui.screens import table_advice as advice
from spades_tui.ui.screens import table_text as tt
from spades_tui.ui.screens.table_keys import RANK_ORDER, SUIT_LETTERS, table_bindings
from spades_tui.ui.widgets.choices import ChoiceRow
from spades_tui.ui.widgets.hand import HandRow
from spades_tui.ui.widgets.log_panel import LogPanel
from spades_tui.ui.widgets.memory import MemoryPanel
from spades_tui.ui.widgets.scoreboard import Scoreboard
from spades_tui.ui.widgets.steady import set_border_title
from spades_tui.ui.widgets.trick import Slot, TrickView

if TYPE_CHECKING:
    from spades_tui.players.valuation import BidReason

LARGE_AT = (110, 36)  # terminal columns and rows from which cards are drawn larger
# After a finished trick's pause runs out by itself, Enter or Space pressed this soon was meant
# for "Any key to go on", not for the decision that has just replaced it.
TRICK_GRACE = 0.4
clock = time.monotonic  # a name of its own, so a test can hold the time still


class TablePaint(Screen[None]):
    """The state of the table and its painting; the keys are TableInput's."""

    # Enter or Space pressed this soon after a new decision comes up was pressed for the one
    # before (a double press, a key held down): it would choose a card not yet seen. After a
    # hot-seat hand-off the grace is longer: the hand on show is new to its reader. Each key
    # pressed meanwhile starts the grace again, so only a key after a quiet moment counts.
    DECISION_GRACE = 0.35
    REVEAL_GRACE = 0.5

    def __init__(
        self, ascii_only: bool = False, four_colour: bool = False, you: int | None = None
    ) -> None:
        super().__init__()
        self.ascii_only = ascii_only
        self.four_colour = four_colour
        self.you = you
        # Built for this table: the keys that are words follow the language in use.
        self._bindings = BindingsMap(table_bindings(ascii_only, current()))
        if ascii_only:
            self.add_class("-ascii")
        self.view: PlayerView | None = None
        self.watch_views: tuple[PlayerView, PlayerView] | None = None
        # With both hands face up, the seat drawn at the bottom: the player looking back at
        # their own game (a review, a replay, a puzzle) sits there, as at the table.
        self.watch_bottom = 0
        self.kind: str | None = None  # the phase of the decision on screen, if any
        self.watching = False
        self.public_only = False
        self._trick_end = False
        self._trick_left_at: float | None = None  # when a pause last ran out by itself
        self._settled_at = 0.0  # the clock's time from which Enter or Space chooses
        self.sent = False  # a choice is on its way to the app; later keys wait for its answer
        self.held_keys: list[events.Key] = []
        self.waiting = False  # someone else is deciding (the computer): no key is for the game
        self.decision: tuple[object, ...] | None = None
        self.cursor = 0
        self.bid = 1
        self.count: BidReason | None = None  # the bid picker's count of the hand
        self.bid_typed_at = -1.0
        self.marked: set[int] = set()
        self.code = ""
        self.cards: list[int] = []
        self.confirming = False
        self.hint_text = ""
        self.hint_reason = ""  # the hint without its words about the pointer
        self.hinted_at: tuple[object, ...] = ()  # the pointer as the hint left it
        self.note = Text()
        self.ahead_of: str | None = None  # the other player, while this one decides ahead
        self.status = ""
        self.lines: Sequence[str] = ()
        self.show_log: bool | None = None  # None: as the terminal's height suggests
        self.palette = CardPalette.from_variables({}, four_colour)

    def _paint_ascii_header(self) -> None:
        if self.ascii_only:
            self.query_one("#ascii-header", Static).update(
                # A screen's own sub-title (a replay's step) stands before the app's.
                Text(
                    _("Spades") + f" - {plain(self.sub_title or self.app.sub_title, True)}",
                    style="bold",
                )
            )

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

    @property
    def log_can_hide(self) -> bool:
        """Whether the log gives way to what this seat knows: a table with no seat's cards
        (watching, a replay, a hot-seat table between players) has only the log to show."""
        return not (self.public_only or self.watching)

    def _arrange_side(self) -> None:
        """The log when asked for (or when there is room); what you know when it is yours."""
        height = self.app.size.height
        log_wanted = self.show_log if self.show_log is not None else height >= 30
        private = self.log_can_hide
        self.query_one("#log").display = log_wanted or not private
        self.query_one(MemoryPanel).display = private and not (log_wanted and height < 30)

    # ------------------------------------------------------------------ the finished trick on show
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

    def revealed(self) -> None:
        """A hand-off has just been passed: the hand on show is new to the one reading it."""
        self.hold_choices(self.REVEAL_GRACE)

    def hold_choices(self, seconds: float) -> None:
        """Let Enter and Space choose nothing for ``seconds`` from now."""
        self._settled_at = max(self._settled_at, clock() + seconds)

    def _settling(self) -> bool:
        """A choice now would be too soon (see ``DECISION_GRACE``); the key restarts the wait."""
        if clock() < self._settled_at:
            self.hold_choices(self.DECISION_GRACE)
            return True
        return False

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
            return self.watch_bottom
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
            cards = sorted_hand(self.watch_views[top].hand)
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
        steady: int | None = None  # the words' width in play, the same all game
        if kind is not None:
            title.update(tt.prompt(view, self.ascii_only))
        elif self.trick_end:
            go_on = _("Any key to go on") + g.ellipsis
            # Hungarian says who took the trick first: "Tiéd az ütés. Tovább bármely…".
            both = pgettext("the key to go on after a trick, then who took it", "{go_on}  {status}")
            line = both.format(go_on=go_on, status=self.status) if self.status else go_on
            title.update(Text(line, "bold"))
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
            body.update(self.bidding_words(view))
            self._paint_bid_row()
        elif view.tricks or view.phase in (Phase.PLAY, Phase.GAME_OVER):
            trick.show(self._trick_slots(view))
            on_show = self.finished_trick_on_show()
            body.update(tt.play_body(view, self.you, self.ascii_only, on_show))
            steady = tt.play_body_width(view, self.you, self.ascii_only) + 2  # its padding
        else:
            trick.show([])
            body.update(Text(""))
        width = "auto" if steady is None else steady
        if body.styles.width is None or str(body.styles.width) != str(width):
            body.styles.width = width

    def finished_trick_on_show(self) -> bool:
        """Whether the table shows the trick just won (its pause), not the next one."""
        return self.trick_end

    @property
    def hints_on(self) -> bool:
        """Whether the settings let the table help: the hint key and the bid picker's count."""
        return getattr(self.app, "hints_on", True)

    def bidding_words(self, view: PlayerView) -> Text:
        # With hints off the picker says nothing of what the hand is worth, and its odds.
        return tt.bidding_body(view, self.bid, self.count if self.hints_on else None)

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

    def pointer_at(self) -> tuple[object, ...]:
        """Where the cursor, the bid picker and the marks stand: a hint's words about them
        hold only while they stay where the hint put them."""
        return (self.kind, self.cursor, self.bid, frozenset(self.marked), self.confirming)

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
            # Moved since the hint: "Enter bids it" would now be about another choice.
            moved = self.pointer_at() != self.hinted_at
            text = Text(self.hint_reason if moved else self.hint_text, style="bold italic")
        elif self.kind == "play" and self._danger_shown():
            text = Text(_(tt.NIL_LEGEND), style="bold")
        elif self.kind == "play":
            text = Text(_("Bright cards can be played; type a code such as qh."), style="dim")
        elif self.kind == "draft" and self.ahead_of:
            words = _("You draft on: {name}'s turns cannot change the cards you draw.")
            text = Text(say(words, name=self.ahead_of), style="dim")
        else:
            text = Text("")
        note.update(text)

    def _danger_shown(self) -> bool:
        hand = self.query_one("#hand", HandRow)
        return bool(hand.danger)

    def _paint_log(self) -> None:
        log = self.query_one("#log", LogPanel)
        set_border_title(log, _("Log"))  # again: the language may have changed
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
