"""Git's merge conflict markers left in a store: every region named, since the YAML error they
cause names only the first and says nothing of git."""

from __future__ import annotations

import re

from .errors import Problem

_MARKER = re.compile(r"^(?:(<{7})|(>{7})|\|{7})(?:[ \t].*)?\r?$|^={7}\r?$", re.M)
"""A line git writes around a conflict: '<<<<<<< ours', '|||||||' (diff3's base), '=======',
'>>>>>>> theirs', each at the start of its line."""


def conflict_regions(text: str, file: str) -> list[Problem]:
    """A problem at the first line of each region of ``text`` between git's conflict markers
    ('<<<<<<<' to '>>>>>>>'); a marker outside any region is a region of its own line."""
    if "=======" not in text and "<<<<<<<" not in text and ">>>>>>>" not in text:
        return []
    found: list[Problem] = []
    start: int | None = None
    line, at = 1, 0
    for match in _MARKER.finditer(text):
        line += text.count("\n", at, match.start())
        at = match.start()
        if match.group(1):  # '<<<<<<<' opens a region (one left open ends before it)
            if start is not None:
                found.append(_region(file, start, line - 1))
            start = line
        elif match.group(2):  # '>>>>>>>' closes one
            found.append(_region(file, line if start is None else start, line))
            start = None
        elif start is None:  # '=======' or '|||||||' with no '<<<<<<<' above
            found.append(_region(file, line, line))
    if start is not None:
        found.append(_region(file, start, text.count("\n") + 1))
    return found


def _region(file: str, first: int, last: int) -> Problem:
    lines = f"lines {first}-{last}" if last > first else f"line {first}"
    return Problem(file, first, 1, f"unresolved git merge conflict ({lines}): resolve it, keep "
                   "one side (both, when each side added facts) and delete the '<<<<<<<', "
                   "'=======' and '>>>>>>>' lines, then run check")
