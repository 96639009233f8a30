"""Heavy batches: on every core, and without the garbage collector walking the store."""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


@contextmanager
def no_gc(*, keep: bool = False) -> Iterator[None]:
    """Pause the cycle collector. A loaded store is millions of long-lived objects; every full
    collection walks them all while freeing nothing, and a batch that makes objects by the
    million triggers many.

    ``keep``: what was made inside stays alive (a store's facts unpickled, a View's rows), so
    it is put in the oldest generation, unscanned, on the way out; re-enabled with them young,
    the collector walked them all at its next run (about 1 s of CPU after an edit at 100k)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            if keep:
                gc.freeze()  # then unfreeze: into the oldest generation, not counted as new
                gc.unfreeze()
            gc.enable()


def in_parallel(work: Callable[[Sequence[T]], list[R]], items: Sequence[T], *,
                from_size: int) -> list[R]:
    """``work(items)``, computed in worker processes, a chunk each, when there are at least
    ``from_size`` items and more than one core (below that, starting workers costs more than it
    saves). ``work`` must be a module-level function, and its results picklable."""
    workers = os.cpu_count() or 1
    if len(items) < from_size or workers < 2:
        return work(items)
    from concurrent.futures import ProcessPoolExecutor

    size = -(-len(items) // (workers * 4))
    chunks = [items[i:i + size] for i in range(0, len(items), size)]
    with no_gc(), ProcessPoolExecutor(workers, initializer=_die_with_parent,
                                      initargs=(os.getpid(),)) as pool:  # workers inherit the pause
        return [result for part in pool.map(work, chunks) for result in part]


def _die_with_parent(parent: int) -> None:
    """Have the kernel end this worker when the command that started it dies (Linux's
    PR_SET_PDEATHSIG), so a killed command leaves no idle workers behind."""
    import ctypes
    import signal

    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # 1: PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: workers end when their queue closes
        return
    if os.getppid() != parent:  # the parent died before the request was made
        os._exit(1)
