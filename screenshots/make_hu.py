"""The main screens in Hungarian, from the same seeded game as ``make.py``.

    .venv/bin/python screenshots/make_hu.py

Files are named ``hu-`` and the English picture's name, so the two can be set side by side.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT.parent))

from make import Shot, shots, take, to_png  # noqa: E402

from spades_tui import i18n  # noqa: E402

# The screens a Hungarian player sees in every game, and the help they read.
WANTED = (
    "01-new-game",
    "03-double-nil-offer",
    "04-draft",
    "06-bidding",
    "07-play",
    "10-hand-summary",
    "12-game-over",
    "13-help",
    "14-vs-computer-thinking",
    "23-draft-large",
)


async def main() -> None:
    i18n.use("hu")
    for shot in shots():
        if shot.name in WANTED:
            svg = await take(Shot(f"hu-{shot.name}", shot.make, shot.keys, shot.size, shot.after))
            print(to_png(svg).relative_to(ROOT.parent))


if __name__ == "__main__":
    asyncio.run(main())
