"""Exceptions the core raises; each message is meant to be shown to a person as it is."""


class SpadesError(Exception):
    """Base of every error the core raises on purpose."""


class RulesError(SpadesError, ValueError):
    """A rule option has a value outside its allowed range."""


class IllegalAction(SpadesError, ValueError):
    """An action that the rules do not allow now; the game state is left unchanged."""


class RecordError(SpadesError, ValueError):
    """A game record that cannot be read or breaks a rule; the message says what and where."""
