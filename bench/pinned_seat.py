"""The child side of ``bench/pinned.py``: one computer level of an earlier commit.

Run with that commit's package first on the path.  It imports nothing of today's tree: the
first line in names the level and its seed, every further line is a seat's view (the wire
format of ``core.serial``) and gets one line back, the chosen action.  End of input ends it.
"""

import importlib
import json
import sys

import spades_tui
from spades_tui.core.serial import action_to_dict, view_from_dict
from spades_tui.players import LEVELS


def main() -> None:
    hello = json.loads(sys.stdin.readline())
    if hello.get("source"):
        # A level that commit kept as a copy outside the package, e.g. bench.frozen_hard.
        player = importlib.import_module(hello["source"]).hard_player(hello["seed"])
    else:
        player = LEVELS[hello["level"]](hello["seed"])
    print(json.dumps({"package": spades_tui.__file__}), flush=True)
    for line in sys.stdin:
        action = player.choose(view_from_dict(json.loads(line)))
        print(json.dumps(action_to_dict(action)), flush=True)


if __name__ == "__main__":
    main()
