"""Text a '#' cut short: in YAML, ' #' after a plain (unquoted) value starts a comment, so
``claim: NVLink 4.0 ranks #1 with 900 GB/s per GPU`` stores 'NVLink 4.0 ranks'. After a field
a user writes as prose, such a comment is almost always text lost, and nothing else says so."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .storefile import BOM
from .textvalues import TEXT_FIELDS, text_values

_CANDIDATE = re.compile(
    rf"[ \t]*(?:-[ \t]+)*(?:{'|'.join(TEXT_FIELDS)})[ \t]*:[ \t]+[^\s'\"|>#&*!%@`{{\[][^\n]*?"
    r"[ \t]#")
"""A line where such a value may be followed by a comment; the YAML events decide."""


@dataclass(frozen=True, slots=True)
class CutText:
    """A plain value of ``field`` followed on its line by a comment (at 1-based ``line`` and
    ``column``), in the fact or source ``owner`` (its id, or '' when it has none)."""

    line: int
    column: int
    field: str
    value: str
    comment: str
    owner: str

    def message(self) -> str:
        whole = f"{self.value} {self.comment}"
        quoted = '"' + whole.replace("\\", "\\\\").replace('"', '\\"') + '"'
        of = f" of '{self.owner}'" if self.owner else ""
        return (f"note: the {self.field}{of} reads '{self.value}': the '{self.comment}' after "
                f"it is a YAML comment (' #' after an unquoted value starts one), not part of "
                f"it; quote the value to keep the words ({self.field}: {quoted}), or move the "
                "comment to a line of its own")


def cut_texts(text: str) -> list[CutText]:
    """Each plain value of a TEXT_FIELDS key in ``text`` (a valid store) cut short by a comment
    on its line, in the order of the file (a byte-order mark is no column: places are the
    same with and without one)."""
    text = text.removeprefix(BOM)
    lines = _candidates(text)
    if not lines:
        return []
    found = []
    for value in text_values(text, lambda _field, _start, _end, line: line in lines):
        cut = _comment(text, value.end) if not value.style else None
        if cut is not None:
            found.append(CutText(value.line, cut[0] + 1, value.field, value.value, cut[1],
                                 value.owner))
    return found


def _candidates(text: str) -> set[int]:
    """The lines (1-based) that may hold a text field's plain value and a comment after it,
    found from each ' #' whose line does not end in a quote (a store written by nvfacts quotes
    every '#' it writes, as ingest's locators "All Facts #1": those are passed by the regular
    expression, not looked at one by one)."""
    hits = [m.start() for m in _HASH.finditer(text)]
    if "\t#" in text:
        hits = sorted(hits + [m.start() for m in _TAB_HASH.finditer(text)])
    lines: set[int] = set()
    line, counted = 1, 0
    for at in hits:
        start = text.rfind("\n", 0, at) + 1
        line += text.count("\n", counted, start)
        counted = start
        if _CANDIDATE.match(text, start, at + 2):
            lines.add(line)
    return lines


_HASH = re.compile(r" #(?![^\n]*['\"]\r?$)", re.M)
_TAB_HASH = re.compile(r"\t#(?![^\n]*['\"]\r?$)", re.M)


def _comment(text: str, end: int) -> tuple[int, str] | None:
    """The column (0-based) and text of the comment right after a value ending at ``end``."""
    stop = text.find("\n", end)
    rest = text[end: len(text) if stop < 0 else stop].rstrip("\r")
    if not rest.lstrip(" \t").startswith("#"):
        return None
    column = end - (text.rfind("\n", 0, end) + 1) + len(rest) - len(rest.lstrip(" \t"))
    return column, rest.strip()
