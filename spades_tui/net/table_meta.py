"""What a server's table is, apart from its game: written beside the game's save file."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from spades_tui.core.rules import Rules
from spades_tui.net.codes import new_code, normalize


@dataclass
class TableMeta:
    """What a table is, apart from its game: written beside the game's save file."""

    id: str
    codes: tuple[str, str]
    names: list[str | None]
    rules: Rules
    seed: int | None
    created: float = 0.0  # when (seconds since the epoch): a table nobody joins expires
    by: str | None = None  # the address that created it, while nobody has joined it
    computer: str | None = None  # the level of the computer in seat 1, if it plays there
    # The watch-only code (a table saved before spectators existed gets one when restored),
    # and whether the creator lets it be used.
    watch_code: str = field(default_factory=new_code)
    watching: bool = True

    @property
    def joined(self) -> bool:
        return None not in self.names

    def to_json(self) -> str:
        data: dict[str, Any] = {
            "id": self.id,
            "codes": list(self.codes),
            "names": self.names,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "created": self.created,
            "watch_code": self.watch_code,
            "watching": self.watching,
        }
        if self.computer is not None:
            data["computer"] = self.computer
        if self.by is not None and not self.joined:
            data["by"] = self.by
        return json.dumps(data, indent=1)

    @classmethod
    def from_json(cls, text: str) -> TableMeta:
        data = json.loads(text)
        codes = tuple(data["codes"])
        names = list(data["names"])
        if len(codes) != 2 or len(names) != 2 or not all(normalize(c) == c for c in codes):
            raise ValueError("a table file needs two codes and two names")
        created = data.get("created", 0.0)
        by = data.get("by")
        if type(created) not in (int, float) or not (by is None or isinstance(by, str)):
            raise ValueError("a table file's 'created' is a number, its 'by' an address")
        computer = data.get("computer")
        watch_code = data.get("watch_code") or new_code()
        watching = data.get("watching", True)
        if not (computer is None or isinstance(computer, str)) or type(watching) is not bool:
            raise ValueError("a table file's 'computer' is a level, its 'watching' true or false")
        if normalize(watch_code) != watch_code:
            raise ValueError("a table file's 'watch_code' is a code")
        return cls(
            data["id"],
            (codes[0], codes[1]),
            names,
            Rules.from_dict(data["rules"]),
            data["seed"],
            float(created),
            by,
            computer,
            watch_code,
            watching,
        )
