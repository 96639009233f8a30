"""Read claims from the files other tools write: JSONL and CSV, one claim a row."""

from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import dataclass, field
from typing import Any

from .errors import ParseError, Problem

COLUMNS = ("claim", "confidence", "status", "source", "tags")


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
    return [t.strip() for t in value.replace(";", ",").split(",") if t.strip()]


def _source(value: Any, file: str, line: int) -> str | None:
    if value in (None, ""):
        return None
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise ParseError(Problem(file, line, 1, f"source {value!r} is not a source id: give "
                                 "the id as text"))
    return str(value)


def _row(record: dict[str, Any], file: str, line: int, locator: str) -> Row:
    unknown = sorted(set(record) - set(COLUMNS))
    if unknown:
        raise ParseError(Problem(file, line, 1, f"unknown column {unknown[0]!r}; columns are "
                                 + ", ".join(COLUMNS)))
    claim = record.get("claim")
    if not isinstance(claim, str) or not claim.strip():
        raise ParseError(Problem(file, line, 1, "row has no claim text: every row needs a "
                                 "non-blank 'claim'"))
    return Row(claim.strip(), locator, line, _confidence(record.get("confidence"), file, line),
               _status(record.get("status"), file, line),
               _source(record.get("source"), file, line), _tags(record.get("tags"), file, line))


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
            cleaned = {k.strip().lower(): v for k, v in record.items() if k is not None}
            if not any((v or "").strip() for v in cleaned.values()):
                continue
            rows.append(_row(cleaned, file, line, f"row {len(rows) + 1}"))
    except csv.Error as exc:
        raise ParseError(Problem(file, reader.line_num, 1, f"not valid CSV: {exc}")) from None
    return rows
