"""Start the Textual app from parsed command-line options."""

from __future__ import annotations

import argparse

from spades_tui.core.rules import Rules


def launch(args: argparse.Namespace, rules: Rules) -> int:
    from spades_tui.ui.app import run_app

    return run_app(args, rules)
