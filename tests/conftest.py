import pytest


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    # No test may read or write the person's real saved games, nor export into their home.
    monkeypatch.setenv("SPADES_TUI_DATA", str(tmp_path_factory.mktemp("spades-data")))
    monkeypatch.setenv("HOME", str(tmp_path_factory.mktemp("home")))
