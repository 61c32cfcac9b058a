"""Perfect-play review of finished hands (no user interface here)."""

from spades_tui.analysis.review import (
    CardOption,
    DraftDecision,
    HandReview,
    PlayDecision,
    review_hand,
)
from spades_tui.analysis.solver import Contract, HandSolver, Outcome

__all__ = [
    "CardOption",
    "Contract",
    "DraftDecision",
    "HandReview",
    "HandSolver",
    "Outcome",
    "PlayDecision",
    "review_hand",
]
