"""Join codes: the secret that lets a person take a seat at a table.

A code carries 80 random bits from ``secrets``, written in Crockford's base 32 (digits and
letters without I, L, O and U, so a code read aloud or copied by hand survives) as four groups
of four: ``K7PQ-M2XW-9HTR-C4DN``. Typing is forgiven: case, spaces, dashes, and O/I/L for
0/1/1. Codes are found by a hash and then compared in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BITS = 80
LENGTH = BITS // 5  # characters in a code
_TYPOS = str.maketrans({"O": "0", "I": "1", "L": "1"})


def new_code() -> str:
    value = secrets.randbits(BITS)
    chars = [ALPHABET[(value >> (5 * i)) & 31] for i in range(LENGTH)]
    text = "".join(chars)
    return "-".join(text[i : i + 4] for i in range(0, LENGTH, 4))


def normalize(text: str) -> str | None:
    """The code in its canonical form, or None when ``text`` cannot be a code at all."""
    if not isinstance(text, str) or len(text) > 64:
        return None
    compact = "".join(text.split()).replace("-", "").upper().translate(_TYPOS)
    if len(compact) != LENGTH or any(c not in ALPHABET for c in compact):
        return None
    return "-".join(compact[i : i + 4] for i in range(0, LENGTH, 4))


def code_key(code: str) -> str:
    """The index key of a canonical code: a hash, so lookups do not time the code itself."""
    return hashlib.sha256(code.encode("ascii")).hexdigest()


def same_code(given: str, stored: str) -> bool:
    return hmac.compare_digest(given.encode("ascii"), stored.encode("ascii"))
