"""Replay: step through a recorded game on the table, both hands face up.

The table screen already shows both hands when two computers are watched; the replay screen is
that table driven by keys instead of by a game: Left/Right step one decision, Up/Down a hand,
Home/End the ends. The title line says what the last decision was, and after a hand's last
trick what the hand scored. ``spades-tui replay FILE``
shows it alone in the app (``replay_app``).
"""

from __future__ import annotations

from textual import events
from textual.binding import Binding, BindingsMap
from textual.screen import Screen

from spades_tui.core.actions import Action, Bid, DeclareDoubleNil, Play
from spades_tui.history import HistoryEntry
from spades_tui.i18n import N_, _, say, signed
from spades_tui.replay import Moment, Replay
from spades_tui.ui.cardtext import glyphs, label, sorted_hand
from spades_tui.ui.news import log_lines
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.widgets.trick import Slot, TrickView


def ahead_of_the_table(keys: list[Binding]) -> list[Binding]:
    """``keys`` as priority bindings: on a screen built on the table, its own keys come
    before any the table's widgets would take for themselves (the arrows, Enter)."""
    return [Binding(b.key, b.action, b.description, b.show, b.key_display, True) for b in keys]


def _bindings(ascii_only: bool) -> list[Binding]:
    g = glyphs(ascii_only)
    keys = [
        Binding("left", "step(-1)", N_("Step"), key_display=g.arrows),
        Binding("right", "step(1)", N_("Step"), show=False),
        Binding("up", "hand(-1)", N_("Hand"), key_display="up/dn" if ascii_only else "↑↓"),
        Binding("down", "hand(1)", N_("Hand"), show=False),
        Binding("home", "end(0)", N_("First")),
        Binding("end", "end(1)", N_("Last")),
        Binding("s", "history", N_("Scores")),
        Binding("escape,q", "close", N_("Back")),
    ]
    return ahead_of_the_table(keys)


class ReplayScreen(TableScreen, inherit_bindings=False):
    BINDINGS = _bindings(False)

    def __init__(
        self, replay: Replay, ascii_only: bool = False, four_colour: bool = False, bottom: int = 0
    ):
        """``bottom``: the seat drawn at the bottom (the player whose game it is)."""
        super().__init__(ascii_only, four_colour)
        self._bindings = BindingsMap(_bindings(ascii_only))
        self.replay = replay
        self.at = 0
        self.watch_bottom = bottom

    def on_mount(self) -> None:
        # Painted before the first frame, in the look the table takes from the theme and the
        # terminal's size (which the table's own mount, after this one, takes again): a
        # first frame of an empty table flashed before the moment.
        self._apply_look()
        self.go(self.at)

    # ------------------------------------------------------------------ showing a moment
    @property
    def moment(self) -> Moment:
        return self.replay.moments[self.at]

    def relabel(self) -> None:
        self.go(self.at)

    def go(self, at: int) -> None:
        self.at = at
        moment = self.moment
        log = log_lines(self.replay.events[: moment.log], self.replay.names, None, self.ascii_only)
        self.show_watch(moment.views, self.status_text(moment), log)
        self._paint_ascii_header()  # after status_text, which sets the step's sub-title

    def status_text(self, moment: Moment) -> str:
        where = _("replay, hand {hand}, step {at} of {total}")
        self.sub_title = where.format(hand=moment.hand, at=self.at + 1, total=len(self.replay))
        return self.what_happened(moment)

    def what_happened(self, moment: Moment) -> str:
        names = self.replay.names
        if moment.seat is None or moment.action is None:
            return _("Hand {number} begins").format(number=moment.hand)
        if moment.scored is not None:
            # The last card is on the table; the hand's scores are the news.
            scores = ", ".join(
                f"{names[s]} {signed(r.points - r.bag_penalty, self.ascii_only)}"
                for s, r in enumerate(moment.scored)
            )
            words = _("Hand {number} scored: {scores}").format(number=moment.hand, scores=scores)
            if self.at == len(self.replay) - 1 and self.replay.game.winner is not None:
                # First: the line is cut at its end where the table is narrow.
                winner = names[self.replay.game.winner]
                words = say(_("{name} wins the game"), name=winner) + ". " + words
            return words
        words = self.decision_words(names[moment.seat], moment.action, moment)
        if moment.won is not None:
            words += ". " + say(_("{name} wins the trick"), name=names[moment.won])
        return words

    def decision_words(self, name: str, action: Action, moment: Moment) -> str:
        card = self.card
        if moment.draft is not None:
            turn = moment.draft
            # The log's verbs, in the present: "rejected …, took …", "kept …, discarded …".
            words = (
                _("{name} rejects {other} and takes {kept}")
                if turn.rejected
                else _("{name} keeps {kept} and discards {other}")
            )
            return say(words, name=name, kept=card(turn.kept), other=card(turn.discarded))
        if moment.exchange is not None:
            gave = " ".join(card(c) for c in sorted_hand(moment.exchange.gave)) or _("nothing")
            got = " ".join(card(c) for c in sorted_hand(moment.exchange.got)) or _("nothing")
            return say(_("{name} gives {gave} and gets {got}"), name=name, gave=gave, got=got)
        if isinstance(action, DeclareDoubleNil):
            words = (
                _("{name} declares double nil")
                if action.declare
                else _("{name} does not declare double nil")
            )
            return say(words, name=name)
        if isinstance(action, Bid):
            bid = _("nil") if action.tricks == 0 else str(action.tricks)
            return say(_("{name} bids {bid}"), name=name, bid=bid)
        if isinstance(action, Play):
            return say(_("{name} plays {card}"), name=name, card=card(action.card))
        return name

    def card(self, card: int) -> str:
        return label(card, self.ascii_only)

    def finished_trick_on_show(self) -> bool:
        return self.moment.won is not None  # the step whose card ended a trick

    def _paint_centre(self) -> None:
        super()._paint_centre()
        # A draft decision shows its two cards where the trick lies in play.
        turn = self.moment.draft if self.view is not None else None
        if turn is not None:
            other = _("rejected") if turn.rejected else _("let go")
            self.query_one(TrickView).show(
                [
                    Slot(turn.kept, self.replay.names[turn.seat][:10], _("kept"), strong=True),
                    Slot(turn.discarded, "", other, faded=True),
                ]
            )
            self.query_one(TrickView).display = True

    # ------------------------------------------------------------------ keys
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "history":
            return bool(self.moment.views[0].history)
        return True

    def on_key(self, event: events.Key) -> None:
        # Keys are the replay's own: none is passed on to a game (the table's on_key would).
        event.prevent_default()

    def action_step(self, by: int) -> None:
        self.go(self.replay.step(self.at, by))

    def action_hand(self, by: int) -> None:
        replay = self.replay
        self.go(replay.next_hand(self.at) if by > 0 else replay.previous_hand(self.at))

    def action_end(self, last: int) -> None:
        self.go(len(self.replay) - 1 if last else 0)

    def action_close(self) -> None:
        self.dismiss(None)


def open_replay(over: Screen[None], entry: HistoryEntry | None) -> None:
    """Replay a game of the history over the screen ``over``."""
    if entry is None or entry.game is None:
        over.app.bell()
        return
    # A game still going (the one to continue, or one set aside) is shown to the end of its
    # last finished hand: the hand in progress holds cards its players have not seen.
    replay = Replay(entry.game, finished_hands_only=True)
    if not replay.moments:
        over.app.notify(_("No hand of this game is over yet: a hand is replayed once it ends."))
        return
    ascii_only = bool(getattr(over, "ascii_only", False))
    four_colour = bool(getattr(over.app, "four_colour", False))
    bottom = entry.own_seat or 0
    over.app.push_screen(ReplayScreen(replay, ascii_only, four_colour, bottom))
