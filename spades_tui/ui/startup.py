"""Turn parsed command-line options into a ready app, or one clear message."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from spades_tui.core.errors import RulesError
from spades_tui.core.game import Phase
from spades_tui.core.rules import Rules
from spades_tui.shown import shown
from spades_tui.storage import SaveError, Storage
from spades_tui.ui import lifeline
from spades_tui.ui.app import SpadesApp, network_app
from spades_tui.ui.setup import (
    HUMAN,
    GameSetup,
    SetupError,
    controllers_of,
    load_game,
    setup_from_args,
)

if TYPE_CHECKING:
    from spades_tui.ui.network_table import RemoteSetup


def make_app(args: argparse.Namespace, rules: Rules) -> SpadesApp:
    """The app the command line asks for; raises SetupError with a message for the person."""
    storage = _storage(args)
    ascii_only = bool(args.ascii)
    if args.resume:
        # The launcher has usually read and checked the file already.
        game = getattr(args, "resumed_game", None) or load_game(args.resume)
        if game.phase is Phase.GAME_OVER:
            raise SetupError(f"{args.resume}: this game is already over")
        # Resuming the save file itself continues it; any other file replaces it as the
        # game in progress, and the one it replaces is kept in the history folder.
        same = Path(args.resume).expanduser().resolve() == storage.current_path.resolve()
        controllers = controllers_of(game)
        return SpadesApp(game, controllers, ascii_only, storage=storage, from_storage=same)
    # A person's game with no --names takes the names they chose in the settings, as the
    # home screen's does; read here, they go to the app, which would read them again.
    settings = None
    people = ("", "")
    if not args.names and (args.vs or args.hotseat):
        from spades_tui.settings import SettingsFile

        settings = SettingsFile().load()
        people = (settings[0].name, settings[0].second_name)
    setup = setup_from_args(args, rules, people)
    if setup is not None:
        game = setup.new_game()
        return SpadesApp(game, setup.controllers, ascii_only, storage=storage, settings=settings)
    # No game asked for: the home screen. Names, rules and a seed given on the command line
    # fill the first new-game form (empty names: none given; the settings' names stand).
    names = (args.names[0], args.names[1]) if args.names else ("", "")
    defaults = None
    if args.names or args.rule or args.seed is not None:
        from spades_tui.settings import SettingsFile

        settings = SettingsFile().load()
        rules = _form_rules(settings[0].last.rules, args.rule or [], rules)
        defaults = GameSetup(names, (HUMAN, HUMAN), rules, args.seed)
    return SpadesApp(
        None, ascii_only=ascii_only, storage=storage, defaults=defaults, settings=settings
    )


def _form_rules(remembered: dict[str, object], typed: list[str], given: Rules) -> Rules:
    """The rules the first new-game form opens with: the last game's, as the home screen
    says new games start, with the options --rule named over them. (The standard rules
    stood there whenever --names or --seed was given.) ``given``: the --rule options over
    the standard rules, for a mix the rules refuse."""
    options = {name.strip(): value for name, _, value in (t.partition("=") for t in typed)}
    try:
        return Rules(**remembered).with_options(options)  # type: ignore[arg-type]
    except RulesError:
        return given


def _storage(args: argparse.Namespace) -> Storage:
    # The folder was checked (and locked) by launch.check_options before Textual started.
    try:
        return Storage.from_options(args.data_dir)
    except SaveError as exc:
        raise SetupError(str(exc)) from None


def run_app(args: argparse.Namespace, rules: Rules) -> int:
    try:
        app = make_app(args, rules)
    except SetupError as exc:
        print(f"spades-tui: error: {shown(exc)}", file=sys.stderr)
        return 2
    app.handle_signals = True
    return lifeline.run_to_the_end(app)


def run_network(setup: RemoteSetup) -> int:
    """``spades-tui host`` and ``join``."""
    app = network_app(setup)
    app.handle_signals = True
    return lifeline.run_to_the_end(app)
