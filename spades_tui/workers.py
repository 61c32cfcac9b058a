"""Worker processes for the commands that spread games or hands over every core.

Ctrl-C reaches the whole process group: each worker would print its own traceback as the
interrupt lands wherever it was. The workers leave it to the parent, which stops the pool
and ends quietly (``cli.main`` returns 130).
"""

from __future__ import annotations

import signal
from multiprocessing.pool import Pool


def _leave_interrupts_to_the_parent() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def worker_pool(jobs: int) -> Pool:
    return Pool(jobs, initializer=_leave_interrupts_to_the_parent)
