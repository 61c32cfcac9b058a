"""A ``HandReview`` in the player's language, as lines of rich Text for the review screen.

The review holds numbers and cards only (``spades_tui.analysis``). Every sentence goes
through the translation layer; on the screen the marks are coloured, so costly cards stand
out at a glance, and ``analyze`` prints the same lines as plain text (``review_text``).
``viewer`` is the seat reading it (addressed as "you"); None names both players.
"""

from __future__ import annotations

from rich.text import Text

from spades_tui.analysis.review import (
    KEPT_CARD_EXCHANGED,
    NOT_ASKED,
    OTHER_CARD_IN_PLAY,
    DraftDecision,
    HandReview,
    PlayDecision,
)
from spades_tui.analysis.solver import Outcome
from spades_tui.analysis.text import safe
from spades_tui.core.cards import Card, parse_card
from spades_tui.core.scoring import bid_made
from spades_tui.i18n import _, name_inside, ngettext, pgettext, say
from spades_tui.ui.bid_grade_words import grade_lines
from spades_tui.ui.cardtext import glyphs, sorted_hand
from spades_tui.ui.review_sentences import (
    LOST_BID,
    doomed_words,
    draft_comparison,
    loss_words,
    play_sentence,
    points_words,
    tricks_words,
)
from spades_tui.words.cards import CardName, card_name, label_list, list_separator

GOOD = "green"
BAD = "bold red"
HEADING = "bold"
ACE_OF_SPADES = parse_card("AS")


def loses_bid(p: PlayDecision, card: Card | None) -> bool:
    """The bid (nil or a number) could be made before this card and not after it."""
    chosen = p.outcome_of(p.played if card is None else card)
    return not chosen.made and any(o.outcome.made for o in p.options)


def breaks_nil(p: PlayDecision, card: Card | None, nil: bool) -> bool:
    """For a nil seat: the nil could be kept before this card and not after it."""
    return nil and loses_bid(p, card)


class ReviewWords:
    def __init__(self, review: HandReview, viewer: int | None, ascii_only: bool = False) -> None:
        self.review = review
        self.viewer = viewer
        self.ascii_only = ascii_only

    # ------------------------------------------------------------------ small parts
    def card(self, card: Card | int) -> CardName:
        return card_name(int(card), self.ascii_only)

    def cards(self, cards: list[Card] | tuple[Card, ...]) -> str:
        return label_list(cards, self.ascii_only)

    def name(self, seat: int) -> str:
        return _("You") if seat == self.viewer else safe(self.review.names[seat])

    def nil(self, seat: int) -> bool:
        return self.review.double_nil[seat] or self.review.bids[seat] == 0

    def bid(self, seat: int) -> str:
        if self.review.double_nil[seat]:
            return _("double nil")
        bid = self.review.bids[seat]
        return _("nil") if bid == 0 else str(bid)

    def bid_words(self, seat: int, first: bool = True) -> str:
        # Said to the reader in the second person: languages word "you bid" apart. Both bids
        # share a line, the second after a semicolon: each is worded as a part of that line.
        if seat == self.viewer and not first:
            words = pgettext("your bid after the other's in a review line", "you bid {bid}")
            return words.format(bid=self.bid(seat))
        if seat == self.viewer:
            return pgettext("your bid in a review line", "You bid {bid}").format(bid=self.bid(seat))
        words = pgettext("a player's bid in a review line", "{name} bid {bid}")
        return words.format(name=self.inside(seat), bid=self.bid(seat))

    def inside(self, seat: int) -> str:
        """The player's name as a line of the review says it past its start."""
        if seat == self.viewer:
            return pgettext("you, inside a review line", "You")
        return name_inside(safe(self.review.names[seat]))

    def part(self, seat: int, what: str) -> str:
        """One player's part of a line that names both: 'You: 8 tricks, +26 pts'."""
        words = pgettext("a player's part of a review line", "{name}: {what}")
        return words.format(name=self.inside(seat), what=what)

    def points_only(self) -> bool:
        """With a nil in play a trick more or less means nothing but its points."""
        return self.review.nil_in_play

    def mark_words(self, p: PlayDecision, card: Card | None = None, bid_told: bool = False) -> str:
        """'=', '-1 trick / -20 pts', or for a nil hand '-200 pts, breaks your nil'."""
        words = loss_words(
            p.tricks_lost(card), p.points_lost(card), self.points_only(), self.ascii_only
        )
        mine = p.seat == self.viewer
        if breaks_nil(p, card, self.nil(p.seat)):
            words += ", " + (_("breaks your nil") if mine else _("breaks the nil"))
        elif loses_bid(p, card) and not bid_told:
            # What the points mostly are: the bid's worth twice over (made, then set).
            words += ", " + (_("costs your bid") if mine else _("costs the bid"))
        return words

    def mark(self, p: PlayDecision, card: Card | None = None, bid_told: bool = False) -> Text:
        """``bid_told``: the line says already that the card cost the bid."""
        words = self.mark_words(p, card, bid_told)
        return Text(words, style=GOOD if words == "=" else BAD)

    def bid_fate(self, seat: int, made: bool) -> str:
        """'You: bid made', a part of a line: whole, since languages word it by the player."""
        if seat == self.viewer:
            if made:
                return pgettext("your bid's fate in a review line", "You: bid made")
            return pgettext("your bid's fate in a review line", "You: bid not made")
        if made:
            words = pgettext("a player's bid's fate in a review line", "{name}: bid made")
        else:
            words = pgettext("a player's bid's fate in a review line", "{name}: bid not made")
        return words.format(name=self.inside(seat))

    def outcome(self, seat: int, outcome: Outcome) -> str:
        if self.nil(seat):
            return self.bid_fate(seat, outcome.made)
        made = _("bid made") if outcome.made else _("bid not made")
        return self.part(seat, f"{tricks_words(outcome.tricks, self.ascii_only)}, {made}")

    # ------------------------------------------------------------------ sections
    def header(self) -> list[Text]:
        r = self.review
        seats = (r.first, 1 - r.first)
        # The bids in the order made (the second player bids first), as the grades under
        # them are.
        bids = "; ".join(self.bid_words(s, s == seats[1]) for s in reversed(seats))
        grades = grade_lines(r.bid_grades, r.names, self.viewer, self.ascii_only)
        bids = pgettext("the review's line of bids", "{bids}").format(bids=bids)
        a = self.ascii_only  # plain ASCII
        taken = "; ".join(
            self.part(s, f"{tricks_words(r.tricks[s], a)}, {points_words(r.points[s], a)}")
            for s in seats
        )
        result = Text(_("Result: {taken}").format(taken=taken))
        return [Text(bids), *grades, result, *self.best_play_lines()]

    def best_play_lines(self, detail: bool = True) -> list[Text]:
        """What perfect play from the first lead would have brought, and why a nil was lost
        before it began; with ``detail``, also the tricks that playing for tricks alone would
        take beside a nil."""
        r = self.review
        seats = (r.first, 1 - r.first)
        if not r.nil_in_play:
            best = "; ".join(self.outcome(s, r.start[s]) for s in seats)
            return [Text(_("Perfect play from the first lead: {best}").format(best=best))]
        # With a nil in play the most tricks is not what either side plays for: the nil's
        # fate and the points come first, the trick count after, saying what it assumes.
        fates = "; ".join(self.fate(s, r.start[s]) for s in seats)
        margin = self.margin(r.start[seats[0]].points, seats[0])
        best = _("Perfect play from the first lead: {fates}; {margin}")
        lines = [Text(best.format(fates=fates, margin=margin))]
        if detail:
            a = self.ascii_only  # plain ASCII
            counts = ", ".join(
                f"{self.inside(s)} {tricks_words(r.start[s].tricks, a)}" for s in seats
            )
            alone = _(
                "Playing for tricks alone, even at the cost of a nil, the tricks would be: {counts}"
            )
            lines.append(Text(alone.format(counts=counts), style="dim"))
        lines.extend(self.doomed(s) for s in seats if r.doomed_nil(s))
        return lines

    def fate(self, seat: int, outcome: Outcome) -> str:
        """'Bob's nil can be kept' for a nil seat, 'You: bid made' for the other one."""
        if not self.nil(seat):
            return self.bid_fate(seat, outcome.made)
        double = self.review.double_nil[seat]
        if seat == self.viewer:
            if double:
                words = (
                    _("your double nil can be kept")
                    if outcome.made
                    else _("your double nil cannot be kept")
                )
            else:
                words = _("your nil can be kept") if outcome.made else _("your nil cannot be kept")
            return words
        if double:
            words = (
                _("{name}'s double nil can be kept")
                if outcome.made
                else _("{name}'s double nil cannot be kept")
            )
        else:
            words = (
                _("{name}'s nil can be kept") if outcome.made else _("{name}'s nil cannot be kept")
            )
        return words.format(name=self.inside(seat))  # a part of the line, after a colon

    def margin(self, points: int, seat: int) -> str:
        """The points under perfect play, as one seat's lead over the other."""
        if points == 0:
            return _("the points end level")
        mine = seat == self.viewer
        if points > 0:
            words = _("you end {n} ahead") if mine else _("{name} ends {n} ahead")
        else:
            words = _("you end {n} behind") if mine else _("{name} ends {n} behind")
        n = ngettext("{n} pt", "{n} pts", abs(points)).format(n=abs(points))
        return words.format(name=self.inside(seat), n=n)  # after a semicolon

    def doomed(self, seat: int) -> Text:
        """A nil lost before the first card, said plainly, with the reason when it is plain,
        and how the cards are judged after it."""
        ace = ACE_OF_SPADES in self.review.hands[seat]
        key = (seat == self.viewer, self.review.double_nil[seat], ace)
        text = doomed_words(key, self.name(seat), self.card(ACE_OF_SPADES))
        return Text(text, style=BAD)

    def costly_line(self, p: PlayDecision) -> Text:
        card = self.card(p.played)
        mine = p.seat == self.viewer
        if p.lost_bid:
            made = [o for o in p.options if o.outcome.made]
            better = max(made, key=lambda o: (o.outcome.points, o.outcome.tricks)).card
            bid, took = self.review.bids[p.seat], self.review.tricks[p.seat]
            words = _(LOST_BID[mine, bid_made(bid, took)])
            line = Text(
                say(
                    words,
                    trick=p.trick,
                    card=card,
                    name=self.name(p.seat),
                    better=self.card(better),
                )
            )
        else:
            if mine:
                words = _("Trick {trick}: you played {card}; best {best}")
            else:
                words = _("Trick {trick}: {name}'s {card}; best {best}")
            best = self.cards(p.best_cards())
            line = Text(say(words, trick=p.trick, card=card, name=self.name(p.seat), best=best))
        return Text.assemble("  ", line, "  ", self.mark(p, bid_told=p.lost_bid))

    def costly(self) -> list[Text]:
        costly = self.review.costly()
        if not costly:
            return [Text(_("No card cost anything under perfect play."), style=GOOD)]
        title = Text(_("Costly cards (perfect play, both hands seen)"), style=HEADING)
        return [title, *(self.costly_line(p) for p in costly)]

    def play_lines(self, p: PlayDecision) -> list[Text]:
        line = Text("    ").append_text(self.played_line(p))
        hint = self.hint_line(p)
        if hint is not None:
            line.append("   ").append_text(hint)
        lines = [line]
        if not p.forced:
            lines.append(Text("        ").append_text(self.options_line(p)))
        return lines

    def played_line(self, p: PlayDecision) -> Text:
        """'You lead Q♥  -1 trick / -2 pts': the card played and what it was worth."""
        mine = p.seat == self.viewer
        line = Text(play_sentence(self.name(p.seat), mine, p.leading, self.card(p.played)))
        line.append("  ")
        line.append_text(self.mark(p))
        return line

    def hint_line(self, p: PlayDecision) -> Text | None:
        if p.hard is None:
            return None
        agrees = pgettext("a hint that agrees with the card played", "the same card")
        hint = agrees if p.hard == p.played else self.card(p.hard)
        return Text(self.hint_words(p.seat, hint), style="dim")

    def options_line(self, p: PlayDecision) -> Text:
        """Every legal card grouped by what it was worth, the best group first and the
        dearer ones after it; the cards in the order the hand above lists them, the card
        played in brackets."""
        groups: dict[str, list[Card]] = {}
        for o in sorted(p.options, key=lambda o: (p.points_lost(o.card), p.tricks_lost(o.card))):
            words = loss_words(
                p.tricks_lost(o.card), p.points_lost(o.card), self.points_only(), self.ascii_only
            )
            groups.setdefault(words, []).append(o.card)
        options = Text()
        for i, (words, cards) in enumerate(groups.items()):
            if i:
                options.append(" | ", style="dim")
            options.append(words, style=GOOD if words == "=" else "red")
            options.append(" ")
            for k, card in enumerate(sorted_hand(cards)):
                name = self.card(card)
                if k:
                    options.append(list_separator())
                if card == p.played:
                    options.append(f"[{name}]", style="bold")
                else:
                    options.append(name)
        return options

    def short_mark(self, p: PlayDecision, card: Card) -> str:
        """The mark under a card on the table, a few columns wide: '=' lost nothing, '-20'
        the points it lost, '-1t' a trick lost at no cost in points, '-nil' breaks the nil."""
        minus = glyphs(self.ascii_only).minus
        if breaks_nil(p, card, self.nil(p.seat)):
            return _("{minus}nil").format(minus=minus)
        points, tricks = p.points_lost(card), p.tricks_lost(card)
        if points > 0:
            return f"{minus}{points}"
        if tricks > 0 and not self.points_only():
            return _("{minus}{n}t").format(minus=minus, n=tricks)
        return "="

    def hint_words(self, seat: int, what: str) -> str:
        """The limited-information suggestion, named as what it is and whose view it used."""
        if seat == self.viewer:
            return _("hint, from what you could see: {what}").format(what=what)
        return say(_("hint, from what {name} could see: {what}"), name=self.name(seat), what=what)

    def legend(self) -> list[Text]:
        """What the marks and the hint mean, said once."""
        lines = [
            _(
                "= : the card lost nothing against the best one. Any other mark is what the "
                "card lost under perfect play, both hands face up: tricks taken, and points "
                "counted as the player's score minus the opponent's."
            ),
            _(
                "So a trick given away over a made bid is usually {loss}: a bag the player "
                "did not take and one the opponent did. Under a bid a trick costs the bid."
            ).format(loss=points_words(-2, self.ascii_only)),
        ]
        if self.points_only():
            lines.append(
                _("With a nil bid in play only points count; a card that loses a nil says so.")
            )
        if any(p.hard is not None for p in self.review.plays):
            lines.append(
                _(
                    "hint: what the game's hint (the hard computer level) would have played, "
                    "knowing only the cards that player had seen at that moment."
                )
            )
        return [Text(line, style="dim") for line in lines]

    def tricks(self) -> list[Text]:
        r = self.review
        held = [set(r.hands[0]), set(r.hands[1])]
        out = [
            Text(
                _("Trick by trick (= best; otherwise what the card lost against the best)"),
                style=HEADING,
            ),
            *self.legend(),
        ]
        last = max((p.trick for p in r.plays), default=0)
        for trick in range(1, 14):
            plays = [p for p in r.plays if p.trick == trick]
            if trick > last and not self.finished():
                break  # a review still being worked out: the tricks valued so far
            out.append(Text(_("Trick {trick}").format(trick=trick), style=HEADING))
            for seat in (0, 1):
                cards = self.cards(sorted_hand(held[seat]))
                out.append(Text(f"  {self.name(seat)}: {cards}", style="dim"))
            for p in plays:
                out.extend(self.play_lines(p))
                held[p.seat].discard(p.played)
        return out

    def draft_line(self, d: DraftDecision) -> Text:
        kept, other = self.card(d.kept), self.card(d.other)
        # One sentence each, the person's and another's: Hungarian says the verb in the
        # person's own form (megtartottad, megtartotta).
        if d.seat == self.viewer:
            if not d.other_seen:
                how = _("Turn {turn}: You kept {kept}, discarded a card unseen")
            elif d.rejected:
                how = _("Turn {turn}: You rejected {other}, took {kept}")
            else:
                how = _("Turn {turn}: You kept {kept}, discarded {other}")
        elif not d.other_seen:
            how = _("Turn {turn}: {name} kept {kept}, discarded a card unseen")
        elif d.rejected:
            how = _("Turn {turn}: {name} rejected {other}, took {kept}")
        else:
            how = _("Turn {turn}: {name} kept {kept}, discarded {other}")
        # Each player's own turns, 1 to 13, as the table counted them during the draft.
        turn = sum(1 for e in self.review.draft if e.seat == d.seat and e.turn <= d.turn)
        said = say(how, turn=turn, name=self.name(d.seat), kept=kept, other=other)
        line = Text(f"  {said}")
        note, style = self.draft_note(d)
        if note:
            line.append("; ")
            line.append(note, style=style)
        keeps = d.hint_keeps
        if keeps is not None and d.hard_kept != d.kept:
            # Named by the drawn card alone: the card under it was not seen when choosing.
            drawn = self.card(d.drawn)
            what = (_("keep {card}") if keeps else _("reject {card}")).format(card=drawn)
            line.append("; ")
            line.append(self.hint_words(d.seat, what), style="dim")
        return line

    def draft_note(self, d: DraftDecision) -> tuple[str, str]:
        kept, other = self.card(d.kept), self.card(d.other)
        if d.undefined == NOT_ASKED:
            return "", ""
        if d.undefined == KEPT_CARD_EXCHANGED:
            return _("{kept} was exchanged later, so no comparison").format(kept=kept), "dim"
        if d.undefined == OTHER_CARD_IN_PLAY:
            return _("{other} came back in the exchange, so no comparison").format(
                other=other
            ), "dim"
        lost = d.points_lost
        if lost is None or d.kept_value is None or d.other_value is None:
            return "", ""
        # Tricks count only where no nil is in play, as in the marks of the play.
        extra = 0 if self.points_only() else d.other_value.tricks - d.kept_value.tricks
        if lost == 0 and extra == 0:
            return _("the same either way"), "dim"
        said, better_kept = draft_comparison(kept, other, lost, extra, self.ascii_only)
        return said, GOOD if better_kept else BAD

    def draft(self) -> list[Text]:
        title = _("Draft: each card kept against the other card of its turn, in the hand played")
        return [Text(title, style=HEADING), *(self.draft_line(d) for d in self.review.draft)]

    # ------------------------------------------------------------------ the whole review
    def lines(self) -> list[Text]:
        blank = Text("")
        return [
            *self.header(),
            blank,
            *self.costly(),
            blank,
            *self.tricks(),
            blank,
            *(self.draft() if self.finished() else [self.working()]),
        ]

    def finished(self) -> bool:
        """False for a review still being worked out: some cards unvalued, no draft yet."""
        return bool(self.review.draft) or len(self.review.plays) == 26

    def working(self) -> Text:
        """In place of what a review still being worked out has not reached yet."""
        return Text(_("Working out the other tricks and the draft (Esc stops)..."), style="dim")


def review_text(review: HandReview, viewer: int | None = None, ascii_only: bool = False) -> str:
    """The whole review as plain text, in the language in use (``spades-tui analyze``)."""
    lines = [line.plain for line in ReviewWords(review, viewer, ascii_only).lines()]
    lines[0] = _("Hand {number}: {bids}").format(number=review.number, bids=lines[0])
    return "\n".join(lines)
