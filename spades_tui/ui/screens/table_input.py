"""The table's keys and clicks: which work at the decision on screen, and what each does.

A choice is posted to the app as a message (``Submit``); the app checks it and applies it.
Keys typed while a choice is on its way are held until it is answered.
"""

from __future__ import annotations

import time

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static

from spades_tui.core.actions import (
    BIDS,
    DECLARE,
    DECLINE,
    KEEP,
    PLAYS,
    REJECT,
    Action,
)
from spades_tui.core.choices import exchange_of
from spades_tui.core.view import PlayerView
from spades_tui.i18n import _, ngettext
from spades_tui.ui.cardtext import label, plain
from spades_tui.ui.screens import table_text as tt
from spades_tui.ui.screens.table_keys import (
    CARD_CODE_ACTIONS,
    CARD_PHASES,
    DECISION_KEYS,
    card_code_allows,
    typed_card,
)
from spades_tui.ui.screens.table_paint import TablePaint
from spades_tui.ui.stale_keys import pressed_again
from spades_tui.ui.widgets.choices import ChoiceRow
from spades_tui.ui.widgets.hand import HandRow


# ------------------------------------------------------------------ what the table posts
class Submit(Message, namespace="table_screen"):
    """The player chose ``action`` on ``view``; the app checks it and applies it."""

    def __init__(self, action: Action, view: PlayerView | None = None) -> None:
        self.action = action
        self.view = view
        super().__init__()


class HintWanted(Message, namespace="table_screen"):
    """The player asked what a computer player would do."""


class PauseWanted(Message, namespace="table_screen"):
    """Pause or resume the computers (watching)."""


class PaceWanted(Message, namespace="table_screen"):
    """Make the computers faster (factor below 1) or slower."""

    def __init__(self, factor: float) -> None:
        self.factor = factor
        super().__init__()


class TrickSeen(Message, namespace="table_screen"):
    """The player has seen the finished trick; the game may go on."""


TURN_NOTICE = 2.0  # seconds "It is not your turn yet." stays up


class TableInput(TablePaint):
    """Key gating and the actions of the table's keys."""

    _turn_notice_until = 0.0  # the clock's time until which that notice is up

    # ------------------------------------------------------------------ sending a choice
    def _submit(self, action: Action) -> None:
        self.sent = True
        if self.note:  # a refusal or a hint about the choice made: done with now
            self.note = Text()
            self._paint_note()
        self.post_message(Submit(action, self.view))
        # Should no answer come (the app may ignore a late choice), the held keys go on.
        self.set_timer(1.5, self._answered)

    def _answered(self, goes_on: bool = True, handing_over: bool = False) -> None:
        """The app has answered the last choice: keys held meanwhile are pressed again if
        ``goes_on`` (a refusal, the same person's next decision); otherwise they were meant
        for a decision that is no longer on the table, and are dropped with a notice.
        ``handing_over``: the keyboard is being passed to the other person (hot-seat)."""
        self.sent = False
        held, self.held_keys = self.held_keys, []
        if held and not goes_on:
            self.not_your_turn(handing_over)
            return
        for key in held:
            self.app.post_message(pressed_again(key))

    def not_your_turn(self, handing_over: bool = False) -> None:
        """Say that a key came before this seat's turn: once, however many keys come while
        the notice is up (keys pressed again and again stacked the same notice five high).
        ``handing_over``: said on the hand-off, read by the next player, whose turn it is."""
        now = time.monotonic()
        if now < self._turn_notice_until:
            return
        self._turn_notice_until = now + TURN_NOTICE
        if handing_over:
            words = _("A key pressed after the last turn ended was not taken.")
        else:
            words = _("It is not your turn yet.")
        self.app.notify(words, timeout=TURN_NOTICE)

    def refuse(self, reason: str) -> None:
        self._answered()
        self.note = Text(plain(reason, self.ascii_only), style="bold red")
        self._paint_note()
        self.app.bell()

    # ------------------------------------------------------------------ key gating
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        kind = self.kind
        view = self.view
        if self.sent:
            return False
        if action == "toggle_log":
            return self.log_can_hide  # elsewhere the key would do nothing
        if self.trick_end:
            return False
        if action == "choose" and self._just_after_a_trick():
            return False  # left to on_key, which takes it as the end of the trick's pause
        if action == "give":
            return kind == "exchange"
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
        if action in CARD_CODE_ACTIONS:
            return kind in CARD_PHASES and card_code_allows(action, self.code)
        if action == "clear":
            return bool(self.code)
        if action == "hint":
            # Hints turned off in the settings: the key is not offered, rather than silent.
            return kind is not None and self.hints_on
        if action == "last_trick":
            return view is not None and any(t.winner is not None for t in view.tricks)
        if action == "history":
            return view is not None and bool(view.history)
        if action == "empty_history":
            return view is not None and not view.history
        if action in ("pause", "go_on"):
            paused = bool(getattr(getattr(self.app, "flow", None), "paused", False))
            return self.watching and paused == (action == "go_on")
        if action in ("pace", "stop_watching"):
            return self.watching
        return True

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
            self.not_your_turn()
        elif self._bound_now(event.key) or self.app.screen is not self:
            # It arrived while a choice was on its way and the answer came first (perhaps a
            # screen over the table, such as the hand-off): press it again where it now goes.
            event.stop()
            event.prevent_default()
            self.app.post_message(pressed_again(event))

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
        self.post_message(TrickSeen())

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
        self._after_pointer_moved()

    def _after_pointer_moved(self) -> None:
        # A hint's "Enter plays it" is about where the hint left the pointer (_paint_note).
        if self.hint_text:
            self._paint_note()

    def action_choose(self) -> None:
        if self._settling():
            return
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

    def action_give(self) -> None:
        self.action_choose()  # the marked cards, in the exchange

    def action_mark(self) -> None:
        if self.cards and not self._settling():
            self._toggle_mark(self.cards[self.cursor])

    def _toggle_mark(self, card: int) -> None:
        assert self.view is not None
        limit = self.view.rules.exchange_limit
        if card in self.marked:
            self.marked.discard(card)
            self.note = Text()
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
            self._after_pointer_moved()

    def action_step_back(self) -> None:
        self.confirming = False
        self.cursor = 0
        self._paint_centre()
        self.refresh_bindings()
        self._after_pointer_moved()

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
        self.query_one("#body", Static).update(self.bidding_words(self.view))
        self._paint_bid_row()
        if self.note:  # the refusal of a bid typed before ("Nil is off…") is not about this one
            self.note = Text()
            self._paint_note()
        self._after_pointer_moved()

    def action_rank(self, rank: str) -> None:
        self._typing(rank)

    def action_ten(self) -> None:
        self._typing("T")

    def _typing(self, code: str) -> None:
        # A new code takes the line: the refusal of the last one ("You do not hold Q♥") hid
        # the half-typed rank, and stood as if it were about this one.
        self.code, self.note = code, Text()
        self._paint_note()

    def action_suit(self, suit: int) -> None:
        card = typed_card(self.code, suit)
        self.code = ""
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
        self.post_message(HintWanted())

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

    # Not offered in the Footer (an empty list is not worth its room), yet never a silent key.
    action_empty_history = action_history

    def action_pause(self) -> None:
        self.post_message(PauseWanted())

    def action_go_on(self) -> None:
        self.post_message(PauseWanted())

    async def action_stop_watching(self) -> None:
        await self.app.run_action("home")

    def action_pace(self, factor: float) -> None:
        self.post_message(PaceWanted(factor))
