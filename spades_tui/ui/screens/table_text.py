"""The words of the table screen for each phase, from one seat's view.

Pure functions of a ``PlayerView`` so the privacy of what is shown follows from which view is
passed in. Names are people's text: they are only ever appended to ``Text`` as data.
"""

from __future__ import annotations

from rich.text import Text

from spades_tui.core.game import Phase
from spades_tui.core.view import PlayerView
from spades_tui.ui.cardtext import Glyphs, bid_text, card_text, glyphs


def who(view: PlayerView, seat: int, you: int | None) -> str:
    return "you" if seat == you else view.names[seat]


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
        text.append(" (you)", style="dim")
    bid = view.bids[seat]
    if view.double_nil[seat]:
        text.append("  double nil", style="bold")
    elif bid is not None:
        text.append(f"  bid {bid_text(bid)}")
    elif view.phase in (Phase.DRAFT, Phase.DOUBLE_NIL, Phase.EXCHANGE, Phase.BIDDING):
        text.append(f"  bid {bid_text(None, ascii_only=ascii_only)}", style="dim")
    if bid is not None or view.tricks:
        won = view.tricks_won[seat]
        text.append(f"  won {won} ")
        text.append(pips(bid, won, g), style="bold")
    return text


def prompt(view: PlayerView, ascii_only: bool = False) -> Text:
    """The one line that says what the acting player is asked to do."""
    phase = view.phase
    text = Text(no_wrap=True, overflow=glyphs(ascii_only).overflow, end="")
    if phase is Phase.DOUBLE_NIL:
        text.append("Double nil? Decide before you see your cards.")
    elif phase is Phase.DRAFT:
        assert view.drawn is not None
        text.append(f"Draft turn {len(view.draft) + 1}/13: keep ")
        text.append_text(card_text(view.drawn, ascii_only))
        text.append(" or reject it?")
    elif phase is Phase.EXCHANGE:
        text.append(f"Mark up to {view.rules.exchange_limit} cards to give away, then Enter.")
    elif phase is Phase.BIDDING:
        keys = "up/down" if ascii_only else "↑↓"
        nil = "; n then Enter for nil" if view.rules.nil else ""
        text.append(f"Your bid: digits or {keys}{nil}.")
    elif phase is Phase.PLAY:
        trick = view.current_trick
        if trick is None:
            text.append(f"Trick {len(view.tricks) + 1 - _finished_last(view)}/13: your lead.")
        else:
            text.append(f"Answer {view.names[trick.leader]}'s ")
            text.append_text(card_text(trick.cards[0], ascii_only))
            text.append(".")
    return text


def _finished_last(view: PlayerView) -> int:
    return 0 if not view.tricks or view.tricks[-1].winner is not None else 1


def double_nil_body(view: PlayerView, confirming: bool, ascii_only: bool) -> Text:
    g = glyphs(ascii_only)
    r = view.rules
    other = view.opponent
    text = Text()
    if confirming:
        text.append("Declare double nil for sure?\n", style="bold")
        text.append(f"Take no trick: +200. Take any: {g.minus}200.\n")
        text.append("Press y or Enter again to declare;\nEsc steps back, n declines.", style="dim")
        return text
    text.append("Double nil: you promise to take no trick\nat all this hand.\n", style="bold")
    text.append(f"No trick: +200.  Any trick: {g.minus}200.\n")
    if r.exchange_limit:
        text.append(f"Then swap up to {r.exchange_limit} cards after the draft.\n", style="dim")
    if view.double_nil[other]:
        text.append(view.names[other], style="bold")
        text.append(" has declared double nil.\n", style="bold")
    text.append("y declares (then y again), n declines.", style="dim")
    return text


def draft_body(view: PlayerView, ascii_only: bool) -> Text:
    g = glyphs(ascii_only)
    text = Text()
    assert view.drawn is not None
    text.append("Keep", style="bold")
    # Discards always go face down: the other player never sees them (peek: you do).
    text.append(" it: the next card goes\nto the discards")
    text.append(" (you see it).\n" if view.rules.peek_discard else " unseen.\n")
    text.append("Reject", style="bold")
    text.append(" it: it goes to the\ndiscards; you take the next.\n")
    text.append(f"Stock {view.stock_left - 1} {g.dot} discards {view.discard_count}\n", style="dim")
    if view.draft:
        last = view.draft[-1]
        text.append("Last: kept ", style="dim")
        text.append_text(card_text(last.kept, ascii_only))
        if last.discarded is not None:
            text.append(", rejected " if last.rejected else ", discarded ", style="dim")
            text.append_text(card_text(last.discarded, ascii_only))
    return text


def exchange_body(view: PlayerView, marked: int) -> Text:
    limit = view.rules.exchange_limit
    text = Text()
    text.append(f"Marked {marked} of at most {limit}.\n\n", style="bold")
    text.append("Space or a card code marks a card.\n")
    text.append(
        "Each card you give is replaced by one\ndrawn at random from the discards.", style="dim"
    )
    return text


def bidding_body(view: PlayerView, bid: int, estimate: float | None) -> Text:
    other = view.opponent
    text = Text()
    if view.bids[other] is not None:
        text.append(view.names[other], style="bold")
        dn = " (double nil)" if view.double_nil[other] else ""
        text.append(f" bid {bid_text(view.bids[other])}{dn}.\n", style="bold")
    elif view.double_nil[other]:
        text.append(view.names[other], style="bold")
        text.append(" declared double nil.\n", style="bold")
    else:
        text.append("You bid first; ")
        text.append(view.names[other])
        text.append(" bids after you.\n")
    if view.double_nil[view.seat]:
        text.append("You declared double nil.\n", style="bold")
    text.append("\nYour bid  ")
    text.append(f" {bid_text(bid)} ", style="bold reverse")
    if estimate is not None:
        text.append(
            f"\n\nThe usual count gives this hand\nabout {estimate:.1f} tricks.", style="dim"
        )
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
    number = len(finished) if trick_on_show else min(13, len(finished) + 1)
    text.append(f"Trick {number} of 13\n", style="bold")
    if view.spades_broken:
        text.append(f"Spades broken {g.suits[0]}\n")
    else:
        text.append("Spades not broken yet\n", style="dim")
    if finished and view.current_trick is not None:
        last = finished[-1]
        text.append("\nLast: ", style="dim")
        for i, card in enumerate(last.cards):
            if i:
                text.append(" ")
            text.append_text(card_text(card, ascii_only))
        assert last.winner is not None
        text.append(f" {g.win} {who(view, last.winner, you)}", style="dim")
    return text


def last_trick_text(view: PlayerView, ascii_only: bool) -> Text:
    finished = [t for t in view.tricks if t.winner is not None]
    if not finished:
        return Text("No trick has been finished in this hand yet.")
    trick = finished[-1]
    text = Text(f"Trick {len(finished)}\n\n", style="bold")
    for i, card in enumerate(trick.cards):
        seat = trick.leader if i == 0 else 1 - trick.leader
        text.append(view.names[seat])
        text.append(": ")
        text.append_text(card_text(card, ascii_only, width=3))
        text.append(" (led)\n" if i == 0 else "\n")
    assert trick.winner is not None
    text.append("\nWon by ", style="bold")
    text.append(view.names[trick.winner], style="bold")
    return text


NIL_LEGEND = "! marks a card that would win this trick: mind your nil."
