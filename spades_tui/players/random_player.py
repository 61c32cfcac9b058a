"""The random player: uniform over the legal actions, so every rule gets exercised."""

from __future__ import annotations

import random

from spades_tui.core.actions import Action
from spades_tui.core.view import PlayerView


class RandomPlayer:
    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        return self.rng.choice(view.legal_actions)
