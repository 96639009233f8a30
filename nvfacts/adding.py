"""Add one fact to a store, warning about the near-duplicates it would create."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .conflicts import Conflict
from .dedup import Deduper, could_repeat
from .errors import UsageError
from .extract import extract
from .ids import unique_id
from .ingest import claim_key, unencodable
from .kb import KnowledgeBase
from .lang import detect
from .lexicon import lexicon
from .loader import Loaded
from .model import Assertion, Citation, Fact, Source, Store, mark_repeats
from .writer import StoreEditor


@dataclass(slots=True)
class AddResult:
    """The fact as the store shows it after the write (its computed score and status), the
    facts it nearly repeats and conflicts with, and the sources it declared. ``added`` is False
    when the store held the claim word for word already: then ``cited`` names the sources whose
    citations were added to that fact."""

    record: dict[str, Any]
    duplicates: list[dict[str, Any]] = field(default_factory=list)
    conflicts: list[Conflict] = field(default_factory=list)
    declared: list[str] = field(default_factory=list)
    added: bool = True
    cited: list[str] = field(default_factory=list)


def _problem(exc: ValidationError) -> str:
    return "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'value'}: {e['msg']}"
                     for e in exc.errors(include_url=False))


def add_fact(path: Path, claim: str, *, fact_id: str | None = None,
             sources: Sequence[str] = (), confidence: float | None = None,
             status: str = "unverified", tags: Sequence[str] = ()) -> AddResult:
    """Append a new fact to the store at ``path``; UsageError when the input is not valid.
    ``confidence`` is what the sources reported (stored on each citation, and on the fact).
    A claim the store holds word for word is not added again: like ``ingest``, the sources
    become citations of the fact that has it. The result names the facts it nearly repeats
    (the dedup matcher) and those it conflicts with."""
    for option, values in (("the claim", [claim]), ("--id", [fact_id or ""]),
                           ("--source", sources), ("--tag", tags)):
        if any(unencodable(v) for v in values):
            raise UsageError(f"{option} holds bytes that are not UTF-8 text: retype it")
    names = list(dict.fromkeys(sources))
    with StoreEditor(path) as editor:
        try:
            cites = [Citation(source=s, confidence=confidence) for s in names]
        except ValidationError as exc:
            raise UsageError(f"cannot add this fact: {_problem(exc)}") from None
        result = AddResult(record={})
        declared = {s.id for s in editor.sources}
        for name in names:
            if name not in declared:
                editor.add_source(Source(id=name))
                result.declared.append(name)
        existing = editor.facts
        same = _holding(claim, existing)
        if same is not None:
            fact = _cite(same, cites, tags)
            result.added = False
            result.cited = [c.source for c in fact.sources[len(same.sources):]]
            if fact != same:
                editor.replace_fact(fact)
            else:
                result.declared = []
            existing = [f for f in existing if f.id != fact.id]
        else:
            taken = {f.id for f in existing}
            if fact_id is not None and fact_id in taken:
                raise UsageError(f"a fact with id '{fact_id}' exists already: choose another "
                                 "--id")
            try:
                fact = Fact(id=fact_id or unique_id(claim, taken), claim=claim,
                            lang=detect(claim), status=status,  # type: ignore[arg-type]
                            confidence=confidence, tags=list(dict.fromkeys(tags)),
                            sources=cites)
            except ValidationError as exc:
                raise UsageError(f"cannot add this fact: {_problem(exc)}") from None
            result.duplicates = _near(fact, existing)
            editor.append_fact(fact)
        result.record, conflicts = assess(fact, existing, editor.sources, editor.loaded)
        result.conflicts = conflicts if result.added else []
        if result.added or result.cited:
            editor.save()
    return result


def _holding(claim: str, facts: Sequence[Fact]) -> Fact | None:
    """The fact whose claim, or one of whose merged wordings, is ``claim`` word for word."""
    key = claim_key(claim)
    return next((f for f in facts if claim_key(f.claim) == key
                 or any(claim_key(m.claim) == key for m in f.merged)), None)


def _cite(fact: Fact, cites: list[Citation], tags: Sequence[str]) -> Fact:
    """``fact`` with the citations it lacks (and, when it gains one, the tags it lacks)."""
    have = {(c.source, c.locator) for c in fact.citations()}
    extra = [c for c in cites if (c.source, c.locator) not in have]
    if not extra:
        return fact
    cited = {c.source for c in fact.citations()}
    return fact.model_copy(update={
        "sources": fact.sources + mark_repeats(extra, cited),
        "tags": fact.tags + [t for t in dict.fromkeys(tags) if t not in fact.tags]})


def _near(fact: Fact, existing: Sequence[Fact]) -> list[dict[str, Any]]:
    """The existing fact the dedup matcher takes ``fact`` for a near-duplicate of, if any."""
    likely = [existing[i] for i in could_repeat(fact.claim, [f.claim for f in existing])]
    if not likely:
        return []
    matcher = Deduper([f.claim for f in likely], [f.lang or detect(f.claim) for f in likely])
    near = matcher.best_match(fact.claim, fact.lang or "en")
    if near is None:
        return []
    other = likely[near[0]]
    return [{"id": other.id, "claim": other.claim, "score": round(near[1], 1)}]


def assess(fact: Fact, others: Sequence[Fact], sources: Sequence[Source],
           loaded: Loaded) -> tuple[dict[str, Any], list[Conflict]]:
    """``fact`` as the store with it and ``others`` will show it (computed score and status,
    assertions, conflicts, score explanation), and its conflicts. Only the facts whose text
    names one of its subjects (or a GPU or architecture using it) are read, so adding to a
    large store does not read every claim; they are all a conflict can involve, so the score
    is the one ``explain`` will give."""
    lex = lexicon()
    read: dict[str, list[Assertion]] = {fact.id: _assertions(fact)}
    names = {a.subject for a in read[fact.id]}
    if names:
        related = [e for e in lex.entities.values() if e.name in names or e.uses in names]
        keys = {_fold(alias) for e in related for alias in (e.name, *e.aliases)}
        for other in others:
            if other.assertions is not None and not names & {a.subject for a in
                                                              other.assertions}:
                continue
            folded = _fold(other.claim)
            if other.assertions is not None or any(k in folded for k in keys):
                read[other.id] = _assertions(other)
    facts = [fact, *(f for f in others if f.id in read)]
    kb = KnowledgeBase(Loaded(loaded.path, loaded.text,
                              Store.model_construct(sources=list(sources), facts=facts),
                              loaded.marks), read)
    return kb.detail(fact), kb.analysis.against.get(fact.id, [])


def _assertions(fact: Fact) -> list[Assertion]:
    return fact.assertions if fact.assertions is not None else extract(fact.claim)


def _fold(text: str) -> str:
    return "".join(text.lower().split()).replace("-", "")
