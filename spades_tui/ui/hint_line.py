"""The hint as the table's note shows it: what the hint moved, and a reason cut to the room.

A hint points at its choice as the card cursor does in play: the cursor, the bid picker or
the exchange marks go to it, and nothing is chosen until the player presses Enter. A moved
pointer the player did not move is a surprise unless it is said, so the note says it.
"""

from __future__ import annotations

from collections.abc import Callable

from spades_tui.core.actions import Action, Bid, DeclareDoubleNil, Exchange, Keep, Play, Reject
from spades_tui.i18n import _, bid_word


def pointer_words(action: Action, bid_before: int | None = None) -> str:
    """What the hint did to the table's pointer, and the key that takes its choice.

    ``bid_before``: the bid on the picker before the hint moved it (a bid hint only)."""
    if isinstance(action, Play):
        return _("The cursor is on it: Enter plays it.")
    if isinstance(action, (Keep, Reject, DeclareDoubleNil)):
        # The button named: "it" after "reject this card" read as the card.
        return _("The cursor is on {button}: Enter takes it.").format(button=_button(action))
    if isinstance(action, Bid):
        if bid_before is None or bid_before == action.tricks:
            return _("Your bid is already on it: Enter bids it.")
        # Hungarian: "from 3 to 4" is 3-ról 4-re, said by bid_word.
        before, after = bid_word(bid_before), bid_word(action.tricks)
        return _("Your bid moved from {bid} to {to}: Enter bids it.").format(bid=before, to=after)
    if isinstance(action, Exchange):
        if not action.cards:
            return _("Your marks are cleared: Enter gives no card.")
        return _("The cards are marked for you: Enter gives them.")
    return ""


def _button(action: Keep | Reject | DeclareDoubleNil) -> str:
    """The label of the button the hint put the cursor on, as the table shows it."""
    if isinstance(action, Keep):
        return _("Keep")
    if isinstance(action, Reject):
        return _("Reject")
    return _("Declare double nil") if action.declare else _("No")


REASON_DASH = " – "  # Hungarian gives the reason after a dash: "Tipp (erős): 4♣ – …."


def fitted(text: str, fits: Callable[[str], bool]) -> str:
    """``text`` with the last parts of its reason (the "; " parts within its last brackets,
    or after the dash to the sentence's end) left out, one at a time, until ``fits`` holds:
    the choice and the first part stay."""
    while not fits(text):
        dash = text.rfind(REASON_DASH)
        if dash > text.rfind(")"):
            start, close = dash, len(text.rstrip("."))
        else:
            close = text.rfind(")")
            start = text.rfind("(", 0, close)
        cut = text.rfind("; ", 0, close)
        if close < 0 or cut < 0 or cut < start:
            break  # one part left: it is the reason, or there is none to shorten
        text = text[:cut] + text[close:]
    return text


def fitted_with_pointer(text: str, pointer: str, fits: Callable[[str], bool]) -> str:
    """``text`` shortened as ``fitted`` does, then the pointer's words after it.

    Where the pointer's first clause leaves the reason shorter than the key alone does, the
    pointer keeps only its last clause (the key that takes the choice): the table shows
    where the pointer is, but not why. A reason of one part cannot be shortened: when even
    the key does not fit beside it, the reason goes, so the line never ends cut off before
    the key is named.
    """
    whole = fitted(text, lambda w: fits(f"{w} {pointer}"))
    key = pointer.rsplit(": ", 1)[-1]
    briefer = fitted(text, lambda w: fits(f"{w} {key}"))
    if fits(f"{whole} {pointer}") and len(whole) >= len(briefer):
        return f"{whole} {pointer}"
    whole = briefer
    if fits(f"{whole} {key}"):
        return f"{whole} {key}"
    close = whole.rfind(")")
    start = whole.rfind(" (", 0, close)
    if 0 <= start < close:
        whole = whole[:start] + whole[close + 1 :]
    return f"{whole} {key}"
