"""Every error nvfacts raises: one base class, so callers need a single ``except``."""

from __future__ import annotations

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


class WriteConflictError(NvfactsError):
    """The store changed on disk while nvfacts was working on it, or its lock was held too long."""


class ReadOnlyStoreError(NvfactsError):
    """A command that writes was pointed at the store bundled with the package."""


class UsageError(NvfactsError):
    """The command was asked for something that cannot be done as asked."""
