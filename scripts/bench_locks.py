"""Measure ways of locking a store that every write replaces by renaming a new file over it.

Each way: 8 processes each do 200 cycles of lock, read a counter file, write the counter + 1 to
a temp file and rename it over the counter, unlock (what `nvfacts add` does to a store). Lost
updates are 1600 less the final count. Also: one uncontended lock and unlock, and what the way
leaves in the store's folder. Run: python scripts/bench_locks.py
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import multiprocessing
import os
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from nvfacts.storelock import locked

PROCESSES, CYCLES = 8, 200

Lock = Callable[[Path, str], contextlib.AbstractContextManager[None]]


@contextlib.contextmanager
def _flock(path: Path, flags: int = os.O_RDONLY) -> Iterator[None]:
    fd = os.open(path, flags | os.O_CLOEXEC, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


@contextlib.contextmanager
def beside(path: Path, _: str) -> Iterator[None]:
    with _flock(path.with_name(path.name + ".lock"), os.O_RDWR | os.O_CREAT):
        yield


@contextlib.contextmanager
def beside_removed(path: Path, _: str) -> Iterator[None]:
    lock = path.with_name(path.name + ".lock")
    with _flock(lock, os.O_RDWR | os.O_CREAT):
        yield
        lock.unlink(missing_ok=True)


@contextlib.contextmanager
def in_cache(path: Path, cache: str) -> Iterator[None]:
    key = hashlib.sha256(str(path.resolve()).encode()).hexdigest()[:16]
    folder = path.parent.parent / cache
    folder.mkdir(exist_ok=True)
    with _flock(folder / key, os.O_RDWR | os.O_CREAT):
        yield


@contextlib.contextmanager
def on_folder(path: Path, _: str) -> Iterator[None]:
    with _flock(path.parent):
        yield


@contextlib.contextmanager
def on_file_no_recheck(path: Path, _: str) -> Iterator[None]:
    with _flock(path):
        yield


@contextlib.contextmanager
def on_file(path: Path, _: str) -> Iterator[None]:
    with locked(path, 600.0, str(path)):
        yield


WAYS: dict[str, tuple[Lock, bool]] = {
    "lock file beside the store (before)": (beside, False),
    "that lock file removed after each write": (beside_removed, False),
    "lock file in the cache folder, by resolved path": (in_cache, False),
    "the same, two processes with different caches": (in_cache, True),
    "flock on the folder": (on_folder, False),
    "flock on the store, no re-check": (on_file_no_recheck, False),
    "flock on the store, re-checked (nvfacts)": (on_file, False),
}


def _worker(name: str, path: str, index: int) -> None:
    lock, split = WAYS[name]
    store = Path(path)
    cache = f"cache{index % 2}" if split else "cache"
    for _ in range(CYCLES):
        with lock(store, cache):
            count = int(store.read_text(encoding="utf-8"))
            fd, temp = tempfile.mkstemp(dir=store.parent)
            os.write(fd, str(count + 1).encode())
            os.close(fd)
            os.replace(temp, store)


def main() -> None:
    context = multiprocessing.get_context("spawn")
    print("| way | lost updates | 8 writers | one lock+unlock | left beside the store |")
    print("|---|---|---|---|---|")
    for name, (lock, _) in WAYS.items():
        with tempfile.TemporaryDirectory() as top:
            folder = Path(top) / "project"
            folder.mkdir()
            store = folder / "facts.yaml"
            store.write_text("0", encoding="utf-8")
            start = time.perf_counter()
            workers = [context.Process(target=_worker, args=(name, str(store), i))
                       for i in range(PROCESSES)]
            for worker in workers:
                worker.start()
            for worker in workers:
                worker.join()
            elapsed = time.perf_counter() - start
            lost = PROCESSES * CYCLES - int(store.read_text(encoding="utf-8"))
            left = sorted(p.name for p in folder.iterdir() if p != store)
            start = time.perf_counter()
            for _ in range(2000):
                with lock(store, "cache"):
                    pass
            each = (time.perf_counter() - start) / 2000 * 1e6
            print(f"| {name} | {lost} of {PROCESSES * CYCLES} | {elapsed:.2f} s | {each:.0f} us "
                  f"| {', '.join(left) or 'nothing'} |")


if __name__ == "__main__":
    main()
