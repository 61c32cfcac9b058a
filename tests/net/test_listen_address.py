"""The address a host or server listens on: an empty one is refused (the system would take
it for every network, as 0.0.0.0), and one that names nothing is said to be the address's
fault, not the port's."""

from __future__ import annotations

import socket

from spades_tui import cli
from spades_tui.net.reach_words import why_cannot_listen


def test_an_empty_bind_is_refused_rather_than_opened_to_every_network(capsys, tmp_path) -> None:
    for command in ("server", "host"):
        assert cli.main([command, "--bind", "", "--data-dir", str(tmp_path)]) == 2
        err = capsys.readouterr().err
        assert "--bind: must be an address of this computer" in err, err


def test_an_address_that_names_nothing_is_blamed_not_the_port() -> None:
    unknown = socket.gaierror(socket.EAI_NONAME, "Name or service not known")
    words = why_cannot_listen(unknown, 17931, "999.1.1.1")
    assert words == "'999.1.1.1' is not an address of this computer."


def test_a_server_on_an_address_this_computer_lacks_names_bind_not_port(capsys, tmp_path) -> None:
    # 192.0.2.0/24 is set aside for documentation: no computer has it.
    argv = ["server", "--bind", "192.0.2.55", "--port", "47931", "--data-dir", str(tmp_path)]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert "--bind: '192.0.2.55' is not an address of this computer." in err, err
