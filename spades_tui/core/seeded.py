"""Whether a game's shuffles and exchange draws are the ones its seed gives.

A record stores every stock and every exchange draw, so reading it needs no random number
generator and a hand-made stock (a puzzle, a test) still replays. A record that names a seed
also claims its cards came from it: ``check_seeded`` holds it to that claim, so a record
with two stock cards swapped (which turns a keep into a reject, and still replays) is found.
"""

from __future__ import annotations

from spades_tui.core.chance import LARGEST_SEED, SeededChance
from spades_tui.core.errors import RecordError
from spades_tui.core.game import Game


def check_seeded(game: Game) -> None:
    """RecordError naming the first stock or exchange draw the game's seed does not give.

    Nothing to check without a seed. The draws are made again from the same discards the
    game drew from: the draft's discards, then, for a second exchange, those after the first.
    """
    if game.seed is None:
        return
    if not 0 <= game.seed <= LARGEST_SEED:
        # Any other seed names no shuffle the game makes.
        raise RecordError(f"seed: {game.seed} is not one spades-tui takes (0 to {LARGEST_SEED})")
    seeded = SeededChance(game.seed)
    for i, hand in enumerate(game.hands):
        want = seeded.stock(hand.number)
        for k, (found, card) in enumerate(zip(hand.stock, want, strict=True)):
            if found != card:
                raise RecordError(
                    f"hands[{i}].stock[{k}]: seed {game.seed} gives {card.code} here, "
                    f"found {found.code} (the stock is not the seed's shuffle)"
                )
        discards = [turn.discarded for turn in hand.draft]
        for j, entry in enumerate(hand.exchange):
            drawn = seeded.exchange_draw(hand.number, entry.seat, tuple(discards), len(entry.gave))
            if tuple(drawn) != entry.got:
                codes = " ".join(c.code for c in drawn) or "nothing"
                raise RecordError(
                    f"hands[{i}].exchange[{j}].got: seed {game.seed} draws {codes}, "
                    f"found {' '.join(c.code for c in entry.got)}"
                )
            for card in entry.got:
                discards.remove(card)
            discards.extend(entry.gave)
