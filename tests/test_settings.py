"""Settings: the TOML file round trip, and bad files that never cost the player anything."""

from __future__ import annotations

import tomllib
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spades_tui.players import LEVELS
from spades_tui.settings import (
    LEVEL_NAMES,
    LastSetup,
    Settings,
    SettingsError,
    SettingsFile,
    clean_name,
    default_folder,
    to_toml,
)


def test_the_level_list_matches_the_players() -> None:
    assert tuple(LEVELS) == LEVEL_NAMES


def test_no_file_means_the_defaults_and_no_message(tmp_path: Path) -> None:
    assert SettingsFile(tmp_path).load() == (Settings(), None)


def test_the_config_folder_comes_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SPADES_TUI_CONFIG", str(tmp_path / "conf"))
    assert default_folder() == tmp_path / "conf"
    assert SettingsFile().path == tmp_path / "conf" / "settings.toml"


def test_every_field_survives_a_round_trip(tmp_path: Path) -> None:
    store = SettingsFile(tmp_path)
    changed = Settings(
        theme="nord",
        four_colour=True,
        ascii=True,
        trick_pause=2.5,
        hints=False,
        play_last_card=False,
        double_nil_question="when_behind",
        name="Kim",
        second_name="Lee",
        level="hard",
        last=LastSetup(
            mode="watch",
            seat=2,
            watch_first="heuristic",
            watch_second="random",
            rules={"target": 300, "loss_floor": -200, "nil": False},
        ),
    )
    assert changed != Settings()
    store.save(changed)
    assert store.load() == (changed, None)


@given(st.text(min_size=1, max_size=20))
def test_any_name_is_written_as_valid_toml_and_read_back(name: str) -> None:
    settings = replace(Settings(), theme=name)
    assert tomllib.loads(to_toml(settings))["theme"] == name


@pytest.mark.parametrize(
    ("text", "expected_words"),
    [
        ("theme = [1, 2\n", "not a settings file"),
        ('hints = "yes"\n', "hints must be true or false"),
        ("play_last_card = 1\n", "play_last_card must be true or false"),
        ("trick_pause = 99\n", "trick_pause must be a number of seconds from 0 to 10"),
        ('double_nil_question = "sometimes"\n', 'must be one of "always"'),
        ('name = "' + "x" * 30 + '"\n', "name must be a name of up to 20"),
        # Escape codes and a bell: refused as --names refuses them, and the file kept aside.
        ('name = "\\u001b[31mAnn"\n', "name has a character that cannot be shown"),
        ('second_name = "Bob\\u0007"\n', "second_name has a character that cannot be shown"),
        ("colour = true\n", "unknown setting 'colour'"),
        ('[last_game]\nmode = "online"\n', "last_game.mode must be one of"),
        ("[last_game.rules]\ntarget = -5\n", "last_game.rules: rule 'target'"),
        ("[last_game.rules]\nbogus = 1\n", "unknown rule option 'bogus'"),
    ],
)
def test_a_bad_file_is_explained_kept_and_replaced_by_good_values(
    tmp_path: Path, text: str, expected_words: str
) -> None:
    store = SettingsFile(tmp_path)
    # One good field beside the bad one: it must survive.
    store.path.write_text('level = "hard"\n' + text, encoding="utf-8")
    settings, message = store.load()
    assert message is not None and expected_words in message
    kept = list(tmp_path.glob("settings.bad-*.toml"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8").endswith(text)
    assert str(kept[0]) in message
    if "not a settings file" not in expected_words:
        assert settings.level == "hard"
    # The clean file written in its place loads without a message: it is said once.
    assert store.load() == (settings, None)


def test_a_file_that_is_not_text_or_a_folder_is_survived(tmp_path: Path) -> None:
    store = SettingsFile(tmp_path)
    store.path.write_bytes(b"\xff\xfe\x00garbage")
    settings, message = store.load()
    # In plain words: Python's "'utf-8' codec can't decode byte 0xff" told a player nothing,
    # and "the defaults are used for those" read oddly when the whole file was bad.
    assert settings == Settings() and message is not None
    assert message.startswith(f"{store.path} had problems: it is not UTF-8 text. The default ")
    assert "codec" not in message and "for those" not in message
    assert list(tmp_path.glob("settings.bad-*.toml"))
    (tmp_path / "other").mkdir()
    folder_store = SettingsFile(tmp_path / "other")
    folder_store.path.mkdir()
    settings, message = folder_store.load()
    assert settings == Settings() and message is not None and "is a folder" in message


def test_a_settings_file_that_cannot_be_written_says_why(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    with pytest.raises(SettingsError, match="cannot save the settings"):
        SettingsFile(blocker).save(Settings())


def test_an_option_switched_off_is_written_as_none(tmp_path: Path) -> None:
    store = SettingsFile(tmp_path)
    store.path.write_text('[last_game.rules]\nloss_floor = "none"\n', encoding="utf-8")
    assert store.load() == (Settings(), None)


def test_a_name_with_a_control_character_is_no_name() -> None:
    # What the Settings and new-game screens keep goes through clean_name too.
    assert clean_name("\x1b[31mAnn") is None and clean_name("Ann\x07") is None
    assert clean_name("  Ann   Lee ") == "Ann Lee" and clean_name("Ádám") == "Ádám"


def test_a_level_may_be_written_as_the_screens_name_it(tmp_path: Path) -> None:
    """The screens say "easy"; the file writes that level "heuristic" and refused "easy"
    written by hand, naming a level the player had never seen."""
    store = SettingsFile(tmp_path)
    store.path.write_text('level = "easy"\n[last_game]\nwatch_first = "easy"\n', encoding="utf-8")
    settings, message = store.load()
    assert message is None
    assert settings.level == "heuristic" and settings.last.watch_first == "heuristic"
    store.path.write_text('level = "expert"\n', encoding="utf-8")
    settings, message = store.load()
    assert message is not None and settings.level == "normal"
    assert 'must be one of "random", "easy", "normal", "hard"' in message


def test_several_problems_are_listed_one_a_line(tmp_path: Path) -> None:
    # Run together with "; ", a dozen problems were a wall of words taller than the screen.
    store = SettingsFile(tmp_path)
    store.path.write_text('ascii = 1\ncolour = "red"\nlevel = "hard"\n', encoding="utf-8")
    settings, message = store.load()
    assert settings.level == "hard" and message is not None
    lines = message.splitlines()
    assert lines[0] == f"{store.path} had 2 problems:"
    assert lines[1] == "• ascii must be true or false; the default false is used"
    assert lines[2] == "• unknown setting 'colour'"
    assert lines[3] == ""
    assert lines[4].startswith("The defaults are used for those; the old file was kept as ")
