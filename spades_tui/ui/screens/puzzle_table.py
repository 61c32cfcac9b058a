"""A puzzle on the table: the position of one of your hands where only one card does the job.

It is the replay's table stopped before the card to find, both hands face up. Left/Right
choose among the cards that can be played, Enter (or a click) plays the one chosen; the
answer is checked against the solver's, the card that does it is marked on the table with
what was chosen, and the score (kept in the data folder) goes up. n goes to the next puzzle.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.binding import Binding, BindingsMap
from textual.widgets import Static

from spades_tui.analysis.puzzles import SAVE_NIL, SET_OPPONENT, Puzzle
from spades_tui.analysis.review import contract_of
from spades_tui.analysis.solver import Contract
from spades_tui.analysis.text import safe
from spades_tui.core.cards import CARDS
from spades_tui.i18n import N_, _, current, ngettext, pgettext, say
from spades_tui.puzzle_score import PuzzleScore, save_score
from spades_tui.replay import Replay
from spades_tui.storage import Storage
from spades_tui.ui.cardtext import glyphs, sorted_hand
from spades_tui.ui.screens.replay import ReplayScreen, ahead_of_the_table
from spades_tui.ui.screens.table_keys import (
    CARD_CODE_ACTIONS,
    card_code_allows,
    card_code_bindings,
    typed_card,
)
from spades_tui.ui.widgets.hand import HandRow

GOOD_INK, BAD_INK = "green", "red"


def _bindings(ascii_only: bool) -> list[Binding]:
    g = glyphs(ascii_only)
    keys = [
        Binding("left", "choose(-1)", N_("Choose"), key_display=g.arrows),
        Binding("right", "choose(1)", N_("Choose"), show=False),
        Binding("enter", "answer", N_("Play it"), key_display="Enter"),
        Binding("n", "next", N_("Next puzzle")),
        Binding("escape", "close", N_("Back")),
        # A card by its code, as at the table ("6c" plays 6♣); q is a queen here too.
        *card_code_bindings(current()),
    ]
    return ahead_of_the_table(keys)


def task_sentence(puzzle: Puzzle) -> str:
    """What the puzzle asks, in the words of its goal."""
    bids, name, bid = _goal_terms(puzzle)
    if puzzle.goal == SAVE_NIL:
        return _("Only one card still keeps your nil: which?")
    if puzzle.goal == SET_OPPONENT:
        if bids.goes_nil(1 - puzzle.seat):
            return say(_("Only one card still breaks {name}'s nil: which?"), name=name)
        return say(_("Only one card still sets {name}'s bid of {bid}: which?"), name=name, bid=bid)
    own = bids.bids[puzzle.seat]
    return _("Only one card still makes your bid of {bid}: which?").format(bid=own)


def solution_sentence(puzzle: Puzzle, card: str) -> str:
    """The answer, said with the goal."""
    bids, name, bid = _goal_terms(puzzle)
    if puzzle.goal == SAVE_NIL:
        return _("Only {card} still keeps your nil.").format(card=card)
    if puzzle.goal == SET_OPPONENT:
        if bids.goes_nil(1 - puzzle.seat):
            return say(_("Only {card} still breaks {name}'s nil."), card=card, name=name)
        words = _("Only {card} still sets {name}'s bid of {bid}.")
        return say(words, card=card, name=name, bid=bid)
    words = _("Only {card} still makes your bid of {bid}.")
    return words.format(card=card, bid=bids.bids[puzzle.seat])


def why_not_sentence(puzzle: Puzzle, chosen: int, card: str) -> str:
    """Why the card ``chosen`` (said as ``card``) fails, against best play from there."""
    bids, name, bid = _goal_terms(puzzle)
    if puzzle.goal == SAVE_NIL:
        return say(_("{chosen} lets {name} force a trick on you."), chosen=card, name=name)
    if puzzle.goal == SET_OPPONENT and bids.goes_nil(1 - puzzle.seat):
        words = _("{chosen} lets {name} keep the nil, whatever you play.")
        return say(words, chosen=card, name=name)
    most = puzzle.tricks_after(CARDS[chosen])
    if puzzle.goal == SET_OPPONENT:
        # The most the seat can take leaves the rest to the opponent, whatever it plays.
        theirs = 13 - most
        words = ngettext(
            "{chosen} lets {name} reach {n} trick, enough for the bid.",
            "{chosen} lets {name} reach {n} tricks, enough for the bid.",
            theirs,
        )
        return say(words, chosen=card, name=name, n=theirs)
    words = ngettext(
        "{chosen} leaves you {n} trick at most, short of your bid of {bid}.",
        "{chosen} leaves you {n} tricks at most, short of your bid of {bid}.",
        most,
    )
    return words.format(chosen=card, n=most, bid=bids.bids[puzzle.seat])


def _goal_terms(puzzle: Puzzle) -> tuple[Contract, str, int]:
    contract = contract_of(puzzle.game, puzzle.hand)
    other = 1 - puzzle.seat
    return contract, safe(puzzle.game.players[other].name), contract.bids[other]


class PuzzleScreen(ReplayScreen, inherit_bindings=False):
    BINDINGS = _bindings(False)

    def __init__(
        self,
        puzzles: Sequence[Puzzle],
        score: PuzzleScore,
        storage: Storage | None,
        ascii_only: bool = False,
        four_colour: bool = False,
    ) -> None:
        assert puzzles, "a puzzle screen needs a puzzle"
        super().__init__(Replay(puzzles[0].game), ascii_only, four_colour)
        self._bindings = BindingsMap(_bindings(ascii_only))
        self.puzzles = list(puzzles)
        self.score = score
        self.storage = storage
        self.number = 0  # the puzzle on show, from 0
        # Which of the puzzle's legal cards the cursor is on; none at first, as a cursor put
        # on the first card would often be on the answer (the highest card of its suit).
        self.chosen: int | None = None
        self.answer: int | None = None  # the card played, once answered
        self._set_up()

    @property
    def puzzle(self) -> Puzzle:
        return self.puzzles[self.number]

    def _set_up(self) -> None:
        puzzle = self.puzzle
        if self.replay.game is not puzzle.game:
            self.replay = Replay(puzzle.game)
        self.at = self.replay.card_stops(puzzle.hand)[puzzle.index]
        self.watch_bottom = puzzle.seat  # the cards to choose from at the bottom, as at the table
        self.chosen, self.answer, self.code = None, None, ""

    @property
    def legal(self) -> list[int]:
        """The puzzle's legal cards in the order they lie in the hand row."""
        allowed = {int(c) for c in self.puzzle.legal}
        view = self.replay.moments[self.at].views[self.puzzle.seat]
        return [c for c in sorted_hand(view.hand) if c in allowed]

    # ------------------------------------------------------------------ painting
    def status_text(self, moment: object) -> str:
        # The score in the header, so the note under the table keeps one line for its words.
        where = _("puzzle {n} of {total}").format(n=self.number + 1, total=len(self.puzzles))
        score = _("Score: {right} right, {wrong} wrong").format(
            right=self.score.right, wrong=self.score.wrong
        )
        self.sub_title = f"{where} · {score}"
        puzzle = self.puzzle
        if self.answer is None:
            return task_sentence(puzzle)
        # The title has one line of half the width: the verdict, the card early in it.
        right = self.card(int(puzzle.answer))
        if self.answer == int(puzzle.answer):
            return _("Right! {card} is the one card.").format(card=right)
        words = _("Not {chosen}: the one card is {card}.")
        return words.format(chosen=self.card(self.answer), card=right)

    def finished_trick_on_show(self) -> bool:
        return False  # before a lead the table is cleared for it, as in the review

    def _paint_note(self) -> None:
        """Under the table: how to answer, what the one card does, or why the one chosen
        fails."""
        if self.answer is None:
            arrows = glyphs(self.ascii_only).arrows
            said = _("Choose with {arrows} or a card's code; Enter plays it.").format(arrows=arrows)
        elif self.answer == int(self.puzzle.answer):
            said = solution_sentence(self.puzzle, self.card(self.answer))
        else:  # the title names the one card: this says what the chosen one let go
            said = why_not_sentence(self.puzzle, self.answer, self.card(self.answer))
        self.query_one("#note", Static).update(Text(said))

    def _repaint(self) -> None:
        super()._repaint()
        if self.view is not None and self.is_mounted:
            self._paint_choice()

    def _paint_choice(self) -> None:
        """The seat's legal cards bright, the cursor on the one chosen; once answered, the
        card that does it and the one played are marked."""
        puzzle, legal = self.puzzle, self.legal
        row = self.query_one("#hand", HandRow)
        view = self.replay.moments[self.at].views[puzzle.seat]
        cards = sorted_hand(view.hand)
        if self.answer is None:
            chosen = self.chosen
            cursor = cards.index(legal[chosen]) if legal and chosen is not None else None
            row.show(cards, legal, cursor=cursor)
            return
        # Words under the cards, so the answer reads without colour too.
        right = int(puzzle.answer)
        # Each mark a verdict on its own card: "only" beside "yours" read as one phrase. Side
        # by side the words ran together ("rightwrong"): then the first is a sign.
        ascii_only = self.ascii_only
        notes = {right: (pgettext("puzzle answer", "right"), GOOD_INK, "ok" if ascii_only else "✓")}
        if self.answer != right:
            wrong = pgettext("puzzle answer", "wrong")
            notes[self.answer] = (wrong, BAD_INK, "x" if ascii_only else "✗")
        row.show(cards, legal, notes=notes, pointed=right)

    # ------------------------------------------------------------------ keys
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("choose", "answer"):
            return self.answer is None
        if action in CARD_CODE_ACTIONS:
            return self.answer is None and card_code_allows(action, self.code)
        return True

    def action_rank(self, rank: str) -> None:
        self.code = rank

    def action_ten(self) -> None:
        self.code = "T"

    def action_suit(self, suit: int) -> None:
        card = typed_card(self.code, suit)
        self.code = ""
        if card in self.legal:
            # Chosen, not played: an answer cannot be taken back, so Enter plays it.
            self._choose(card)
            return
        view = self.replay.moments[self.at].views[self.puzzle.seat]
        if card in view.hand:
            words = _("{card} is not one of the cards that can be played here.")
        else:  # as the table says it
            words = _("You do not hold {card}")
        self.notify(words.format(card=self.card(card)))

    def action_choose(self, by: int) -> None:
        legal = self.legal
        if legal and self.answer is None:
            if self.chosen is None:  # the first key puts the cursor on an end of the row
                self.chosen = 0 if by > 0 else len(legal) - 1
            else:
                self.chosen = (self.chosen + by) % len(legal)
            self.go(self.at)

    def action_answer(self) -> None:
        legal = self.legal
        if legal and self.answer is None:
            if self.chosen is None:
                arrows = glyphs(self.ascii_only).arrows
                self.notify(
                    _("Choose a card first: {arrows}, or type its code.").format(arrows=arrows)
                )
                return
            self._answer(legal[self.chosen])

    def on_hand_row_picked(self, event: HandRow.Picked) -> None:
        if event.row is None or event.row.id != "hand":
            return  # a click on the other hand
        view = self.replay.moments[self.at].views[self.puzzle.seat]
        cards = sorted_hand(view.hand)
        if self.answer is None and 0 <= event.index < len(cards):
            card = cards[event.index]
            if card in self.legal:
                # A first click chooses and a second plays, as typing a card's code does.
                if self.chosen is not None and self.legal[self.chosen] == card:
                    self._answer(card)
                else:
                    self._choose(card)

    def _choose(self, card: int) -> None:
        self.chosen = self.legal.index(card)
        self.go(self.at)

    def _answer(self, card: int) -> None:
        puzzle = self.puzzle
        self.answer = card
        score = self.score
        if card == int(puzzle.answer):
            score.right += 1
        else:
            score.wrong += 1
        score.answered.add(puzzle.key)
        same_hand = [p for p in self.puzzles if p.hand_key == puzzle.hand_key]
        if all(p.key in score.answered for p in same_hand):
            score.used_hands.add(puzzle.hand_key)
        if self.storage is not None:
            try:
                save_score(self.storage, score)
            except OSError as exc:
                self.notify(_("The puzzle score could not be saved: {why}").format(why=exc))
        self.refresh_bindings()
        self.go(self.at)

    def action_next(self) -> None:
        if self.number + 1 >= len(self.puzzles):
            self.notify(_("That was the last puzzle for now: new hands bring new ones."))
            self.dismiss(None)
            return
        self.number += 1
        self._set_up()
        self.refresh_bindings()
        self.go(self.at)
