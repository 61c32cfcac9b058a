"""The one error of the command line: bad input, shown as one line with exit status 2."""

from __future__ import annotations


class UsageError(Exception):
    """Bad command-line input; shown as one line, exit status 2."""
