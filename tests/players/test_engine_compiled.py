"""The compiled engine is its Python source, run faster: same values, same nodes, same draws.

An install compiles ``spades_tui/engine`` to C (setup.py).  The search levels count their
effort in solver nodes, so the compiled search must visit exactly the nodes the source does,
or the same seed would play differently on a machine that could not compile.  Here the same
positions are searched by this process (compiled, where the install compiled it) and by a
child process that loads the engine's .py sources, and every figure is compared.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from spades_tui.engine import compiled

# Run in both processes: positions dealt by a seeded generator, each searched for tricks
# (plain and whole-hands), for a payoff that is not monotone (a bag cliff), and played out
# at random; the figures go to stdout as JSON.
FIGURES = """
import json, random
from spades_tui.engine import PlayState, Solver, TRICKS, random_playout, trick_solver
from spades_tui.engine import solver as solver_module

def figures():
    rng = random.Random(20261206)
    out = []
    cliff = [float(t) if t < 9 else float(t) - 100.0 for t in range(14)]
    for _ in range(24):
        cards = rng.sample(range(52), 2 * rng.randint(3, 7))
        half = len(cards) // 2
        state = PlayState(sum(1 << c for c in cards[:half]),
                          sum(1 << c for c in cards[half:]), rng.randint(0, 1),
                          broken=rng.random() < 0.5)
        plain = Solver(TRICKS)
        moves = plain.best_moves(state)
        whole = trick_solver()
        tricks = whole.solve(state, guess=3)
        points = Solver(cliff, whole_hands=True, tricks=whole)
        value = points.solve(state, guess=0.0, within=(min(cliff), max(cliff)))
        played = [random_playout(state, random.Random(k)) for k in range(8)]
        out.append([sorted(moves.items()), plain.nodes, tricks, whole.nodes, value,
                    points.nodes, played])
    return out

print(json.dumps(figures()))
"""

# Makes a process load the engine's modules from their .py sources, compiled files or not.
FROM_SOURCE = """
import importlib.util, sys
from importlib.abc import MetaPathFinder
from pathlib import Path
ENGINE = Path({engine!r})

class Sources(MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.startswith("spades_tui.engine."):
            source = ENGINE / (name.rsplit(".", 1)[1] + ".py")
            if source.is_file():
                return importlib.util.spec_from_file_location(name, source)
        return None

sys.meta_path.insert(0, Sources())
from spades_tui.engine import solver
assert solver.__file__.endswith(".py"), solver.__file__
"""


def run(prelude: str) -> list[object]:
    done = subprocess.run(
        [sys.executable, "-c", prelude + FIGURES], capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout)


@pytest.mark.skipif(not compiled.compiled_modules(), reason="the engine is not compiled here")
def test_the_compiled_engine_searches_the_same_nodes_as_its_source() -> None:
    from spades_tui.engine import solver

    assert not solver.__file__.endswith(".py")  # this process runs the compiled engine
    source = run(FROM_SOURCE.format(engine=str(compiled.HERE)))
    assert run("") == source


def test_compiled_modules_that_do_not_match_their_sources_are_named(tmp_path: Path) -> None:
    for name in ("play.py", "solver.py"):
        (tmp_path / name).write_text(f"# {name}\n")
    assert compiled.stale(tmp_path) is None  # nothing compiled: nothing to refuse
    (tmp_path / ("solver" + compiled.EXTENSION_SUFFIXES[0])).write_bytes(b"")
    assert "pip install -e ." in (compiled.stale(tmp_path) or "")  # no digest written
    (tmp_path / compiled.STAMP).write_text(compiled.digest(tmp_path) + "\n")
    assert compiled.stale(tmp_path) is None
    (tmp_path / "play.py").write_text("# edited after the build\n")
    assert compiled.stale(tmp_path) is not None


def test_a_long_search_lets_other_threads_run(monkeypatch: pytest.MonkeyPatch) -> None:
    # Compiled, the search never passes through the interpreter's loop, where a thread hands
    # over to the others: it must do so itself, or a search in a worker freezes the screen.
    import random

    from spades_tui.engine import PlayState, trick_solver
    from spades_tui.engine import solver as solver_module

    handed_over = []
    monkeypatch.setattr(solver_module, "sleep", handed_over.append)
    cards = random.Random(7).sample(range(52), 26)
    state = PlayState(sum(1 << c for c in cards[:13]), sum(1 << c for c in cards[13:]), 0)
    search = trick_solver()
    search.solve(state, guess=6)
    assert search.nodes > 10_000
    assert handed_over == [0] * (search.nodes // 2048)
