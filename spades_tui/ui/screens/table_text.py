"""The words of the table screen for each phase, from one seat's view.

Pure functions of a ``PlayerView`` so the privacy of what is shown follows from which view is
passed in. Names are people's text: they are only ever appended to ``Text`` as data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.text import Text

from spades_tui.core.cards import parse_card
from spades_tui.core.game import Phase
from spades_tui.core.view import PlayerView
from spades_tui.i18n import N_, _, ngettext, number, pgettext
from spades_tui.ui.cardtext import Glyphs, bid_text, card_text, glyphs
from spades_tui.ui.phrase import fill
from spades_tui.ui.screens.table_advice import chance_to_make
from spades_tui.ui.short_name import short_name
from spades_tui.words.cards import plain

if TYPE_CHECKING:
    from spades_tui.players.valuation import BidReason


def who(view: PlayerView, seat: int, you: int | None) -> str:
    return _("you") if seat == you else view.names[seat]


def pips(bid: int | None, won: int, g: Glyphs) -> str:
    """Tricks against the bid: won ones filled, ones still needed hollow, extra ones apart."""
    if bid is None:
        return g.pip_won * won
    if bid == 0:
        return g.pip_over * won
    return (
        g.pip_won * min(won, bid) + g.pip_due * max(0, bid - won) + g.pip_over * max(0, won - bid)
    )


def seat_line(view: PlayerView, seat: int, you: int | None, ascii_only: bool) -> Text:
    """One player's name, bid and tricks, for the top and the bottom of the table."""
    g = glyphs(ascii_only)
    text = Text(no_wrap=True, overflow=g.overflow, end="")
    text.append(view.names[seat], style="bold")
    if seat == you:
        text.append(" " + _("(you)"), style="dim")
    bid = view.bids[seat]
    won = view.tricks_won[seat]
    # A broken nil is said in words, and in place of the pips, which would look like bags
    # and, at nine or ten of them, push the line past the edge of a small table.
    lost = bool(won) and (bid == 0 or view.double_nil[seat])
    if view.double_nil[seat]:
        text.append("  " + (_("double nil lost") if lost else _("double nil")), style="bold")
    elif bid is not None:
        text.append("  " + _("bid {bid}").format(bid=bid_text(bid)))
    elif view.phase in (Phase.DRAFT, Phase.DOUBLE_NIL, Phase.EXCHANGE, Phase.BIDDING):
        none = bid_text(None, ascii_only=ascii_only)
        text.append("  " + _("bid {bid}").format(bid=none), style="dim")
    if bid is not None or view.tricks:
        text.append("  " + _("won {n}").format(n=won))
        if not lost:
            text.append(" ")
            text.append(pips(bid, won, g), style="bold")
        elif not view.double_nil[seat]:
            text.append("  " + _("nil lost"), style="bold")
    return text


def prompt(view: PlayerView, ascii_only: bool = False) -> Text:
    """The one line that says what the acting player is asked to do."""
    phase = view.phase
    text = Text(no_wrap=True, overflow=glyphs(ascii_only).overflow, end="")
    if phase is Phase.DOUBLE_NIL:
        text.append(_("Double nil? Decide before you see your cards."))
    elif phase is Phase.DRAFT:
        assert view.drawn is not None
        # A translation's dash ("8♥ – megtartod…") is a hyphen in ASCII, as on every screen.
        sentence = plain(_("Draft turn {turn}/13: keep {card} or reject it?"), ascii_only)
        card = card_text(view.drawn, ascii_only)
        text.append_text(fill(sentence, turn=len(view.draft) + 1, card=card))
    elif phase is Phase.EXCHANGE:
        limit = view.rules.exchange_limit
        text.append(
            ngettext(
                "Mark up to {n} card to give away, then Enter.",
                "Mark up to {n} cards to give away, then Enter.",
                limit,
            ).format(n=limit)
        )
    elif phase is Phase.BIDDING:
        keys = _("up/down") if ascii_only else "↑↓"
        if view.rules.nil:
            sentence = _("Your bid: digits or {keys}; {nil} then Enter for nil.")
        else:
            sentence = _("Your bid: digits or {keys}.")
        text.append(sentence.format(keys=keys, nil=key_word("nil")))
    elif phase is Phase.PLAY:
        trick = view.current_trick
        if trick is None:
            number = len(view.tricks) + 1 - _finished_last(view)
            text.append(_("Trick {n}/13: your lead.").format(n=number))
        else:
            card = card_text(trick.cards[0], ascii_only)
            sentence = _("Answer {name}'s {card}.")
            text.append_text(fill(sentence, name=view.names[trick.leader], card=card))
    return text


# The keys whose letters are words follow the language: each action's key in each language.
# In Hungarian: megtart (keep), eldob (reject), vak nulla (declare double nil), nem (no),
# nulla (nil). None of them is a rank or suit letter of either language where it is used.
KEY_WORDS = {
    "en": {"keep": "k", "reject": "r", "declare": "y", "decline": "n", "nil": "n"},
    "hu": {"keep": "m", "reject": "e", "declare": "v", "decline": "n", "nil": "n"},
}


def key_word(action: str) -> str:
    """The key that does ``action`` in the language in use."""
    from spades_tui.i18n import current

    return KEY_WORDS.get(current(), KEY_WORDS["en"])[action]


def _finished_last(view: PlayerView) -> int:
    return 0 if not view.tricks or view.tricks[-1].winner is not None else 1


def double_nil_body(view: PlayerView, confirming: bool, ascii_only: bool) -> Text:
    g = glyphs(ascii_only)
    r = view.rules
    other = view.opponent
    text = Text()
    if confirming:
        text.append(_("Declare double nil for sure?") + "\n", style="bold")
        text.append(_("Take no trick: +200. Take any: {minus}200.").format(minus=g.minus) + "\n")
        sentence = _("Press {yes} or Enter again to declare;\nEsc steps back, {no} declines.")
        keys = {"yes": key_word("declare"), "no": key_word("decline")}
        text.append(sentence.format(**keys), style="dim")
        return text
    sentence = _("Double nil: you promise to take no trick\nat all this hand.")
    text.append(sentence + "\n", style="bold")
    text.append(_("No trick: +200.  Any trick: {minus}200.").format(minus=g.minus) + "\n")
    if r.exchange_limit:
        swap = ngettext(
            "Then swap up to {n} card after the draft.",
            "Then swap up to {n} cards after the draft.",
            r.exchange_limit,
        )
        text.append(swap.format(n=r.exchange_limit) + "\n", style="dim")
    if view.double_nil[other]:
        sentence = _("{name} has declared double nil.")
        name = Text(view.names[other], style="bold")
        text.append_text(fill(sentence + "\n", style="bold", name=name))
    sentence = _("{yes} declares (then {yes} again), {no} declines.")
    keys = {"yes": key_word("declare"), "no": key_word("decline")}
    text.append(sentence.format(**keys), style="dim")
    return text


def draft_body(view: PlayerView, ascii_only: bool) -> Text:
    g = glyphs(ascii_only)
    text = Text()
    assert view.drawn is not None
    # The action's own word in bold, where the sentence puts it. Discards always go face
    # down: the other player never sees them (with peek_discard, you do).
    # The word opens the English sentence; Hungarian says it inside one ("Ha megtartod, …"),
    # so the sentence has its own entry for the word.
    keep_word = Text(
        pgettext("draft choice, in the sentence that explains it", "Keep"), style="bold"
    )
    if view.rules.peek_discard:
        keep = _("{keep} it: the next card goes\nto the discards (you see it).")
    else:
        keep = _("{keep} it: the next card goes\nto the discards unseen.")
    text.append_text(fill(keep, keep=keep_word))
    text.append("\n")
    reject = _("{reject} it: it goes to the\ndiscards; you take the next.")
    reject_word = pgettext("draft choice, in the sentence that explains it", "Reject")
    text.append_text(fill(reject, reject=Text(reject_word, style="bold")))
    text.append("\n")
    stock = _("Stock {stock} {dot} discards {discards}").format(
        stock=view.stock_left - 1, dot=g.dot, discards=view.discard_count
    )
    text.append(stock + "\n", style="dim")
    if view.draft:
        last = view.draft[-1]
        kept = card_text(last.kept, ascii_only)
        if last.discarded is None:
            text.append_text(fill(_("Last: kept {kept}"), style="dim", kept=kept))
        else:
            other = card_text(last.discarded, ascii_only)
            if last.rejected:
                # In the order it happened, as the log says it.
                sentence = _("Last: rejected {other}, took {kept}")
            else:
                sentence = _("Last: kept {kept}, discarded {other}")
            text.append_text(fill(sentence, style="dim", kept=kept, other=other))
    return text


def exchange_body(view: PlayerView, marked: int) -> Text:
    limit = view.rules.exchange_limit
    text = Text()
    text.append(_("Marked {n} of at most {limit}.").format(n=marked, limit=limit), style="bold")
    text.append("\n\n" + _("Space or a card code marks a card.") + "\n")
    text.append(
        _("Each card you give is replaced by one\ndrawn at random from the discards."),
        style="dim",
    )
    return text


def bidding_body(view: PlayerView, bid: int, count: BidReason | None) -> Text:
    other = view.opponent
    text = Text()
    name = Text(view.names[other], style="bold")
    if view.double_nil[other]:
        # Its bid is nil whether or not it has been recorded yet: "bid nil (double nil)" read
        # as two bids.
        sentence = _("{name} declared double nil.")
        text.append_text(fill(sentence + "\n", style="bold", name=name))
    elif view.bids[other] is not None:
        sentence = _("{name} bid {bid}.")
        theirs = bid_text(view.bids[other])
        text.append_text(fill(sentence + "\n", style="bold", name=name, bid=theirs))
    else:
        sentence = _("You bid first, then {name}.") + "\n"
        text.append_text(fill(sentence, name=Text(view.names[other])))
    if view.double_nil[view.seat]:
        text.append(_("You declared double nil.") + "\n", style="bold")
    text.append("\n" + _("Your bid") + "  ")
    # As wide for every bid, so the centred line stays put while the picker moves.
    width = max(len(bid_text(b)) for b in range(14))
    text.append(f" {bid_text(bid):^{width}} ", style="bold reverse")
    if count is not None:
        n = number(count.tricks, 1)
        if bid > 0:
            # The picker may start under the count on purpose: the odds say why.
            chance = round(100 * chance_to_make(count, bid))
            # "100% of the time" promises what a hand never holds; 0% reads as a failed figure.
            if chance >= 100:
                about = _("Your hand is worth about {n} tricks;\nthis bid is almost always made.")
            elif chance <= 0:
                about = _("Your hand is worth about {n} tricks;\nthis bid is hardly ever made.")
            else:
                about = _(
                    "Your hand is worth about {n} tricks;\nthis bid is made {p}% of the time."
                )
            about = about.format(n=n, p=chance)
        elif count.nil_chance is not None:
            chance = round(100 * count.nil_chance)
            if chance:
                about = _("Your hand is worth about {n} tricks;\na nil holds {p}% of the time.")
            else:  # "0% of the time" reads as a figure that failed
                about = _("Your hand is worth about {n} tricks;\na nil would hardly ever hold.")
            about = about.format(n=n, p=chance)
        else:
            about = _("Your hand is worth about {n} tricks.").format(n=n)
        text.append("\n\n" + about, style="dim")
    return text


def play_body(
    view: PlayerView, you: int | None, ascii_only: bool, trick_on_show: bool = False
) -> Text:
    """Beside the trick: which trick it is and what the last one was.

    ``trick_on_show``: the trick just won is still on the table, so it is the one numbered.
    """
    g = glyphs(ascii_only)
    finished = [t for t in view.tricks if t.winner is not None]
    text = Text()
    trick_number = len(finished) if trick_on_show else min(13, len(finished) + 1)
    text.append(_("Trick {n} of 13").format(n=trick_number) + "\n", style="bold")
    if view.spades_broken:
        text.append(_("Spades broken {spade}").format(spade=g.suits[0]) + "\n")
    else:
        text.append(_("Spades not broken yet") + "\n", style="dim")
    if finished and not trick_on_show:
        last = finished[-1]
        text.append("\n" + _("Last:") + " ", style="dim")
        for i, card in enumerate(last.cards):
            if i:
                text.append(" ")
            text.append_text(card_text(card, ascii_only))
        assert last.winner is not None
        winner = short_name(who(view, last.winner, you), LAST_NAME_ROOM, ascii_only)
        text.append(f" {g.win} {winner}", style="dim")
    return text


LAST_NAME_ROOM = 14  # the trick's winner in "Last:" ("heuristic (2)"), so it fits beside the trick
WIDE_CARDS = (parse_card("TH"), parse_card("TS"))  # the widest two cards a trick can hold


def play_body_width(view: PlayerView, you: int | None, ascii_only: bool) -> int:
    """The cells the words beside the trick can take in this game, whatever the trick: the
    trick and its words stay in one place from trick to trick (sized by what they say now,
    they moved sideways with the length of the last trick's line)."""
    g = glyphs(ascii_only)
    widest_cards = " ".join(card_text(card, ascii_only).plain for card in WIDE_CARDS)
    winners = [short_name(who(view, s, you), LAST_NAME_ROOM, ascii_only) for s in (0, 1)]
    lines = [
        _("Trick {n} of 13").format(n=13),
        _("Spades broken {spade}").format(spade=g.suits[0]),
        _("Spades not broken yet"),
        *(f"{_('Last:')} {widest_cards} {g.win} {name}" for name in winners),
    ]
    return max(cell_len(line) for line in lines)


def last_trick_text(view: PlayerView, ascii_only: bool) -> Text:
    finished = [t for t in view.tricks if t.winner is not None]
    if not finished:
        return Text(_("No trick has been finished in this hand yet."))
    trick = finished[-1]
    text = Text(_("Trick {n}").format(n=len(finished)) + "\n\n", style="bold")
    # The names padded to one width, so the two cards stand one above the other.
    width = max(cell_len(name) for name in view.names)
    for i, card in enumerate(trick.cards):
        seat = trick.leader if i == 0 else 1 - trick.leader
        text.append(view.names[seat] + ":" + " " * (width - cell_len(view.names[seat]) + 1))
        text.append_text(card_text(card, ascii_only, width=3))
        text.append(" " + _("(led)") + "\n" if i == 0 else "\n")
    assert trick.winner is not None
    won_by = "\n" + _("Won by {name}")
    name = Text(view.names[trick.winner], style="bold")
    text.append_text(fill(won_by, style="bold", name=name))
    return text


NIL_LEGEND = N_("! marks a card that would win this trick: mind your nil.")
