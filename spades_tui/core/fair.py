"""Provably fair shuffles: a commitment to each hand's stock, made before its draft.

The machine that runs a network game holds the stock. Before a hand's first decision it
sends both players a commitment: the SHA-256 of the hand's stock order and a secret salt.
Once the hand is scored it reveals the order and the salt, and each player checks that the
commitment matches them and that the order gives the cards that player drew. The order was
therefore fixed before anyone decided anything, and the server could not change it while
the hand was played. The salt (32 random bytes, a new one every hand) keeps the commitment
from being found by hashing candidate orders.

The bytes hashed (docs/network.md): the ASCII text ``spades-tui shuffle 1`` and a line feed,
the 52 card codes of the stock, top first, with nothing between them (104 ASCII bytes), then
the 32 bytes of the salt. Commitment and salt are written as lowercase hexadecimal.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from spades_tui.core.cards import Card

DOMAIN = b"spades-tui shuffle 1\n"
SALT_BYTES = 32
HEX_DIGITS = 64  # of a commitment and of a salt


@dataclass(frozen=True, slots=True)
class ShuffleProof:
    """A hand's commitment and the salt that opens it (lowercase hex, 64 digits each)."""

    commitment: str
    salt: str


def digest(stock: Sequence[Card], salt: str) -> str:
    """The commitment to ``stock`` with ``salt`` (hex); ValueError for a salt that is not
    64 hex digits."""
    if not is_hex(salt):
        raise ValueError(f"a salt is {HEX_DIGITS} lowercase hex digits")
    order = "".join(card.code for card in stock).encode("ascii")
    return hashlib.sha256(DOMAIN + order + bytes.fromhex(salt)).hexdigest()


def new_proof(stock: Sequence[Card]) -> ShuffleProof:
    """A fresh salt and the commitment it makes with ``stock``."""
    salt = secrets.token_bytes(SALT_BYTES).hex()
    return ShuffleProof(digest(stock, salt), salt)


def is_hex(text: object) -> bool:
    """Whether ``text`` is 64 lowercase hex digits, the form of a commitment and a salt."""
    return (
        isinstance(text, str)
        and len(text) == HEX_DIGITS
        and all(c in "0123456789abcdef" for c in text)
    )


def opens(proof: ShuffleProof, stock: Sequence[Card]) -> bool:
    """Whether the proof's salt and ``stock`` give its commitment."""
    return is_hex(proof.commitment) and digest(stock, proof.salt) == proof.commitment


def unproved_hand(
    hands: Sequence[tuple[int, Sequence[Card]]], proofs: dict[int, ShuffleProof]
) -> str | None:
    """Why a game's shuffle proofs do not hold, in English, or None when they do.

    ``hands`` are (number, stock) in order. From the first hand with a proof on (a game that
    began before proofs existed has none for its first hands), every hand needs one, and each
    proof must open with its hand's stock."""
    started = False
    for number, stock in hands:
        proof = proofs.get(number)
        if proof is None:
            if started:
                return f"shuffles: hand {number} has no commitment, the hands before it do"
            continue
        started = True
        if not opens(proof, stock):
            return (
                f"shuffles: hand {number}'s stock and salt do not give its commitment "
                f"{proof.commitment[:16]}… (the stock is not the one promised)"
            )
    return None
