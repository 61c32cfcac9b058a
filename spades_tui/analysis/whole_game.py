"""The review of several hands of one game, spread over worker processes.

Each hand's review depends on nothing but the record and the hand's number (its hints and
bid grades are seeded from them), so hands can be reviewed side by side on every core and
come back in order, the same whichever worker did which.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from spades_tui.analysis.decisions import HandReview
from spades_tui.analysis.review import review_hand
from spades_tui.core.game import Game
from spades_tui.core.record import dumps, loads
from spades_tui.workers import worker_pool

# (the game's record, the hand's number, ask_hard, what_ifs, grade)
_Job = tuple[str, int, bool, bool, bool]


def _review_one(job: _Job) -> HandReview:
    record, number, ask_hard, what_ifs, grade = job
    return review_hand(loads(record), number, ask_hard=ask_hard, what_ifs=what_ifs, grade=grade)


def review_hands(
    game: Game,
    numbers: Sequence[int],
    jobs: int = 1,
    ask_hard: bool = True,
    what_ifs: bool = True,
    grade: bool = False,
    progress: Callable[[int, float], None] | None = None,
) -> list[HandReview]:
    """The reviews of hands ``numbers`` of ``game`` in that order, by ``jobs`` processes.

    ``progress`` is called with a hand's number and the fraction of all the work done (0 to
    1): within the hand under way with one process, by whole hands with several.
    """
    report = progress or (lambda _number, _fraction: None)
    jobs = min(jobs, len(numbers))  # a worker without a hand would only cost its start
    if jobs <= 1:
        reviews = []
        for k, number in enumerate(numbers):

            def within(fraction: float, k: int = k, number: int = number) -> None:
                report(number, (k + fraction) / len(numbers))

            reviews.append(review_hand(game, number, within, ask_hard, what_ifs, grade=grade))
        return reviews
    record = dumps(game)
    work = [(record, number, ask_hard, what_ifs, grade) for number in numbers]
    reviews = []
    with worker_pool(jobs) as pool:
        for review in pool.imap(_review_one, work):
            reviews.append(review)
            report(review.number, len(reviews) / len(numbers))
    return reviews
