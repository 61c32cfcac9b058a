"""How likely each card the seat has not seen is to be in the opponent's hand after the draft.

Half of the cards a seat never sees are the opponent's discards, and the opponent kept the
better of each pair, so a uniform deal would make the opponent too weak.  The odds come from
``data/draft_prior.json`` (made by ``bench/fit_draft_prior.py`` from drafts between rule-based
players); without the file every unseen card is equally likely.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

PRIOR_PATH = Path(__file__).with_name("data") / "draft_prior.json"


@cache
def draft_prior() -> tuple[float, ...] | None:
    """A weight per card (index = card), proportional to its odds of being held."""
    try:
        data = json.loads(PRIOR_PATH.read_text())
        spades, sides = data["spades"], data["sides"]
    except (OSError, ValueError, KeyError):
        return None
    return tuple(float(spades[c % 13] if c < 13 else sides[c % 13]) for c in range(52))
