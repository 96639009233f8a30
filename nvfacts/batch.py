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
def no_gc() -> Iterator[None]:
    """Pause the cycle collector. A loaded store is millions of long-lived objects; every full
    collection walks them all while freeing nothing, and a batch that makes objects by the
    million triggers many."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
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
    with no_gc(), ProcessPoolExecutor(workers) as pool:  # forked workers inherit the pause
        return [result for part in pool.map(work, chunks) for result in part]
