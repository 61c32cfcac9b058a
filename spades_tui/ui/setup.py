"""What a game is started with: names, who controls each seat, rules, seed.

Built either from the command line (which can skip the new-game screen) or from the
new-game screen itself; both end in ``GameSetup.new_game()``.
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass

from spades_tui.core.game import Game, PlayerInfo
from spades_tui.core.rules import Rules
from spades_tui.i18n import _, computer_name
from spades_tui.names import EMPTY, MAX_NAME, TOO_LONG, UNSHOWN, name_fault, name_problem
from spades_tui.ui.short_name import short_name

HUMAN = "human"


class SetupError(Exception):
    """Bad start options; the message is shown to the person as it is."""


@dataclass(frozen=True)
class GameSetup:
    names: tuple[str, str]
    controllers: tuple[str, str]  # per seat: "human" or a computer level
    rules: Rules
    seed: int | None = None

    @property
    def mode(self) -> str:
        humans = self.controllers.count(HUMAN)
        return {2: "hotseat", 1: "vs", 0: "watch"}[humans]

    def new_game(self) -> Game:
        # A chosen seed makes every later hand reproducible from the record alone.
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(2**31)
        players = (
            PlayerInfo(self.names[0], _kind(self.controllers[0])),
            PlayerInfo(self.names[1], _kind(self.controllers[1])),
        )
        return Game(rules=self.rules, seed=seed, players=players)


def _kind(controller: str) -> str:
    return HUMAN if controller == HUMAN else f"ai:{controller}"


def check_shown_names(game: Game) -> None:
    """Refuse a loaded game whose names cannot stand on a screen: a record may hold any text
    there, and a control character would reach the terminal as a command (a new window
    title, colours), a name of thousands of letters would push the score off its line."""
    for seat, info in enumerate(game.players):
        fault = name_fault(info.name)
        if fault is not None:
            raise SetupError(f"player {seat + 1}'s name in this game {fault}")


def controllers_of(game: Game) -> tuple[str, str]:
    """Who controls each seat of a loaded game, from the kinds its record stores."""
    from spades_tui.players import LEVELS

    check_shown_names(game)
    out = []
    for seat, info in enumerate(game.players):
        level = info.kind.removeprefix("ai:") if info.kind != HUMAN else HUMAN
        if level != HUMAN and level not in LEVELS:
            # The file's doing, not the player's: "choose from" asked them to choose.
            words = _(
                "player {n} of the record is the computer level {level!r}, which this version "
                "does not have (it has {levels})"
            )
            raise SetupError(words.format(n=seat + 1, level=level, levels=", ".join(LEVELS)))
        out.append(level)
    return out[0], out[1]


def check_level(level: str) -> str:
    from spades_tui.players import LEVELS

    if level not in LEVELS:
        raise SetupError(f"unknown computer level {level!r}; choose from {', '.join(LEVELS)}")
    return level


def check_name(name: str, seat: int) -> str:
    # Any characters are welcome, brackets included: no screen reads a name as markup.
    name = " ".join(name.split())
    problem = name_problem(name)
    if problem == EMPTY:
        raise SetupError(f"player {seat + 1} needs a name")
    if problem == UNSHOWN:
        raise SetupError(f"player {seat + 1}'s name has a character that cannot be shown")
    if problem == TOO_LONG:
        shortened = short_name(name, MAX_NAME)
        raise SetupError(f"the name {shortened!r} is too long (20 characters at most)")
    return name


def same_name(first: str, second: str) -> bool:
    """Two names a table could not tell apart: the same but for capitals ("Ann", "ann")."""
    return first.casefold() == second.casefold()


def default_names(controllers: tuple[str, str]) -> tuple[str, str]:
    # Made in the language in use: once a game starts they are its players' names.
    if controllers.count(HUMAN) == 2:
        return (_("Player 1"), _("Player 2"))
    if HUMAN in controllers:
        person, computer = _("Player"), _("Computer")
        return (person, computer) if controllers[0] == HUMAN else (computer, person)
    a, b = (computer_name(c) for c in controllers)
    return (a, b) if a != b else (f"{a} 1", f"{b} 2")


def with_people(
    names: tuple[str, str], controllers: tuple[str, str], people: tuple[str, str]
) -> tuple[str, str]:
    """``names`` with the people's own (the settings' first and second name) in the seats
    people play, where they have chosen one."""
    named = list(names)
    humans = [seat for seat, who in enumerate(controllers) if who == HUMAN]
    for seat, name in zip(humans, people, strict=False):
        if name:
            named[seat] = name
    if same_name(*named):
        return names  # a settings name that is the computer's: the defaults tell them apart
    return named[0], named[1]


def setup_from_args(
    args: argparse.Namespace, rules: Rules, people: tuple[str, str] = ("", "")
) -> GameSetup | None:
    """The game the command line asks for, or None to show the new-game screen first.
    ``people``: the settings' names, for the seats of people when --names gives none."""
    if args.hotseat:
        controllers: tuple[str, str] = (HUMAN, HUMAN)
    elif args.vs:
        level = check_level(args.vs.strip())
        controllers = (HUMAN, level) if args.seat in (None, 1) else (level, HUMAN)
    elif args.watch:
        levels = [p.strip() for p in args.watch.split(",")]
        if len(levels) != 2:
            raise SetupError(f"--watch expects two levels like normal,hard, got {args.watch!r}")
        controllers = (check_level(levels[0]), check_level(levels[1]))
    else:
        return None
    names = with_people(default_names(controllers), controllers, people)
    if args.names:
        given = (check_name(args.names[0], 0), check_name(args.names[1], 1))
        if same_name(*given):
            raise SetupError("the two players need different names")
        # Against the computer the names are the person's, then the computer's, whatever
        # seat the person takes: names belong to people, not to seats.
        person = controllers.index(HUMAN) if args.vs else 0
        names = given if person == 0 else (given[1], given[0])
    return GameSetup(names, controllers, rules, args.seed)


def load_game(path: str) -> Game:
    from spades_tui.storage import SaveError, load_file

    try:
        return load_file(path)
    except SaveError as exc:
        raise SetupError(str(exc)) from None
