"""A games' folder another run holds is refused, naming the command that may hold it."""

from __future__ import annotations

from pathlib import Path

import pytest

from spades_tui.commands.errors import UsageError
from spades_tui.commands.network import _lock


@pytest.mark.parametrize("command", ["spades-tui host", "spades-tui server"])
def test_a_folder_in_use_names_the_command_that_holds_it(tmp_path: Path, command: str) -> None:
    held = _lock(tmp_path, command)
    try:
        # A second server on the folder was asked whether another `host` ran.
        with pytest.raises(UsageError, match=f"is another '{command}' running"):
            _lock(tmp_path, command)
    finally:
        held.close()
