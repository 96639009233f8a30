"""Read a store file's text within bounds, before any YAML: size limit, UTF-8, located errors."""

from __future__ import annotations

from pathlib import Path

from .errors import InvalidStoreError, Problem, UnreadableInputError

MAX_BYTES = 128 * 1024 * 1024
"""Stores larger than this are refused before parsing (a 100k-claim store is about 45 MB)."""

BOM = "\ufeff"


def line_col(text: str, index: int) -> tuple[int, int]:
    """The 1-based line and column of character ``index`` in ``text``."""
    line = text.count("\n", 0, index) + 1
    return (line, index - (text.rfind("\n", 0, index) + 1) + 1)


def unreadable(name: str, exc: OSError) -> UnreadableInputError:
    """The error for a store that cannot be opened, naming it as the user did."""
    if isinstance(exc, FileNotFoundError):
        return UnreadableInputError(f"{name}: no such file; create it with 'facts: []' or "
                                    "point --store at an existing store")
    if isinstance(exc, IsADirectoryError):
        return UnreadableInputError(f"{name}: is a directory; name the YAML file")
    return UnreadableInputError(f"{name}: cannot read: {exc.strerror or exc}")


def read_text(path: Path, name: str | None = None) -> str:
    """The file's text; raises UnreadableInputError, or InvalidStoreError for size and UTF-8.

    ``name`` is what messages call the file (default: ``path``).
    """
    name = str(path) if name is None else name
    try:
        with path.open("rb") as handle:
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
