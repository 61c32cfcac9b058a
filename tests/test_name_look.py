"""A name keeps its characters but not their emoji look, which terminals draw at odd widths.

"♠️" (a spade and the selector asking for its emoji look) is two columns to Rich and one to
tmux: every line with such a name ran a column out, leaving bits of border at its end.
"""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from spades_tui.commands.launch import check_options
from spades_tui.commands.play import play_parser
from spades_tui.net.protocol import ProtocolError, check_name
from spades_tui.settings import clean_name

EMOJI_SPADE = "B\u2660\ufe0fb"  # B♠️b


def test_the_command_line_names_lose_the_emoji_look() -> None:
    args = play_parser().parse_args(["--hotseat", "--names", EMOJI_SPADE, " Ann "])
    check_options(args)
    assert args.names == ["B\u2660b", "Ann"]
    assert cell_len(args.names[0]) == 3


def test_a_name_typed_in_a_form_or_sent_over_the_network_too() -> None:
    assert clean_name(EMOJI_SPADE) == "B\u2660b"
    assert check_name(EMOJI_SPADE) == "B\u2660b"
    assert clean_name("\ufe0f") is None  # nothing left to show


def test_a_network_name_of_selectors_alone_is_refused_as_empty() -> None:
    # Tidied to nothing, it would have sat at the table as a player with no name at all.
    with pytest.raises(ProtocolError) as refused:
        check_name("\ufe0f\ufe0e")
    assert refused.value.code == "bad_name"
