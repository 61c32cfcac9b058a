"""The words and card rows of the table screen for each phase, from one seat's view.

Pure functions of a ``PlayerView`` so the privacy of what is shown follows from which view is
passed in.
"""

from __future__ import annotations

from rich.text import Text

from spades_tui.core.game import Phase
from spades_tui.core.view import PlayedTrick, PlayerView
from spades_tui.ui.cardtext import bid_text, card_text, cards_text, label, sorted_hand


def title(view: PlayerView, ascii_only: bool = False) -> str:
    me = view.names[view.seat]
    phase = view.phase
    if phase is Phase.DOUBLE_NIL:
        return f"{me} — double nil?"
    if phase is Phase.DRAFT:
        return f"{me} — draft, turn {len(view.draft) + 1}/13"
    if phase is Phase.EXCHANGE:
        return f"{me} — double-nil exchange"
    if phase is Phase.BIDDING:
        return f"{me} — your bid"
    if phase is Phase.PLAY:
        trick = view.current_trick
        if trick is None:
            return f"{me} — your lead, trick {len(view.tricks) + 1}/13"
        lead = label(trick.cards[0], ascii_only)
        return f"{me} — answer {view.names[trick.leader]}'s {lead}"
    return me


def double_nil_body(view: PlayerView) -> Text:
    r = view.rules
    me, other = view.seat, view.opponent
    text = Text()
    text.append("Declare double nil before seeing any card of this hand?\n\n", style="bold")
    text.append("Take no trick: +200.  Take any: −200.\n")
    if r.exchange_limit:
        text.append(f"After the draft you may exchange up to {r.exchange_limit} cards.\n")
    if view.double_nil[other]:
        text.append(f"{view.names[other]} has declared double nil.\n", style="bold")
    text.append(
        f"\nScores: {view.names[me]} {view.scores[me]} · {view.names[other]} {view.scores[other]}"
    )
    return text


def draft_body(view: PlayerView, ascii_only: bool) -> Text:
    text = Text()
    assert view.drawn is not None
    text.append("You drew ")
    text.append_text(card_text(view.drawn, ascii_only))
    text.append(".\n")
    peek = (
        "you will see the next card as it is discarded"
        if view.rules.peek_discard
        else ("the next card is discarded unseen")
    )
    text.append(f"Keep it ({peek})\nor reject it (you take the next card).\n\n", style="dim")
    text.append(f"Stock {view.stock_left - 1} · discards {view.discard_count}\n")
    if view.draft:
        last = view.draft[-1]
        text.append("Last turn: kept ")
        text.append_text(card_text(last.kept, ascii_only))
        if last.discarded is not None:
            text.append(", discarded " if not last.rejected else ", rejected ")
            text.append_text(card_text(last.discarded, ascii_only))
        else:
            text.append(", discarded one unseen")
    return text


def exchange_body(view: PlayerView, marked: int) -> Text:
    limit = view.rules.exchange_limit
    text = Text()
    text.append(f"Mark up to {limit} cards to give away ", style="bold")
    text.append("(Space or a card code), then Enter.\n")
    text.append("Each card given is replaced by one drawn at random from the draft discards.\n\n")
    text.append(f"Marked: {marked}/{limit}")
    return text


def bidding_body(view: PlayerView, bid: int) -> Text:
    other = view.opponent
    text = Text()
    if view.bids[other] is not None:
        dn = " (double nil)" if view.double_nil[other] else ""
        text.append(f"{view.names[other]} bid {bid_text(view.bids[other])}{dn}.\n", style="bold")
    elif view.double_nil[other]:
        text.append(f"{view.names[other]} declared double nil.\n", style="bold")
    else:
        text.append(f"You bid first; {view.names[other]} bids after you.\n", style="bold")
    low = "nil" if view.rules.nil else "1"
    keys = "0-9 type · ↑↓ change" + (" · n nil" if view.rules.nil else "")
    text.append(f"Bids run from {low} to 13.  {keys} · Enter confirms.\n\n", style="dim")
    text.append("Your bid: ")
    text.append(bid_text(bid), style="bold reverse")
    return text


def trick_body(view: PlayerView, ascii_only: bool) -> Text:
    """The trick on the table; a finished trick stays until the next card is played."""
    text = trick_lines(view, ascii_only)
    for seat in (view.seat, view.opponent):
        bid = "double nil" if view.double_nil[seat] else bid_text(view.bids[seat])
        text.append(f"{view.names[seat][:14]}: won {view.tricks_won[seat]}, bid {bid}   ")
    return text


def trick_lines(view: PlayerView, ascii_only: bool) -> Text:
    text = Text()
    shown: PlayedTrick | None = view.current_trick
    if shown is None and view.tricks:
        shown = view.tricks[-1]
    if shown is None:
        text.append("The table is empty.\n", style="dim")
        return text
    for i, seat in enumerate((shown.leader, 1 - shown.leader)):
        text.append(f"{view.names[seat][:14]:>14}: ")
        if i < len(shown.cards):
            text.append_text(card_text(shown.cards[i], ascii_only, width=3))
        else:
            text.append("  …", style="dim")
        text.append("\n")
    if shown.winner is not None:
        text.append(f"Trick {len(view.tricks)} won by {view.names[shown.winner]}\n", style="bold")
    else:
        text.append("\n")
    return text


def watch_body(views: tuple[PlayerView, PlayerView], ascii_only: bool) -> Text:
    """Both hands at once: watching two computers hides nothing from anyone."""
    view = views[0]
    text = Text()
    for v in views:
        seat = v.seat
        dn = " (double nil)" if v.double_nil[seat] else ""
        text.append(f"{v.names[seat]}", style="bold")
        text.append(f"  bid {bid_text(v.bids[seat])}{dn}, won {v.tricks_won[seat]}\n", style="dim")
        text.append_text(cards_text(sorted_hand(v.hand), ascii_only))
        text.append("\n")
    text.append("\n")
    if view.tricks:
        text.append_text(trick_lines(view, ascii_only))
    else:
        turns = view.draft_turns_taken
        text.append(f"{view.phase.value.replace('_', ' ').capitalize()} · draft turns {turns}/26")
    return text


def last_trick_text(view: PlayerView, ascii_only: bool) -> Text:
    finished = [t for t in view.tricks if t.winner is not None]
    if not finished:
        return Text("No trick has been finished in this hand yet.")
    trick = finished[-1]
    text = Text(f"Trick {len(finished)}\n\n", style="bold")
    for i, card in enumerate(trick.cards):
        seat = trick.leader if i == 0 else 1 - trick.leader
        text.append(f"{view.names[seat]}: ")
        text.append_text(card_text(card, ascii_only, width=3))
        text.append(" (led)\n" if i == 0 else "\n")
    text.append(f"\nWon by {view.names[trick.winner]}", style="bold")
    return text
