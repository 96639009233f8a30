"""Bring claims from pages and files into the store, once each, with their citations."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from .cardpage import parse_card
from .dedup import Deduper
from .errors import ParseError, Problem, UnreadableInputError, UsageError
from .ids import slug
from .importers import read_csv, read_jsonl
from .lang import detect
from .model import ID_PATTERN, MAX_CLAIM, Citation, Fact, Mention, Source, mark_repeats
from .sourcenames import refuse_redescribed, refuse_typos, typo_message
from .storefile import open_file
from .textsafe import visible
from .writer import StoreEditor

MAX_INPUT = 32 * 1024 * 1024


@dataclass(slots=True)
class Incoming:
    """A claim as one input gave it, with the citation it earns."""

    text: str
    citation: Citation
    line: int
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


def unencodable(text: str) -> bool:
    """Whether ``text`` holds a lone surrogate (from a JSON escape, or bytes that were not UTF-8
    in a command's arguments): text that no UTF-8 file can hold."""
    return _SURROGATE.search(text) is not None


_SURROGATE = re.compile("[\ud800-\udfff]")


def read_input(path: Path, source_id: str) -> tuple[list[Incoming], Source]:
    """The claims of one input file and the source it describes."""
    try:
        with open_file(path, str(path), "ingest reads pages and files: save the input to a "
                       "file and give its name") as handle:
            data = handle.read(MAX_INPUT + 1)
    except OSError as exc:
        raise UnreadableInputError(f"{path}: cannot read: {exc.strerror}") from None
    if len(data) > MAX_INPUT:
        raise ParseError(Problem(str(path), 1, 1, f"file is over {MAX_INPUT >> 20} MiB, the limit "
                                 "for one input: split it and ingest the parts"))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        start = data.rfind(b"\n", 0, exc.start) + 1
        column = len(data[start: exc.start].decode("utf-8", "replace")) + 1
        raise ParseError(Problem(str(path), data.count(b"\n", 0, exc.start) + 1, column,
                                 "bytes that are not UTF-8: save the file as UTF-8")) from None
    name = str(path)
    suffix = path.suffix.lower()
    jsonl = suffix in (".jsonl", ".ndjson") or (suffix != ".csv" and text.lstrip(
        "\ufeff \r\n").startswith("{"))
    if jsonl or suffix == ".csv":
        rows = read_jsonl(text, name) if jsonl else read_csv(text, name)
        items = [_incoming(name, row.line, row.text, row.source or source_id, row.locator,
                           row.confidence, row.status, row.tags) for row in rows]
        source = Source(id=source_id, title=path.name)
    else:
        page = parse_card(text, name)
        items = [_incoming(name, entry.line, entry.text, source_id, entry.locator,
                           entry.confidence, entry.status,
                           ["timeline"] if entry.section == "timeline" else [])
                 for entry in page.entries]
        source = Source(id=source_id, title=page.title, kind="knowledge-card",
                        description=page.summary or None)
    if not items:
        raise ParseError(Problem(name, 1, 1, "no claims in this file: nothing to ingest"))
    return items, source


def _incoming(file: str, line: int, text: str, source: str, locator: str,
              confidence: float | None, status: str | None, tags: list[str]) -> Incoming:
    """A claim from line ``line`` of ``file``, checked as the store will check it, so that a
    bad value is a problem at its line and not a failed write. Runs of white space (a CSV
    cell's line break) become one space."""
    text = " ".join(text.split())
    if len(text) > MAX_CLAIM:
        raise ParseError(Problem(file, line, 1, f"claim is {len(text)} characters long; the "
                                 f"limit is {MAX_CLAIM}: split it into several claims"))
    try:
        cite = Citation(source=source, locator=locator, confidence=confidence,
                        status=status)  # type: ignore[arg-type]
        Fact(id="x", claim=text, tags=tags, sources=[cite])
    except ValidationError as exc:
        error = exc.errors(include_url=False)[0]
        where = ".".join(str(p) for p in error["loc"] if p != 0) or "value"
        raise ParseError(Problem(file, line, 1, f"{where}: {error['msg']}")) from None
    return Incoming(text, cite, line, tags)


def _refuse_typos(files: list[Path], parsed: list[tuple[list[Incoming], Source]],
                  source_id: str, declared: set[str], new: Sequence[str]) -> None:
    """UsageError when ``source_id`` is a typo of a declared source id, ParseError at its line
    when a row's source is (a typo of a declared id or of one given before it)."""
    refuse_typos([source_id], declared, new)
    known = declared | {source_id}
    for path, (items, _) in zip(files, parsed, strict=True):
        for item in items:
            name = item.citation.source
            if (why := typo_message(name, known, new)) is not None:
                raise ParseError(Problem(str(path), item.line, 1, why))
            known.add(name)


def _rank(item: Incoming) -> int:
    """Which citation sets a new fact's confidence and status: All Facts first."""
    locator = item.citation.locator or ""
    return 0 if locator.startswith("All Facts") else 1 if locator.startswith("Core") else 2


class _Taken:
    """The ids in use, and new ones made as ``ids.unique_id`` makes them (the slug, else the
    slug with -2, -3, ...), remembering the numbers taken per slug: a page of many claims that
    open with the same words costs a try or two each, not one per claim before it."""

    def __init__(self, ids: set[str]) -> None:
        self.ids = ids
        self.last: dict[str, int] = {}

    def new(self, claim: str) -> str:
        base = slug(claim)
        n = self.last.get(base, 1)  # base, base-2 ... base-n are taken (1: the bare slug)
        made = base
        while made in self.ids:
            n += 1
            made = f"{base}-{n}"
        self.last[base] = n
        self.ids.add(made)
        return made


def ingest(store: Path, files: list[Path], source_id: str | None, *,
           title: str | None = None, reliability: float | None = None,
           source_kind: str | None = None, new_sources: Sequence[str] = ()) -> IngestReport:
    """Add each file's claims to ``store``: new facts, or new citations of facts it has.
    ``source_id`` (else the one id of ``new_sources``) is the source the files are; a source id
    the store does not declare, close to one it does (a typo), is refused unless it is in
    ``new_sources``, and nothing is written. ``title``, ``reliability`` and ``source_kind``
    describe that source when it is new; a declared one of another kind or reliability is
    refused."""
    if source_id is None:
        if len(new_sources) != 1:
            raise UsageError("give the id of the source these files are with --source-id (or, "
                             "for a new source, --new-source)")
        source_id = new_sources[0]
    if not ID_PATTERN.fullmatch(source_id):
        raise UsageError(f"--source-id '{visible(source_id)}' is not a valid id: use 1-64 letters, "
                         "digits, '-', '_' or '.', not starting with '.'")
    if title is not None and unencodable(title):
        raise UsageError("--title holds bytes that are not UTF-8 text: retype it")
    parsed = [read_input(path, source_id) for path in files]
    report = IngestReport()
    with StoreEditor(store) as editor:
        declared = {s.id for s in editor.sources}
        _refuse_typos(files, parsed, source_id, declared, new_sources)
        refuse_redescribed([source_id], editor.sources, source_kind, reliability,
                           "--reliability")
        for _, source in parsed:
            if source.id not in declared:
                editor.add_source(source.model_copy(update={
                    "title": title or source.title, "reliability": reliability,
                    "kind": source_kind or source.kind}))
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
        taken = _Taken({f.id for f in editor.facts} | {m.id for f in editor.facts
                                                        for m in f.merged})
        for key, group in groups.items():
            head = group[0]
            lang = detect(head.text)
            if key not in by_key and matcher is not None:
                near = matcher.best_match(head.text, lang)
                if near is not None:  # a near-duplicate: one more wording of that fact
                    holder = editor.get(existing[near[0]].id)
                    assert holder is not None
                    fact_id = taken.new(head.text)
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
            fact_id = taken.new(head.text)
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
