"""Text from a record made safe to print: the one helper every wording of a review shares.

The review itself is worded in the player's language by ``spades_tui.ui.review_words``, for the
review screen and for ``spades-tui analyze`` alike.
"""

from __future__ import annotations

import unicodedata


def safe(text: str) -> str:
    """A name from a file, with control characters shown as '?' so they cannot act."""
    return "".join("?" if unicodedata.category(ch)[0] == "C" else ch for ch in text)
