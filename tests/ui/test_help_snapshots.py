"""The help screen at 80x24 and 120x40, compared with the SVG baselines in __snapshots__.

Regenerate after a deliberate change of look with
``pytest tests/ui/test_help_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from ui_helpers import SIZE, app_for, position

from spades_tui.core.game import Phase

LARGE = (120, 40)


def draft_app():  # type: ignore[no-untyped-def]
    return app_for(position(5, stop=lambda g: g.phase is Phase.DRAFT))


def test_help_at_the_draft(snap_compare) -> None:
    assert snap_compare(draft_app(), press=["enter", "f1"], terminal_size=SIZE)


def test_help_at_the_draft_large(snap_compare) -> None:
    assert snap_compare(draft_app(), press=["enter", "f1"], terminal_size=LARGE)


def test_help_keys(snap_compare) -> None:
    assert snap_compare(draft_app(), press=["enter", "f1", "9"], terminal_size=SIZE)


def test_help_keys_large(snap_compare) -> None:
    assert snap_compare(draft_app(), press=["enter", "f1", "9"], terminal_size=LARGE)


def test_help_scoring_in_ascii(snap_compare) -> None:
    app = draft_app()
    app.ascii_only = True
    assert snap_compare(app, press=["enter", "f1", "6"], terminal_size=SIZE)
