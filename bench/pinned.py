"""Computer levels of an earlier commit of this package, for comparison with today's.

The earlier code is not copied into the tree: ``extract`` takes the package out of the git
history (``git archive`` of a commit pinned by its full hash, since tags need not survive a
clone) into a folder under ``bench/.frozen`` (ignored by git), once, and ``PinnedPlayer``
runs a level of it in a child process.  The two speak one JSON line each way per decision:
the seat's view in the wire format of ``core.serial`` (a public contract, the same in both
versions) in, the chosen action out.  So the earlier level sees exactly what a seat sees.

    from bench.pinned import pinned_level
    LEVELS["frozen-hard"] = pinned_level(FROZEN_HARD, "hard")
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading
import weakref
from collections.abc import Callable
from pathlib import Path

from spades_tui.core.actions import Action
from spades_tui.core.serial import action_from_dict, view_to_dict
from spades_tui.core.view import PlayerView

ROOT = Path(__file__).resolve().parent.parent
CACHE = Path(os.environ.get("SPADES_BENCH_FROZEN", ROOT / "bench" / ".frozen"))
SEAT_SCRIPT = Path(__file__).resolve().parent / "pinned_seat.py"

# main just before the bid valuation of issue 22 landed: "today's hard" of that issue.
FROZEN_HARD = "9c524e98d327c900773c867e940a642d5baed952"
# The copy of f208301's hard that bench/frozen_hard kept until the engine of issue 19; its
# last commit is the one where the hard of the time won 61.5% of 400 games against it.
COPIED_HARD = "ce01ece8cac1b0ed933d7fa7088d77a241cb8ccc"

_lock = threading.Lock()


def extract(commit: str, *folders: str) -> Path:
    """The package (and any further ``folders``) as at ``commit``, extracted once; its folder."""
    if len(commit) != 40:
        raise ValueError("pin a commit by its full 40-digit hash")
    wanted = ("spades_tui", *folders)
    target = CACHE / (commit if not folders else f"{commit}-{'-'.join(folders).replace('/', '_')}")
    with _lock:
        if all((target / folder / "__init__.py").exists() for folder in wanted):
            return target
        CACHE.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", "--format=tar", commit, *wanted],
            check=True,
            capture_output=True,
        ).stdout
        # Extracted beside the target and renamed into place, so that a run stopped halfway
        # never leaves a partial tree that looks complete.
        partial = Path(tempfile.mkdtemp(dir=CACHE, prefix=f".{commit[:12]}-"))
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(partial, filter="data")
        if target.exists():
            shutil.rmtree(target)
        partial.rename(target)
        return target


class PinnedPlayer:
    """A computer level of an earlier commit, thinking in a child process."""

    def __init__(self, commit: str, level: str, seed: int | None, source: str = "") -> None:
        self.level = level
        self.commit = commit
        # ``source`` names a folder of that commit holding its own ``hard_player`` (a copied
        # level, as bench/frozen_hard was), in place of the package's ``LEVELS[level]``.
        folder = extract(commit, source) if source else extract(commit)
        env = dict(os.environ, PYTHONPATH=str(folder))
        self._child = subprocess.Popen(
            [sys.executable, str(SEAT_SCRIPT)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            cwd=folder,
            env=env,
            text=True,
            bufsize=1,
        )
        # Closing its input is how the child learns to stop, with this player or at exit.
        self._finalizer = weakref.finalize(self, _stop, self._child)
        ready = self._ask({"level": level, "seed": seed, "source": source.replace("/", ".")})
        package = Path(str(ready.get("package", "")))
        if folder not in package.parents:
            self.close()
            raise RuntimeError(f"the pinned level loaded {package}, not the code of {commit}")

    def choose(self, view: PlayerView) -> Action:
        return action_from_dict(self._ask(view_to_dict(view)))

    def close(self) -> None:
        self._finalizer()

    def _ask(self, message: dict[str, object]) -> dict[str, object]:
        child = self._child
        assert child.stdin is not None and child.stdout is not None
        child.stdin.write(json.dumps(message) + "\n")
        child.stdin.flush()
        line = child.stdout.readline()
        if not line:
            raise RuntimeError(f"the pinned {self.level} level of {self.commit[:12]} stopped")
        answer: dict[str, object] = json.loads(line)
        return answer


def _stop(child: subprocess.Popen[str]) -> None:
    if child.stdin is not None:
        child.stdin.close()
    try:
        child.wait(timeout=10)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()


def pinned_level(commit: str, level: str, source: str = "") -> Callable[[int | None], PinnedPlayer]:
    """A factory for ``players.LEVELS``: the level ``level`` of ``commit``, by seed."""

    def factory(seed: int | None = None) -> PinnedPlayer:
        return PinnedPlayer(commit, level, seed, source)

    return factory
