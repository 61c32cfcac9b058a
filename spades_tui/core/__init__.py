"""The rules of two-player Spades as a pure state machine (no user interface here)."""

from spades_tui.core.actions import (
    Action,
    Bid,
    DeclareDoubleNil,
    Exchange,
    Keep,
    Play,
    Reject,
)
from spades_tui.core.cards import Card, Suit, parse_card
from spades_tui.core.errors import IllegalAction, RecordError, RulesError
from spades_tui.core.game import Game, Phase
from spades_tui.core.rules import Rules
from spades_tui.core.view import PlayerView

__all__ = [
    "Action",
    "Bid",
    "Card",
    "DeclareDoubleNil",
    "Exchange",
    "Game",
    "IllegalAction",
    "Keep",
    "Phase",
    "Play",
    "PlayerView",
    "RecordError",
    "Reject",
    "Rules",
    "RulesError",
    "Suit",
    "parse_card",
]
