"""Textual's footer, made to fit the terminal it is in.

At 80 columns a table with every key on offer (Last trick, Claim, History…) needs about 90,
more in Hungarian, and the footer then cut off the keys at its end, ``? Help`` first. This
footer tightens itself while its keys are wider than it is: first the keys its screen called
spare go, one at a time in the order given (they still work, and the help lists them), then
the spaces between keys, and last the palette key. The palette key is how a new player finds
everything, and keys run together read as one word, so both stay while a spare key can go.
It loosens again when the terminal grows or the keys on offer change.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from spades_tui.i18n import _


class Footer(TextualFooter):
    _tightness = 0
    _fitted_width = 0
    _composed_for: tuple[object, ...] | None = None

    def bindings_changed(self, screen: Screen) -> None:
        # Textual composes every key again whenever the screen's bindings are refreshed, which
        # the table does several times a move; most of those leave the keys as they were, so
        # the keys are composed again only when what they would show has changed.
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            shown = self._keys_shown(screen)
            if shown == self._composed_for and self._bindings_ready:
                return
            if self._composed_for is not None and self._tightness:
                # Other keys: they may fit as they are (three keys while the computer
                # thinks), so the fit starts from the roomy look again.
                self._loosen()
            self._composed_for = shown
        super().bindings_changed(screen)

    def _keys_shown(self, screen: Screen) -> tuple[object, ...]:
        palette = self.app.COMMAND_PALETTE_BINDING
        return (
            self.show_command_palette,
            *(
                (binding.key, binding.action, _(binding.description), enabled, tooltip)
                for _node, binding, enabled, tooltip in screen.active_bindings.values()
                if binding.show or binding.key == palette
            ),
        )

    def __init__(
        self,
        *args: Any,
        spare: Iterable[str] = (),
        show_command_palette: bool = True,
        **kwargs: Any,
    ) -> None:
        """``spare``: keys (as bindings name them, "g") to leave out when nothing else fits,
        the first one first."""
        super().__init__(*args, show_command_palette=show_command_palette, **kwargs)
        self.spare = tuple(spare)
        # A screen without the palette key (an ASCII table) keeps it out when loosening too.
        self._palette_wanted = show_command_palette

    # The steps of tightness: 0 is the roomy look; 1 to len(spare) leave out that many spare
    # keys; then the keys close up (compact), and at the tightest the palette key goes too.
    @property
    def _compact_from(self) -> int:
        return len(self.spare) + 1

    @property
    def _tightest(self) -> int:
        return len(self.spare) + 2

    def _left_out(self, tightness: int) -> tuple[str, ...]:
        """The spare keys left out at ``tightness``."""
        return self.spare[:tightness]

    def _loosen(self) -> None:
        """Back to the roomy look, for keys about to be composed anew (nothing hidden in place)."""
        self._tightness = 0
        self.show_command_palette = self._palette_wanted
        self.compact = False

    @property
    def left_out(self) -> tuple[str, ...]:
        """The spare keys left out now to make room for the others."""
        return self._left_out(self._tightness)

    def compose(self) -> ComposeResult:
        left_out = self._left_out(self._tightness)
        for widget in super().compose():
            if not (isinstance(widget, FooterKey) and widget.key in left_out):
                yield widget

    def on_resize(self, event: events.Resize) -> None:
        if event.size.width > self._fitted_width:
            self._set_tightness(0)  # more room: start from the roomy look again
        self._fitted_width = event.size.width
        self.call_after_refresh(self._fit)

    def watch_virtual_size(self, size: Size) -> None:
        # The keys' total width: it changes when the keys on offer change.
        self.call_after_refresh(self._fit)

    def _fit(self) -> None:
        if self.virtual_size.width > self.size.width > 0 and self._tightness < self._tightest:
            self._set_tightness(self._tightness + 1)

    def _set_tightness(self, tightness: int) -> None:
        if tightness == self._tightness:
            return
        before = self._left_out(self._tightness)
        left_out = self._left_out(tightness)
        self._tightness = tightness
        palette = tightness < self._tightest and self._palette_wanted
        self.show_command_palette = palette  # read when the keys are next composed
        # The keys already shown are hidden in place: composing them again would leave the
        # footer empty for a moment.
        palette_key = self.app.COMMAND_PALETTE_BINDING
        hidden_now = False  # whether this step hid a key that was on show
        for key in self.query(FooterKey):
            leave_out = key.key in left_out or (key.key == palette_key and not palette)
            if leave_out and key.display:
                hidden_now = True
            if key.key == palette_key or key.key in self.spare:
                key.display = not leave_out
        compact = tightness >= self._compact_from
        closed_up = compact and not self.compact
        self.compact = compact
        if len(left_out) < len(before):
            self.refresh(recompose=True)  # the spare keys left out are composed again
        if tightness > 0 and not hidden_now and not closed_up:
            # Nothing to hide at this step (a spare key may not be on offer, an ASCII table
            # has no palette key): the keys are as wide as before, so the size watcher will
            # not call again; the next step is looked at now.
            self.call_after_refresh(self._fit)
