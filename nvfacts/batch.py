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
    saves). ``work`` must be a module-level function, and its results picklable.

    Ctrl-C stops it at once: the workers ignore SIGINT (a terminal sends it to them too) and
    are ended when the command is interrupted, with the chunks not yet done (a pool that waits
    for them on the way out took up to 11 s to stop ``dedup --apply`` on 20k claims)."""
    workers = os.cpu_count() or 1
    if len(items) < from_size or workers < 2:
        return work(items)
    from multiprocessing import Pool

    size = -(-len(items) // (workers * 4))
    chunks = [items[i:i + size] for i in range(0, len(items), size)]
    # leaving the block terminates the workers; they inherit the collector's pause
    with no_gc(), Pool(workers, initializer=_worker, initargs=(os.getpid(),)) as pool:
        return [result for part in pool.map(work, chunks, chunksize=1) for result in part]


def _worker(parent: int) -> None:
    """Start a worker: SIGINT is its command's to handle, and it dies with the command (Linux's
    PR_SET_PDEATHSIG), so a killed command leaves no idle workers behind."""
    import ctypes
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # 1: PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: workers end when their queue closes
        return
    if os.getppid() != parent:  # the parent died before the request was made
        os._exit(1)
