"""The build steps that pyproject.toml cannot state.

* The translation catalogs are compiled (.po -> .mo) into the build, so a wheel ships them
  ready.
* The play model (``spades_tui/engine``: the trick rules, the playouts and the exact search)
  is compiled to C by mypyc from the same typed Python: the hard level's hints and the hand
  review spend nearly all their time there, and compiled it runs about twice as fast with
  the same results, node for node.  Where it cannot be compiled (no C compiler, or
  ``SPADES_TUI_PURE_PYTHON=1``) the package installs as plain Python and plays the same.
  Beside the compiled modules goes the digest of the sources they were compiled from, so a
  checkout can tell when they no longer match (``spades_tui/engine/compiled.py``).
"""

import importlib.util
import os
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py


def _engine_build_rules():
    # Read by path: importing the package would need its dependencies, not yet installed.
    spec = importlib.util.spec_from_file_location(
        "engine_compiled", "spades_tui/engine/compiled.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


RULES = _engine_build_rules()


class BuildWithCatalogs(build_py):
    def run(self) -> None:
        super().run()
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        for po in Path("spades_tui/locale").glob("*/LC_MESSAGES/*.po"):
            target = Path(self.build_lib) / po.with_suffix(".mo")
            target.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as source:
                catalog = read_po(source, locale=po.parent.parent.name)
            with target.open("wb") as out:
                write_mo(out, catalog)


class BuildIfPossible(build_ext):
    """Compiles the engine, or leaves it as Python when compiling fails: the game installs
    wherever Python does."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # a compiler or linker failure of any kind
            # A half-built set would import a part that is missing: keep all of it or none.
            for built in self.get_outputs():
                Path(built).unlink(missing_ok=True)
            print(f"spades-tui: the engine stays plain Python (compiling failed: {error})")
            return
        if self.inplace or getattr(self, "editable_mode", False):
            # Compiled into a checkout, beside the sources that may change under it.
            engine = Path("spades_tui/engine")
            (engine / RULES.STAMP).write_text(RULES.digest(engine) + "\n")


def compiled_engine() -> list:
    if os.environ.get("SPADES_TUI_PURE_PYTHON") == "1":
        return []
    try:
        from mypyc.build import mypycify

        engine = RULES.sources(Path("spades_tui/engine"))
        return mypycify([str(p) for p in engine], opt_level="3")
    except (Exception, SystemExit) as error:  # no mypyc, or it refused the sources
        print(f"spades-tui: the engine stays plain Python (mypyc: {error})")
        return []


setup(
    cmdclass={"build_py": BuildWithCatalogs, "build_ext": BuildIfPossible},
    ext_modules=compiled_engine(),
)
