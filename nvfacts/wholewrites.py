"""stdout that writes everything or fails: every command's output goes out whole, or the
command ends with the exit code docs/cli.md gives (141 when the reader went away, 2 with one
message otherwise), never cut short with exit 0.

Python's own stdout does not promise that: under ``PYTHONUNBUFFERED=1`` (``python -u``) it
makes one write(2) per write and drops what the pipe did not take (a 71 kB JSON export met
65536 bytes and exit 0), and on a pipe its parent left non-blocking it raises (or, unbuffered,
drops the rest) when the pipe is full."""

from __future__ import annotations

import io
import os
import select
import sys
from typing import Any

from .errors import NvfactsError


class UnwritableOutputError(NvfactsError):
    """stdout refused what nvfacts wrote for another reason than its reader going away (a full
    disk, an I/O error)."""


class _WholeWrites(io.RawIOBase):
    """File descriptor ``fd``, each write of which goes out whole: a short write is carried on,
    a full non-blocking pipe is waited on (as a blocking one would be)."""

    def __init__(self, fd: int) -> None:
        super().__init__()
        self._fd = fd

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._fd

    def isatty(self) -> bool:
        return os.isatty(self._fd)

    def write(self, data: Any) -> int:
        view = memoryview(data).cast("B")
        done = 0
        while done < len(view):
            try:
                done += os.write(self._fd, view[done:])
            except BlockingIOError:  # a non-blocking pipe is full: wait for its reader
                select.select([], [self._fd], [])
            except OSError as exc:
                _silence(self._fd)  # later flushes (at exit too) go nowhere, quietly
                if isinstance(exc, BrokenPipeError):
                    raise  # the reader went away: exit 141, no message
                raise UnwritableOutputError(
                    f"could not write to stdout: {exc.strerror or exc}; what was printed is "
                    "incomplete") from None
        return done


def _silence(fd: int) -> None:
    os.dup2(os.open(os.devnull, os.O_WRONLY), fd)


def install() -> object:
    """Put a stdout whose writes go out whole in place of ``sys.stdout``, with its encoding,
    error handler and buffering; returns the new stream (or the old one when stdout is no file
    descriptor: a test harness's, or none)."""
    old = sys.stdout
    try:
        fd = old.fileno()
    except (AttributeError, OSError, ValueError):
        return old
    try:
        old.flush()
    except OSError:
        return old
    raw = _WholeWrites(fd)
    write_through = bool(getattr(old, "write_through", False))
    buffer: Any = raw if write_through else io.BufferedWriter(raw)
    sys.stdout = io.TextIOWrapper(buffer, encoding=old.encoding, errors=old.errors,
                                  line_buffering=bool(old.line_buffering),
                                  write_through=write_through)
    return sys.stdout
