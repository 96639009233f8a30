"""Replace a file atomically: temp file beside it, fsync, rename, fsync of the directory."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

TEMP_INFIX = ".nvfacts-tmp-"


def temp_prefix(path: Path) -> str:
    return f".{path.name}{TEMP_INFIX}"


def remove_stale_temps(path: Path) -> list[Path]:
    """Delete temp files an interrupted write left beside ``path``; call it under the lock."""
    removed = []
    for stale in path.parent.glob(temp_prefix(path) + "*"):
        with contextlib.suppress(OSError):
            stale.unlink()
            removed.append(stale)
    return removed


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that readers see the old file or the new one, never a mix.

    The new file keeps the old one's permission bits (``mkstemp`` would leave 0600); a file
    that did not exist gets the usual ones (0666 less the umask).
    """
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:  # a new file gets the mode open() would give it
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path), dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    directory = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(directory)
    finally:
        os.close(directory)
