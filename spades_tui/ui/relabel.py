"""A change of language reaches every screen on the stack, not only the one on top.

Most words are looked up as they are painted (``Words``, ``Cycle``, the table's panels), so a
repaint is enough for them. The Footer makes its keys when it composes, so it composes again.
Words a screen sets once, when it mounts (an input's placeholder, a box title, a sentence built
from the game), it says again in its ``relabel`` method; the app does the same for its title.
"""

from __future__ import annotations

from textual.app import App
from textual.screen import Screen
from textual.widgets import Footer

from spades_tui import i18n


def speak(app: App, language: str) -> None:
    """Use ``language`` from now on, on every screen on the stack and in the app's title."""
    i18n.use(language)
    relabel_app = getattr(app, "relabel", None)
    if callable(relabel_app):
        relabel_app()
    for screen in app.screen_stack:
        relabel(screen)


def relabel(screen: Screen) -> None:
    """Paint ``screen`` again in the language in use (when it is next seen, if hidden)."""
    hook = getattr(screen, "relabel", None)
    if callable(hook):
        hook()
    for widget in screen.query("*"):
        widget.refresh(layout=True)
    for footer in screen.query(Footer):
        footer.refresh(recompose=True)
