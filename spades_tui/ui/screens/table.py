"""The table: one screen for every decision of a hand, with the scoreboard beside it.

It shows one seat's view at a time and turns keys and clicks into actions for the app, which
asks the core whether they are legal. Keys appear in the Footer only when they work now.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from spades_tui.core.actions import BIDS, DECLARE, DECLINE, KEEP, PLAYS, REJECT, Action
from spades_tui.core.choices import exchange_of
from spades_tui.core.game import Phase
from spades_tui.core.view import PlayerView
from spades_tui.ui.cardtext import label, plain, sorted_hand
from spades_tui.ui.screens import table_text as tt
from spades_tui.ui.widgets.bigcard import BigCard
from spades_tui.ui.widgets.choices import ChoiceRow
from spades_tui.ui.widgets.hand import HandRow
from spades_tui.ui.widgets.scoreboard import Scoreboard

if TYPE_CHECKING:
    from spades_tui.ui.app import SpadesApp

RANK_KEYS = {str(n): str(n) for n in range(2, 10)} | {
    "t": "T",
    "j": "J",
    "q": "Q",
    "k": "K",
    "a": "A",
    "1": "1",
}
SUIT_KEYS = {"s": 0, "h": 1, "d": 2, "c": 3}
RANK_ORDER = "23456789TJQKA"
CARD_PHASES = ("play", "exchange")


def _bindings() -> list[Binding]:
    out = [
        # Phase keys first, so the Footer lists them first; check_action lets one of the
        # bindings sharing a key act (k keeps in the draft and names a king in the play).
        Binding("k", "keep", "Keep"),
        Binding("r", "reject", "Reject"),
        Binding("y", "double_nil(True)", "Double nil"),
        Binding("n", "double_nil(False)", "No"),
        Binding("n", "nil", "Nil"),
        # Card codes: while a rank is typed, h and s mean hearts and spades.
        *(Binding(k, f"suit({v})", show=False) for k, v in SUIT_KEYS.items()),
        Binding("0", "ten", show=False),
        *(Binding(k, f"rank('{v}')", show=False) for k, v in RANK_KEYS.items()),
        Binding("left,h", "move(-1)", "Move", key_display="←→"),
        Binding("right,l", "move(1)", "Move", show=False),
        Binding("up", "bid_step(1)", "Bid +", key_display="↑↓"),
        Binding("down", "bid_step(-1)", "Bid -", show=False),
        *(Binding(str(n), f"bid_digit({n})", show=False) for n in range(10)),
        Binding("enter", "choose", "Choose"),
        Binding("space", "mark", "Mark"),
        Binding("space", "choose", "Choose", show=False),
        Binding("escape", "clear", "Clear", show=False),
        Binding("i", "hint", "Hint"),
        Binding("L", "last_trick", "Last trick"),
        Binding("s", "history", "History"),
        Binding("p,space", "pause", "Pause", key_display="p"),
        Binding("plus,equals_sign", "pace(0.67)", "Faster", key_display="+"),
        Binding("minus", "pace(1.5)", "Slower", key_display="-"),
    ]
    return out


class TableScreen(Screen[None]):
    BINDINGS = _bindings()

    def __init__(self, ascii_only: bool = False) -> None:
        super().__init__()
        self.ascii_only = ascii_only
        self.view: PlayerView | None = None
        self.kind: str | None = None  # the phase of the decision on screen, if any
        self.watching = False
        self.cursor = 0
        self.bid = 1
        self.bid_typed_at = -1.0
        self.marked: set[int] = set()
        self.code = ""
        self.cards: list[int] = []

    @property
    def spades(self) -> SpadesApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        yield Header(icon="♠" if not self.ascii_only else "S")
        with Horizontal(id="table"):
            with Vertical(id="main"):
                yield Static(id="title")
                with Horizontal(id="middle"):
                    yield BigCard(id="big")
                    yield Static(id="body")
                yield ChoiceRow(id="choices")
                yield Static(id="hand-label")
                yield HandRow(id="hand")
                yield Static(id="message")
                yield Static(id="log")
            with Vertical(id="side"):
                yield Scoreboard(id="score", ascii_only=self.ascii_only)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(HandRow).ascii_only = self.ascii_only
        self.query_one(BigCard).ascii_only = self.ascii_only
        # The game may move on only once this screen can show it; advance is idempotent.
        self.call_after_refresh(self.spades.advance)

    # ------------------------------------------------------------------ what the app calls
    def decide(self, view: PlayerView, log: Sequence[str]) -> None:
        """Show ``view`` (the acting seat's) and take that seat's decision."""
        fresh = self.view is None or self.kind != view.phase.value or view.seat != self.view.seat
        self.view, self.kind, self.watching = view, view.phase.value, False
        self.cards = sorted_hand(view.hand)
        if fresh:
            self.marked = set()
            self.cursor = 0
            self.bid = 1
        if self.kind == "play":
            legal = self._legal_cards()
            if self.cursor >= len(self.cards) or self.cards[self.cursor] not in legal:
                self.cursor = next((i for i, c in enumerate(self.cards) if c in legal), 0)
        elif self.kind == "double_nil" and fresh:
            self.cursor = 0
        self.code = ""
        self._message("")
        self._paint(log)

    def wait(self, view: PlayerView, status: str, log: Sequence[str]) -> None:
        """Show ``view`` while someone else decides; no keys act on the game."""
        self.view, self.kind, self.watching = view, None, False
        self.cards = sorted_hand(view.hand)
        self._message(status, "bold")
        self._paint(log)

    def show_watch(
        self, views: tuple[PlayerView, PlayerView], status: str, log: Sequence[str]
    ) -> None:
        self.view, self.kind, self.watching = views[0], None, True
        self.cards = []
        self.add_class("-watching")
        self._message(status, "bold")
        self._paint(log, views)

    def watch_public(self, view: PlayerView, log: Sequence[str]) -> None:
        """Only public facts: what stays behind a hand-off or a score overlay."""
        self.view, self.kind, self.watching = view, None, False
        self.cards = []
        self._message("")
        self._paint(log)
        self.query_one("#title", Static).update(Text("Passing the keyboard…", style="bold"))

    def on_screen_resume(self) -> None:
        # A table left over from a finished game may resume briefly while a new one replaces it.
        if self.spades.table is self:
            self.spades.advance()

    def refuse(self, reason: str) -> None:
        self._message(plain(reason, self.ascii_only), "bold red")
        self.app.bell()

    # ------------------------------------------------------------------ painting
    def _paint(
        self, log: Sequence[str], views: tuple[PlayerView, PlayerView] | None = None
    ) -> None:
        view = self.view
        assert view is not None
        self.query_one(Scoreboard).show(view)
        big = self.query_one(BigCard)
        choices = self.query_one(ChoiceRow)
        body = self.query_one("#body", Static)
        kind = self.kind
        big.display = kind == "draft"
        choices.display = kind in ("double_nil", "draft", "bidding")
        title = tt.title(view, self.ascii_only) if kind else self._idle_title(view)
        self.query_one("#title", Static).update(Text(title, style="bold"))
        if views is not None:
            body.update(tt.watch_body(views, self.ascii_only))
        elif kind == "double_nil":
            body.update(tt.double_nil_body(view))
            choices.show(["No", "Declare double nil"], self.cursor)
        elif kind == "draft":
            big.show(view.drawn)
            body.update(tt.draft_body(view, self.ascii_only))
            choices.show(["Keep", "Reject"], self.cursor)
        elif kind == "exchange":
            body.update(tt.exchange_body(view, len(self.marked)))
        elif kind == "bidding":
            body.update(tt.bidding_body(view, self.bid))
            options = ["nil" if b == 0 else str(b) for b in self._bids()]
            choices.show(options, self._bids().index(self.bid), compact=True)
        elif view.phase in (Phase.PLAY, Phase.GAME_OVER) or view.tricks:
            body.update(tt.trick_body(view, self.ascii_only))
        else:
            body.update(Text(f"{view.names[view.to_act]} is deciding…", style="dim"))
        if kind == "play" and view.phase is Phase.PLAY:
            body.update(tt.trick_body(view, self.ascii_only))
        self._paint_hand()
        self.query_one("#log", Static).update(Text("\n".join(log[-4:]), style="dim"))
        self.refresh_bindings()

    def _idle_title(self, view: PlayerView) -> str:
        if self.watching:
            return f"Watching {view.names[0]} and {view.names[1]}"
        return f"{view.names[view.seat]} — waiting for {view.names[view.opponent]}"

    def _paint_hand(self) -> None:
        hand = self.query_one(HandRow)
        label_widget = self.query_one("#hand-label", Static)
        hand.display = bool(self.cards)
        label_widget.display = bool(self.cards)
        if not self.cards:
            return
        kind = self.kind
        count = f"Your hand ({len(self.cards)})"
        if kind == "play":
            legal = self._legal_cards()
            hand.show(self.cards, legal, self.cursor)
            count += " — playable cards bright; type e.g. qh"
        elif kind == "exchange":
            hand.show(self.cards, self.cards, self.cursor, self.marked)
        else:
            hand.show(self.cards, self.cards)
        if self.code:
            want = "0 for a ten" if self.code == "1" else "the suit: s h d c"
            count = f"Your hand ({len(self.cards)}) — typed {self.code}…, now {want}"
        label_widget.update(Text(count, style="dim"))

    def _message(self, text: str, style: str = "") -> None:
        self.query_one("#message", Static).update(Text(text, style=style))

    # ------------------------------------------------------------------ helpers
    def _legal_cards(self) -> set[int]:
        assert self.view is not None
        return {a.card for a in self.view.legal_actions if hasattr(a, "card")}

    def _bids(self) -> list[int]:
        assert self.view is not None
        return list(range(0 if self.view.rules.nil else 1, 14))

    def _submit(self, action: Action) -> None:
        self.spades.submit(action)

    # ------------------------------------------------------------------ key gating
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        kind = self.kind
        view = self.view
        if action in ("move", "choose"):
            return kind is not None
        if action == "mark":
            return kind == "exchange"
        if action in ("keep", "reject"):
            return kind == "draft"
        if action == "double_nil":
            return kind == "double_nil"
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

    # ------------------------------------------------------------------ actions
    def action_move(self, step: int) -> None:
        if self.kind in ("double_nil", "draft"):
            self.cursor = (self.cursor + step) % 2
            self.query_one(ChoiceRow).show(self.query_one(ChoiceRow).options, self.cursor)
        elif self.kind == "bidding":
            self.action_bid_step(step)
        elif self.cards:
            self.cursor = (self.cursor + step) % len(self.cards)
            self._paint_hand()

    def action_choose(self) -> None:
        kind = self.kind
        if kind == "double_nil":
            self._submit(DECLARE if self.cursor == 1 else DECLINE)
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
            self.refuse(f"You may exchange at most {limit} cards; unmark one first")
            return
        else:
            self.marked.add(card)
            self._message("")
        self.query_one("#body", Static).update(tt.exchange_body(self.view, len(self.marked)))
        self._paint_hand()

    def action_keep(self) -> None:
        self._submit(KEEP)

    def action_reject(self) -> None:
        self._submit(REJECT)

    def action_double_nil(self, declare: bool) -> None:
        self._submit(DECLARE if declare else DECLINE)

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
            self.refuse("Nil is off in these rules; the lowest bid is 1")
            return
        self._set_bid(value)

    def _set_bid(self, value: int) -> None:
        assert self.view is not None
        self.bid = value
        self.query_one("#body", Static).update(tt.bidding_body(self.view, self.bid))
        self.query_one(ChoiceRow).show(
            ["nil" if b == 0 else str(b) for b in self._bids()],
            self._bids().index(value),
            compact=True,
        )

    def action_rank(self, rank: str) -> None:
        self.code = rank
        self._paint_hand()

    def action_ten(self) -> None:
        self.code = "T"
        self._paint_hand()

    def action_suit(self, suit: int) -> None:
        rank = RANK_ORDER.index(self.code)
        self.code = ""
        card = suit * 13 + rank
        if card not in self.cards:
            self._paint_hand()
            self.refuse(f"You do not hold {label(card, self.ascii_only)}")
            return
        self.cursor = self.cards.index(card)
        if self.kind == "exchange":
            self._toggle_mark(card)
        else:
            self._paint_hand()
            self._submit(PLAYS[card])

    def action_clear(self) -> None:
        self.code = ""
        self._paint_hand()

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
        self.spades.hint()

    def action_last_trick(self) -> None:
        from spades_tui.ui.screens.info import InfoScreen

        assert self.view is not None
        self.app.push_screen(
            InfoScreen("Last trick", tt.last_trick_text(self.view, self.ascii_only))
        )

    def action_history(self) -> None:
        from spades_tui.ui.screens.scores import HistoryScreen

        assert self.view is not None
        self.app.push_screen(HistoryScreen(self.view.names, self.view.history))

    def action_pause(self) -> None:
        self.spades.toggle_pause()

    def action_pace(self, factor: float) -> None:
        self.spades.change_pace(factor)
