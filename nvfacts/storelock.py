"""Writers of one store take turns: an exclusive ``flock`` on the store file itself.

No lock file is made, so nothing of nvfacts' own is ever left in the user's folder, not even
after ``kill -9`` (the kernel drops a dead process's lock). Each write renames a new file over
the store, so a lock won on the file a writer just replaced guards nothing: once the lock is
won, the path must still name the locked file, or the lock is taken again on the new one.
Measured against a lock file beside the store, one in the cache folder keyed by the resolved
path, and a lock on the folder: see the README ("What nvfacts promises about your data").
"""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .errors import UsageError, WriteConflictError

POLL = 0.05
"""Seconds between two tries of a held lock."""

WAIT = 10.0
"""Seconds a write waits, unless told otherwise, for another nvfacts process holding the lock."""

WAIT_VAR = "NVFACTS_LOCK_TIMEOUT"
"""The environment variable that tells a write how long to wait instead (``--lock-timeout``
overrides it for one command)."""


def wait(seconds: float | None = None) -> float:
    """Seconds a write waits for the lock: ``seconds`` when given (``--lock-timeout``), else
    $NVFACTS_LOCK_TIMEOUT when set (0 or more; 0 tries once), else WAIT. UsageError when it is
    no such number."""
    if seconds is not None:
        return seconds
    written = os.environ.get(WAIT_VAR, "").strip()
    if not written:
        return WAIT
    try:
        seconds = float(written)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds < float("inf"):
        raise UsageError(f"{WAIT_VAR}={written!r} is not a number of seconds (0 or more): set "
                         f"it to how long a write waits for another nvfacts process, or unset "
                         f"it for {WAIT:g} s")
    return seconds


@contextmanager
def locked(path: Path, timeout: float, name: str) -> Iterator[None]:
    """Hold the store at ``path`` (resolved; ``name`` is what the user called it) against other
    nvfacts writers.

    Raises WriteConflictError after ``timeout`` seconds, OSError when the file cannot be opened.
    """
    deadline = time.monotonic() + timeout
    while True:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
        try:
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        raise WriteConflictError(
                            f"{name}: another nvfacts process has held the store's lock for "
                            f"{timeout:g} s; try again when it is done, or wait longer "
                            f"(--lock-timeout SECONDS, or {WAIT_VAR})") from None
                    time.sleep(POLL)
            if os.path.samestat(os.fstat(fd), os.stat(path)):
                break
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)  # the file was replaced while we waited: lock the one there now
    try:
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the lock
