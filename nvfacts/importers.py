"""Read claims from the files other tools write: JSONL and CSV, one claim a row, nvfacts' own
export among them (a fact's id, citations, status and more; see ``EXPORTED``)."""

from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import dataclass, field
from typing import Any

from .csvcells import split, unguarded
from .errors import ParseError, Problem

COLUMNS = ("claim", "confidence", "status", "source", "tags")
EXPORTED = ("id", "lang", "stored_status", "sources", "citations", "merged", "history",
            "assertions", "diverged", "cited_sources", "score", "source_links", "match", "asserts",
            "score_reason", "unread_figures", "stored_as")
"""The columns of nvfacts' own export a row may have besides ``COLUMNS``: a fact's id, its
language, its stored status, its citations (``sources``: a list in JSONL, ids in CSV, whose
``citations`` column holds them whole), merged wordings (``diverged`` ones too, merged again
here, where they diverge as they did), curators' decisions and assertions (a store's) and the
sources it cites described; ``score``, ``source_links``, ``match`` (a
query's), ``asserts`` (what was read from the claim, read again by the store taking it in),
``score_reason``, ``unread_figures`` and ``stored_as`` (the id of the fact an export --lang
shows as one of its wordings) are computed and not read."""

STATEMENT = "this is a statement table (export --statements): ingest reads claims; export the " \
    "facts instead"


@dataclass(slots=True)
class Row:
    """One imported claim, with whatever the row said about it."""

    text: str
    locator: str
    line: int
    confidence: float | None = None
    status: str | None = None
    source: str | None = None
    tags: list[str] = field(default_factory=list)
    id: str | None = None
    lang: str | None = None
    citations: list[Any] | None = None
    """The row's own citations (an export's ``sources``), or None: the row's source cites it."""
    merged: list[Any] = field(default_factory=list)
    """The row's merged wordings, then its ``diverged`` ones (the last ``diverged``)."""
    history: list[Any] = field(default_factory=list)
    assertions: Any = None
    described: dict[str, Any] = field(default_factory=dict)
    """The sources the row describes (an export's ``cited_sources``), by id."""
    diverged: int = 0
    """How many of ``merged`` are the row's ``diverged`` wordings, written after its own."""


def _confidence(value: Any, file: str, line: int) -> float | None:
    if value in (None, ""):
        return None
    try:
        number = float(str(value).strip().rstrip("%")) if not isinstance(value, bool) else None
    except ValueError:
        number = None
    if number is not None and str(value).strip().endswith("%"):
        number /= 100
    if number is None or not 0 <= number <= 1:
        raise ParseError(Problem(file, line, 1, f"confidence {value!r} is not a number from 0 "
                                 "to 1 (or a percentage): fix the value"))
    return number


def _status(value: Any, file: str, line: int) -> str | None:
    if value in (None, ""):
        return None
    text = str(value).strip().lower()
    if text not in ("verified", "unverified", "disputed", "refuted"):
        raise ParseError(Problem(file, line, 1, f"status {value!r} is not one of verified, "
                                 "unverified, disputed, refuted"))
    return text


def _tags(value: Any, file: str, line: int) -> list[str]:
    if value in (None, ""):
        return []
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return [v.strip() for v in value if v.strip()]
    if not isinstance(value, str):
        raise ParseError(Problem(file, line, 1, f"tags {value!r} are not text: give a list of "
                                 "words, or words separated by ',' or ';'"))
    return split(value)


def _source(value: Any, file: str, line: int) -> str | None:
    if value in (None, ""):
        return None
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise ParseError(Problem(file, line, 1, f"source {value!r} is not a source id: give "
                                 "the id as text"))
    return str(value)


def _listed(record: dict[str, Any], key: str, file: str, line: int) -> list[Any]:
    value = record.get(key)
    if value in (None, ""):
        return []
    if not isinstance(value, list):
        raise ParseError(Problem(file, line, 1, f"{key} {value!r} is not a list: give them "
                                 "as nvfacts export writes them"))
    return value


def _citations(record: dict[str, Any], file: str, line: int) -> list[Any] | None:
    """The row's own citations: an export's ``sources`` (citations, or source ids), else
    None."""
    if "sources" not in record:
        return None
    if record.get("source") not in (None, ""):
        raise ParseError(Problem(file, line, 1, "row has both 'source' and 'sources': give "
                                 "one source, or the list of citations"))
    return [{"source": c} if isinstance(c, str) else c
            for c in _listed(record, "sources", file, line)]


_JSON_KINDS = {int: "a number", float: "a number", bool: "true or false", list: "a list",
               dict: "an object"}
"""What a JSON value that is no string is, as a row's error names it."""


def _row(record: dict[str, Any], file: str, line: int, locator: str) -> Row:
    if "claim" not in record and {"subject", "attribute", "value"} <= set(record):
        raise ParseError(Problem(file, line, 1, STATEMENT))
    unknown = sorted(set(record) - set(COLUMNS) - set(EXPORTED))
    if unknown:
        raise ParseError(Problem(file, line, 1, f"unknown column {unknown[0]!r}; columns are "
                                 + ", ".join(COLUMNS) + " (and those of nvfacts' own export)"))
    claim = record.get("claim")
    if claim is not None and not isinstance(claim, str):
        raise ParseError(Problem(file, line, 1, f"the row on line {line} has 'claim' "
                                 f"{json.dumps(claim, ensure_ascii=False)[:60]}, "
                                 f"{_JSON_KINDS.get(type(claim), 'a value')}: 'claim' must be "
                                 "a string, the claim's text in quotes "
                                 "('\"claim\": \"NVLink 4.0 has 18 links.\"')"))
    if not isinstance(claim, str) or not claim.strip():
        raise ParseError(Problem(file, line, 1, "row has no claim text: every row needs a "
                                 "non-blank 'claim'"))
    described = record.get("cited_sources") or {}
    if not isinstance(described, dict):
        raise ParseError(Problem(file, line, 1, f"cited_sources {described!r} is not an "
                                 "object of sources by id"))
    fact_id, lang = (record.get(k) if record.get(k) != "" else None for k in ("id", "lang"))
    # an export's computed status (disputed when the fact loses a conflict) is the target
    # store's to compute again: its stored one is kept
    status = record.get("stored_status") or record.get("status")
    kept = [k for k in ("assertions", "merged", "diverged", "history")
            if record.get(k) not in (None, "", [])]
    if kept and "sources" not in record:
        raise ParseError(Problem(file, line, 1, f"row has {kept[0]!r} but no 'sources': a row "
                                 "of nvfacts' own export keeps its citations in 'sources' "
                                 "([] for none); without them its " + ", ".join(kept) + " would "
                                 "be dropped"))
    diverged = _listed(record, "diverged", file, line)
    return Row(claim.strip(), locator, line, _confidence(record.get("confidence"), file, line),
               _status(status, file, line),
               _source(record.get("source"), file, line), _tags(record.get("tags"), file, line),
               fact_id, lang, _citations(record, file, line),
               _listed(record, "merged", file, line) + diverged,
               _listed(record, "history", file, line),
               record.get("assertions"), described, len(diverged))


_LONE_ESCAPE = re.compile(r"(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}|"
                          r"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F])")


class _DuplicateKeyError(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object's keys and values; a key given twice is refused, as the store's are."""
    record: dict[str, Any] = {}
    for key, value in pairs:
        if key in record:
            raise _DuplicateKeyError(key)
        record[key] = value
    return record


def read_jsonl(text: str, file: str) -> list[Row]:
    rows: list[Row] = []
    for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), 1):
        if not raw.strip():
            continue
        try:
            record = json.loads(raw, object_pairs_hook=_unique_keys)
        except _DuplicateKeyError as exc:
            first = raw.find(json.dumps(exc.key))
            again = raw.find(json.dumps(exc.key), first + 1) if first >= 0 else -1
            raise ParseError(Problem(file, number, again + 1 if again >= 0 else 1,
                                     f"duplicate key '{exc.key}': keep one of them")) from None
        except json.JSONDecodeError as exc:
            raise ParseError(Problem(file, number, exc.colno, f"not JSON: {exc.msg}; each line "
                                     "must be one JSON object")) from None
        if not isinstance(record, dict):
            raise ParseError(Problem(file, number, 1, "each line must be a JSON object with a "
                                     "'claim' key"))
        try:
            json.dumps(record, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            escape = _LONE_ESCAPE.search(raw)
            raise ParseError(Problem(file, number, escape.start() + 1 if escape else 1,
                                     f"{escape.group(0) if escape else 'an escape'} is half of "
                                     "a surrogate pair, not a character: write the character "
                                     "itself, or both halves of its pair")) from None
        rows.append(_row(record, file, number, f"line {number}"))
    return rows


def read_csv(text: str, file: str) -> list[Row]:
    reader = csv.DictReader(io.StringIO(text.removeprefix("\ufeff"), newline=""))
    names = [f.strip().lower() for f in reader.fieldnames or []]  # 'Claim' is 'claim'
    if "claim" not in names and {"subject", "attribute", "value"} <= set(names):
        raise ParseError(Problem(file, 1, 1, STATEMENT))
    if "claim" not in names:
        raise ParseError(Problem(file, 1, 1, "the header row has no 'claim' column; columns "
                                 "are " + ", ".join(COLUMNS)))
    twice = next((n for i, n in enumerate(names) if n in names[:i]), None)
    if twice is not None:
        raise ParseError(Problem(file, 1, 1, f"the header row names the column '{twice}' "
                                 "twice: keep one of them"))
    rows: list[Row] = []
    try:
        for record in reader:
            line = reader.line_num
            if None in record:
                raise ParseError(Problem(file, line, 1, "row has more cells than the header"))
            cleaned = {k.strip().lower(): unguarded(v or "") for k, v in record.items()
                       if k is not None}
            if not any(v.strip() for v in cleaned.values()):
                continue
            _csv_lists(cleaned, file, line)
            rows.append(_row(cleaned, file, line, f"row {len(rows) + 1}"))
    except csv.Error as exc:
        raise ParseError(Problem(file, reader.line_num, 1, f"not valid CSV: {exc}")) from None
    return rows


def _csv_lists(record: dict[str, Any], file: str, line: int) -> None:
    """An exported CSV row's lists: its citations (the ``citations`` cell, else the ids of its
    ``sources`` cell, each source's locators after it in brackets left out; neither when both
    are blank), merged wordings, decisions and the sources it cites described."""
    for key in ("merged", "history", "cited_sources", "assertions", "diverged"):
        if key in record:
            record[key] = _json_cell(record[key], key, file, line)
    whole, ids = record.pop("citations", ""), record.pop("sources", "")
    if whole.strip():
        record["sources"] = _json_cell(whole, "citations", file, line)
    elif ids.strip():
        record["sources"] = [item.split(" (", 1)[0] for item in split(ids)]


def read_document(text: str, file: str) -> tuple[list[Row], dict[str, tuple[int, Any]]]:
    """The facts of a JSON or YAML document holding ``facts`` (nvfacts' json or yaml export,
    or a store file) as rows, and the sources it describes by id, each with its line: an
    export's ``sources`` table or a store's list of sources."""
    from .yamlread import read_yaml

    read = read_yaml(text.removeprefix("\ufeff"), file, marks_depth=3)
    if read.problems:
        raise ParseError(read.problems[0])
    document, marks = read.value, read.marks
    if not isinstance(document, dict) or not isinstance(document.get("facts"), list):
        what = "a statement table: ingest reads facts" if isinstance(document, dict) and \
            "statements" in document else "no 'facts' list"
        raise ParseError(Problem(file, 1, 1, f"this document holds {what} (nvfacts' json or "
                                 "yaml export of facts, or a store)"))

    def line(*path: str | int) -> int:
        return marks.place(path)[0] if marks is not None else 1

    rows = []
    for n, fact in enumerate(document["facts"]):
        if not isinstance(fact, dict):
            raise ParseError(Problem(file, line("facts", n), 1, "each fact must be a mapping "
                                     "with a 'claim'"))
        if "source" not in fact:  # a store's fact citing nothing has no 'sources'
            fact = {**fact, "sources": fact.get("sources") or []}
        rows.append(_row(fact, file, line("facts", n), f"fact {n + 1}"))
    listed = document.get("sources") or {}
    if isinstance(listed, list):  # a store's: each with its id
        listed = {s.get("id"): {k: v for k, v in s.items() if k != "id"} if isinstance(s, dict)
                  else s for s in listed}
    if not isinstance(listed, dict):
        raise ParseError(Problem(file, line("sources"), 1, "sources must be a table of "
                                 "sources by id, or a list of them"))
    return rows, {str(name): (line("sources", name), about) for name, about in listed.items()}


def _json_cell(cell: str, key: str, file: str, line: int) -> Any:
    """A CSV cell export wrote as JSON (None when blank)."""
    if not cell.strip():
        return None
    try:
        return json.loads(cell)
    except json.JSONDecodeError as exc:
        raise ParseError(Problem(file, line, 1, f"{key} are not JSON: {exc.msg}; give them "
                                 "as nvfacts export writes them")) from None
