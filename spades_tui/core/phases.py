"""The phases of a hand (design.md, "Phases of a hand"), apart so that views can name them."""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    DOUBLE_NIL = "double_nil"
    DRAFT = "draft"
    EXCHANGE = "exchange"
    BIDDING = "bidding"
    PLAY = "play"
    GAME_OVER = "game_over"
