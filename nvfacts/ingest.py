"""Bring claims from pages and files into the store, once each, with their citations."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from .cardpage import parse_card
from .dedup import Deduper
from .errors import ParseError, Problem, UnreadableInputError
from .ids import unique_id
from .importers import read_csv, read_jsonl
from .lang import detect
from .model import Citation, Fact, Mention, Source, mark_repeats
from .writer import StoreEditor

MAX_INPUT = 32 * 1024 * 1024


@dataclass(slots=True)
class Incoming:
    """A claim as one input gave it, with the citation it earns."""

    text: str
    citation: Citation
    tags: list[str] = field(default_factory=list)


@dataclass(slots=True)
class IngestReport:
    """Ids of the facts added, given a new citation (merged) or already complete (unchanged)."""

    added: list[str] = field(default_factory=list)
    merged: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    sources_added: list[str] = field(default_factory=list)


def claim_key(text: str) -> str:
    """What two wordings must share to be the same claim exactly: NFKC text, spaces folded."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip()


def read_input(path: Path, source_id: str) -> tuple[list[Incoming], Source]:
    """The claims of one input file and the source it describes."""
    try:
        data = path.read_bytes()[: MAX_INPUT + 1]
    except OSError as exc:
        raise UnreadableInputError(f"{path}: cannot read: {exc.strerror}") from None
    if len(data) > MAX_INPUT:
        raise ParseError(Problem(str(path), 1, 1, f"file is over {MAX_INPUT >> 20} MiB"))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ParseError(Problem(str(path), line, 1, "bytes that are not UTF-8: save the page "
                                 "as UTF-8")) from None
    name = str(path)
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".ndjson") or (suffix != ".csv" and text.lstrip("\ufeff \r\n")
                                           .startswith("{")):
        rows = read_jsonl(text, name)
    elif suffix == ".csv":
        rows = read_csv(text, name)
    else:
        page = parse_card(text, name)
        source = Source(id=source_id, title=page.title, kind="knowledge-card",
                        description=page.summary or None)
        items = []
        for entry in page.entries:
            cite = Citation(source=source_id, locator=entry.locator,
                            confidence=entry.confidence, status=entry.status)  # type: ignore[arg-type]
            items.append(Incoming(entry.text, cite,
                                  ["timeline"] if entry.section == "timeline" else []))
        return items, source
    items = [Incoming(row.text, Citation(source=row.source or source_id, locator=row.locator,
                                         confidence=row.confidence, status=row.status),  # type: ignore[arg-type]
                      row.tags) for row in rows]
    return items, Source(id=source_id, title=path.name)


def _rank(item: Incoming) -> int:
    """Which citation sets a new fact's confidence and status: All Facts first."""
    locator = item.citation.locator or ""
    return 0 if locator.startswith("All Facts") else 1 if locator.startswith("Core") else 2


def ingest(store: Path, files: list[Path], source_id: str, *, title: str | None = None,
           reliability: float | None = None) -> IngestReport:
    """Add each file's claims to ``store``: new facts, or new citations of facts it has."""
    parsed = [read_input(path, source_id) for path in files]
    report = IngestReport()
    with StoreEditor(store) as editor:
        declared = {s.id for s in editor.sources}
        for _, source in parsed:
            if source.id not in declared:
                editor.add_source(source.model_copy(update={
                    "title": title or source.title, "reliability": reliability}))
                declared.add(source.id)
                report.sources_added.append(source.id)
        for items, _ in parsed:
            for item in items:
                if item.citation.source not in declared:
                    editor.add_source(Source(id=item.citation.source))
                    declared.add(item.citation.source)
                    report.sources_added.append(item.citation.source)
        by_key = {claim_key(f.claim): f.id for f in editor.facts}
        by_key.update({claim_key(m.claim): f.id for f in editor.facts for m in f.merged})
        existing = list(editor.facts)
        matcher = Deduper([f.claim for f in existing],
                          [f.lang or detect(f.claim) for f in existing]) if existing else None
        groups: dict[str, list[Incoming]] = {}
        for items, _ in parsed:
            for item in sorted(items, key=_rank):
                groups.setdefault(claim_key(item.text), []).append(item)
        taken = {f.id for f in editor.facts} | {m.id for f in editor.facts for m in f.merged}
        for key, group in groups.items():
            head = group[0]
            lang = detect(head.text)
            if key not in by_key and matcher is not None:
                near = matcher.best_match(head.text, lang)
                if near is not None:  # a near-duplicate: one more wording of that fact
                    holder = editor.get(existing[near[0]].id)
                    assert holder is not None
                    fact_id = unique_id(head.text, taken)
                    taken.add(fact_id)
                    cited = {c.source for c in holder.citations()}
                    mention = Mention(
                        id=fact_id, claim=head.text, lang=lang,
                        status=head.citation.status or "unverified",
                        confidence=head.citation.confidence,
                        tags=sorted({t for i in group for t in i.tags}),
                        sources=mark_repeats([i.citation for i in group], cited))
                    editor.replace_fact(holder.model_copy(update={
                        "merged": [*holder.merged, mention]}))
                    by_key[key] = holder.id
                    report.merged.append(holder.id)
                    continue
            if key in by_key:
                fact = editor.get(by_key[key])
                assert fact is not None
                have = {(c.source, c.locator) for c in fact.citations()}
                extra = [i.citation for i in group if (i.citation.source, i.citation.locator)
                         not in have]
                extra_tags = [t for i in group for t in i.tags if t not in fact.tags]
                if extra or extra_tags:
                    cited = {c.source for c in fact.citations()}
                    editor.replace_fact(fact.model_copy(update={
                        "sources": fact.sources + mark_repeats(extra, cited),
                        "tags": fact.tags + sorted(set(extra_tags))}))
                    report.merged.append(fact.id)
                else:
                    report.unchanged.append(fact.id)
                continue
            fact_id = unique_id(head.text, taken)
            taken.add(fact_id)
            tags = sorted({t for i in group for t in i.tags})
            editor.append_fact(Fact(
                id=fact_id, claim=head.text, lang=lang,
                status=head.citation.status or "unverified",
                confidence=head.citation.confidence, tags=tags,
                sources=mark_repeats([i.citation for i in group])))
            by_key[key] = fact_id
            report.added.append(fact_id)
        editor.save()
    return report
