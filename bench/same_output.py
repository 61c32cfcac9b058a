"""Does the working tree play and review exactly as an earlier commit did?

For each seed it runs ``spades-tui simulate`` (the search levels against each other, a few
hands) and ``spades-tui analyze`` on the first game it wrote, once with the package of
``--against`` (extracted from git by ``bench/pinned.py``) and once with this tree, and
compares the records and the review text byte for byte.  A change meant to leave play
alone (a refactoring of the engine, say) must print "same" for every seed.

    python bench/same_output.py [--against main] [--seeds 1,2,3] [--players hard,normal]
        [--games 2] [--max-hands 2]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.pinned import ROOT, extract  # noqa: E402

# The search levels stop thinking after 2 s of wall clock whatever their counted budget
# says, a safety net for a stalled machine; on a loaded one it cuts searches short at
# different points from run to run, so the check lifts it in both versions alike.
NO_CLOCK = """
import dataclasses, sys
from spades_tui.players import search
for name in ("NORMAL", "HARD"):
    setattr(search, name, dataclasses.replace(getattr(search, name), seconds=float("inf")))
from spades_tui.cli import main
sys.exit(main(sys.argv[1:]))
"""


def run(package_root: Path, args: list[str], out: Path | None = None) -> bytes:
    """``spades-tui ARGS`` with the package found under ``package_root``, without the clock."""
    # A settings folder of its own, so that nobody's saved language or options leak in.
    config = Path(tempfile.gettempdir()) / "spades-same-output-config"
    env = dict(os.environ, PYTHONPATH=str(package_root), SPADES_TUI_CONFIG=str(config))
    result = subprocess.run(
        [sys.executable, "-c", NO_CLOCK, *args],
        cwd=package_root,
        env=env,
        capture_output=True,
        check=True,
    )
    return out.read_bytes() if out is not None else result.stdout


def outputs(package_root: Path, seed: int, args: argparse.Namespace, work: Path) -> list[bytes]:
    records = work / f"{package_root.name}-{seed}.jsonl"
    simulated = run(
        package_root,
        ["simulate", "--players", args.players, "--games", str(args.games), "--seed", str(seed)]
        + ["--max-hands", str(args.max_hands), "--jobs", "1", "--out", str(records)],
        records,
    )
    review = run(package_root, ["analyze", "--hand", "1", "--lang", "en", str(records)])
    return [simulated, review]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", default="main", help="commit or branch to compare with")
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--players", default="hard,normal")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--max-hands", type=int, default=2)
    args = parser.parse_args()
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--verify", f"{args.against}^{{commit}}"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    earlier = extract(commit)
    differ = 0
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        for seed in (int(s) for s in args.seeds.split(",")):
            before = outputs(earlier, seed, args, work)
            now = outputs(ROOT, seed, args, work)
            for what, a, b in zip(("simulate records", "analyze text"), before, now, strict=True):
                same = a == b
                differ += not same
                print(f"seed {seed}: {what}: {'same' if same else 'DIFFERENT'} ({len(b)} bytes)")
    print(f"against {commit[:12]}: {'all the same' if not differ else f'{differ} differ'}")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
