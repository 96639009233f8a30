"""Read a store file's text within bounds, before any YAML: size limit, UTF-8, located errors."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

from .errors import InvalidStoreError, Problem, UnreadableInputError

MAX_BYTES = 128 * 1024 * 1024
"""Stores larger than this are refused before parsing (a 100k-claim store is about 45 MB)."""

BOM = "\ufeff"


def line_col(text: str, index: int) -> tuple[int, int]:
    """The 1-based line and column of character ``index`` in ``text``."""
    line = text.count("\n", 0, index) + 1
    return (line, index - (text.rfind("\n", 0, index) + 1) + 1)


NOT_A_FILE = ((stat.S_ISDIR, "a folder"), (stat.S_ISCHR, "a character device"),
              (stat.S_ISBLK, "a block device"), (stat.S_ISFIFO, "a named pipe (FIFO)"),
              (stat.S_ISSOCK, "a socket"))
"""What a path that is not a regular file is, by its mode."""

STORE_HINT = "point --store at the store's YAML file"


def open_file(path: Path, name: str, hint: str = STORE_HINT, missing: str | None = None
              ) -> BinaryIO:
    """``path`` opened for reading; UnreadableInputError naming ``name``, and ``hint`` when it
    is not a regular file (``missing`` when there is none: by default, a store's hint). A named
    pipe is opened without waiting for a writer, then refused, so that reading it never
    blocks."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NONBLOCK)
    except FileNotFoundError as exc:
        if missing is None:
            raise unreadable(name, exc) from None
        raise UnreadableInputError(f"{name}: no such file: {missing}") from None
    except OSError as exc:
        raise unreadable(name, exc) from None
    mode = os.fstat(fd).st_mode
    kind = next((kind for test, kind in NOT_A_FILE if test(mode)), None)
    if kind is not None:
        os.close(fd)
        raise UnreadableInputError(f"{name}: is {kind}, not a regular file: {hint}")
    os.set_blocking(fd, True)
    return os.fdopen(fd, "rb")


def unreadable(name: str, exc: OSError) -> UnreadableInputError:
    """The error for a store that cannot be opened, naming it as the user did."""
    if isinstance(exc, FileNotFoundError):
        return UnreadableInputError(f"{name}: no such file; create it with 'nvfacts init "
                                    f"{name}' (or a file holding 'facts: []'), or point "
                                    "--store at an existing store")
    return UnreadableInputError(f"{name}: cannot read: {exc.strerror or exc}")


def read_text(path: Path, name: str | None = None) -> str:
    """The file's text; raises UnreadableInputError, or InvalidStoreError for size and UTF-8.

    ``name`` is what messages call the file (default: ``path``).
    """
    name = str(path) if name is None else name
    try:
        with open_file(path, name) as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise unreadable(name, exc) from None
    if len(data) > MAX_BYTES:
        raise InvalidStoreError([Problem(name, 1, 1, f"file is over the {MAX_BYTES >> 20} MiB "
                                         "limit for a store; split it into several stores")])
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        good = data[: exc.start].decode("utf-8")
        line, col = line_col(good, len(good))
        raise InvalidStoreError([Problem(name, line, col, f"byte 0x{data[exc.start]:02x} is "
                                         "not UTF-8: save the file as UTF-8")]) from None
