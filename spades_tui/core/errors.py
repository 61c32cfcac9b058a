"""Exceptions the core raises. A refusal travels as its code (``refusal``), worded where it is
shown; the other messages are the core's own (a record's faults are named in English)."""

from __future__ import annotations

from spades_tui.core.refusals import Refusal


class SpadesError(Exception):
    """Base of every error the core raises on purpose."""


class RulesError(SpadesError, ValueError):
    """A rule option has a value outside its allowed range."""


class IllegalAction(SpadesError, ValueError):
    """An action that the rules do not allow now; the game state is left unchanged.

    ``refusal`` holds the reason as a code with parameters when the rules refused the action
    (the message is then the code, as ``str(refusal)`` gives it).
    """

    def __init__(self, message: str | Refusal, refusal: Refusal | None = None) -> None:
        if isinstance(message, Refusal):
            refusal = message
        super().__init__(str(message))
        self.refusal = refusal


class RecordError(SpadesError, ValueError):
    """A game record that cannot be read or breaks a rule; the message says what and where.

    When the rules refused one of the record's decisions, ``at`` names where it is written
    (``hands[0].tricks[3].cards[1]``) and ``refusal`` says why, to be worded for the reader.
    """

    def __init__(self, message: str, refusal: Refusal | None = None, at: str = "") -> None:
        super().__init__(message)
        self.refusal = refusal
        self.at = at


class DecodeError(SpadesError, ValueError):
    """A serialized view, event, action or refusal that is malformed; the message says how."""
