"""Bring claims from pages and files into the store, once each, with their citations."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .cardpage import parse_card
from .dedup import Deduper, Meaning
from .errors import NothingReadError, ParseError, Problem, UnreadableInputError, UsageError
from .ids import slug
from .importers import Row, read_csv, read_document, read_jsonl
from .lang import detect
from .model import (
    ID_PATTERN,
    ID_RULE,
    MAX_CLAIM,
    Assertion,
    Citation,
    Decision,
    Fact,
    Mention,
    Source,
    Status,
    mark_repeats,
)
from .sourcenames import refuse_redescribed, refuse_typos, typo_message
from .storefile import open_file
from .textsafe import visible
from .unread import Partly, Unread, assertions_of, partly_read, unread
from .writer import StoreEditor

MAX_INPUT = 32 * 1024 * 1024


@dataclass(slots=True)
class Incoming:
    """A claim as one input gave it, with the citations it earns (the one of its place, or
    those an export row gives) and what it says of the fact: its status and confidence, and
    from an export its id (kept when free), language, merged wordings and decisions."""

    text: str
    citations: list[Citation]
    line: int
    tags: list[str] = field(default_factory=list)
    status: Status | None = None
    confidence: float | None = None
    id: str | None = None
    lang: str | None = None
    merged: list[Mention] = field(default_factory=list)
    history: list[Decision] = field(default_factory=list)
    assertions: list[Assertion] | None = None
    exported: bool = False
    """A row of nvfacts' export: it keeps its place in the input (no citation ranks it)."""


@dataclass(slots=True)
class IngestReport:
    """Ids of the facts added, given a new citation (merged) or already complete (unchanged)."""

    added: list[str] = field(default_factory=list)
    merged: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    sources_added: list[str] = field(default_factory=list)
    unread: list[Unread] = field(default_factory=list)
    """The facts added whose claim nvfacts reads nothing from (unread.py)."""
    partly: list[Partly] = field(default_factory=list)
    """The facts added read only in part: a bandwidth figure of the claim gave nothing."""
    sentences: int = 0
    """Sentences of prose read (``prose``)."""
    left_out: list[str] = field(default_factory=list)
    """Sentences of prose with a digit from which nothing was read, each as 'FILE line N:
    TEXT': left out, and worth a look (a subject named in the sentence before, a figure the
    reader misses)."""
    pronoun_subject: list[str] = field(default_factory=list)
    """Sentences of prose, as 'FILE line N: TEXT', whose subject is only a pronoun standing for a
    thing named before ('It offers 900 GB/s of NVLink bandwidth.', '它的 NVLink 带宽为 ...'):
    what they read is a whole family's figure (``leans_on_before``), so they are left out."""
    same_as: dict[str, str] = field(default_factory=dict)
    """For each file whose every claim another source cited already at the same place (the
    same page ingested before under another id), that source's id, by file name; ingested
    because its source counts once with that one (a shared URL or description) or because
    ``another_page`` said it is another page."""


def claim_key(text: str) -> str:
    """What two wordings must share to be the same claim exactly: NFKC text, spaces folded
    (str.split's whitespace is re's \\s: a quarter of the time of re.sub)."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


def unencodable(text: str) -> bool:
    """Whether ``text`` holds a lone surrogate (from a JSON escape, or bytes that were not UTF-8
    in a command's arguments): text that no UTF-8 file can hold."""
    return _SURROGATE.search(text) is not None


_SURROGATE = re.compile("[\ud800-\udfff]")


_MISSING = ("check the page's name and folder (ingest reads knowledge-card pages saved as "
            ".txt, and JSONL, CSV, JSON or YAML files); nothing was ingested")


def _decoded(data: bytes, name: str, encoding: str, given: bool) -> str:
    """``data`` as text in ``encoding``; bytes that are not are refused at their line and
    column, with the encoding they read as when that is a Chinese one (GB18030 holds GBK and
    GB2312) and none was given."""
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        start = data.rfind(b"\n", 0, exc.start) + 1
        column = len(data[start: exc.start].decode(encoding, "replace")) + 1
        hint = "give --encoding with the file's encoding or save it as UTF-8" if given else \
            "save the file as UTF-8, or give its encoding with --encoding"
        if not given and _reads_as(data, "gb18030"):
            hint = "it reads as Chinese GB18030 (GBK, GB2312): give --encoding gb18030, or " \
                   "save it as UTF-8"
        raise ParseError(Problem(name, data.count(b"\n", 0, exc.start) + 1, column,
                                 f"bytes that are not {encoding.upper()}: "
                                 f"{hint}")) from None


def _reads_as(data: bytes, encoding: str) -> bool:
    try:
        data.decode(encoding)
    except UnicodeDecodeError:
        return False
    return True


def text_encoding(encoding: str) -> str:
    """``encoding`` when Python decodes text with it (``--encoding``), else a usage error."""
    try:
        b"x".decode(encoding)
    except UnicodeDecodeError:
        pass  # (one byte is no whole character of UTF-16)
    except LookupError:
        raise UsageError(f"--encoding '{visible(encoding)}' is not a text encoding Python "
                         "knows: give one such as utf-8, gb18030, big5, shift_jis or "
                         "latin-1") from None
    return encoding


def read_input(path: Path, source_id: str | None, prose: bool = False,
               report: IngestReport | None = None, encoding: str | None = None
               ) -> tuple[list[Incoming], Source | None, list[Source]]:
    """The claims of one input file, the source it is (None when ``source_id`` is and each row
    names its own) and the sources its rows describe (an export's ``cited_sources``). With
    ``prose``, the file is an article (Markdown, plain text, or HTML by its name): its sentences
    that state something nvfacts reads are its claims, and ``report`` counts the others. The
    file is UTF-8 unless ``encoding`` names another (a Chinese page saved as GBK: "gb18030")."""
    try:
        with open_file(path, str(path), "ingest reads pages and files: save the input to a "
                       "file and give its name", _MISSING) as handle:
            data = handle.read(MAX_INPUT + 1)
    except OSError as exc:
        raise UnreadableInputError(f"{path}: cannot read: {exc.strerror}") from None
    if len(data) > MAX_INPUT:
        raise ParseError(Problem(str(path), 1, 1, f"file is over {MAX_INPUT >> 20} MiB, the limit "
                                 "for one input: split it and ingest the parts"))
    if encoding is None and data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise ParseError(Problem(str(path), 1, 1, "the file is UTF-16 (Excel's 'Unicode Text' "
                                 "writes it): save it as UTF-8 (Excel: 'CSV UTF-8') or give "
                                 "--encoding utf-16"))
    text = _decoded(data, str(path), encoding or "utf-8", given=encoding is not None)
    name = str(path)
    suffix = path.suffix.lower()
    document = suffix in (".yaml", ".yml") or (suffix == ".json" and _one_object(text))
    jsonl = not document and (suffix in (".jsonl", ".ndjson") or (
        suffix != ".csv" and text.lstrip("\ufeff \r\n").startswith("{")))
    described: list[Source] = []
    source: Source | None
    if prose:
        items, source = _prose(text, name, suffix in (".html", ".htm"), _needed(source_id),
                               report or IngestReport())
    elif document or jsonl or suffix == ".csv":
        if document:
            rows, listed = read_document(text, name)
            described = [_described(name, line, key, about)
                         for key, (line, about) in listed.items()]
        else:
            rows = read_jsonl(text, name) if jsonl else read_csv(text, name)
        items = [_exported(name, row) if row.citations is not None else
                 _incoming(name, row.line, row.text, row.source or _needed(source_id),
                           row.locator, row.confidence, row.status, row.tags) for row in rows]
        described += [_described(name, row.line, key, value) for row in rows
                      for key, value in row.described.items()]
        source = Source(id=source_id, title=path.name) if source_id is not None else None
    else:
        page = parse_card(text, name)
        items = [_incoming(name, entry.line, entry.text, _needed(source_id), entry.locator,
                           entry.confidence, entry.status,
                           ["timeline"] if entry.section == "timeline" else [])
                 for entry in page.entries]
        source = Source(id=_needed(source_id), title=page.title, kind="knowledge-card",
                        description=page.summary or None)
    if not items and prose:
        raise NothingReadError(Problem(name, 1, 1, "no sentence of this page states anything "
                                       "nvfacts reads: nothing to ingest"),
                               [line for line in (report or IngestReport()).left_out
                                if line.startswith(f"{name} ")])
    if not items:
        raise ParseError(Problem(name, 1, 1, "no claims in this file: nothing to ingest"))
    return items, source, described


def _prose(text: str, name: str, html: bool, source_id: str, report: IngestReport
           ) -> tuple[list[Incoming], Source]:
    """The sentences of an article from which something is read, as claims of ``source_id``
    (titled by the page's first heading); ``report`` counts the sentences and keeps those with
    a digit that gave nothing."""
    from .extract import extract_many
    from .headings import under_heading
    from .lexicon import lexicon
    from .prose import quantities_said, read_prose

    lex = lexicon()
    page = read_prose(text, html)
    read = extract_many([s.text for s in page.sentences])
    # a figure read of a family alone (NVLink's), under a heading naming one product: the
    # product's, its name put before the sentence (headings.py)
    headed = {i: worded for i, (s, found) in enumerate(zip(page.sentences, read, strict=True))
              if found and all(lex.members(a.subject) != {a.subject} for a in found)
              and (worded := under_heading(s.text, s.heading, lex)) != s.text}
    for i, found in zip(headed, extract_many(list(headed.values())), strict=True):
        page.sentences[i] = replace(page.sentences[i], text=headed[i])
        read[i] = found
    report.sentences += len(page.sentences)
    for s, found in zip(page.sentences, read, strict=True):
        said, ratios = quantities_said(s.text) if not found else (0, 0)
        if said:  # a digit in a name, a date, a time or a counter is no figure (prose.py)
            report.left_out.append(f"{name} {s.locator}: {s.text}" + (
                " (a ratio, which nvfacts stores no figure of)" if ratios == said else ""))
    leaning = [bool(found) and leans_on_before(s.text, found) for s, found in
               zip(page.sentences, read, strict=True)]
    report.pronoun_subject += [f"{name} {s.locator}: {s.text}" for s, lean in
                               zip(page.sentences, leaning, strict=True) if lean]
    items = [_incoming(name, s.line, s.text, source_id, s.locator, None, None, [])
             for s, found, lean in zip(page.sentences, read, leaning, strict=True)
             if found and not lean]
    return items, Source(id=source_id, title=page.title or Path(name).name, kind="article")


def leans_on_before(sentence: str, read: list[Assertion]) -> bool:
    """Whether ``sentence`` gives what it reads only through a pronoun: it opens with one of the
    lexicon's pronoun-subjects ("It", "This GPU", "The latter", "它的"), or one of its stand-ins
    for a system named before ("The 72 GPUs", "The rack", "这个系统"), and something ``read``
    from it is a whole family's figure (NVLink's, PCIe's), which is the thing the pronoun
    stands for, named in a sentence before. "This is NVLink 4.0 at 900 GB/s" names its own."""
    from .lexicon import lexicon

    lex = lexicon()
    opening = sentence.lstrip(" \"'\u201c(\uff08").lower()
    words = lex.pronoun_subjects.get("words", ())
    pronoun = any(opening.startswith(w) and not (w.isascii() and
                                                 opening[len(w):len(w) + 1].isalnum())
                  for w in words)
    stand_in = any(re.match(p, opening, re.IGNORECASE)
                   for p in lex.pronoun_subjects.get("stand-ins", ()))
    if opening.startswith(tuple(lex.pronoun_subjects.get("not", ()))) or not (pronoun or stand_in):
        return False
    return any(lex.members(a.subject) != {a.subject} for a in read)


def _one_object(text: str) -> bool:
    """Whether a .json file is one JSON object (nvfacts' json export), not one a line."""
    import json

    try:
        return isinstance(json.loads(text.removeprefix("\ufeff")), dict)
    except ValueError:
        return False


def _needed(source_id: str | None) -> str:
    """The files' source id, for a claim that names no source of its own."""
    if source_id is None:
        raise UsageError("give the id of the source these files are with --source-id (or, "
                         "for a new source, --new-source)")
    return source_id


def _invalid(file: str, line: int, exc: ValidationError, within: str = "") -> ParseError:
    """A model's complaint about a value as a problem at its line (``within``: where the
    model's value stands, "source 'a': ")."""
    error = exc.errors(include_url=False)[0]
    where = ".".join(str(p) for p in error["loc"] if p != 0) or "value"
    return ParseError(Problem(file, line, 1, f"{within}{where}: {error['msg']}"))


def _invalid_row(file: str, row: Row, exc: ValidationError) -> ParseError:
    """An exported row's complaint at its line; one about a wording of its ``merged`` or
    ``diverged`` (read as merged wordings both) names the key the row gives it under, which
    of them it is and what one must hold."""
    error = exc.errors(include_url=False)[0]
    place = error["loc"]
    if len(place) < 2 or place[0] != "merged" or not isinstance(place[1], int):
        return _invalid(file, row.line, exc)
    own = len(row.merged) - row.diverged
    key, n = ("merged", place[1]) if place[1] < own else ("diverged", place[1] - own)
    where = ".".join([key, *(str(p) for p in place[2:] if p != 0)])
    entry = row.merged[place[1]]
    name = entry.get("id") if isinstance(entry, dict) else None
    named = f" '{visible(name)}'" if isinstance(name, str) else ""
    return ParseError(Problem(file, row.line, 1, f"{where}: {error['msg']} ({key} "
                              f"wording {n + 1}{named}: each is an object with its own id, claim "
                              "and sources, as nvfacts export writes it)"))


def _described(file: str, line: int, name: str, about: object) -> Source:
    """A source an export row describes (``cited_sources``): declared with its title, URL,
    kind and reliability when the store does not declare it (its trust is learned anew)."""
    fields = ("title", "url", "kind", "reliability", "description")
    known = {k: v for k, v in about.items() if k in fields and v is not None} \
        if isinstance(about, dict) else {}
    try:
        return Source(id=name, **known)
    except ValidationError as exc:
        raise _invalid(file, line, exc, f"source '{visible(name)}': ") from None


def _exported(file: str, row: Row) -> Incoming:
    """A row of nvfacts' own export: a fact with its citations, status, confidence, tags and,
    when given, its id, language, merged wordings and curators' decisions."""
    text = " ".join(row.text.split())
    try:
        fact = Fact.model_validate({
            "id": row.id or "x", "claim": text, "lang": row.lang, "tags": row.tags,
            "status": row.status or "unverified", "confidence": row.confidence,
            "sources": row.citations, "history": row.history,
            "assertions": row.assertions, "merged": [
                # where a wording stood in another store's file: nothing here
                {k: v for k, v in m.items() if k != "original"} if isinstance(m, dict) else m
                for m in row.merged]})
    except ValidationError as exc:
        raise _invalid_row(file, row, exc) from None
    return Incoming(text, fact.sources, row.line, fact.tags, fact.status, fact.confidence,
                    row.id, fact.lang, fact.merged, fact.history, fact.assertions, exported=True)


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
        raise _invalid(file, line, exc) from None
    return Incoming(text, [cite], line, tags, cite.status, cite.confidence)


def _named(item: Incoming) -> list[str]:
    """The ids of the sources a claim names: its citations', its merged wordings' and those of
    curators' decisions on either."""
    return [*(c.source for c in item.citations),
            *(c.source for m in item.merged for c in m.sources),
            *(d.source for d in item.history if d.source),
            *(d.source for m in item.merged for d in m.history if d.source)]


def _refuse_typos(files: list[Path], parsed: list[tuple[list[Incoming], Source | None,
                                                         list[Source]]],
                  source_id: str | None, declared: set[str], new: Sequence[str]) -> None:
    """UsageError when ``source_id`` is a typo of a declared source id, ParseError at its line
    when a row's source is (a typo of a declared id or of one given before it). The sources of
    an export's rows are not checked: the store they were exported from declared them."""
    known = set(declared)
    if source_id is not None:
        refuse_typos([source_id], declared, new)
        known.add(source_id)
    for path, (items, _, _) in zip(files, parsed, strict=True):
        for item in (i for i in items if not i.exported):
            for name in _named(item):
                if (why := typo_message(name, known, new)) is not None:
                    raise ParseError(Problem(str(path), item.line, 1, why))
                known.add(name)


def _rank(item: Incoming) -> int:
    """Which citation sets a new fact's confidence and status: All Facts first (an export's
    row says its own: it keeps its place)."""
    locator = "" if item.exported else item.citations[0].locator or ""
    return 0 if locator.startswith("All Facts") else 1 if locator.startswith("Core") else 2


def _marked(citations: list[Citation], cited: set[str] | None = None) -> list[Citation]:
    """``mark_repeats``, keeping the mark a citation that repeats nothing came with (an
    export's ``independent``)."""
    return [marked if marked.independent is False else citation for citation, marked in
            zip(citations, mark_repeats(citations, cited), strict=True)]


def _tags(group: list[Incoming]) -> list[str]:
    """The tags of a new fact: a page's sorted, an export row's in its order."""
    tags = list(dict.fromkeys(t for i in group for t in i.tags))
    return tags if group[0].exported else sorted(tags)


def _wording_of(fact: Fact, key: str) -> Fact | Mention:
    """The wording of ``fact`` whose claim has ``key``: its own claim's first, else the first
    wording merged into it that has it (the fact itself when none has: ``by_key`` found it)."""
    if claim_key(fact.claim) == key:
        return fact
    return next((m for m in fact.merged if claim_key(m.claim) == key), fact)


def _wordings(item: Incoming, taken: _Taken, via: str | None = None) -> list[Mention]:
    """An export row's merged wordings for this store: each with a free id (its own when it
    is), those merged in before it came ``via`` the row's wording when that is merged too."""
    return [m.model_copy(update={"id": taken.new(m.claim, m.id), "via": m.via or via})
            for m in item.merged]


class _Taken:
    """The ids in use, and new ones made as ``ids.unique_id`` makes them (the slug, else the
    slug with -2, -3, ...), remembering the numbers taken per slug: a page of many claims that
    open with the same words costs a try or two each, not one per claim before it."""

    def __init__(self, ids: set[str]) -> None:
        self.ids = ids
        self.last: dict[str, int] = {}

    def new(self, claim: str, wanted: str | None = None) -> str:
        """``wanted`` (an export's id) when it is free, else one made from ``claim``."""
        if wanted is not None and wanted not in self.ids:
            self.ids.add(wanted)
            return wanted
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
           source_kind: str | None = None, new_sources: Sequence[str] = (),
           url: str | None = None, prose: bool = False,
           another_page: bool = False, lock_timeout: float | None = None,
           encoding: str | None = None) -> IngestReport:
    """Add each file's claims to ``store``: new facts, or new citations of facts it has.
    ``source_id`` (else the one id of ``new_sources``) is the source the files are, needed
    unless each claim names its own (rows of nvfacts' export: their ids, citations, status and
    wordings are kept, and the sources they describe declared as described); a source id
    the store does not declare, close to one it does (a typo), is refused unless it is in
    ``new_sources``, and nothing is written. ``title``, ``reliability``, ``source_kind`` and
    ``url`` describe that source when it is new; a declared one described otherwise is
    refused. With ``prose`` the files are articles (``read_input``). A file whose every claim
    another source cites already at the same place is refused as the same page under another
    id (``_same_page``) unless the two count once anyway or ``another_page`` says it is
    another page."""
    if source_id is None and len(new_sources) == 1:
        source_id = new_sources[0]
    if source_id is None and (title is not None or reliability is not None or source_kind or
                              url is not None):
        raise UsageError("--title, --reliability, --source-kind and --source-url describe the "
                         "files' source: give its id with --source-id")
    if source_id is not None and not ID_PATTERN.fullmatch(source_id):
        raise UsageError(f"--source-id '{visible(source_id)}' is not a valid id: {ID_RULE}")
    if title is not None and unencodable(title):
        raise UsageError("--title holds bytes that are not UTF-8 text: retype it")
    if encoding is not None:
        encoding = text_encoding(encoding)
    report = IngestReport()
    parsed = [read_input(path, source_id, prose, report, encoding) for path in files]
    with StoreEditor(store, lock_timeout) as editor:
        declared = {s.id for s in editor.sources}
        _refuse_typos(files, parsed, source_id, declared, new_sources)
        if source_id is not None:
            refuse_redescribed([source_id], editor.sources, source_kind, reliability,
                               "--reliability", title=title, url=url, title_option="--title")
        for _, source, _ in parsed:
            if source is not None and source.id not in declared:
                editor.add_source(source.model_copy(update={
                    "title": title or source.title, "url": url or source.url,
                    "reliability": reliability,
                    "kind": source_kind or source.kind}))
                declared.add(source.id)
                report.sources_added.append(source.id)
        for items, _, described in parsed:
            about = {s.id: s for s in described}
            for name in (name for item in items for name in _named(item)):
                if name not in declared:
                    editor.add_source(about.get(name) or Source(id=name))
                    declared.add(name)
                    report.sources_added.append(name)
        by_key = {claim_key(f.claim): f.id for f in editor.facts}
        by_key.update({claim_key(m.claim): f.id for f in editor.facts for m in f.merged})
        report.same_as = _same_pages(files, parsed, by_key, editor, another_page)
        existing = list(editor.facts)
        matcher = Deduper([f.claim for f in existing],
                          [f.lang or detect(f.claim) for f in existing]) if existing else None
        groups: dict[str, list[Incoming]] = {}
        for items, _, _ in parsed:
            for item in sorted(items, key=_rank):
                groups.setdefault(claim_key(item.text), []).append(item)
        taken = _Taken({f.id for f in editor.facts} | {m.id for f in editor.facts
                                                        for m in f.merged})
        langs = {key: group[0].lang or detect(group[0].text) for key, group in groups.items()}
        leaders, read = _near_duplicates({k: g for k, g in groups.items() if k not in by_key},
                                         langs)
        for key, group in groups.items():
            head = group[0]
            lang = langs[key]
            if key not in by_key:
                holder_id = by_key.get(leaders.get(key, key))
                if holder_id is None and matcher is not None:
                    # in its language, else in another as dedup pairs it (add's warning)
                    near = matcher.best_match(head.text, lang, read.get(key), across=True)
                    holder_id = existing[near[0]].id if near is not None else None
                holder = editor.get(holder_id) if holder_id is not None else None
                if holder is not None and _decision_lost(head.status, holder.status):
                    holder = None  # a page's decision stays a fact's status, not a wording's
                if holder is not None:  # a near-duplicate: one more wording of that fact
                    fact_id = taken.new(head.text, head.id)
                    cited = {c.source for c in holder.citations()}
                    mention = Mention(
                        id=fact_id, claim=head.text, lang=lang,
                        status=head.status or "unverified", confidence=head.confidence,
                        tags=_tags(group), history=head.history, assertions=head.assertions,
                        sources=_marked([c for i in group for c in i.citations], cited))
                    editor.replace_fact(holder.model_copy(update={"merged": [
                        *holder.merged, mention, *_wordings(head, taken, fact_id)]}))
                    by_key[key] = holder.id
                    report.merged.append(holder.id)
                    continue
            if key in by_key:
                fact = editor.get(by_key[key])
                assert fact is not None
                have = {(c.source, c.locator) for c in fact.citations()}
                extra = [c for i in group for c in i.citations
                         if (c.source, c.locator) not in have]
                # the wording the rows repeat: the fact's own claim, else the wording merged
                # into it (by ingest or dedup) that they are; its tags describe that wording,
                # so a row merged into another language's fact adds its tags to its wording
                wording = _wording_of(fact, key)
                extra_tags = [t for i in group for t in i.tags if t not in wording.tags]
                if extra or extra_tags:
                    cited = {c.source for c in fact.citations()}
                    update = {"sources": wording.sources + _marked(extra, cited),
                              "tags": wording.tags + sorted(set(extra_tags)),
                              **(_labelled(wording, head) if extra else {})}
                    editor.replace_fact(
                        fact.model_copy(update=update) if wording is fact else
                        fact.model_copy(update={"merged": [
                            m.model_copy(update=update) if m is wording else m
                            for m in fact.merged]}))
                    report.merged.append(fact.id)
                else:
                    report.unchanged.append(fact.id)
                continue
            fact_id = taken.new(head.text, head.id)
            merged = _wordings(head, taken)
            editor.append_fact(Fact(
                id=fact_id, claim=head.text, lang=lang, status=head.status or "unverified",
                confidence=head.confidence, tags=_tags(group), history=head.history,
                assertions=head.assertions, merged=merged,
                sources=_marked([c for i in group for c in i.citations])))
            by_key.update({claim_key(m.claim): fact_id for m in merged})
            by_key[key] = fact_id
            report.added.append(fact_id)
        editor.save()
        added = [editor.get(fact_id) for fact_id in report.added]
    facts = [f for f in added if f is not None]
    readings = assertions_of(facts)
    report.unread = unread(facts, readings)
    report.partly = [p for p in partly_read(facts, readings) if p.figures or p.units]
    return report


def _decision_lost(status: str | None, holder: str) -> bool:
    """Whether a claim with ``status`` (its page's label) made a wording of a fact with status
    ``holder`` would lose its decision: verified or refuted into an undecided fact, or into one
    decided the other way (``merging.DECIDED``). An undecided claim still joins any fact, a
    refuted one too: the curator's refutation covers a repeat of what it refuted."""
    from .merging import DECIDED

    return status in DECIDED and (holder not in DECIDED or (status == "refuted") != (
        holder == "refuted"))


def _labelled(wording: Fact | Mention, head: Incoming) -> dict[str, Any]:
    """What a page's label gives a claim the store has already, cited anew: the status and
    confidence a new fact would take from it (a label reaching a fact does what it does to a
    new one, so a card ingested before or after `add` of its claim gives the same status):
    its status when the claim is still unverified and the label says more, its confidence
    when the claim has none, neither when a curator decided it. A status set before (by a
    label, `add --status`, a hand edit or a curator) is kept, and an export's row, whose
    status is the fact's, not a page's label, changes none."""
    if head.exported or wording.history:
        return {}
    found: dict[str, Any] = {}
    if head.status not in (None, "unverified") and wording.status == "unverified":
        found["status"] = head.status
    if head.confidence is not None and wording.confidence is None:
        found["confidence"] = head.confidence
    return found


def _same_pages(files: list[Path], parsed: list[tuple[list[Incoming], Source | None,
                                                     list[Source]]],
                by_key: dict[str, str], editor: StoreEditor, another_page: bool
                ) -> dict[str, str]:
    """For each file whose every claim another source cites already at the place the file
    gives it, that source (``_same_page``), by file name. UsageError, nothing written, for the
    first such file whose source would count apart from that one (scoring.origins: no shared
    URL or description) unless ``another_page``: one page under two ids would be two
    witnesses, and each of its claims would score as if a second page had confirmed it."""
    from .scoring import origins

    found: dict[str, str] = {}
    copies = origins(editor.sources)
    for path, (items, _, _) in zip(files, parsed, strict=True):
        pair = _same_page(items, by_key, editor)
        if pair is None:
            continue
        mine, other = pair
        found[str(path)] = other
        if not another_page and copies.get(mine, mine) != copies.get(other, other):
            places = "lines" if all((i.citations[0].locator or "").startswith("line ")
                                    for i in items) else "places"
            raise UsageError(
                f"{path} gives the same claims at the same {places} as source '{other}': if "
                f"it is the same page, ingest it as that source (--source-id {other}), or "
                "give both sources the same URL so they count once (--source-url for the new "
                f"one, its 'url:' under the store's 'sources:' for '{other}'); if it is "
                "another page, give --another-page; nothing was ingested")
    return found


def _same_page(items: list[Incoming], by_key: dict[str, str], editor: StoreEditor
               ) -> tuple[str, str] | None:
    """(the file's source, another) when every claim of a file, all cited by one source at
    a place each, is a fact the other source cites at that place and not all are cited by the
    file's source there already (then the file changes nothing); else None."""
    if not items or any(i.exported or len(i.citations) != 1 or not i.citations[0].locator
                        for i in items):
        return None
    sources = {i.citations[0].source for i in items}
    if len(sources) != 1:
        return None
    (mine,) = sources
    common: set[str] | None = None
    new = False
    for item in items:
        fact_id = by_key.get(claim_key(item.text))
        fact = editor.get(fact_id) if fact_id is not None else None
        if fact is None:
            return None
        place = item.citations[0].locator
        there = {c.source for c in fact.citations() if c.locator == place}
        new = new or mine not in there
        common = (there - {mine}) if common is None else common & there
        if not common:
            return None
    return (mine, min(common)) if new and common else None


def _near_duplicates(groups: dict[str, list[Incoming]], langs: dict[str, str]
                     ) -> tuple[dict[str, str], dict[str, Meaning]]:
    """For each claim of the input that is worded as one given before it, punctuation, case
    and spacing aside ('... per GPU.', '... per GPU!'), and that dedup would merge with it (its
    guard and threshold; a refuted wording never joins one that stands), the key of the first
    claim of its cluster (``langs``: each claim's language, by key); and the meaning read of
    each claim compared, by key. Paraphrases are left to ``dedup``: reading every claim's
    meaning to find them took a 100k-claim page's ingest from 30 to 119 CPU s. Rows of an
    export are left as they are: their store kept them apart."""
    alike: dict[tuple[str, str], list[str]] = {}
    for key, group in groups.items():
        if not group[0].exported:
            alike.setdefault((langs[key], " ".join(_WORDS.findall(key.casefold()))),
                             []).append(key)
    keys = [k for same in alike.values() if len(same) > 1 for k in same]
    if not keys:
        return {}, {}
    matcher = Deduper([groups[k][0].text for k in keys], [langs[k] for k in keys])
    at = {k: i for i, k in enumerate(keys)}
    pairs = [(at[a], at[b]) for same in alike.values() for x, a in enumerate(same)
             for b in same[x + 1:]]
    refuted = [groups[k][0].status == "refuted" for k in keys]
    matches = [m for m in matcher.matches(pairs) if refuted[m.a] == refuted[m.b]]
    leaders = {keys[i]: keys[members[0]] for members in matcher.clusters(matches)
               for i in members[1:]}
    return leaders, {k: matcher.sig(i) for k, i in at.items()}


_WORDS = re.compile(r"\w+")
