"""How many examples each property test tries, and how they are drawn.

Each property names the number of examples the suite tries. The suite draws them the same way
in every run, so it passes or fails alike on every machine and a failure seen once is seen
again. ``bench/properties.py`` sets ``SPADES_TUI_EXAMPLES`` to multiply every number and draws
fresh examples each time: the long search the suite is too short for.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

_SCALE = float(os.environ.get("SPADES_TUI_EXAMPLES", "1"))


def examples(suite: int) -> settings:
    """Settings for a property tried on ``suite`` examples in the suite (times the scale)."""
    return settings(
        max_examples=max(1, round(suite * _SCALE)),
        deadline=None,  # a machine busy with other work is not a failure
        derandomize=_SCALE == 1,
        suppress_health_check=[HealthCheck.too_slow],
    )
