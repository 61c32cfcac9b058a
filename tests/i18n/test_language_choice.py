"""Which language is spoken: --lang, then the setting, then LC_ALL / LC_MESSAGES / LANG."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from spades_tui import cli, i18n
from spades_tui.settings import Settings, SettingsFile, from_data, saved_language, to_toml


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.use("en")


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "hu_HU.UTF-8"}, "hu"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LC_ALL": "hu_HU.UTF-8", "LANG": "en_US.UTF-8"}, "hu"),
        ({"LC_ALL": "", "LC_MESSAGES": "C", "LANG": "hu_HU.UTF-8"}, "en"),
        ({"LC_MESSAGES": "hu_HU", "LANG": "en_US"}, "hu"),
        ({}, "en"),
    ],
)
def test_environment_decides_when_nothing_else_does(environ, expected) -> None:
    assert i18n.from_environment(environ) == expected
    assert i18n.choose(None, "", environ) == expected


def test_option_beats_setting_beats_environment() -> None:
    env = {"LANG": "hu_HU.UTF-8"}
    assert i18n.choose("en", "hu", env) == "en"
    assert i18n.choose(None, "en", env) == "en"
    assert i18n.choose(None, "", {"LANG": "C"}) == "en"


def test_lang_is_found_before_parsing() -> None:
    assert i18n.lang_arg(["--vs", "hard", "--lang", "hu"]) == "hu"
    assert i18n.lang_arg(["simulate", "--lang=en"]) == "en"
    assert i18n.lang_arg(["--", "--lang", "hu"]) is None


def test_language_setting_is_checked_and_written(tmp_path: Path) -> None:
    settings, problems = from_data({"language": "hu"})
    assert settings.language == "hu" and not problems
    settings, problems = from_data({"language": "klingon"})
    assert settings.language == "" and problems
    SettingsFile(tmp_path).save(Settings(language="hu"))
    assert 'language = "hu"' in to_toml(Settings(language="hu"))
    assert saved_language(tmp_path) == "hu"
    (tmp_path / "settings.toml").write_text("language = [\n")
    assert saved_language(tmp_path) == ""  # a broken file means: follow the environment


def test_help_of_every_command_in_hungarian(capsys, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("SPADES_TUI_CONFIG", str(tmp_path))
    for command in ([], ["simulate"], ["validate"], ["analyze"], ["host"], ["join"], ["server"]):
        with pytest.raises(SystemExit):
            cli.main([*command, "--lang", "hu", "--help"])
        out = capsys.readouterr().out
        assert out.startswith("használat: "), out[:40]
        assert "ez a súgó, majd kilépés" in out
        assert "show this help" not in out


def test_usage_errors_in_the_language_of_the_environment(capsys, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("SPADES_TUI_CONFIG", str(tmp_path))
    monkeypatch.setenv("LANG", "hu_HU.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert cli.main(["--vs", "grandmaster"]) == 2
    err = capsys.readouterr().err
    assert "hiba: ismeretlen szint a --vs után: 'grandmaster'" in err
    assert cli.main(["--lang", "xx"]) == 2
    assert "érvénytelen választás" in capsys.readouterr().err


def test_numbers_and_dates_follow_the_language() -> None:
    day = datetime.date(2026, 3, 7)
    assert i18n.number(2.5, 1) == "2.5" and i18n.date(day) == "Mar 7, 2026"
    i18n.use("hu")
    assert i18n.number(2.5, 1) == "2,5"
    assert i18n.number(12345) == "12\N{NO-BREAK SPACE}345"
    assert i18n.date(day) == "2026. márc. 7."


def test_catalog_compiled_on_first_use_into_the_cache_when_the_package_is_read_only(
    tmp_path, monkeypatch
) -> None:
    locale = tmp_path / "locale" / "hu" / "LC_MESSAGES"
    locale.mkdir(parents=True)
    (locale / "spades_tui.po").write_bytes(i18n.po_path("hu").read_bytes())
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "locale")
    monkeypatch.setattr(i18n, "_cache_dir", lambda: tmp_path / "cache")
    locale.chmod(0o555)
    try:
        mo = i18n.compiled("hu")
    finally:
        locale.chmod(0o755)
    if mo.parent == locale:  # running as root: the read-only folder was written anyway
        assert mo.exists()
    else:
        assert mo == tmp_path / "cache" / "hu" / "spades_tui.mo"
    i18n.use("hu")
    assert i18n._("Keep") == "Megtartom"
