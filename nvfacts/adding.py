"""Add one fact to a store, warning about the near-duplicates it would create."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .errors import UsageError
from .ids import unique_id
from .lang import detect
from .model import Citation, Fact, Source
from .records import fact_record
from .writer import StoreEditor

NEAR_DUPLICATE = 90.0
"""rapidfuzz token_sort_ratio from which an existing claim is reported as a near-duplicate."""


@dataclass(slots=True)
class AddResult:
    """The fact as written, the facts it nearly repeats, and the sources it declared."""

    record: dict[str, Any]
    duplicates: list[dict[str, Any]] = field(default_factory=list)
    declared: list[str] = field(default_factory=list)


def _problem(exc: ValidationError) -> str:
    return "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'value'}: {e['msg']}"
                     for e in exc.errors(include_url=False))


def add_fact(path: Path, claim: str, *, fact_id: str | None = None,
             sources: Sequence[str] = (), confidence: float | None = None,
             status: str = "unverified", tags: Sequence[str] = ()) -> AddResult:
    """Append a new fact to the store at ``path``; UsageError when the input is not valid."""
    from rapidfuzz import fuzz, process, utils

    with StoreEditor(path) as editor:
        taken = {f.id for f in editor.facts}
        if fact_id is not None and fact_id in taken:
            raise UsageError(f"a fact with id '{fact_id}' exists already: choose another --id")
        try:
            fact = Fact(id=fact_id or unique_id(claim, taken), claim=claim, lang=detect(claim),
                        status=status, confidence=confidence,  # type: ignore[arg-type]
                        tags=list(dict.fromkeys(tags)),
                        sources=[Citation(source=s) for s in dict.fromkeys(sources)])
        except ValidationError as exc:
            raise UsageError(f"cannot add this fact: {_problem(exc)}") from None
        declared = {s.id for s in editor.sources}
        result = AddResult(record={})
        for name in dict.fromkeys(sources):
            if name not in declared:
                editor.add_source(Source(id=name))
                result.declared.append(name)
        near = process.extract(claim, [f.claim for f in editor.facts],
                               scorer=fuzz.token_sort_ratio, processor=utils.default_process,
                               limit=5, score_cutoff=NEAR_DUPLICATE)
        result.duplicates = [{"id": editor.facts[i].id, "claim": editor.facts[i].claim,
                              "score": round(score, 1)} for _, score, i in near]
        editor.append_fact(fact)
        editor.save()
    result.record = fact_record(fact, fact.confidence)
    return result
