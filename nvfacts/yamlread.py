"""Read YAML safely: walk libyaml's event stream and build plain values, refusing anything risky.

Nothing is constructed by PyYAML. Anchors, aliases, tags, duplicate keys, complex keys, a second
document and over-deep nesting are refused as problems while the events stream past, so an alias
bomb or 20,000 nested brackets cost no more than reading them. Scalars stay text: a plain scalar
becomes a ``Plain`` string and a field that wants a number or a boolean reads it from there, so
``NO`` and ``2024-01-02`` stay the strings the author wrote.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import yaml

from .errors import Problem
from .storefile import line_col

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - libyaml missing
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

Pos = tuple[int, int]
"""A 1-based (line, column) place in a file."""

MAX_DEPTH = 12
"""The store's own layout nests 7 deep (fact > mentions > citations); 12 leaves room."""

MAX_PROBLEMS = 200

_NULL = re.compile(r"^(?:~|null|Null|NULL|)$")


class Plain(str):
    """A scalar written without quotes; only plain scalars may be read as numbers or booleans."""

    __slots__ = ()


@dataclass(slots=True)
class Marks:
    """Where a mapping or sequence and each of its children stand in the file.

    ``children`` maps a key (or list index) to (key place, value place, the value's marks).
    ``start_index`` and ``end_index`` are character offsets of the node's content, used to edit
    a fact's text in place.
    """

    start: Pos
    start_index: int
    end_index: int = 0
    flow: bool = False
    children: dict[str | int, tuple[Pos, Pos, Marks | None]] = field(default_factory=dict)

    def place(self, path: tuple[str | int, ...], *, key: bool = False) -> Pos:
        """The most precise place known for ``path``; the key's place when ``key`` is set."""
        marks: Marks | None = self
        best = self.start
        for i, part in enumerate(path):
            if marks is None or part not in marks.children:
                break
            key_pos, value_pos, child = marks.children[part]
            best = key_pos if key and i == len(path) - 1 else value_pos
            marks = child
        return best


@dataclass(slots=True)
class ReadResult:
    """The value read (None when reading stopped), its marks and every problem met."""

    value: Any
    marks: Marks | None
    problems: list[Problem]


@dataclass(slots=True)
class _Frame:
    marks: Marks | None
    container: dict[str, Any] | list[Any]
    depth: int
    key: str | None = None
    key_pos: Pos = (0, 0)
    record: bool = False
    flow: bool = False
    last: Any = None
    seen: dict[str, int] = field(default_factory=dict)


def _pos(mark: Any) -> Pos:
    return (mark.line + 1, mark.column + 1)


def read_yaml(text: str, file: str, *, marks_depth: int = 2) -> ReadResult:
    """Read one YAML document from ``text``.

    Containers down to ``marks_depth`` levels record where each child stands; those one level
    deeper record only their own span (enough to edit a fact in place).
    """
    problems: list[Problem] = []

    def add(pos: Pos, message: str) -> None:
        if len(problems) < MAX_PROBLEMS:
            problems.append(Problem(file, pos[0], pos[1], message))

    stack: list[_Frame] = []
    root: list[Any] = []
    root_marks: list[Marks | None] = []
    documents = 0
    aliases: set[str] = set()
    events: Iterator[Any] = yaml.parse(text, Loader=_Loader)
    try:
        for event in events:
            kind = type(event)
            if kind is yaml.ScalarEvent:
                pos = _pos(event.start_mark)
                _check_node(event, pos, add)
                value: Any = event.value
                if event.style in (None, ""):
                    value = None if _NULL.match(value) else Plain(value)
                _put(stack, root, root_marks, value, None, pos, event, add)
                if stack:
                    stack[-1].last = event.end_mark
            elif kind is yaml.MappingStartEvent or kind is yaml.SequenceStartEvent:
                pos = _pos(event.start_mark)
                _check_node(event, pos, add)
                depth = stack[-1].depth + 1 if stack else 1
                if depth > MAX_DEPTH:
                    add(pos, f"nesting deeper than {MAX_DEPTH} levels; the store's format needs "
                             "far less: flatten this value")
                    return ReadResult(None, None, problems)
                flow = bool(event.flow_style)
                marks = (Marks(pos, event.start_mark.index, flow=flow)
                         if depth <= marks_depth + 1 else None)
                container: dict[str, Any] | list[Any] = (
                    {} if kind is yaml.MappingStartEvent else [])
                stack.append(_Frame(marks, container, depth, record=depth <= marks_depth,
                                    flow=flow))
            elif kind is yaml.MappingEndEvent or kind is yaml.SequenceEndEvent:
                frame = stack.pop()
                last = event.end_mark if frame.flow or frame.last is None else frame.last
                if frame.marks is not None:
                    frame.marks.end_index = last.index
                start = frame.marks.start if frame.marks else _pos(event.start_mark)
                _put(stack, root, root_marks, frame.container, frame.marks, start, event, add)
                if stack:
                    stack[-1].last = last
            elif kind is yaml.AliasEvent:
                pos = _pos(event.start_mark)
                if event.anchor not in aliases:  # once a name: a bomb repeats them
                    aliases.add(event.anchor)
                    add(pos, f"alias '*{event.anchor}' is not allowed: write the value out in "
                             "full")
                _put(stack, root, root_marks, None, None, pos, event, add)
            elif kind is yaml.DocumentStartEvent:
                documents += 1
                if documents > 1:
                    add(_pos(event.start_mark), "a second YAML document starts here; a store is "
                        "one document: remove this '---' and what follows it")
                    break
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        pos = _pos(mark) if mark is not None else (1, 1)
        if "nesting depth" in str(exc.problem):  # libyaml's own limit, scanned ahead of ours
            add(_too_deep(text) or pos, f"nesting deeper than {MAX_DEPTH} levels; the store's "
                                        "format needs far less: flatten this value")
            return ReadResult(None, None, problems)
        what = exc.problem or exc.context or "invalid YAML"
        if exc.context and exc.context_mark is not None and exc.problem:
            line, col = _pos(exc.context_mark)
            what += f" ({exc.context} that starts at line {line}, column {col})"
        add(pos, f"YAML syntax error: {what}; fix the syntax here (check indentation, quotes "
                 "and brackets)")
        return ReadResult(None, None, problems)
    except yaml.YAMLError as exc:
        position = getattr(exc, "position", 0)
        reason = getattr(exc, "reason", str(exc))
        add(line_col(text, position), f"unreadable character: {reason}; remove it or save the "
                                      "file as plain UTF-8 text")
        return ReadResult(None, None, problems)
    finally:
        close = getattr(events, "close", None)
        if close is not None:
            close()
    if not root:
        return ReadResult(None, None, problems)
    return ReadResult(root[0], root_marks[0], problems)


def _too_deep(text: str) -> Pos | None:
    """Where flow brackets first nest past MAX_DEPTH under one block level (the place our own
    event walk would name), for when libyaml refuses the nesting before we see its events."""
    depth = 0
    quote = ""
    for index, char in enumerate(text):
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char in "[{":
            depth += 1
            if depth + 1 > MAX_DEPTH:
                return line_col(text, index)
        elif char in "]}":
            depth -= 1
    return None


def _check_node(event: Any, pos: Pos, add: Any) -> None:
    if event.anchor is not None:
        add(pos, f"anchor '&{event.anchor}' is not allowed: anchors and aliases are refused; "
                 "write each value out in full")
    tag = event.tag
    if tag is not None and tag != "!":
        implicit = event.implicit
        explicit = not (implicit[0] if isinstance(implicit, tuple) else implicit)
        if explicit:
            add(pos, f"tag '{tag}' is not allowed: remove it; values are read as plain text, "
                     "numbers and lists")


def _put(stack: list[_Frame], root: list[Any], root_marks: list[Marks | None], value: Any,
         marks: Marks | None, pos: Pos, event: Any, add: Any) -> None:
    if not stack:
        root.append(value)
        root_marks.append(marks)
        return
    frame = stack[-1]
    container = frame.container
    if isinstance(container, list):
        if frame.record and frame.marks is not None:
            frame.marks.children[len(container)] = (pos, pos, marks)
        container.append(value)
        return
    if frame.key is None:
        if not isinstance(value, str):
            add(pos, "a mapping key must be plain text: write a name such as 'claim' here")
            value = f"<complex key at line {pos[0]}>"
        key = str(value)
        if key in frame.seen:
            add(pos, f"duplicate key '{key}' (first at line {frame.seen[key]}): keep one of them")
        frame.seen[key] = pos[0]
        frame.key = key
        frame.key_pos = pos
        return
    if frame.record and frame.marks is not None:
        frame.marks.children[frame.key] = (frame.key_pos, pos, marks)
    if frame.key not in container:
        container[frame.key] = value
    frame.key = None
