"""Every error nvfacts raises: one base class, so callers need a single ``except``."""

from __future__ import annotations

import errno
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with an input, with its place and a hint at the fix."""

    file: str
    line: int
    column: int
    message: str

    def as_dict(self) -> dict[str, object]:
        return {"file": self.file, "line": self.line, "column": self.column,
                "message": self.message}

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.message}"


class NvfactsError(Exception):
    """Base class of every error nvfacts raises on purpose."""


class UnreadableInputError(NvfactsError):
    """A file could not be read at all (missing, a directory, no permission)."""


class InvalidStoreError(NvfactsError):
    """The store has problems; ``problems`` lists every one of them."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = list(problems)
        first = self.problems[0] if self.problems else None
        super().__init__(f"{len(self.problems)} problem(s) in the store"
                         + (f", first: {first}" if first else ""))


class UnknownFactError(NvfactsError):
    """No fact has the id that was asked for."""


class ParseError(NvfactsError):
    """An input page or file is in no format nvfacts knows; names where it lost its footing."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        super().__init__(str(problem))


class NothingReadError(ParseError):
    """An article (``ingest --prose``) none of whose sentences states anything nvfacts reads;
    ``left_out``: its sentences with a digit that gave nothing ('FILE line N: sentence'), for the
    user to see what was passed by."""

    def __init__(self, problem: Problem, left_out: list[str]) -> None:
        super().__init__(problem)
        self.left_out = left_out


class WriteConflictError(NvfactsError):
    """The store changed on disk while nvfacts was working on it, or its lock was held too long."""


class ReadOnlyStoreError(NvfactsError):
    """A command that writes was pointed at the store bundled with the package."""


class UnwritableError(NvfactsError, OSError):
    """A file nvfacts was asked to write cannot or must not be written; nothing was written.

    Also an OSError, so code that guards a write with ``except OSError`` still catches it.
    """


class UsageError(NvfactsError):
    """The command was asked for something that cannot be done as asked."""


_WHAT_TO_DO = {
    errno.ENOSPC: "the disk is full: free some space and run the command again",
    errno.EDQUOT: "the disk quota is used up: free some space and run the command again",
    errno.EROFS: "the file system is mounted read-only: choose a path on a writable one",
    errno.EACCES: "permission denied: check the permissions of the file and its folder",
    errno.EPERM: "not permitted: check the permissions of the file and its folder",
    errno.ENOENT: "no such file or folder: check the path",
    errno.ENOTDIR: "a part of the path is not a folder: check the path",
    errno.EISDIR: "is a folder: name a file",
    errno.ELOOP: "too many levels of symbolic links (a loop?): check where the links point",
    errno.ENAMETOOLONG: "the name is too long: choose a shorter path",
    errno.EFBIG: "the file is too large for this file system: choose another place",
    errno.EIO: "input/output error: check the disk, then run the command again",
}


def describe_os_error(exc: OSError, path: object = None) -> str:
    """``PATH: what went wrong: what to do``, naming ``path`` (the path the user gave) rather
    than a file of nvfacts' own; without either path, only what went wrong and what to do."""
    where = path if path is not None else exc.filename
    what = _WHAT_TO_DO.get(exc.errno or 0) or \
        f"{exc.strerror or exc}: check the path and run the command again"
    return f"{where}: {what}" if where not in (None, "") else what
