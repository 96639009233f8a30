"""Load a store file: bounded read, safe YAML, strict model, cross-checks, located problems."""

from __future__ import annotations

import difflib
import heapq
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .batch import no_gc
from .errors import InvalidStoreError, Problem
from .gitmarkers import conflict_regions
from .model import STATUSES, Store, known_fields, validate_records
from .sourcenames import near_source
from .storefile import BOM, read_text
from .textsafe import visible
from .yamlread import MAX_PROBLEMS, SYNTAX, Marks, read_past_tabs, read_yaml

Loc = tuple[str | int, ...]
_Error = tuple[Loc, str, bool, Loc | None]
"""A problem before it is placed: where, what, at the key (not the value), and a related place."""


@dataclass(slots=True)
class Loaded:
    """A valid store with the text it was read from and where its parts stand."""

    path: Path
    text: str
    store: Store
    marks: Marks


def parse_store(text: str, file: str, *, build: bool = True, by_fact: bool = True
                ) -> tuple[Store | None, Marks | None, list[Problem]]:
    """Parse and validate store text; every problem found is returned, sorted by place.

    With ``build`` false a valid store is only checked, not built (no Store is returned).
    Past a syntax error, the other facts are read one by one (``by_fact``: pastsyntax).
    """
    body = text[1:] if text.startswith(BOM) else text
    with no_gc():
        past = read_past_tabs(body, read_yaml(body, file))
        if past.read.value is None and past.read.problems:
            markers = conflict_regions(body, file)
            if markers:  # the YAML error is theirs: name each region instead
                return None, None, markers
            error = past.read.problems[-1]
            if by_fact and error.message.startswith(SYNTAX):
                from .pastsyntax import fact_by_fact

                found = fact_by_fact(body, file, error, lambda part, name: parse_store(
                    part, name, build=False, by_fact=False)[2])
                if found is not None:
                    return None, None, _listed(found, 0, file)
        body, read = past.text, past.read
        problems, unlisted = list(read.problems), 0
        store: Store | None = None
        if read.value is not None or not problems:
            if not isinstance(read.value, dict):
                problems.append(Problem(file, 1, 1, "the top level must be a mapping with a "
                                        "'facts:' list; start from 'facts: []'"))
            else:
                store, model_problems, unlisted = _validate(read.value, body, file, build)
                problems += model_problems
    if problems or past.tabs:
        problems = [*map(past.placed, problems), *past.tabs]
        problems.sort(key=lambda p: (p.line, p.column))
        return None, read.marks, _listed(problems, read.unlisted + unlisted, file)
    assert read.marks is not None and (store is not None or not build)
    return store, read.marks, []


def _listed(problems: list[Problem], unlisted: int, file: str) -> list[Problem]:
    """The first MAX_PROBLEMS problems (README limits), then one saying how many more there
    were, placed where the first of them stands."""
    more = len(problems) - MAX_PROBLEMS + unlisted
    if more <= 0:
        return problems
    at = problems[MAX_PROBLEMS] if len(problems) > MAX_PROBLEMS else problems[-1]
    return [*problems[:MAX_PROBLEMS],
            Problem(file, at.line, at.column, f"{more} more problems not listed: fix the ones "
                    "above and run 'nvfacts check' again")]


def load_text(text: str, file: str, path: Path | None = None) -> Loaded:
    """A valid store from its text, or InvalidStoreError listing every problem."""
    store, marks, problems = parse_store(text, file)
    if problems or store is None or marks is None:
        raise InvalidStoreError(problems)
    return Loaded(path or Path(file), text, store, marks)


def load(path: Path) -> Loaded:
    """Read and validate the store at ``path``."""
    return load_text(read_text(path), str(path), path)


def check(path: Path) -> list[Problem]:
    """Every problem of the store at ``path`` (an empty list when it is valid)."""
    try:
        text = read_text(path)
    except InvalidStoreError as exc:
        return exc.problems
    with no_gc():  # the store is freed before the collector sees its millions of objects
        return parse_store(text, str(path), build=False)[2]


def _validate(value: dict[str, Any], text: str, file: str, build: bool = True
              ) -> tuple[Store | None, list[Problem], int]:
    """The store ``value`` makes, or its problems: the first MAX_PROBLEMS of them at least,
    and how many others there are (``_first``)."""
    errors: list[Any] = []  # pydantic's error records, described once kept, and _Errors
    store: Store | None = None
    if build or not validate_records(value):
        try:
            store = Store.model_validate(value)
        except ValidationError as exc:
            errors = exc.errors(include_url=False)
    errors += _cross_checks(value)
    if not errors:
        return store, [], 0
    marks = read_yaml(text, file, marks_depth=99).marks
    errors, unlisted = _first(errors, marks)
    problems = []
    for loc, message, at_key, other in (e if isinstance(e, tuple) else _describe(e)
                                        for e in errors):
        line, col = marks.place(loc, key=at_key) if marks else (1, 1)
        first = f" (first at line {marks.place(other)[0]})" if marks and other else ""
        message = message.replace("{first}", first)
        if message.startswith(_NULL):
            written = _NULL_WORD.match(text, _index(text, line, col))
            message = (f"unknown value '{written.group()}'" if written else "no value given") \
                + message[len(_NULL):]
        problems.append(Problem(file, line, col, f"{_dotted(loc)}: {message}"
                                if loc else message))
    return None, problems, unlisted


def _first(errors: list[Any], marks: Marks | None) -> tuple[list[Any], int]:
    """Of ``errors`` (pydantic's records and _Errors), those that may be among the first
    MAX_PROBLEMS listed, every one of each fact, source or top-level key they fall in, in the
    order of the file; and how many others there are. Only those are described (a close field
    name looked for) and placed: a store with 300,000 unknown fields described them all to
    list 200 (57 s, 1.15 GB)."""
    if len(errors) <= MAX_PROBLEMS or marks is None:
        return errors, 0

    starts = [marks.place(tuple(e[0] if isinstance(e, tuple) else e["loc"])[:2])
              for e in errors]  # where the fact (or source, or key) holding each starts
    last = heapq.nsmallest(MAX_PROBLEMS + 1, starts)[-1]
    kept = [e for e, start in zip(errors, starts, strict=True) if start <= last]
    return kept, len(errors) - len(kept)


_NULL = "{null}"
_NULL_WORD = re.compile("~|null|Null|NULL")


def _index(text: str, line: int, col: int) -> int:
    """The offset of a 1-based line and column in ``text``."""
    start = 0
    for _ in range(line - 1):
        start = text.find("\n", start) + 1
    return start + col - 1


def _describe(error: Any) -> _Error:
    loc: tuple[str | int, ...] = tuple(error["loc"])
    kind = error["type"]
    if kind == "extra_forbidden":
        name = str(loc[-1])
        near = difflib.get_close_matches(name, known_fields(loc), n=1, cutoff=0.5)
        hint = f"did you mean '{near[0]}'?" if near else \
            "allowed: " + ", ".join(known_fields(loc))
        return loc, f"unknown field '{name}'; {hint}", True, None
    if kind == "missing":
        name = str(loc[-1])
        return loc[:-1], f"missing required field '{name}': add it", False, None
    if kind == "literal_error":
        allowed = ", ".join(STATUSES) if loc[-1] == "status" and "history" not in loc else \
            error["ctx"]["expected"].replace("'", "")  # a decision is verified or refuted
        if error["input"] is None:  # a YAML null: worded from what the file has there
            return loc, f"{_NULL}; allowed: {allowed}", False, None
        meant = _status_meant(error["input"], re.split(r", | or ", allowed)) \
            if loc[-1] == "status" else None
        return loc, f"unknown value '{error['input']}'; allowed: {allowed}" + (
            f"; {meant}" if meant else ""), False, None
    if kind in ("model_type", "model_attributes_type", "dict_type"):
        return loc, "must be a mapping of field: value", False, None
    if kind == "list_type":
        return loc, "must be a list (write '- item' lines or [a, b])", False, None
    if kind == "string_type":
        return loc, "must be text", False, None
    return loc, str(error["msg"]), False, None


def _status_meant(written: Any, allowed: list[str]) -> str | None:
    """The hint for a status no store takes: the status a page's word for one means (the
    lexicon's status-words, which ingest reads on a card's labels: '已验证' is verified), or
    the allowed one it is close to; None when neither."""
    if not isinstance(written, str):
        return None
    from .lexicon import lexicon

    word = written.strip()
    meant = next((status for status, words in lexicon().status_words.items()
                  if status in allowed and any(word.casefold() == w.casefold() for w in words)),
                 None)
    if meant is None:
        near = difflib.get_close_matches(word.lower(), allowed, n=1, cutoff=0.6)
        meant = near[0] if near else None
        return f"did you mean '{meant}'?" if meant else None
    return (f"'{word}' is a page's word for '{meant}' (ingest reads it on a card's labels); a "
            f"store writes the status itself: status: {meant}")


def _cross_checks(value: dict[str, Any]) -> list[_Error]:
    found: list[_Error] = []
    declared: dict[str, int] = {}
    sources = value.get("sources")
    for i, source in enumerate(sources if isinstance(sources, list) else []):
        sid = source.get("id") if isinstance(source, dict) else None
        if isinstance(sid, str):
            if sid in declared:
                found.append((("sources", i, "id"), f"duplicate source id '{sid}'{{first}}: "
                              "give each source its own id", False,
                              ("sources", declared[sid], "id")))
            declared.setdefault(sid, i)
    facts = value.get("facts")
    seen: dict[str, Loc] = {}
    for i, fact in enumerate(facts if isinstance(facts, list) else []):
        if not isinstance(fact, dict):
            continue
        fid = fact.get("id")
        if isinstance(fid, str):
            if fid in seen:
                found.append((("facts", i, "id"), f"duplicate fact id '{fid}'{{first}}: "
                              "rename one of them", False, seen[fid]))
            seen.setdefault(fid, ("facts", i, "id"))
        _check_citations(fact, ("facts", i), declared, found)
        merged = fact.get("merged")
        for k, mention in enumerate(merged if isinstance(merged, list) else []):
            if not isinstance(mention, dict):
                continue
            mid = mention.get("id")
            if isinstance(mid, str):
                if mid in seen:
                    found.append((("facts", i, "merged", k, "id"), f"duplicate fact id '{mid}'"
                                  "{first}: a merged wording keeps its id; rename one of them",
                                  False, seen[mid]))
                seen.setdefault(mid, ("facts", i, "merged", k, "id"))
            _check_citations(mention, ("facts", i, "merged", k), declared, found)
    return found


def _check_citations(item: dict[str, Any], at: Loc, declared: dict[str, int],
                     found: list[_Error]) -> None:
    citations = item.get("sources")
    for j, cite in enumerate(citations if isinstance(citations, list) else []):
        name = cite.get("source") if isinstance(cite, dict) else None
        if isinstance(name, str) and name not in declared:
            near = near_source(name, declared)
            fix = f"did you mean {near}? Else add" if near else "add"
            found.append(((*at, "sources", j, "source"), f"source '{visible(name)}' is not "
                          f"declared: {fix} it under the top-level 'sources:' list", False, None))


def _dotted(loc: tuple[str | int, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out
