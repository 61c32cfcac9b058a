"""The `hard` level as it stood before the draft search, kept unchanged for comparison.

``bench/strength.py`` registers it as the level ``frozen-hard`` so that a new ``hard`` can be
measured against it. It shares only the game core and the fast simulator with the product;
everything else (its tables included) is a copy that must not be edited.
"""

from __future__ import annotations

from bench.frozen_hard.search import hard_player

__all__ = ["hard_player"]
