import pytest


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    # No test may read or write the person's real saved games or settings, nor export into
    # their home.
    monkeypatch.setenv("SPADES_TUI_DATA", str(tmp_path_factory.mktemp("spades-data")))
    monkeypatch.setenv("SPADES_TUI_CONFIG", str(tmp_path_factory.mktemp("spades-config")))
    monkeypatch.setenv("HOME", str(tmp_path_factory.mktemp("home")))
