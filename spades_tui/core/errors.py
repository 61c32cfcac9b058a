"""Exceptions the core raises; each message is meant to be shown to a person as it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spades_tui.core.refusals import Refusal


class SpadesError(Exception):
    """Base of every error the core raises on purpose."""


class RulesError(SpadesError, ValueError):
    """A rule option has a value outside its allowed range."""


class IllegalAction(SpadesError, ValueError):
    """An action that the rules do not allow now; the game state is left unchanged.

    ``refusal`` holds the reason as a code with parameters when the rules refused the action.
    """

    def __init__(self, message: str, refusal: Refusal | None = None) -> None:
        super().__init__(message)
        self.refusal = refusal


class RecordError(SpadesError, ValueError):
    """A game record that cannot be read or breaks a rule; the message says what and where."""


class DecodeError(SpadesError, ValueError):
    """A serialized view, event, action or refusal that is malformed; the message says how."""
