"""Reading a store on past its syntax errors, fact by fact: one fact's broken line should not
hide every other fact's problems (a duplicate id, a confidence of 1.5).

The store is cut into the header and each fact's lines as the fact cache cuts it
(``factcache.split``). The fact where libyaml stops is read alone, and when it does not parse
alone either, its syntax error is named; the fact is then read again without the line at
fault (blanked, so every other line keeps its number: up to MAX_BLANKED lines), and when that
parses, it stays in the store so that its other problems (a misspelt source) are listed too;
else the fact is left out. What is left is read again, until it parses (up to MAX_BROKEN
facts). The facts that parse are then checked together, as the store they make, each problem
placed at its line in the whole file. A line indented with a tab is read past as the whole
file is (``read_past_tabs``), so a tab in one fact and a syntax error in another are both
listed.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .errors import Problem
from .factcache import split
from .yamlread import SYNTAX, read_past_tabs, read_yaml

MAX_BROKEN = 20
"""Facts left out for a syntax error of their own, past which reading stops."""

MAX_BLANKED = 3
"""Lines of one fact blanked to read the rest of it past its syntax errors."""

LOOK_BACK = 200
"""Facts before the one where libyaml stopped read alone to find the one at fault (a quote
opened in one fact runs on through the next ones)."""

Parse = Callable[[str, str], list[Problem]]
"""Every problem of a store's text, read whole (``loader.parse_store``'s, not fact by fact)."""


def fact_by_fact(text: str, file: str, error: Problem, parse: Parse) -> list[Problem] | None:
    """Every problem of ``text``, where reading stopped at the syntax ``error``, found fact by
    fact; None when it does not split into facts, its header does not parse, or no fact is
    found at fault."""
    parts = split(text, tabs=True)
    if parts is None:
        return None
    header, blocks = parts
    first = header.count("\n") + 1
    starts = [first]  # each fact's first line in the file
    for block in blocks:
        starts.append(starts[-1] + block.count("\n"))
    broken: dict[int, list[Problem]] = {}
    blanked: set[int] = set()  # broken facts kept, read without the lines at fault
    kept = list(range(len(blocks)))
    stop: Problem | None = error
    found: list[Problem] = []
    while stop is not None:
        lines = [stop.line, *(int(n) for n in _STARTS.findall(stop.message))]
        if len(broken) == MAX_BROKEN or lines[0] < first:
            return None
        at = _kept_at(lines[0], kept, first, starts)
        seen = [_kept_at(line, kept, first, starts) for line in lines if line >= first]
        order = [*dict.fromkeys([*seen, *range(at - 1, max(at - LOOK_BACK, 0) - 1, -1)])]
        fault = next(((k, alone) for k in order if k not in broken
                      for alone in [_alone(blocks[k], file, starts[k])] if alone), None)
        if fault is None:
            return None
        broken[fault[0]] = fault[1]
        rest = _without_faults(blocks[fault[0]], fault[1], file, starts[fault[0]])
        if rest is not None:
            blocks[fault[0]] = rest
            blanked.add(fault[0])
        kept = [k for k in range(len(blocks)) if k not in broken or k in blanked]
        facts = "".join(blocks[k] for k in kept) or " []\n"  # every fact broken: none
        found = parse(header + facts, file)
        stop = next((p for p in found if p.message.startswith(SYNTAX)), None)
    # the problems of the facts that parse, as one store, moved back to the file's lines
    shift: list[tuple[int, int]] = []  # (first line in the text read, lines to add)
    line = first
    for k in kept:
        shift.append((line, starts[k] - line))
        line += blocks[k].count("\n")
    found = [p for p in (_moved(p, shift, kept) for p in found)
             if not _lost_with_a_line(p, blanked)]
    found += [p for problems in broken.values() for p in problems]
    return sorted(set(found), key=lambda p: (p.line, p.column, p.message))


def _kept_at(line: int, kept: list[int], first: int, starts: list[int]) -> int:
    """The fact (its index among all) holding ``line`` of the text of the ``kept`` facts."""
    at = first
    for k in kept:
        lines = starts[k + 1] - starts[k]
        if line < at + lines:
            return k
        at += lines
    return kept[-1] if kept else 0


def _alone(block: str, file: str, start: int) -> list[Problem]:
    """The syntax problems of a fact's lines read alone (past a tab in a line's indentation,
    which the store's reading names), placed in the file; [] when it parses."""
    text = "facts:\n" + block
    past = read_past_tabs(text, read_yaml(text, file))
    read = past.read
    if read.value is not None or not read.problems:
        return []
    read.problems = [*past.tabs, *map(past.placed, read.problems)]  # the fault last
    lines = block.splitlines()
    last = (len(lines) + 1, len(lines[-1]) + 1) if lines else (2, 1)  # in the text read

    def within(p: Problem) -> Problem:  # 'end of stream' is the end of the fact's lines
        return p if p.line <= last[0] else Problem(p.file, last[0], last[1], p.message)
    return [_moved(within(p), [(2, start - 2)]) for p in read.problems]


def _without_faults(block: str, faults: list[Problem], file: str, start: int) -> str | None:
    """The fact's lines with the line of each syntax error blanked (its first line, the
    fact's '- ', never), once they parse, up to MAX_BLANKED lines; None when they do not."""
    lines = block.splitlines(keepends=True)
    for _ in range(MAX_BLANKED):
        at = faults[-1].line - start  # the fault's line among the fact's
        if not 0 < at < len(lines) or not lines[at].strip():
            return None
        lines[at] = lines[at][len(lines[at].rstrip("\r\n")):]  # its line break only
        block = "".join(lines)
        faults = _alone(block, file, start)
        if not faults:
            return block
    return None


def _lost_with_a_line(problem: Problem, blanked: set[int]) -> bool:
    """Whether ``problem`` (placed in the file) may come from a blanked line's absence: a
    field found missing in a fact read without a line of its own."""
    fact = _FACT.match(problem.message)
    return fact is not None and int(fact.group(1)) in blanked and \
        "missing required field" in problem.message


def _moved(problem: Problem, shift: list[tuple[int, int]], kept: list[int] | None = None
           ) -> Problem:
    """``problem``, found in the text of the facts ``kept``, placed in the file (the lines its
    message names too: 'first at line 5'; and the fact's place in the list: 'facts[3]')."""
    def moved(line: int) -> int:
        add = 0
        for start, by in shift:
            if line < start:
                break
            add = by
        return line + add

    message = _AT_LINE.sub(lambda m: f"{m.group(1)}{moved(int(m.group(2)))}", problem.message)
    if kept:
        message = _FACT.sub(lambda m: f"facts[{kept[int(m.group(1))]}]", message, count=1)
    return Problem(problem.file, moved(problem.line), problem.column, message)


_STARTS = re.compile(r"that starts at line ([0-9]+)")
"""Where what libyaml was reading when it stopped starts (a quote left open)."""
_AT_LINE = re.compile(r"(\bat line )([0-9]+)")
_FACT = re.compile(r"^facts\[([0-9]+)\]")
"""A problem's fact, by its index in the list."""
