"""Whether the engine runs compiled, and whether it was compiled from the sources beside it.

An install may compile the engine's modules to C (setup.py, with mypyc).  In a checkout the
compiled modules sit beside their sources and Python loads them first, so after a source is
edited the old compiled code would still run, silently; the digest written at build time
tells.  This module stays plain Python: setup.py reads it by path, before anything is built.
"""

from __future__ import annotations

import hashlib
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

HERE = Path(__file__).resolve().parent
STAMP = "compiled_from.txt"
_PLAIN = ("__init__.py", "compiled.py")


def sources(folder: Path = HERE) -> list[Path]:
    """The engine's modules that an install compiles."""
    return sorted(p for p in folder.glob("*.py") if p.name not in _PLAIN)


def digest(folder: Path = HERE) -> str:
    """One digest of those sources, as written beside the compiled modules."""
    total = hashlib.sha256()
    for source in sources(folder):
        total.update(source.name.encode() + b"\0" + source.read_bytes())
    return total.hexdigest()


def compiled_modules(folder: Path = HERE) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.endswith(tuple(EXTENSION_SUFFIXES)))


def stale(folder: Path = HERE) -> str | None:
    """Why the compiled modules in ``folder`` do not match its sources, or None if they do
    (or there are none)."""
    if not compiled_modules(folder):
        return None
    stamp = folder / STAMP
    if stamp.is_file() and stamp.read_text().strip() == digest(folder):
        return None
    return (
        f"the compiled engine in {folder} was built from other sources than the .py files "
        "beside it; run `pip install -e .` again to compile them, or delete the .so files "
        "there to run them as Python"
    )


def in_checkout(folder: Path = HERE) -> bool:
    """An editable install in a git checkout, where sources change under the build."""
    return (folder.parent.parent / ".git").exists()
