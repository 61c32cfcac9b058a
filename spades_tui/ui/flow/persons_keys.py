"""What a person at a local table may ask beyond a decision: take it back, or claim the rest.

Mixed into ``LocalTable``: both need the ``Game`` held here (a server's game is neither taken
back nor claimed from a terminal). The app asks through ``TableFlow``'s methods, so its keys
and footer need not know which kind of table is on.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from textual.app import SystemCommand
from textual.screen import Screen

from spades_tui.core.actions import Play
from spades_tui.core.game import Game, Phase
from spades_tui.i18n import _
from spades_tui.ui.cardtext import label
from spades_tui.ui.flow import AWAY, PEOPLE, TableFlow
from spades_tui.ui.notices import Notices
from spades_tui.ui.setup import HUMAN

if TYPE_CHECKING:
    from spades_tui.session.match import Match
    from spades_tui.ui.shell import TableApp


class PersonsKeys(TableFlow):
    # Provided by LocalTable; declared here for readers.
    app: TableApp
    game: Game
    controllers: tuple[str, str]
    viewer: int | None
    match: Match | None
    _claim_cache: tuple[int, list[Play] | None] = (-1, None)
    _take_back_cache: tuple[int, str | None] = (-1, None)
    _claim_notices: Notices | None = None
    claimed = False  # the rest of the hand was claimed: its summary is next

    def _turn_ends(self) -> None: ...

    def claim(self) -> list[Play] | None:
        line = self._claim()
        if not line and self._claim_notices is not None:
            # Said for as long as it holds: it stood over the hand's summary once played out.
            self._claim_notices.end("claim")
        return line

    def _claim(self) -> list[Play] | None:
        game, app = self.game, self.app
        if game.phase is not Phase.PLAY or app.flow is not self or app.screen is not self.table:
            return None
        if self.viewer != game.to_act or self.controllers[game.to_act] != HUMAN:
            return None
        if len(game.hand.hands[game.to_act]) < 2:
            return None  # one trick left: the card itself is all there is to play
        from spades_tui.claim import claim_line  # the search is loaded once a hand is played

        moment = game.actions_applied
        if self._claim_cache[0] != moment:  # asked at every repaint of the footer
            line = claim_line(game, game.to_act)
            if line and not self._claim_cache[1]:
                # Said when it becomes possible: a narrow footer may not show the key.
                if self._claim_notices is None:
                    self._claim_notices = Notices(app)  # type: ignore[arg-type]
                words = _("Every trick left is yours: press w to claim them.")
                self._claim_notices.stand("claim", words, "information")
            self._claim_cache = (moment, line)
        return self._claim_cache[1]

    def play_claim(self) -> None:
        line, match = self.claim(), self.match
        if not line or match is None:
            return
        self._turn_ends()
        self.claimed = True  # the table is painted again under the hand's summary
        match.submit_line(line)  # saved once, at the end of the line
        self.app.notify(_("Claimed: every trick left is yours."), timeout=4)

    def take_back_refusal(self, screen: Screen[object]) -> str | None:
        if self.app.flow is not self or self.table is None or screen is not self.table:
            return AWAY
        seat = self.you
        if seat is None:
            return PEOPLE
        moment = self.game.actions_applied
        if self._take_back_cache[0] != moment:  # asked at every repaint of the footer
            from spades_tui.take_back import refusal

            self._take_back_cache = (moment, refusal(self.game, seat))
        return self._take_back_cache[1]

    def why_no_take_back(self) -> None:
        """Say why u takes nothing back now."""
        from spades_tui import take_back as tb

        why = self.take_back_refusal(self.app.screen)
        notify = self.app.notify
        if why == PEOPLE:
            # Between two people at one keyboard a move once seen by the other cannot be
            # unseen; a watched game has nobody to take anything back.
            notify(_("Taking back a decision is for games against the computer."))
        elif why == tb.NOTHING:
            notify(_("You have made no decision yet, so there is none to take back."))
        elif why == tb.CARDS_SEEN:
            notify(
                _(
                    "Only a bid or a card can be taken back: the draft, double nil and the "
                    "exchange have already shown you cards."
                )
            )
        elif why == tb.HAND_OVER:
            notify(
                _(
                    "That hand is over: only the bids and cards of the hand in play can "
                    "be taken back."
                )
            )

    def take_back(self) -> None:
        from spades_tui.take_back import forced_since, take_back

        seat, app = self.you, self.app
        if self.take_back_refusal(app.screen) is not None or seat is None:
            self.why_no_take_back()
            return
        forced = [a.card for a in forced_since(self.game, seat) if isinstance(a, Play)]
        game = take_back(self.game, seat)
        if game is None:
            return
        app.start(game, self.controllers, continuing=True)
        app.after_action(game)
        if forced:
            # Else two moves went back where the player pressed once, with no word why.
            words = _(
                "Taken back to your last choice: after it you could play nothing but {cards}."
            )
            cards = ", ".join(label(card, app.ascii_only) for card in forced)
            app.notify(words.format(cards=cards), timeout=5)
        else:
            app.notify(_("Your last decision is taken back."), timeout=3)

    def persons_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Take back and the home screen, when the table shows and they would work now; the
        home screen from a hot-seat hand-off too, which shows nothing of either hand, and
        from a hand's summary."""
        from spades_tui.ui.screens.handoff import HandoffScreen
        from spades_tui.ui.screens.scores import HandOverScreen

        app = self.app
        on_table = self.table is not None and screen is self.table
        # A hand's summary too: the game is saved as it stands, and comes back at it.
        if not on_table and not isinstance(screen, HandoffScreen | HandOverScreen):
            return
        if on_table and self.take_back_refusal(screen) is None:
            yield SystemCommand(_("Take back"), _("Undo your last decision (u)"), self.take_back)
        if app.storage is not None and self.game.winner is None:
            back = _("Leave this game for the home screen; Continue brings it back")
            if self.game.practice is not None:
                # Continue on the home screen brings back the real game, kept apart; the
                # practice has an entry of its own there.
                back = _(
                    "Leave this practice for the home screen; "
                    "Continue the practice (a) brings it back"
                )
            yield SystemCommand(_("Home screen"), back, app.action_home)
