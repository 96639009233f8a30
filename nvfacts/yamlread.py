"""Read YAML safely: walk libyaml's event stream and build plain values, refusing anything risky.

Nothing is constructed by PyYAML. Anchors, aliases, tags, duplicate keys, complex keys, a second
document and over-deep nesting are refused as problems while the events stream past, so an alias
bomb or 20,000 nested brackets cost no more than reading them. Scalars stay text: a plain scalar
becomes a ``Plain`` string and a field that wants a number or a boolean reads it from there, so
``NO`` and ``2024-01-02`` stay the strings the author wrote.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import yaml

from .errors import Problem
from .plain import Plain
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
"""Problems listed per file (README limits); past it they are only counted."""

TAB = ("a tab character in the indentation: YAML indents with spaces only; replace the tab "
       "with spaces")

SYNTAX = "YAML syntax error: "
"""How a syntax error's message starts."""

MAX_TABS = 20
"""Lines with a tab in their indentation read past (``read_past_tabs``) per file."""


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
    unlisted: int = 0
    """Problems met past MAX_PROBLEMS: counted, not kept."""


class _Frame:
    """A mapping or sequence being read. Places are kept as libyaml marks and turned into
    (line, column) only where they are recorded or reported."""

    __slots__ = ("container", "depth", "flow", "is_map", "key", "key_mark", "key_marks", "last",
                 "marks", "record", "start")

    def __init__(self, marks: Marks | None, container: dict[str, Any] | list[Any], depth: int,
                 record: bool, flow: bool, start: Any = None) -> None:
        self.marks = marks
        self.start = start  # where the container starts (a libyaml mark)
        self.container = container
        self.is_map = isinstance(container, dict)
        self.depth = depth
        self.key: str | None = None
        self.key_mark: Any = None
        self.record = record
        self.flow = flow
        self.last: Any = None
        self.key_marks: dict[str, Any] = {}


def _pos(mark: Any) -> Pos:
    return (mark.line + 1, mark.column + 1)


_NULLS = frozenset(("~", "null", "Null", "NULL", ""))


def read_yaml(text: str, file: str, *, marks_depth: int = 2) -> ReadResult:
    """Read one YAML document from ``text``.

    Containers down to ``marks_depth`` levels record where each child stands; those one level
    deeper record only their own span (enough to edit a fact in place).

    A file with nothing to refuse (the usual case) is read by a lean walk of the events; at the
    first thing it does not take, the file is read again by the careful walk, which places every
    problem.
    """
    quick = _read_clean(text, marks_depth)
    if quick is not None:
        return quick
    return _read_careful(text, file, marks_depth)


def _read_clean(text: str, marks_depth: int) -> ReadResult | None:
    """What ``_read_careful`` gives for a file it finds no problem in, or None as soon as
    anything is off (an anchor, alias, tag other than '!', complex or null or repeated key, a
    second document, nesting past MAX_DEPTH, a syntax error): the careful walk then reads the
    file again."""
    parser = _Loader(text)
    get: Callable[[], Any] = parser.get_event
    scalar, alias = yaml.ScalarEvent, yaml.AliasEvent
    map_start, seq_start = yaml.MappingStartEvent, yaml.SequenceStartEvent
    map_end, seq_end = yaml.MappingEndEvent, yaml.SequenceEndEvent
    doc_start = yaml.DocumentStartEvent
    nulls, plain = _NULLS, Plain
    top = Marks((1, 1), 0)
    stack: list[Any] = []
    # the container being read: its values, whether a mapping, its marks, whether it records
    # its children's places, whether flow style, the pending key and its mark, and the end of
    # its last child
    container: Any = []
    is_map = False
    marks: Marks | None = top
    record = True
    flow = False
    key: str | None = None
    key_mark: Any = None
    last: Any = None
    documents = 0
    try:
        while True:
            event = get()
            if event is None:
                break
            kind = type(event)
            child: Marks | None = None
            if kind is scalar:
                if event.anchor is not None or event.tag not in (None, "!"):
                    return None
                value: Any = event.value
                last = event.end_mark
                if is_map and key is None:
                    if value in container or (value in nulls and not event.style):
                        return None
                    key = value
                    key_mark = event.start_mark
                    continue
                if not event.style:
                    value = None if value in nulls else plain(value)
                mark = event.start_mark
            elif kind is map_start or kind is seq_start:
                if event.anchor is not None or event.tag not in (None, "!") or \
                        len(stack) >= MAX_DEPTH:
                    return None
                stack.append((container, is_map, marks, record, flow, key, key_mark, last))
                depth = len(stack)
                flow = bool(event.flow_style)
                if depth <= marks_depth + 1:
                    start = event.start_mark
                    marks = Marks((start.line + 1, start.column + 1), start.index, flow=flow)
                else:
                    marks = None
                is_map = kind is map_start
                container = {} if is_map else []
                record = depth <= marks_depth
                key = None
                last = None
                continue
            elif kind is map_end or kind is seq_end:
                end = event.end_mark if flow or last is None else last
                child = marks
                if child is not None:
                    child.end_index = end.index
                value = container
                mark = event.start_mark
                container, is_map, marks, record, flow, key, key_mark, last = stack.pop()
                last = end
            elif kind is doc_start:
                documents += 1
                if documents > 1:
                    return None
                continue
            elif kind is alias:
                return None
            else:
                continue
            if is_map:
                if key is None:  # a mapping or a list as a key
                    return None
                if record:
                    pos = child.start if child is not None else (mark.line + 1, mark.column + 1)
                    marks.children[key] = (  # type: ignore[union-attr]
                        (key_mark.line + 1, key_mark.column + 1), pos, child)
                container[key] = value
                key = None
            else:
                if record:
                    pos = child.start if child is not None else (mark.line + 1, mark.column + 1)
                    marks.children[len(container)] = (pos, pos, child)  # type: ignore[union-attr]
                container.append(value)
    except yaml.YAMLError:
        return None
    finally:
        parser.dispose()
    if not container:
        return ReadResult(None, None, [])
    return ReadResult(container[0], top.children[0][2], [])


def _read_careful(text: str, file: str, marks_depth: int) -> ReadResult:
    """Read ``text`` noting every problem where it stands."""
    problems: list[Problem] = []
    unlisted = 0

    def add(pos: Pos, message: str) -> None:
        nonlocal unlisted
        if len(problems) < MAX_PROBLEMS:
            problems.append(Problem(file, pos[0], pos[1], message))
        else:
            unlisted += 1

    document: list[Any] = []
    top = _Frame(Marks((1, 1), 0), document, 0, True, False)
    frame = top
    stack: list[_Frame] = []
    documents = 0
    aliases: set[str] = set()
    events: Iterator[Any] = yaml.parse(text, Loader=_Loader)
    scalar, alias = yaml.ScalarEvent, yaml.AliasEvent
    starts = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
    ends = (yaml.MappingEndEvent, yaml.SequenceEndEvent)
    try:
        for event in events:
            kind = type(event)
            value: Any
            marks: Marks | None = None
            if kind is scalar:
                if event.anchor is not None or event.tag is not None:
                    _check_node(event, add)
                value = event.value
                if not event.style:
                    value = None if value in _NULLS else Plain(value)
                mark = event.start_mark
                frame.last = event.end_mark
            elif kind in starts:
                if event.anchor is not None or event.tag is not None:
                    _check_node(event, add)
                depth = frame.depth + 1
                if depth > MAX_DEPTH:
                    add(_pos(event.start_mark), f"nesting deeper than {MAX_DEPTH} levels; the "
                        "store's format needs far less: flatten this value")
                    return ReadResult(None, None, problems, unlisted)
                flow = bool(event.flow_style)
                if depth <= marks_depth + 1:
                    marks = Marks(_pos(event.start_mark), event.start_mark.index, flow=flow)
                stack.append(frame)
                frame = _Frame(marks, {} if kind is starts[0] else [], depth,
                               depth <= marks_depth, flow, event.start_mark)
                continue
            elif kind in ends:
                done = frame
                frame = stack.pop()
                last = event.end_mark if done.flow or done.last is None else done.last
                marks = done.marks
                if marks is not None:
                    marks.end_index = last.index
                value = done.container
                mark = done.start  # a container used as a key is placed where it starts
                frame.last = last
            elif kind is alias:
                mark = event.start_mark
                if event.anchor not in aliases:  # once a name: a bomb repeats them
                    aliases.add(event.anchor)
                    add(_pos(mark), f"alias '*{event.anchor}' is not allowed: write the value "
                        "out in full")
                value = None
            else:
                if kind is yaml.DocumentStartEvent:
                    documents += 1
                    if documents > 1:
                        add(_pos(event.start_mark), "a second YAML document starts here; a "
                            "store is one document: remove this '---' and what follows it")
                        break
                continue
            # put the value into the container being read
            container = frame.container
            if not frame.is_map:
                if frame.record:
                    pos = marks.start if marks is not None else _pos(mark)
                    frame.marks.children[len(container)] = (pos, pos, marks)  # type: ignore[union-attr]
                container.append(value)  # type: ignore[union-attr]
            elif frame.key is None:
                if not isinstance(value, str):
                    pos = marks.start if marks is not None else _pos(mark)
                    add(pos, "a mapping key must be plain text: write a name such as 'claim' "
                             "here")
                    value = f"<complex key at line {pos[0]}>"
                key = str(value)
                first = frame.key_marks.get(key)
                if first is not None:
                    add(_pos(mark), f"duplicate key '{key}' (first at line {first.line + 1}): "
                                    "keep one of them")
                else:
                    frame.key_marks[key] = mark
                frame.key = key
                frame.key_mark = mark
            else:
                if frame.record:
                    pos = marks.start if marks is not None else _pos(mark)
                    frame.marks.children[frame.key] = (  # type: ignore[union-attr]
                        _pos(frame.key_mark), pos, marks)
                if frame.key not in container:
                    container[frame.key] = value  # type: ignore[call-overload]
                frame.key = None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        pos = _pos(mark) if mark is not None else (1, 1)
        if "nesting depth" in str(exc.problem):  # libyaml's own limit, scanned ahead of ours
            add(_too_deep(text) or pos, f"nesting deeper than {MAX_DEPTH} levels; the store's "
                                        "format needs far less: flatten this value")
            return ReadResult(None, None, problems, unlisted)
        if _char_at(text, pos) == "\t" or "tab character" in str(exc.problem):
            add(pos, TAB)
            return ReadResult(None, None, problems, unlisted)
        what = exc.problem or exc.context or "invalid YAML"
        if exc.context and exc.context_mark is not None and exc.problem:
            line, col = _pos(exc.context_mark)
            what += f" ({exc.context} that starts at line {line}, column {col})"
        add(pos, f"{SYNTAX}{what}; " + (_hint(text, pos) or "fix the syntax here "
                 "(check indentation, quotes and brackets)"))
        return ReadResult(None, None, problems, unlisted)
    except yaml.YAMLError as exc:
        for position, reason in _unreadable(text, exc):
            add(line_col(text, position), f"unreadable character: {reason}; remove it or save "
                                          "the file as plain UTF-8 text")
        return ReadResult(None, None, problems, unlisted)
    finally:
        close = getattr(events, "close", None)
        if close is not None:
            close()
    if not document:
        return ReadResult(None, None, problems, unlisted)
    assert top.marks is not None
    return ReadResult(document[0], top.marks.children[0][2], problems, unlisted)

def _unreadable(text: str, exc: yaml.YAMLError) -> list[tuple[int, str]]:
    """Where each character YAML refuses stands in ``text`` (an index) and why, all of them: the
    reader stops at the first, and libyaml gives its place in bytes, not characters."""
    found = [(m.start(), "control characters are not allowed"
              if ord(m.group()) < 0x20 or 0x7F <= ord(m.group()) < 0xA0
              else "special characters are not allowed")
             for m in yaml.reader.Reader.NON_PRINTABLE.finditer(text)]
    return found or [(getattr(exc, "position", 0), getattr(exc, "reason", str(exc)))]


_WIDE_COLON = re.compile(r"([ \t]*(?:-[ \t]+)*)([A-Za-z_][\w-]*[ \t]*\uff1a)")
"""A line starting with a key ended by a full-width colon (typed with a Chinese input method)."""

_KEY_LINE = re.compile(r"([ \t]*(?:-[ \t]+)*)([^\s#'\"][^:#]*?):(?:[ \t]+|$)")
"""A line starting with a key: its indentation (with the dashes of list items), then the key."""


def _hint(text: str, pos: Pos) -> str | None:
    """What a syntax error at ``pos`` most likely is, in plain words, for the two a hand edit
    makes most: a value holding ': ' written plain, and a line indented deeper than the key
    above it (its words read as the value above going on, until a ': ' in them)."""
    lines = text.splitlines()
    for number in (pos[0], pos[0] - 1):  # the error is found at the line's end or the next
        wide = _WIDE_COLON.match(lines[number - 1]) if 0 < number <= len(lines) else None
        if wide is not None:
            return (f"'{wide.group(2)}' at line {number}, column {wide.end()} ends with a "
                    "full-width colon: a key ends with ':' (half-width) and a space: "
                    f"'{wide.group(2)[:-1].rstrip()}: '")
    if not 0 < pos[0] <= len(lines):
        return None
    line = lines[pos[0] - 1]
    key = _KEY_LINE.match(line)
    if key is not None and key.end() < pos[1] <= len(line) and line[pos[1] - 1] == ":":
        name, value = key.group(2).strip(), line[key.end():].split(" #")[0].strip()
        quoted = '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
        return (f"a value with ': ' must be quoted: quote the {name} ({name}: {quoted})")
    above = next((n for n in range(pos[0] - 1, 0, -1)
                  if lines[n - 1].strip() and not lines[n - 1].lstrip().startswith("#")), None)
    if above is None:
        return None
    upper = _KEY_LINE.match(lines[above - 1])
    if upper is None:
        return None
    indent = len(line) - len(line.lstrip(" "))
    column = len(upper.group(1))  # where the key above starts
    if indent > column:
        return (f"this line is indented deeper than the key above ('{upper.group(2).strip()}' "
                f"at line {above}), so it reads as that key's value going on: line it up with "
                "the key (a field), or start a new fact with '- ' where the other facts' '- ' "
                "stand")
    if indent == column and line.lstrip().startswith("- ") and upper.group(1).strip() == "":
        return (f"this '- ' stands where the fields above start ('{upper.group(2).strip()}' at "
                f"line {above}): a new fact's '- ' stands where the other facts' '- ' stand")
    if indent < column:
        return _under_indented(lines, pos[0], indent)
    return None


def _under_indented(lines: list[str], number: int, indent: int) -> str | None:
    """The hint for line ``number``, indented (``indent`` spaces) less than the key above it
    and lined up with nothing above: no key starts at its column, nor, for a '- ', an item.
    A key where an item's '- ' stands is no field of that item; anything else there stands
    between two levels. None when it lines up with a key above (its error is another)."""
    keys: list[tuple[int, int, str]] = []  # (line, column, key) of each key above, nearest first
    dashes: list[tuple[int, int]] = []  # (line, column) of each '- ' above, nearest first
    for n in range(number - 1, 0, -1):
        above = _KEY_LINE.match(lines[n - 1])
        if above is not None and not lines[n - 1].lstrip().startswith("#"):
            keys.append((n, len(above.group(1)), above.group(2).strip()))
            dashes += [(n, m.start()) for m in re.finditer(r"-(?=[ \t])", above.group(1))]
    if any(column == indent for _, column, _ in keys):
        return None
    text = lines[number - 1].lstrip()
    if text.startswith("- "):
        if any(column == indent for _, column in dashes) or not dashes:
            return None
        at, column = min(dashes, key=lambda d: (abs(d[1] - indent), number - d[0]))
        return (f"this '- ' is at column {indent + 1}, where no list above has its items: a "
                f"new item's '- ' lines up with the other items' '- ' (column {column + 1}, "
                f"as at line {at})")
    if not keys:
        return None
    own = _KEY_LINE.match(lines[number - 1])
    what = f"'{own.group(2).strip()}'" if own is not None else "this line"
    item = next(((n, c) for n, c in dashes if c == indent), None)
    if item is not None:  # the key of the item whose '- ' it stands at
        line, column, key = next(k for k in keys if k[0] == item[0] and k[1] > item[1])
        return (f"{what} stands at column {indent + 1}, where the '- ' of the item at line "
                f"{line} stands, so it is no field of that item: indent it to column "
                f"{column + 1}, under '{key}', as the item's other fields are")
    line, column, key = keys[0]
    return (f"{what} is indented less than the key above ('{key}' at line {line}, column "
            f"{column + 1}) and lines up with no key above it: indent it to column "
            f"{column + 1}, under '{key}', to make it a field beside it")


def _char_at(text: str, pos: Pos) -> str:
    """The character at a 1-based (line, column), or '' past the end."""
    start = 0
    for _ in range(pos[0] - 1):
        start = text.find("\n", start) + 1
        if start == 0:
            return ""
    index = start + pos[1] - 1
    return text[index] if index < len(text) else ""


def _too_deep(text: str) -> Pos | None:
    """Where flow brackets first nest past MAX_DEPTH under one block level (the place our own
    event walk would name), for when libyaml refuses the nesting before we see its events.
    Brackets in comments and in quoted scalars do not count."""
    depth = 0
    quote = ""
    prev = "\n"
    index = 0
    while index < len(text):
        char = text[index]
        if quote:
            if char == "\\" and quote == '"':
                index += 1  # an escaped character, a quote too
            elif char == quote:
                if quote == "'" and text.startswith("'", index + 1):
                    index += 1  # '' is a quote inside single quotes
                else:
                    quote = ""
        elif char == "#" and prev in " \t\r\n":  # a comment, to the end of its line
            index = text.find("\n", index)
            if index < 0:
                return None
            char = "\n"
        elif char in "'\"" and prev in " \t\r\n[{,":  # a quote opens only a scalar
            quote = char
        elif char in "[{":
            depth += 1
            if depth + 1 > MAX_DEPTH:
                return line_col(text, index)
        elif char in "]}":
            depth -= 1
        prev = char
        index += 1
    return None


def _check_node(event: Any, add: Any) -> None:
    pos = _pos(event.start_mark)
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


@dataclass(slots=True)
class PastTabs:
    """A file read past the tabs in its indentation: the text read (each such line's tabs as
    spaces), what it gave, a problem at each tab, and how far each changed line's indentation
    moved (line: columns added)."""

    text: str
    read: ReadResult
    tabs: list[Problem]
    moved: dict[int, int]

    def placed(self, problem: Problem) -> Problem:
        """``problem``, found in ``text``, placed in the file as it is."""
        added = self.moved.get(problem.line, 0)
        if not added:
            return problem
        return Problem(problem.file, problem.line, max(1, problem.column - added),
                       problem.message)


def read_past_tabs(text: str, read: ReadResult) -> PastTabs:
    """``read`` (of ``text``), or, when reading stopped at a tab in a line's indentation, the
    file read again with that line's indentation tabs as spaces (to the next tab stop, every
    2, 4 or 8 columns, the first that lets it be read past the line), and so on for the next
    such line (up to MAX_TABS), so that the problems after it are found too. When no width
    reads past a line, reading stops there."""
    found = PastTabs(text, read, [], {})
    while len(found.tabs) < MAX_TABS and found.read.value is None and found.read.problems \
            and found.read.problems[-1].message == TAB:
        tab = found.read.problems[-1]
        lines = _BREAK.split(found.text)  # each line, then the break after it
        at = 2 * (tab.line - 1)
        if at >= len(lines):
            break
        line = lines[at]
        indent = _INDENT.match(line)
        assert indent is not None
        for width in (2, 4, 8):
            lines[at] = indent.group().expandtabs(width) + line[indent.end():]
            text = "".join(lines)
            stop = _stops_at(text)
            if stop is None or stop > tab.line:
                break
        else:
            break
        found.tabs.append(tab)
        found.moved[tab.line] = found.moved.get(tab.line, 0) + len(lines[at]) - len(line)
        found.text = text
        found.read = _read_careful(text, tab.file, 2)
    return found


_INDENT = re.compile(r"[ \t]*(?:-[ \t]+)*")
"""A line's indentation, with the dashes of the list items it starts."""

_BREAK = re.compile("(\r\n|[\r\n\x85\u2028\u2029])")
"""A line break, as libyaml counts lines."""


def _stops_at(text: str) -> int | None:
    """The line where libyaml stops reading ``text`` with an error, or None."""
    parser = _Loader(text)
    try:
        while parser.get_event() is not None:
            pass
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        return mark.line + 1 if mark is not None else 1
    except yaml.YAMLError:
        return 1
    finally:
        parser.dispose()
    return None
