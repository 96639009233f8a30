"""Export facts: the verified subset by default, in JSON, JSONL, CSV, YAML or Markdown."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .kb import KnowledgeBase

FORMATS = ("json", "jsonl", "csv", "yaml", "md")
_FORMULA = ("=", "+", "-", "@", "\t", "\r")


@dataclass(slots=True)
class Selection:
    """The records chosen, and each fact left out with the reason."""

    records: list[dict[str, Any]] = field(default_factory=list)
    left_out: list[tuple[str, str]] = field(default_factory=list)


def select(kb: KnowledgeBase, *, everything: bool = False, statuses: Sequence[str] = (),
           min_confidence: float | None = None) -> Selection:
    """Facts to export: by default those verified and not disputed; ``everything`` takes all,
    ``statuses`` those whose computed status is one of them; ``min_confidence`` bounds the
    computed score."""
    wanted = set(statuses) or (None if everything else {"verified"})
    chosen = Selection()
    for fact in kb.facts:
        status = kb.status(fact)
        score = kb.score(fact)
        if wanted is not None and status not in wanted:
            if status == "disputed":
                against = kb.analysis.against.get(fact.id, [])
                others = {i for c in against for i in c.ids if i != fact.id}
                chosen.left_out.append((fact.id, f"disputed by {len(others)} fact(s)"))
            else:
                chosen.left_out.append((fact.id, f"status {status}"))
            continue
        if min_confidence is not None and score < min_confidence:
            chosen.left_out.append((fact.id, f"score {score:.2f} is below {min_confidence:g}"))
            continue
        chosen.records.append(kb.record(fact))
    return chosen


def _cell(value: Any) -> str:
    """A CSV cell that a spreadsheet shows as text, never runs as a formula (OWASP)."""
    if isinstance(value, list):
        value = ";".join(str(v["source"] if isinstance(v, dict) else v) for v in value)
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(_FORMULA) else text


def render(records: list[dict[str, Any]], fmt: str) -> str:
    """The records as text in ``fmt`` (one of FORMATS)."""
    if fmt == "json":
        return json.dumps({"facts": records}, ensure_ascii=False, indent=2) + "\n"
    if fmt == "jsonl":
        return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
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
