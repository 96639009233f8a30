"""Git's merge conflict markers left in a store: every region named, since the YAML error they
cause names only the first and says nothing of git; and the lines git wrote once for both sides,
which a curator keeping both facts must give each of them."""

from __future__ import annotations

import re

from .errors import Problem

_MARKER = re.compile(r"^(?:(<{7})|(>{7})|(\|{7}))(?:[ \t].*)?\r?$|^(={7})\r?$")
"""A line git writes around a conflict: '<<<<<<< ours', '|||||||' (diff3's base), '=======',
'>>>>>>> theirs', each at the start of its line."""
_ITEM = re.compile(r"^( *)- ")
"""A line opening an entry of a list (a fact, a source) at its indentation."""


def conflict_regions(text: str, file: str) -> list[Problem]:
    """A problem at the first line of each region of ``text`` between git's conflict markers
    ('<<<<<<<' to '>>>>>>>'); a marker outside any region is a region of its own line."""
    if "=======" not in text and "<<<<<<<" not in text and ">>>>>>>" not in text:
        return []
    lines = text.split("\n")
    found: list[Problem] = []
    start: int | None = None  # the open region's '<<<<<<<', 0-based
    middle: int | None = None  # its first '|||||||' or '=======' line
    for at, line in enumerate(lines):
        match = _MARKER.match(line)
        if match is None:
            continue
        if match.group(1):  # '<<<<<<<' opens a region (one left open ends before it)
            if start is not None:
                found.append(_region(file, start + 1, at))
            start, middle = at, None
        elif match.group(2):  # '>>>>>>>' closes one
            if start is None:
                found.append(_region(file, at + 1, at + 1))
            else:
                ours = lines[start + 1:middle if middle is not None else at]
                found.append(_region(file, start + 1, at + 1, _shared_tail(ours, lines, at)))
            start = None
        elif start is None:  # '=======' or '|||||||' with no '<<<<<<<' above
            found.append(_region(file, at + 1, at + 1))
        elif middle is None:
            middle = at
    if start is not None:
        found.append(_region(file, start + 1, len(lines)))
    return found


def _shared_tail(ours: list[str], lines: list[str], end: int) -> tuple[int, int] | None:
    """The lines (1-based, first and last) after the '>>>>>>>' line ``end`` that git took out
    of both sides because both ended with them: when the first side opens a fact (or source)
    of its own, the lines that follow the region deeper than that entry's '- ' (its 'lang: en',
    'sources:', '- source: S') end it as much as the second side's last entry. None when there
    are none."""
    indent = next((len(m.group(1)) for line in ours if (m := _ITEM.match(line))), None)
    if indent is None:
        return None
    last = end
    for line in lines[end + 1:]:
        stripped = line.strip()
        if stripped and (len(line) - len(line.lstrip(" ")) <= indent
                         or _MARKER.match(line)):
            break
        last += 1
    while last > end and not lines[last].strip():  # blank lines end nothing
        last -= 1
    return (end + 2, last + 1) if last > end else None


def _region(file: str, first: int, last: int, tail: tuple[int, int] | None = None
            ) -> Problem:
    lines = f"lines {first}-{last}" if last > first else f"line {first}"
    if tail is None:
        return Problem(file, first, 1, f"unresolved git merge conflict ({lines}): resolve it, "
                       "keep one side (both, when each side added facts) and delete the "
                       "'<<<<<<<', '=======' and '>>>>>>>' lines (and a '|||||||' section), "
                       "then run check")
    shared = f"lines {tail[0]}-{tail[1]}" if tail[1] > tail[0] else f"line {tail[0]}"
    return Problem(file, first, 1, f"unresolved git merge conflict ({lines}): {shared}, after "
                   "'>>>>>>>', end both sides' last entries (git wrote them once): to keep "
                   "both sides, copy them above '=======' (or '|||||||') too, or the first "
                   "side's last fact loses them (its sources, its lang ...); then delete the "
                   "'<<<<<<<', '=======' and '>>>>>>>' lines (and a '|||||||' section) and run "
                   "check")
