"""Core events in words: the one place the log's lines are made, at the moment they are shown.

Logs keep the events themselves (data); ``log_lines`` turns the tail of a log into sentences
from one person's point of view: that seat is "you", the other is called by name. A seat's
log is fed only by that seat's subscription, so its lines can never name the other seat's
private cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from spades_tui import i18n
from spades_tui.core import events as ev
from spades_tui.core.actions import Action, Bid
from spades_tui.core.view import PlayerView
from spades_tui.i18n import _, count, ngettext, pgettext, points
from spades_tui.ui.cardtext import label, sorted_hand
from spades_tui.ui.hints import bid_reason_words
from spades_tui.words.cards import glyphs

if TYPE_CHECKING:
    from spades_tui.players.valuation import BidReason


@dataclass(slots=True)
class BidExplained(ev.Event):
    """Why a computer bid as it did: put in a watcher's log after its bid, who sees both
    hands anyway, and in the log of a person playing against it once the hand is scored
    (told during the hand, it would name cards they must not know)."""

    seat: int
    reason: BidReason


def bid_words(bid: int, double_nil: bool) -> str:
    if double_nil:
        return _("double nil")
    return _("nil") if bid == 0 else str(bid)


class _Speaker:
    """Sentences from the point of view of seat ``me`` (None: nobody is "you").

    Each sentence comes whole from the catalog, one for "you" and one for the other player,
    so that every language can put the name and the verb where it needs them.
    """

    def __init__(self, names: Sequence[str], me: int | None, ascii_only: bool) -> None:
        self.names, self.me, self.ascii_only = names, me, ascii_only

    def say(self, seat: int, you: str, other: str, **values: object) -> str:
        if seat == self.me:
            return you.format(**values)
        return i18n.say(other, name=self.names[seat], **values)

    def card(self, card: int) -> str:
        return label(card, self.ascii_only)


def describe_event(
    event: ev.Event,
    names: Sequence[str],
    me: int | None = None,
    ascii_only: bool = False,
    leading: bool = False,
) -> str | None:
    """One event as a sentence, or None for events the log leaves out. ``leading``: the
    event is a card that leads a trick, which Hungarian says with its own verb (hív)."""
    say = _Speaker(names, me, ascii_only)
    if isinstance(event, BidExplained):
        to_other = me is not None and me != event.seat
        why = bid_reason_words(event.reason, ascii_only, to_other)
        # The bid is the verb's object: Hungarian gives the figure its accusative (4-et).
        name, bid = names[event.seat], event.reason.bid
        if bid == 0:
            return i18n.say(_("Why {name} bid nil: {reason}"), name=name, reason=why)
        return i18n.say(_("Why {name} bid {bid}: {reason}"), name=name, bid=count(bid), reason=why)
    if isinstance(event, ev.HandStarted):
        return say.say(
            event.first,
            _("Hand {hand}: You draw first"),
            _("Hand {hand}: {name} draws first"),
            hand=event.hand,
        )
    if isinstance(event, ev.DoubleNilAnswered):
        if event.declared:
            return say.say(
                event.seat, _("You declared double nil"), _("{name} declared double nil")
            )
        if event.offered:
            return say.say(
                event.seat, _("You declined double nil"), _("{name} declined double nil")
            )
        return None
    if isinstance(event, ev.DraftTurnTaken):
        # The drawer's own log has the CardKept line for the same turn.
        if event.seat == me:
            return None
        sentence = _("{name} took draft turn {turn} of 13")
        return i18n.say(sentence, name=names[event.seat], turn=event.turn)
    if isinstance(event, ev.CardKept):
        return _kept(event, say)
    if isinstance(event, ev.Exchanged):
        if event.audience == ev.PUBLIC:
            if event.seat == me:
                return None  # the private line says which cards
            sentence = ngettext(
                "{name} exchanged {n} card", "{name} exchanged {n} cards", event.count
            )
            return i18n.say(sentence, name=names[event.seat], n=event.count)
        nothing = _("nothing")
        # In the hand's order, as the box that says the exchange lists them.
        gave = " ".join(say.card(c) for c in sorted_hand(event.gave)) or nothing
        got = " ".join(say.card(c) for c in sorted_hand(event.got)) or nothing
        return _("You gave {gave} and got {got}").format(gave=gave, got=got)
    if isinstance(event, ev.BidMade):
        bid = bid_words(event.bid, event.double_nil)
        return say.say(event.seat, _("You bid {bid}"), _("{name} bid {bid}"), bid=bid)
    if isinstance(event, ev.CardPlayed):
        card = say.card(event.card)
        if leading:
            lead = "a card that leads a trick, in the log"
            return say.say(
                event.seat,
                pgettext(lead, "You played {card}"),
                pgettext(lead, "{name} played {card}"),
                card=card,
            )
        return say.say(event.seat, _("You played {card}"), _("{name} played {card}"), card=card)
    if isinstance(event, ev.SpadesBroken):
        return _("Spades are broken")
    if isinstance(event, ev.TrickWon):
        return say.say(
            event.winner,
            _("You won trick {n}"),
            _("{name} won trick {n}"),
            n=event.number,
        )
    if isinstance(event, ev.HandScored):
        a, b = event.results
        # What the hand brought, as its summary said it, then the totals it left: the
        # totals alone read as the hand's own points.
        sentence = _(
            "Hand {hand} scored: {first} {a}, {second} {b}; totals {total_a} and {total_b}"
        )
        return sentence.format(
            hand=event.hand,
            first=names[0],
            a=_brought(a, ascii_only),
            second=names[1],
            b=_brought(b, ascii_only),
            total_a=points(a.score, ascii_only),
            total_b=points(b.score, ascii_only),
        )
    if isinstance(event, ev.GameOver):
        return say.say(event.winner, _("You win the game"), _("{name} wins the game"))
    return None


def _brought(result: ev.SeatResult, ascii_only: bool) -> str:
    """A seat's points for the hand, a bag penalty apart: a bid made and a penalty taken
    together ("-59") read as a bid set."""
    made = i18n.signed(result.points, ascii_only)
    if not result.bag_penalty:
        return made
    penalty = i18n.signed(-result.bag_penalty, ascii_only)
    return _("{points} (bag penalty {penalty})").format(points=made, penalty=penalty)


def _kept(event: ev.CardKept, say: _Speaker) -> str:
    # Short enough for the side log (28 columns) with a 10 on both sides. Only the drawer's
    # log has this line, and a watcher's (ui/flow/local.py's watch_log), who sees both seats.
    kept = say.card(event.kept)
    if event.rejected:
        # The first card went face up to the discards; the second one had to be kept.
        assert event.discarded is not None
        card = say.card(event.discarded)
        you, other = _("You rejected {card}, took {kept}"), _("{name} rejected {card}, took {kept}")
        return say.say(event.seat, you, other, card=card, kept=kept)
    if event.discarded is None:
        you, other = _("You kept {kept}, next face down"), _("{name} kept {kept}, next face down")
        return say.say(event.seat, you, other, kept=kept)
    card = say.card(event.discarded)
    you, other = _("You kept {kept}, discarded {card}"), _("{name} kept {kept}, discarded {card}")
    return say.say(event.seat, you, other, kept=kept, card=card)


def log_lines(
    log: Sequence[ev.Event],
    names: Sequence[str],
    me: int | None,
    ascii_only: bool = False,
    last: int = 40,
) -> list[str]:
    """The newest ``last`` sentences of ``log``, oldest first."""
    out: list[str] = []
    leads = _leads(log)
    for at in range(len(log) - 1, -1, -1):
        text = describe_event(log[at], names, me, ascii_only, leading=at in leads)
        if text:
            out.append(text)
            if len(out) == last:
                break
    out.reverse()
    return out


def _leads(log: Sequence[ev.Event]) -> set[int]:
    """Where in ``log`` a card leads a trick: the first card played since the last trick was
    won or the hand began."""
    leads, open_trick = set(), False
    for at, event in enumerate(log):
        if isinstance(event, ev.CardPlayed):
            if not open_trick:
                leads.add(at)
            open_trick = True
        elif isinstance(event, (ev.TrickWon, ev.HandStarted)):
            open_trick = False
    return leads


def with_turns_taken_ahead(log: Sequence[ev.Event], view: PlayerView) -> list[ev.Event]:
    """``log`` and, after it, the view's own draft turns that it does not tell yet.

    The core tells of a draft turn taken ahead of its turn (hot-seat) only when the rules'
    order reaches it; the person who took it has seen what it gave, and their log says so.
    """
    start = next((i for i in range(len(log) - 1, -1, -1) if isinstance(log[i], ev.HandStarted)), 0)
    seat = view.seat
    told = sum(1 for e in log[start:] if isinstance(e, ev.CardKept) and e.seat == seat)
    held = [ev.CardKept(seat, seat, t.kept, t.discarded, t.rejected) for t in view.draft[told:]]
    return [*log, *held]


def newest_news(lines: list[str], room: int = 5, ascii_only: bool = False) -> list[str]:
    """The newest ``room`` lines of what happened since a player's last turn; when older ones
    are left out, an ellipsis line says so (the log still holds them all): one character,
    …, or three plain dots with --ascii."""
    if len(lines) <= room:
        return lines
    return [glyphs(ascii_only).ellipsis, *lines[-room:]]


def hand_off_news(
    lines: list[str], held: Sequence[Action], name: str, ascii_only: bool = False
) -> list[str]:
    """The hand-off's news: the newest ``lines``, and what the other player, ``name``, has
    decided ahead (``held``: their decisions the game keeps until their turns come). The news
    counts their turns only as they are applied, so it said "Bob took draft turn 1 of 13" of a
    player who had drawn all thirteen cards and bid: the added lines say why."""
    lines = list(newest_news(lines, ascii_only=ascii_only))
    if any(not isinstance(action, Bid) for action in held):
        words = _(
            "{name} has made their other draft choices already: each takes effect as you draft."
        )
        lines.append(i18n.say(words, name=name))
    if any(isinstance(action, Bid) for action in held):
        lines.append(
            i18n.say(_("{name} has bid already: the bid shows once the draft is over."), name=name)
        )
    return lines
