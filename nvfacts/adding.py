"""Add one fact to a store, warning about the near-duplicates it would create."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .conflicts import Conflict, find_conflicts
from .dedup import Deduper, could_repeat
from .errors import UsageError
from .extract import extract
from .ids import unique_id
from .lang import detect
from .lexicon import lexicon
from .model import Citation, Fact, Source
from .records import fact_record
from .writer import StoreEditor


@dataclass(slots=True)
class AddResult:
    """The fact as written, the facts it nearly repeats, and the sources it declared."""

    record: dict[str, Any]
    duplicates: list[dict[str, Any]] = field(default_factory=list)
    conflicts: list[Conflict] = field(default_factory=list)
    declared: list[str] = field(default_factory=list)


def _problem(exc: ValidationError) -> str:
    return "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'value'}: {e['msg']}"
                     for e in exc.errors(include_url=False))


def add_fact(path: Path, claim: str, *, fact_id: str | None = None,
             sources: Sequence[str] = (), confidence: float | None = None,
             status: str = "unverified", tags: Sequence[str] = ()) -> AddResult:
    """Append a new fact to the store at ``path``; UsageError when the input is not valid.
    The result names the facts it nearly repeats (the dedup matcher) and those it conflicts
    with."""
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
        existing = editor.facts
        if existing:
            likely = [existing[i] for i in could_repeat(claim, [f.claim for f in existing])]
            matcher = Deduper([f.claim for f in likely], [f.lang or detect(f.claim)
                                                          for f in likely])
            near = matcher.best_match(claim, fact.lang or "en") if likely else None
            if near is not None:
                other = likely[near[0]]
                result.duplicates = [{"id": other.id, "claim": other.claim,
                                      "score": round(near[1], 1)}]
            result.conflicts = conflicts_with(fact, existing)
        editor.append_fact(fact)
        editor.save()
    result.record = fact_record(fact, fact.confidence)
    return result


def conflicts_with(fact: Fact, others: Sequence[Fact]) -> list[Conflict]:
    """The conflicts ``fact`` would have with ``others``. Only the facts whose text names one
    of its subjects (or a GPU or architecture using it) are read, so adding to a large store
    does not read every claim."""
    lex = lexicon()
    mine = fact.assertions if fact.assertions is not None else extract(fact.claim)
    if not mine:
        return []
    names = {a.subject for a in mine}
    related = [e for e in lex.entities.values() if e.name in names or e.uses in names]
    keys = {_fold(alias) for e in related for alias in (e.name, *e.aliases)}
    pairs = [(fact.id, a) for a in mine]
    for other in others:
        folded = _fold(other.claim)
        if any(k in folded for k in keys):
            theirs = other.assertions if other.assertions is not None else extract(other.claim)
            pairs += [(other.id, a) for a in theirs]
    return [c for c in find_conflicts(pairs, lambda _: 0.0, lex) if fact.id in c.ids]


def _fold(text: str) -> str:
    return "".join(text.lower().split()).replace("-", "")
