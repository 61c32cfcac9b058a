"""What a player's name may be: the one rule the screens, the network and ``validate`` share.

A name stands on the table beside the score, in the log and in every sentence about the
player. So it is 1 to 20 characters, each one that can be shown: a control character would
reach the terminal as a command (a new window title, colours), and thousands of letters would
push the score off its line. spades-tui writes no other name into a record.
"""

from __future__ import annotations

MAX_NAME = 20
# Variation selectors ask for a character's text or emoji look ("♠" and "♠️"). Terminals
# disagree on how wide the emoji look is drawn, so a name with one pushed the rest of its
# line a column out of place; without it, the character is the same one.
VARIATION_SELECTORS = {"\ufe0e", "\ufe0f"}


def tidy(name: str) -> str:
    """The name as typed, without variation selectors or spaces around it."""
    return "".join(ch for ch in name if ch not in VARIATION_SELECTORS).strip()


# The ways a name can be wrong. Each caller words its own message (a command line, a
# network error frame, a form), but all of them ask this one rule.
EMPTY = "empty"
UNSHOWN = "unshown"
TOO_LONG = "too long"


def name_problem(name: str) -> str | None:
    """What is wrong with ``name`` (EMPTY, UNSHOWN or TOO_LONG), or None if it can stand for
    a player."""
    if not name.strip():
        return EMPTY
    if not name.isprintable():
        return UNSHOWN
    if len(name) > MAX_NAME:
        return TOO_LONG
    return None


def name_fault(name: str) -> str | None:
    """Why ``name`` cannot stand for a player, in English, as a clause ("is empty"); None if
    it can."""
    return {
        None: None,
        EMPTY: "is empty",
        UNSHOWN: "has a character that cannot be shown",
        TOO_LONG: f"is longer than {MAX_NAME} characters",
    }[name_problem(name)]
