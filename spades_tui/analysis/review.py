"""The review of one finished hand: every card and every draft choice, valued exactly.

The result is data only (dataclasses with ``to_dict``); words are the renderer's business
(``analysis.text``), so the same review can feed a screen, a file or another language.

Play: before each card, every legal card of the seat to act is valued by perfect play
(``analysis.solver``) for that seat, and the ``hard`` computer level is asked what it would
play from the seat's own view at that moment (it sees no hidden card), so a person is judged
against perfect play and against a fair standard.

Draft: a draft turn is a choice between two cards.  What the other card "would have been worth"
is measured as the perfect-play value of the hand as it was at the start of play with the
two cards swapped, under the same bids; the kept card's worth is the value of the hand as it
was.  This isolates the one card: every other card, the bids and the play are held fixed
(in truth the turns after it, the bids and the play might all have changed, which no
replay can know).  It is not defined, and left empty, when the kept card was later given away
in a double-nil exchange or the other card came back into a hand through one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from spades_tui.analysis.solver import Contract, HandSolver, Outcome
from spades_tui.core.actions import Play, Reject
from spades_tui.core.cards import CARDS, Card
from spades_tui.core.game import Game, Phase
from spades_tui.core.replay import Step, replay_hand
from spades_tui.players import make_player
from spades_tui.players.fastsim import PlayState, mask_of

Progress = Callable[[float], None]

# Why a draft turn has no what-if value (codes, not sentences: the renderer words them).
KEPT_CARD_EXCHANGED = "kept_card_exchanged"
OTHER_CARD_IN_PLAY = "other_card_in_play"
NOT_ASKED = "not_asked"  # the review was made without the draft what-ifs


@dataclass(frozen=True, slots=True)
class CardOption:
    card: Card
    outcome: Outcome

    def to_dict(self) -> dict[str, object]:
        return {"card": self.card.code, **self.outcome.to_dict()}


@dataclass(frozen=True, slots=True)
class PlayDecision:
    """One card played, with the perfect-play value of each card that could have been."""

    trick: int  # 1..13
    seat: int
    leading: bool
    played: Card
    hard: Card | None  # what the hard level would have played; None when not asked
    options: tuple[CardOption, ...]  # every legal card, in card order

    def outcome_of(self, card: Card) -> Outcome:
        for option in self.options:
            if option.card == card:
                return option.outcome
        raise KeyError(card)

    @property
    def chosen(self) -> Outcome:
        return self.outcome_of(self.played)

    @property
    def best_points(self) -> int:
        return max(o.outcome.points for o in self.options)

    @property
    def best_tricks(self) -> int:
        return max(o.outcome.tricks for o in self.options)

    def points_lost(self, card: Card | None = None) -> int:
        return self.best_points - self.outcome_of(self.played if card is None else card).points

    def tricks_lost(self, card: Card | None = None) -> int:
        return self.best_tricks - self.outcome_of(self.played if card is None else card).tricks

    @property
    def costly(self) -> bool:
        return self.points_lost() > 0

    @property
    def lost_bid(self) -> bool:
        """The bid could still be made before this card and not after it."""
        return not self.chosen.made and any(o.outcome.made for o in self.options)

    @property
    def forced(self) -> bool:
        """Every legal card leads to the same outcome (one card, or equivalent ones)."""
        return len({o.outcome for o in self.options}) == 1

    def best_cards(self) -> tuple[Card, ...]:
        """The cards that lose nothing: best points, and among them the most tricks."""
        top = self.best_points
        tops = [o for o in self.options if o.outcome.points == top]
        most = max(o.outcome.tricks for o in tops)
        return tuple(o.card for o in tops if o.outcome.tricks == most)

    def to_dict(self) -> dict[str, object]:
        return {
            "trick": self.trick,
            "seat": self.seat,
            "leading": self.leading,
            "played": self.played.code,
            "hard": None if self.hard is None else self.hard.code,
            "points_lost": self.points_lost(),
            "tricks_lost": self.tricks_lost(),
            "lost_bid": self.lost_bid,
            "options": [o.to_dict() for o in self.options],
        }


@dataclass(frozen=True, slots=True)
class DraftDecision:
    """One draft turn: the card kept, the card that could have been kept, and their worth."""

    turn: int  # 1..26 over the whole draft
    seat: int
    kept: Card
    other: Card
    rejected: bool  # the other card was the one drawn first
    other_seen: bool  # the seat saw the other card (always so when it rejected it)
    hard_kept: Card | None  # the card the hard level would have kept; None when not asked
    kept_value: Outcome | None  # the hand as it was, at the start of play
    other_value: Outcome | None  # the same hand with ``other`` in place of ``kept``
    undefined: str | None  # why the values are missing (a code above), else None

    @property
    def drawn(self) -> Card:
        """The card the seat drew and looked at: the one it kept, or the one it rejected."""
        return self.other if self.rejected else self.kept

    @property
    def hint_keeps(self) -> bool | None:
        """Whether the hint would have kept the drawn card (False: rejected it); None unasked.

        Said this way the hint names only the drawn card, which the seat had seen, never the
        card under it, which the seat had not seen when it chose.
        """
        return None if self.hard_kept is None else self.hard_kept == self.drawn

    @property
    def points_lost(self) -> int | None:
        """Points the kept card cost against the other one (negative: it gained)."""
        if self.kept_value is None or self.other_value is None:
            return None
        return self.other_value.points - self.kept_value.points

    def to_dict(self) -> dict[str, object]:
        return {
            "turn": self.turn,
            "seat": self.seat,
            "kept": self.kept.code,
            "other": self.other.code,
            "rejected": self.rejected,
            "other_seen": self.other_seen,
            "hard_kept": None if self.hard_kept is None else self.hard_kept.code,
            "kept_value": None if self.kept_value is None else self.kept_value.to_dict(),
            "other_value": None if self.other_value is None else self.other_value.to_dict(),
            "points_lost": self.points_lost,
            "undefined": self.undefined,
        }


@dataclass(frozen=True, slots=True)
class HandReview:
    number: int
    first: int
    names: tuple[str, str]
    bids: tuple[int, int]
    double_nil: tuple[bool, bool]
    bags_before: tuple[int, int]
    tricks: tuple[int, int]  # tricks each seat took
    points: tuple[int, int]  # each seat's points for the hand, bag penalty included
    start: tuple[Outcome, Outcome]  # perfect play from the first lead, for each seat
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]  # each seat's cards at the first lead
    plays: tuple[PlayDecision, ...]
    draft: tuple[DraftDecision, ...]

    def goes_nil(self, seat: int) -> bool:
        return self.double_nil[seat] or self.bids[seat] == 0

    @property
    def nil_in_play(self) -> bool:
        """A nil or double nil was bid: points, not tricks, then tell what a card was worth."""
        return self.goes_nil(0) or self.goes_nil(1)

    def doomed_nil(self, seat: int) -> bool:
        """The seat's nil or double nil could not be kept from the first lead on."""
        return self.goes_nil(seat) and not self.start[seat].made

    def costly(self) -> list[PlayDecision]:
        """The cards that lost points under perfect play, the dearest first."""
        cards = [p for p in self.plays if p.costly]
        return sorted(cards, key=lambda p: (-p.points_lost(), p.trick, p.seat))

    def to_dict(self) -> dict[str, object]:
        return {
            "hand": self.number,
            "first": self.first,
            "names": list(self.names),
            "bids": list(self.bids),
            "double_nil": list(self.double_nil),
            "bags_before": list(self.bags_before),
            "tricks": list(self.tricks),
            "points": list(self.points),
            "start": [o.to_dict() for o in self.start],
            "hands": [[c.code for c in h] for h in self.hands],
            "costly": [[p.trick, p.seat] for p in self.costly()],
            "plays": [p.to_dict() for p in self.plays],
            "draft": [d.to_dict() for d in self.draft],
        }


def contract_of(game: Game, number: int) -> Contract:
    """The bids, declarations and bags carried in that decide hand ``number``'s points."""
    hand = game.hands[number - 1]
    before = game.hands[number - 2].result if number > 1 else None
    bags = (before[0].bags, before[1].bags) if before is not None else (0, 0)
    bids = hand.bid
    assert bids[0] is not None and bids[1] is not None
    return Contract(
        bids=(bids[0], bids[1]),
        double_nil=(bool(hand.double_nil[0]), bool(hand.double_nil[1])),
        bags=(bags[0], bags[1]),
        rules=game.rules,
    )


def start_position(game: Game, number: int) -> PlayState:
    """Finished hand ``number`` at its first lead, as a solver position."""
    hand = game.hands[number - 1]
    held: tuple[set[Card], set[Card]] = (set(), set())
    for turn in hand.draft:
        held[turn.seat].add(turn.kept)
    for entry in hand.exchange:
        held[entry.seat].difference_update(entry.gave)
        held[entry.seat].update(entry.got)
    return PlayState(mask_of(held[0]), mask_of(held[1]), hand.second)


def review_hand(
    game: Game,
    number: int,
    progress: Progress | None = None,
    ask_hard: bool = True,
    what_ifs: bool = True,
) -> HandReview:
    """Review finished hand ``number`` (from 1) of ``game``.

    ``progress`` is called with the fraction done (0 to 1) as the work goes on, for a bar.
    ``ask_hard=False`` leaves out the hard level's choices, ``what_ifs=False`` the draft
    what-ifs (often the larger part of the time); their places are then empty.
    Raises ``ValueError`` when the hand is not a finished hand of the game.
    """
    report = progress or (lambda _fraction: None)
    report(0.0)
    recorded = game.hands[number - 1] if 1 <= number <= len(game.hands) else None
    if recorded is None or recorded.result is None:
        raise ValueError(f"hand {number} is not a finished hand of this game")
    contract = contract_of(game, number)
    solver = HandSolver(contract)
    # Work units: a hard-level question per draft turn and per card, a solve per card, and a
    # what-if solve per draft turn; the fraction reported is units done over all units.
    total = 26 * (2 if ask_hard else 1) + 26 + (26 if what_ifs else 0)
    done = 0

    def tick() -> None:
        nonlocal done
        done += 1
        report(min(done / total, 1.0))

    hard_draft: list[Card | None] = []
    positions: list[tuple[int, int, bool, PlayState]] = []
    hard_play: list[Card | None] = []
    start_hands: tuple[tuple[Card, ...], tuple[Card, ...]] | None = None
    for k, step in enumerate(replay_hand(game, number)):
        live = step.game.hand
        if step.phase is Phase.DRAFT:
            hard_draft.append(_hard_draft(step, number, k) if ask_hard else None)
            if ask_hard:
                tick()
        elif step.phase is Phase.PLAY:
            if start_hands is None:
                start_hands = (tuple(live.hands[0]), tuple(live.hands[1]))
            trick = live.tricks[-1]
            led = trick.cards[0] if trick.cards else -1
            state = PlayState(
                mask_of(live.hands[0]),
                mask_of(live.hands[1]),
                trick.leader,
                led,
                live.spades_broken,
                live.won[0],
                live.won[1],
            )
            positions.append((len(live.tricks), step.seat, not trick.cards, state))
            hard_play.append(_hard_play(step, number, k) if ask_hard else None)
            if ask_hard:
                tick()
    assert start_hands is not None

    plays = []
    for (trick_no, seat, leading, state), hard in zip(positions, hard_play, strict=True):
        options = solver.options(state)
        played = _played(recorded.tricks[trick_no - 1].cards, leading)
        plays.append(
            PlayDecision(
                trick=trick_no,
                seat=seat,
                leading=leading,
                played=played,
                hard=hard,
                options=tuple(CardOption(CARDS[c], o) for c, o in sorted(options.items())),
            )
        )
        tick()

    draft = _review_draft(
        game, number, solver, positions[0][3], start_hands, hard_draft, tick if what_ifs else None
    )
    result = recorded.result
    assert result is not None
    start_state = positions[0][3]
    review = HandReview(
        number=number,
        first=recorded.first,
        names=(game.players[0].name, game.players[1].name),
        bids=contract.bids,
        double_nil=contract.double_nil,
        bags_before=contract.bags,
        tricks=(result[0].tricks, result[1].tricks),
        points=(result[0].points - result[0].bag_penalty, result[1].points - result[1].bag_penalty),
        start=(solver.value(start_state, 0), solver.value(start_state, 1)),
        hands=start_hands,
        plays=tuple(plays),
        draft=draft,
    )
    report(1.0)
    return review


def _played(cards: list[Card], leading: bool) -> Card:
    return cards[0] if leading else cards[1]


def _seed(number: int, step: int) -> int:
    # The hard level samples deals; a seed from the hand and the step makes a review repeatable.
    return number * 1000 + step


def _hard_play(step: Step, number: int, k: int) -> Card | None:
    choice = make_player("hard", _seed(number, k)).choose(step.game.view(step.seat))
    return CARDS[choice.card] if isinstance(choice, Play) else None


def _hard_draft(step: Step, number: int, k: int) -> Card | None:
    hand = step.game.hand
    turn = len(hand.draft)
    top, second = hand.stock[2 * turn], hand.stock[2 * turn + 1]
    choice = make_player("hard", _seed(number, k)).choose(step.game.view(step.seat))
    return second if isinstance(choice, Reject) else top


def _review_draft(
    game: Game,
    number: int,
    solver: HandSolver,
    start: PlayState,
    start_hands: tuple[tuple[Card, ...], tuple[Card, ...]],
    hard_draft: list[Card | None],
    tick: Callable[[], None] | None,
) -> tuple[DraftDecision, ...]:
    """The draft turns with their what-if values; ``tick`` None leaves the values out."""
    recorded = game.hands[number - 1]
    held = (set(start_hands[0]), set(start_hands[1]))
    live = held[0] | held[1]
    actual = (solver.value(start, 0), solver.value(start, 1)) if tick is not None else None
    out = []
    for turn, (entry, hard) in enumerate(zip(recorded.draft, hard_draft, strict=True), 1):
        seat, kept, other = entry.seat, entry.kept, entry.discarded
        seen = entry.rejected or game.rules.peek_discard
        undefined = None
        kept_value = other_value = None
        if tick is None:
            undefined = NOT_ASKED
        elif kept not in held[seat]:
            undefined = KEPT_CARD_EXCHANGED
        elif other in live:
            undefined = OTHER_CARD_IN_PLAY
        else:
            assert actual is not None
            kept_value = actual[seat]
            if _equivalent(kept, other, live):
                other_value = kept_value
            else:
                swap = (1 << kept) | (1 << other)
                swapped = (
                    start._replace(hand0=start.hand0 ^ swap)
                    if seat == 0
                    else start._replace(hand1=start.hand1 ^ swap)
                )
                other_value = solver.value(swapped, seat)
        out.append(
            DraftDecision(
                turn=turn,
                seat=seat,
                kept=kept,
                other=other,
                rejected=entry.rejected,
                other_seen=seen,
                hard_kept=hard,
                kept_value=kept_value,
                other_value=other_value,
                undefined=undefined,
            )
        )
        if tick is not None:
            tick()
    return tuple(out)


def _equivalent(a: Card, b: Card, live: set[Card]) -> bool:
    """Same suit with no card in play between them: swapping them changes nothing."""
    if a // 13 != b // 13:
        return False
    low, high = sorted((a, b))
    return not any(low < c < high for c in live)
