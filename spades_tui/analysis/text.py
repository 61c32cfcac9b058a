"""Plain-text wording of a ``HandReview``, for the ``analyze`` command (and anyone else).

The review holds numbers and cards only; every sentence is made here.  ``viewer`` names the
seat reading it, so that seat is addressed as "you" ("9♥ cost you your bid").
"""

from __future__ import annotations

import unicodedata

from spades_tui.analysis.review import (
    KEPT_CARD_EXCHANGED,
    NOT_ASKED,
    OTHER_CARD_IN_PLAY,
    DraftDecision,
    HandReview,
    PlayDecision,
)
from spades_tui.analysis.solver import Outcome
from spades_tui.core.cards import Card


def safe(text: str) -> str:
    """A name from a file, with control characters shown as '?' so they cannot act."""
    return "".join("?" if unicodedata.category(ch)[0] == "C" else ch for ch in text)


def card_text(card: Card, ascii_only: bool = False) -> str:
    return card.ascii_label if ascii_only else card.label


def loss_text(tricks: int, points: int, nil: bool = False) -> str:
    """'=' for nothing lost, else '-1 trick / -20 pts' (tricks left out for a nil seat)."""
    if points <= 0 and (nil or tricks <= 0):
        return "="
    pts = f"{_signed(-points)} {'pt' if points == 1 else 'pts'}"
    if nil or tricks <= 0:
        return pts
    return f"-{tricks} trick{'s' if tricks != 1 else ''} / {pts}"


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("0" if n == 0 else f"-{-n}")


class Renderer:
    def __init__(self, review: HandReview, viewer: int | None = None, ascii_only: bool = False):
        self.review = review
        self.viewer = viewer
        self.ascii_only = ascii_only

    def name(self, seat: int) -> str:
        return "you" if seat == self.viewer else safe(self.review.names[seat])

    def card(self, card: Card) -> str:
        return card_text(card, self.ascii_only)

    def bid(self, seat: int) -> str:
        r = self.review
        if r.double_nil[seat]:
            return "double nil"
        return "nil" if r.bids[seat] == 0 else f"{r.bids[seat]}"

    def nil(self, seat: int) -> bool:
        return self.review.double_nil[seat] or self.review.bids[seat] == 0

    # ------------------------------------------------------------------ parts
    def header(self) -> list[str]:
        r = self.review
        seats = (r.first, 1 - r.first)
        bids = ", ".join(f"{self.name(s)} bid {self.bid(s)}" for s in seats)
        taken = ", ".join(
            f"{self.name(s)} {r.tricks[s]} trick{'s' if r.tricks[s] != 1 else ''} "
            f"({_signed(r.points[s])} {'pt' if abs(r.points[s]) == 1 else 'pts'})"
            for s in seats
        )
        best = ", ".join(self._outcome(s, r.start[s]) for s in seats)
        return [
            f"Hand {r.number}: {bids}.",
            f"Result: {taken}.",
            f"Perfect play from the first lead: {best}.",
        ]

    def _outcome(self, seat: int, outcome: Outcome) -> str:
        made = "made" if outcome.made else "not made"
        if self.nil(seat):
            # The most tricks a nil could take says nothing; whether it stays clean does.
            return f"{self.name(seat)} {self.bid(seat)} {made}"
        tricks = f"{outcome.tricks} trick{'s' if outcome.tricks != 1 else ''}"
        return f"{self.name(seat)} {tricks}, bid {made}"

    def costly_line(self, p: PlayDecision) -> str:
        who = self.name(p.seat)
        card = self.card(p.played)
        best = " ".join(self.card(c) for c in p.best_cards())
        if p.lost_bid:
            made = [o for o in p.options if o.outcome.made]
            top = max(made, key=lambda o: (o.outcome.points, o.outcome.tricks))
            whose = "your" if p.seat == self.viewer else "the"
            owner = "you" if p.seat == self.viewer else who
            subject = (
                f"{card} cost {owner} {whose} bid"
                if p.seat == self.viewer
                else (f"{who}'s {card} cost the bid")
            )
            return (
                f"Trick {p.trick}: {subject}; {self.card(top.card)} made it "
                f"({loss_text(p.tricks_lost(), p.points_lost(), self.nil(p.seat))})."
            )
        lost = loss_text(p.tricks_lost(), p.points_lost(), self.nil(p.seat))
        played = f"{card}" if p.seat == self.viewer else f"{who}'s {card}"
        return f"Trick {p.trick}: {played}: {lost}; best {best}."

    def play_lines(self, p: PlayDecision) -> list[str]:
        nil = self.nil(p.seat)
        mark = loss_text(p.tricks_lost(), p.points_lost(), nil)
        verb = "lead" if p.leading else "play"
        if p.seat != self.viewer:
            verb += "s"
        hard = ""
        if p.hard is not None:
            hard = "  (hard: same)" if p.hard == p.played else f"  (hard: {self.card(p.hard)})"
        lines = [f"  {self.name(p.seat)} {verb} {self.card(p.played)}  {mark}{hard}"]
        if not p.forced:
            groups: dict[str, list[str]] = {}
            for o in p.options:
                key = loss_text(p.tricks_lost(o.card), p.points_lost(o.card), nil)
                groups.setdefault(key, []).append(self.card(o.card))
            parts = [f"{key} {' '.join(cards)}" for key, cards in groups.items()]
            lines.append("      " + " | ".join(parts))
        return lines

    def draft_line(self, d: DraftDecision) -> str:
        who = self.name(d.seat)
        kept, other = self.card(d.kept), self.card(d.other)
        how = f"rejected {other}" if d.rejected else f"discarded {other}"
        if not d.other_seen:
            how = "discarded a card unseen" if d.seat == self.viewer else how + " unseen"
        line = f"  Turn {d.turn:>2}: {who} kept {kept}, {how}"
        if d.undefined == NOT_ASKED:
            pass
        elif d.undefined == KEPT_CARD_EXCHANGED:
            line += f"; {kept} was later exchanged, so no comparison"
        elif d.undefined == OTHER_CARD_IN_PLAY:
            line += f"; {other} came back in the exchange, so no comparison"
        else:
            lost = d.points_lost
            assert lost is not None and d.kept_value is not None and d.other_value is not None
            extra = d.other_value.tricks - d.kept_value.tricks
            if lost == 0 and extra == 0:
                line += "; the same either way"
            elif lost > 0 or (lost == 0 and extra > 0):
                line += f"; {other} would have been worth {_gain(extra, lost)}"
            else:
                line += f"; {kept} was worth {_gain(-extra, -lost)}"
        if d.hard_kept is not None and d.hard_kept != d.kept:
            line += f" (hard would keep {self.card(d.hard_kept)})"
        return line + "."

    # ------------------------------------------------------------------ whole
    def lines(self) -> list[str]:
        r = self.review
        out = self.header()
        out.append("")
        costly = r.costly()
        if costly:
            out.append("Costly cards (perfect play, both hands seen):")
            out.extend("  " + self.costly_line(p) for p in costly)
        else:
            out.append("No card cost anything under perfect play.")
        out.append("")
        out.append("Trick by trick (= best; otherwise what the card lost against the best):")
        for trick in range(1, 14):
            out.append(f" Trick {trick}")
            for p in r.plays:
                if p.trick == trick:
                    out.extend(self.play_lines(p))
        out.append("")
        out.append(
            "Draft (each card kept against the other card of the turn, in the hand as it "
            "was played):"
        )
        out.extend(self.draft_line(d) for d in r.draft)
        return out


def _gain(tricks: int, points: int) -> str:
    """How much more a card was worth: ``points`` >= 0, and ``tricks`` > 0 when points are 0."""
    trick_text = f"{abs(tricks)} trick{'s' if abs(tricks) != 1 else ''}"
    if points == 0:
        return f"{trick_text} more, for the same points"
    if tricks > 0:
        return f"{trick_text} / {_pts(points)} more"
    if tricks < 0:
        return f"{_pts(points)} more (with {trick_text} fewer)"
    return f"{_pts(points)} more"


def _pts(n: int) -> str:
    return f"{n} pt" if abs(n) == 1 else f"{n} pts"


def render_review(review: HandReview, viewer: int | None = None, ascii_only: bool = False) -> str:
    return "\n".join(Renderer(review, viewer, ascii_only).lines())
