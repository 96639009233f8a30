"""The text values of a store a user writes as prose (a claim, a title ...), found from the YAML
events of the file with where they stand and the id of the fact, merged wording or source
holding them: for the notices ``check`` gives from a store's text without building the store
(cuttext, unitslips), and only when a quick look at the text found something to name."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import yaml

TEXT_FIELDS = ("claim", "title", "description", "evidence", "locator", "text")
"""Fields whose value is prose a user writes (a fact's or merged wording's claim, a source's
title and description, a decision's evidence, a citation's locator, an assertion's text)."""

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - libyaml missing
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]


@dataclass(frozen=True, slots=True)
class TextValue:
    """The scalar value of ``field`` from character ``start`` to ``end`` of the text (``line``:
    its last line, 1-based), written plain when ``style`` is '', in the item ``owner`` (the id of
    the innermost fact, merged wording or source holding it that has one, or ''), which gives its
    own ``assertions`` when ``asserted``."""

    field: str
    value: str
    style: str
    start: int
    end: int
    line: int
    owner: str
    asserted: bool


def text_values(text: str, wanted: Callable[[str, int, int, int], bool]) -> list[TextValue]:
    """Each value of a TEXT_FIELDS key in ``text`` (a valid store, with no byte-order mark) for
    which ``wanted(field, start, end, line)`` is true (``start`` and ``end`` its characters,
    ``line`` its last line), in the order of the file."""
    found: list[tuple[Any, str, tuple[str | int, ...]]] = []
    ids: dict[tuple[str | int, ...], str] = {}
    asserted: set[tuple[str | int, ...]] = set()
    # each open container: [is a mapping, the pending key (mappings), the next index (lists)]
    stack: list[list[Any]] = []
    path: list[str | int] = []
    events: Iterator[Any] = yaml.parse(text, Loader=_Loader)
    for event in events:
        kind = type(event)
        if kind in (yaml.MappingStartEvent, yaml.SequenceStartEvent):
            if stack:
                path.append(_place(stack[-1]))
                if stack[-1][1] == "assertions":
                    asserted.add(tuple(path[:-1]))
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
        if key in TEXT_FIELDS and wanted(key, event.start_mark.index, event.end_mark.index,
                                         event.end_mark.line + 1):
            found.append((event, key, tuple(path)))
        _advance(top)
    return [TextValue(key, event.value, event.style or "", event.start_mark.index,
                      event.end_mark.index, event.end_mark.line + 1, _owner(ids, at),
                      _owner_at(ids, at) in asserted)
            for event, key, at in found]


def _owner_at(ids: dict[tuple[str | int, ...], str], at: tuple[str | int, ...]
              ) -> tuple[str | int, ...]:
    """The place of the innermost item holding the value at ``at`` that has an id (a merged
    wording's own, not its fact's; a citation's fact's), or ``at``."""
    return next((at[:n] for n in range(len(at), 0, -1) if at[:n] in ids), at)


def _owner(ids: dict[tuple[str | int, ...], str], at: tuple[str | int, ...]) -> str:
    return ids.get(_owner_at(ids, at), "")


def _place(container: list[Any]) -> str | int:
    return str(container[1]) if container[0] else int(container[2])


def _advance(container: list[Any]) -> None:
    if container[0]:
        container[1] = None
    else:
        container[2] += 1
