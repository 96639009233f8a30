"""Add one fact to a store, warning about the near-duplicates it would create."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .cachedstore import CachedStore
from .conflicts import Conflict
from .dedup import Deduper, could_repeat
from .errors import UsageError
from .ids import unique_id
from .ingest import claim_key, unencodable
from .kb import KnowledgeBase
from .lang import detect
from .lexicon import lexicon
from .loader import Loaded
from .model import Assertion, Citation, Fact, Source, Store, mark_repeats
from .readings import Reader
from .sourcenames import refuse_redescribed, refuse_typos
from .unread import Unread
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
    unread: list[Unread] = field(default_factory=list)
    """The fact added, when nothing is read from its claim (unread.py), as ingest names it."""
    unlearned: dict[str, int] = field(default_factory=dict)
    """Each source the fact cites to how many of its other facts the score was computed
    without (those about other subjects): its trust in the score is learned from the facts
    read alone, where ``explain`` learns it from all of them (``trust_note``)."""
    read: int = 0
    """How many facts the score was computed over, the fact's own included."""
    rivals: list[dict[str, Any]] = field(default_factory=list)
    """Each figure of the fact's claim of no stated scope that matches none of its subject's
    figures stated with one (analysis/unscoped.py): ``{"statement": ..., "rival": ...}``, the
    two statements as ``answer`` gives them; no conflict, a warning."""


def _problem(exc: ValidationError) -> str:
    return "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'value'}: {e['msg']}"
                     for e in exc.errors(include_url=False))


def add_fact(path: Path, claim: str, *, fact_id: str | None = None,
             sources: Sequence[str] = (), confidence: float | None = None,
             status: str = "unverified", tags: Sequence[str] = (),
             new_sources: Sequence[str] = (), source_kind: str | None = None,
             source_reliability: float | None = None, source_title: str | None = None,
             source_url: str | None = None, lock_timeout: float | None = None) -> AddResult:
    """Append a new fact to the store at ``path``; UsageError when the input is not valid.
    ``confidence`` is what the sources reported (stored on each citation, and on the fact).
    A source id the store does not declare is declared when it is in ``new_sources``, or when
    no declared id is close to it (``sourcenames.near_source``): a typo of a declared id is refused.
    ``source_kind``, ``source_reliability``, ``source_title`` and ``source_url`` describe the
    sources it declares; a declared
    source described otherwise is refused (``sourcenames.refuse_redescribed``).
    A claim the store holds word for word is not added again: like ``ingest``, the sources
    become citations of the fact that has it. The result names the facts it nearly repeats
    (the dedup matcher) and those it conflicts with."""
    for option, values in (("the claim", [claim]), ("--id", [fact_id or ""]),
                           ("--source", sources), ("--new-source", new_sources),
                           ("--tag", tags), ("--source-title", [source_title or ""])):
        if any(unencodable(v) for v in values):
            raise UsageError(f"{option} holds bytes that are not UTF-8 text: retype it")
    names = list(dict.fromkeys([*sources, *new_sources]))
    if not names and any(v is not None for v in (source_kind, source_reliability,
                                                 source_title, source_url)):
        raise UsageError("--source-kind, --source-reliability, --source-title and --source-url "
                         "describe the source a fact cites: give it with --source or "
                         "--new-source")
    cached = CachedStore(path)
    with StoreEditor(path, lock_timeout, load=cached) as editor:
        try:
            cites = [Citation(source=s, confidence=confidence) for s in names]
        except ValidationError as exc:
            raise UsageError(f"cannot add this fact: {_problem(exc)}") from None
        result = AddResult(record={})
        declared = {s.id for s in editor.sources}
        refuse_typos(names, declared, new_sources)
        refuse_redescribed(names, editor.sources, source_kind, source_reliability,
                           "--source-reliability", title=source_title, url=source_url)
        for name in names:
            if name not in declared:
                editor.add_source(Source(id=name, kind=source_kind,  # type: ignore[arg-type]
                                         reliability=source_reliability, title=source_title,
                                         url=source_url))
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
        result.record, conflicts, read, rivals = assess(fact, existing, editor.sources,
                                                        editor.loaded, cached.kb)
        result.rivals = rivals if result.added else []
        result.read = len(read)
        result.unlearned = _unlearned(fact, existing, read)
        result.conflicts = conflicts if result.added else []
        if result.added and not result.record["assertions"]:
            result.unread = [Unread.of(fact.id, fact.claim)]
        if result.added or result.cited:
            editor.save()
    return result


def _unlearned(fact: Fact, existing: Sequence[Fact], read: set[str]) -> dict[str, int]:
    """The sources ``fact`` cites with facts in the store that were not ``read`` (AddResult's
    ``unlearned``), each with how many."""
    cited = {c.source for c in fact.sources}
    found: dict[str, int] = {}
    for other in existing:
        if other.id not in read:
            for name in cited.intersection(c.source for c in other.sources):
                found[name] = found.get(name, 0) + 1
    return found


def trust_note(result: AddResult) -> str | None:
    """What ``add`` says when its score was computed before a cited source's trust was learned
    from the rest of the store (AddResult's ``unlearned``), so that ``explain`` may score the
    fact otherwise; None when every fact of its sources was read."""
    if not result.unlearned or not result.added:
        return None
    record = result.record
    named = ", ".join(f"{name} ({count} other fact(s))"
                      for name, count in sorted(result.unlearned.items()))
    if not record.get("assertions"):  # trial 30: "over the 1 fact(s) about the same subjects"
        over, those = "this fact alone (nothing read from it names a subject)", "it"
    elif result.read <= 1:
        over, those = "this fact alone (no other fact is about its subjects)", "it"
    else:
        over, those = f"the {result.read} fact(s) about the same subjects", "those"
    return (f"note: fact score {record['score']:.3f} is computed over {over}, so the trust of "
            f"{named} is learned here from {those} alone; 'nvfacts explain {record['id']}' "
            "(and show, query, export) learns it from all of a source's facts and may give "
            "another score")


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
    # The guard pairs only claims naming the same entities, so a claim naming none has its
    # duplicates among the claims naming none; could_repeat, which looks for the entities a
    # claim names, keeps them all, and reading what each means was most of the time of add.
    lex = lexicon()
    if not lex.find_entities(_nfkc(fact.claim)):
        likely = [f for f in likely if not lex.find_entities(_nfkc(f.claim))]
    if not likely:
        return []
    matcher = Deduper([f.claim for f in likely], [f.lang or detect(f.claim) for f in likely])
    near = matcher.best_match(fact.claim, fact.lang or detect(fact.claim), across=True)
    if near is None:
        return []
    other = likely[near[0]]
    return [{"id": other.id, "claim": other.claim, "score": round(near[1], 1)}]


def assess(fact: Fact, others: Sequence[Fact], sources: Sequence[Source],
           loaded: Loaded, known: KnowledgeBase | None = None
           ) -> tuple[dict[str, Any], list[Conflict], set[str], list[dict[str, Any]]]:
    """``fact`` as the store with it and ``others`` will show it (computed score and status,
    assertions, conflicts, score explanation), and its conflicts. Only the facts whose text
    names one of its subjects or the NVLink generation one of them uses (or a GPU, architecture
    or system using either) are read, so adding to a
    large store does not read every claim; they are all a conflict can involve, so the
    conflicts are the ones ``conflicts`` will list. The score is computed over them alone: a
    source's trust is learned from those of its facts alone, where ``explain`` learns it from
    all of them, so ``explain`` may score the fact otherwise (``trust_note`` says when). Also
    the ids of the facts read. ``known``: the store as the fact cache gave it, which knows what
    the others assert. Last, the figures of its claim that may rival a scoped one
    (AddResult's ``rivals``)."""
    lex = lexicon()
    reader = _reader()
    read: dict[str, list[Assertion]] = {fact.id: _assertions([fact], reader)[0]}
    names = {a.subject for a in read[fact.id]}
    if names:
        # a system's or a card's figure meets its GPUs' NVLink generation's, which the facts
        # naming that generation or a GPU, architecture or system using it state
        names |= {e.uses for n in names if (e := lex.entities.get(n)) is not None and e.uses}
        related = [e for e in lex.entities.values() if e.name in names or e.uses in names]
        keys = {_fold(alias) for e in related for alias in (e.name, *e.aliases)}
        named = re.compile("|".join(map(re.escape, keys)) or "(?!)")  # (?!): no name at all
        near = [other for other in others
                if (names & {a.subject for a in other.assertions} if other.assertions is not None
                    else named.search(_fold(other.claim)))]
        read.update(zip((f.id for f in near), [known.assertions(f) for f in near]
                        if known is not None else _assertions(near, reader), strict=True))
    facts = [fact, *(f for f in others if f.id in read)]
    kb = KnowledgeBase(Loaded(loaded.path, loaded.text,
                              Store.model_construct(sources=list(sources), facts=facts),
                              loaded.marks), read)
    return kb.detail(fact), kb.analysis.against.get(fact.id, []), set(read), \
        _possible_rivals(kb, fact.id)


def _possible_rivals(kb: KnowledgeBase, fact_id: str) -> list[dict[str, Any]]:
    """The fact's figures of no stated scope that may rival one stated with a scope, each with
    that one (analysis/unscoped.py), as statement records without their rivals."""
    from .analysis.answer import statement_record
    from .analysis.unscoped import possible_rivals

    found = kb.analysis.consensus
    mine = kb.analysis.statements_of.get(fact_id, [])
    subjects = {found.statements[i].subject for i in mine
                if found.statements[i].attribute == "bandwidth"}
    if not subjects:
        return []
    records = [statement_record(found, i) for i, s in enumerate(found.statements)
               if s.subject in subjects and s.attribute == "bandwidth"]
    return [{"statement": _brief(r), "rival": _brief(q)}
            for r, q in possible_rivals(records, fact_id)]


def _brief(record: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k not in ("rivals", "variants", "summary")}


def _reader() -> Reader:
    """The readings kept on disk by claim text (those ``query`` and ``check`` made), as the
    cache reads a store: a claim read before is not read again."""
    from .cache import reader

    return reader()


def _assertions(facts: list[Fact], reader: Reader) -> list[list[Assertion]]:
    """Each fact's assertions: the curator's, else what its claim was read to assert."""
    todo = [f.claim for f in facts if f.assertions is None]
    found = iter(reader(todo) if todo else [])
    return [f.assertions if f.assertions is not None else next(found) for f in facts]


def _nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


def _fold(text: str) -> str:
    return "".join(text.lower().split()).replace("-", "")
