"""Both players' standing: totals, points still to go, bags."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text

from spades_tui.core.view import PlayerView
from spades_tui.i18n import _, points
from spades_tui.ui.cardtext import glyphs
from spades_tui.ui.short_name import short_name
from spades_tui.ui.widgets.steady import SteadyStatic, set_border_title


class Scoreboard(SteadyStatic):
    """Shows only public facts of a view, so any seat's view may feed it."""

    DEFAULT_CSS = """
    Scoreboard { height: auto; border: round $primary; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None, ascii_only: bool = False) -> None:
        super().__init__(id=id)
        self.ascii_only = ascii_only
        self.border_title = _("Score")
        self._shown: tuple[PlayerView, int | None] | None = None

    def show(self, view: PlayerView, you: int | None = None) -> None:
        self._shown = (view, you)
        set_border_title(
            self,
            _("Hand {n}").format(n=view.hand_number)
            + f" {glyphs(self.ascii_only).dot} "
            + _("to {target}").format(target=points(view.rules.target, self.ascii_only)),
        )
        width = max(18, self.content_size.width or 20)
        self.update(scoreboard_text(view, self.ascii_only, you, width))

    def on_resize(self) -> None:
        # The lines are padded to the width: made again once the new width is known, or a
        # narrower terminal would get the old lines, wrapped.
        if self._shown is not None:
            self.show(*self._shown)
            # Laid out again even when the lines were already made for this width: the
            # height was measured with the old, wider lines wrapped.
            self.refresh(layout=True)


def scoreboard_text(
    view: PlayerView, ascii_only: bool = False, you: int | None = None, width: int = 20
) -> Text:
    rules = view.rules
    out = Text(no_wrap=True, overflow=glyphs(ascii_only).overflow, end="")
    for seat in (0, 1):
        if seat:
            out.append("\n")
        tag = " " + _("(you)") if seat == you else ""
        score = points(view.scores[seat], ascii_only)
        # Cells, not characters: a name with wide characters (中, 😀) takes more room.
        room = max(1, width - len(score) - cell_len(tag) - 1)
        name = short_name(view.names[seat], room, ascii_only)
        out.append(name, style="bold")
        out.append(tag, style="dim")
        gap = width - cell_len(name) - cell_len(tag) - len(score)
        out.append(" " * max(1, gap) + score + "\n", style="bold")
        # In words, not a bar: a bar beside the bag count was read as a bag meter.
        bags = _("bags {n}/{limit}").format(n=view.bags[seat], limit=rules.bag_limit)
        to_go = _("{n} to go").format(
            n=points(max(0, rules.target - view.scores[seat]), ascii_only)
        )
        out.append(bags + " " * max(1, width - len(bags) - len(to_go)) + to_go, style="dim")
    return out
