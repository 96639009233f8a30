"""Text a '#' cut short: in YAML, ' #' after a plain (unquoted) value starts a comment, so
``claim: NVLink 4.0 ranks #1 with 900 GB/s per GPU`` stores 'NVLink 4.0 ranks'. After a field
a user writes as prose, such a comment is almost always text lost, and nothing else says so."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import yaml

from .storefile import BOM

TEXT_FIELDS = ("claim", "title", "description", "evidence", "locator", "text")
"""Fields whose value is prose a user writes (a fact's or merged wording's claim, a source's
title and description, a decision's evidence, a citation's locator, an assertion's text)."""

_CANDIDATE = re.compile(
    rf"[ \t]*(?:-[ \t]+)*(?:{'|'.join(TEXT_FIELDS)})[ \t]*:[ \t]+[^\s'\"|>#&*!%@`{{\[][^\n]*?"
    r"[ \t]#")
"""A line where such a value may be followed by a comment; the YAML events decide."""

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - libyaml missing
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]


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
    found: list[tuple[CutText, tuple[str | int, ...]]] = []
    ids: dict[tuple[str | int, ...], str] = {}
    # each open container: [is a mapping, the pending key (mappings), the next index (lists)]
    stack: list[list[Any]] = []
    path: list[str | int] = []
    events: Iterator[Any] = yaml.parse(text, Loader=_Loader)
    for event in events:
        kind = type(event)
        if kind in (yaml.MappingStartEvent, yaml.SequenceStartEvent):
            if stack:
                path.append(_place(stack[-1]))
            stack.append([kind is yaml.MappingStartEvent, None, 0])
            continue
        if kind in (yaml.MappingEndEvent, yaml.SequenceEndEvent):
            stack.pop()
            if stack:
                path.pop()
                _advance(stack[-1])
            continue
        if kind is not yaml.ScalarEvent or not stack:
            continue
        top = stack[-1]
        if top[0] and top[1] is None:  # a key
            top[1] = event.value
            continue
        key = top[1] if top[0] else None
        if key == "id" and path and isinstance(path[-1], int):
            ids[tuple(path)] = event.value
        if key in TEXT_FIELDS and not event.style and event.end_mark.line + 1 in lines:
            cut = _comment(text, event.end_mark.index)
            if cut is not None:
                found.append((CutText(event.end_mark.line + 1, cut[0] + 1, str(key), event.value,
                                      cut[1], ""), tuple(path)))
        _advance(top)
    return [CutText(c.line, c.column, c.field, c.value, c.comment, _owner(ids, at))
            for c, at in found]


def _owner(ids: dict[tuple[str | int, ...], str], at: tuple[str | int, ...]) -> str:
    """The id of the innermost item holding the value at ``at`` that has one (a merged
    wording's own, not its fact's; a citation's fact's), or ''."""
    return next((ids[at[:n]] for n in range(len(at), 0, -1) if at[:n] in ids), "")


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


def _place(container: list[Any]) -> str | int:
    return str(container[1]) if container[0] else int(container[2])


def _advance(container: list[Any]) -> None:
    if container[0]:
        container[1] = None
    else:
        container[2] += 1


def _comment(text: str, end: int) -> tuple[int, str] | None:
    """The column (0-based) and text of the comment right after a value ending at ``end``."""
    stop = text.find("\n", end)
    rest = text[end: len(text) if stop < 0 else stop].rstrip("\r")
    if not rest.lstrip(" \t").startswith("#"):
        return None
    column = end - (text.rfind("\n", 0, end) + 1) + len(rest) - len(rest.lstrip(" \t"))
    return column, rest.strip()
