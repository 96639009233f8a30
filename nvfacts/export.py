"""Render exported fact records as JSON, JSONL, CSV (formula-safe), YAML or Markdown."""

from __future__ import annotations

import csv
import io
from typing import Any

_FORMULA = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: Any) -> str:
    """A CSV cell that a spreadsheet shows as text, never runs as a formula (OWASP)."""
    if isinstance(value, list):
        value = ";".join(str(v["source"] if isinstance(v, dict) else v) for v in value)
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(_FORMULA) else text


def render(records: list[dict[str, Any]], fmt: str) -> str:
    """The records as text in ``fmt``: json, jsonl, csv, yaml or md."""
    import orjson

    if fmt == "json":
        return orjson.dumps({"facts": records}, option=orjson.OPT_INDENT_2).decode() + "\n"
    if fmt == "jsonl":
        return "".join(orjson.dumps(r).decode() + "\n" for r in records)
    columns = ["id", "claim", "lang", "status", "confidence", "score", "tags", "sources"]
    if fmt == "csv":
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(columns)
        for r in records:
            writer.writerow([_cell(r[c]) for c in columns])
        return out.getvalue()
    if fmt == "yaml":
        import yaml

        return str(yaml.safe_dump({"facts": records}, allow_unicode=True, sort_keys=False,
                                   width=100))
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    for r in records:
        cells = [_cell(r[c]).replace("|", "\\|").replace("\n", " ") for c in columns]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"
