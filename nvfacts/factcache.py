"""Each fact's parsed and validated record, and what its claim was read to assert, kept on disk
by the bytes of the fact's own lines: after an edit, only the facts whose lines changed are
parsed again.

A store splits cleanly when ``facts:`` is its last top-level key, written on a line of its
own, and every fact starts with a ``- `` line at one indentation (what nvfacts writes).
The lines before the first fact (comments, ``sources:``) are the header. A store is read
through this cache only when its header is the one cached and the changed facts, parsed below
that header as a small store of their own, are valid and as many as their blocks; then the
ids of all facts are checked for duplicates. Anything else (a new header, a flow list, a
problem anywhere, an unreadable cache) reads the whole store as before, so problems are always
placed by the full reader, line and column in the whole file.

Why a block read alone equals the block read in place: a fact's block starts at its ``- ``
line, where the reader's state is the same in both documents (inside the ``facts`` sequence);
a scalar cannot run past the next ``- `` line at the facts' indentation except in quotes or
brackets, and a block cut there is not valid alone, so it is read the full way.

The cache of a store is a base file (every block of the store last read in full) and a delta
(blocks seen since), each a pickle behind a CRC-32 of its bytes; the delta is folded into a
new base when it grows past COMPACT blocks. The base's View rows (search index row and stored
parts: what only a fact whose position changed needs) are a file of their own beside it
(``.rows``), read only when one is asked for; a rows file not of the base (its token) or
damaged is as if absent: the View makes those rows again. Beside them too (``.ledger``): the
statement ledger's groups as the last analysis made them (ledger.build's ``kept``), each
taken again only where its facts' digests are the ones it was made of; damaged, it is made
anew. The base's entries are kept as columns (``_columns``). The base's name holds a digest of
the store's header, nvfacts' source and the lexicon (so an edited copy of a store finds it
too). A header not seen before is read with the base this store was last read with
(``.last``, one per store path) when it only declares sources besides the same ones
(``sources_added``: a source that `add` or `verify` declared); that read writes a base of the
new header. What writes the cache folder is trusted (as cache.py says).
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import operator
import os
import pickle
import re
import tempfile
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import chain, compress, repeat
from operator import attrgetter, itemgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, NamedTuple, overload

if TYPE_CHECKING:
    from .analysis.consensus import FactInputs
    from .analysis.ledger import Placement
    from .kb import Brief, KnowledgeBase
    from .model import Assertion, Fact, Store

COMPACT = 2000
"""Blocks in the delta past which base and delta are written again as one base."""

KEEP = 4
"""Stores whose fact caches are kept (the newest)."""

Reader = Callable[[list[str]], list[list["Assertion"]]]
IndexRow = tuple[str, str, str, str]
Stored = tuple[bytes, bytes, bytes]


class Entry(NamedTuple):
    """What the cache keeps of one fact's block: the fact, what its claim was read to assert
    (None when a curator wrote its assertions), its search index row and its View parts that
    no other fact changes (KnowledgeBase.stored_rows). A tuple, made from the base's columns
    in C (``_entries``)."""

    fact: Fact | int
    """The fact, or (in the base) its place among the base's facts, each kept as a pickle of
    its own that is loaded only when that fact is asked for (Cached.fact)."""
    assertions: list[Assertion] | bytes | None
    """(In the base, pickled: unpickled only when asked for, KnowledgeBase.pickled.)"""
    row: tuple[str, str, str, str] | None
    stored: tuple[bytes, bytes, bytes] | None
    """The search index row and View parts; None in the base, whose rows are read from its
    rows file when one is asked for (Cached.rows)."""
    digest: bytes
    """``digest`` of the block: what a View keeps to know the fact's rows (View.patched)."""
    inputs: FactInputs
    """What the fact's score takes from the fact alone (KnowledgeBase.fact_inputs)."""
    brief: Brief
    """What the analysis reads of the fact (kb.Brief), so that the fact need not be loaded."""
    placed: Placement | None = None
    """Where ledger.build put its assertions (KnowledgeBase.placements)."""


Blocks = dict[str, Entry]


def digest(block: str) -> bytes:
    """A digest of a fact's lines, the same in every process (``hash`` of a str is not)."""
    return hashlib.blake2b(block.encode("utf-8"), digest_size=16).digest()


BREAKS = "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
"""What str.splitlines breaks a line at besides a newline."""


def split(text: str, *, tabs: bool = False) -> tuple[str, list[str]] | None:
    """The header and each fact's block (lines from its ``- `` line to the next one), or None
    when the store does not split cleanly. With ``tabs``, a line indented with a tab is part
    of the fact above it (a slip of the hand, read past: pastsyntax), not a reason to refuse."""
    if not any(c in text for c in BREAKS):
        return _split_at_newlines(text, tabs)
    return _split_lines(text, tabs)


def _split_at_newlines(text: str, tabs: bool = False) -> tuple[str, list[str]] | None:
    """``split`` of a text whose only line break is a newline (what nvfacts writes), found
    with a few searches instead of a walk over its million lines."""
    at = re.search(r"^facts:[^\S\n]*$", text, re.M)
    if at is None:
        return None
    pos = at.end() + 1
    line = ""
    while pos < len(text):  # the first line neither blank nor a comment
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end + 1
        line = text[pos:end]
        if line.strip() and not line.lstrip().startswith("#"):
            break
        pos = end
    else:
        return None
    prefix = " " * (len(line) - len(line.lstrip(" "))) + "- "
    if not line.startswith(prefix):
        return None
    body = text[pos:]  # starts with a fact's line: each other line follows a newline
    mark = re.escape(prefix)
    indent = " \t" if tabs else " "
    if re.search(rf"\n(?!{mark})(?=[^{indent}#\n])[^\n]*\S", body):
        return None  # another top-level key, a document marker, a tab: read in full
    starts = [0, *(m.start() + 1 for m in re.finditer(f"\n{mark}", body))]
    return text[:pos], [body[a:b] for a, b in itertools.pairwise([*starts, len(body)])]


def _split_lines(text: str, tabs: bool = False) -> tuple[str, list[str]] | None:
    """``split``, line by line (str.splitlines' line breaks)."""
    lines = text.splitlines(keepends=True)
    at = next((i for i, line in enumerate(lines) if line.rstrip() == "facts:"), None)
    if at is None:
        return None
    first = next((i for i in range(at + 1, len(lines))
                  if lines[i].strip() and not lines[i].lstrip().startswith("#")), None)
    if first is None:
        return None
    indent = len(lines[first]) - len(lines[first].lstrip(" "))
    prefix = " " * indent + "- "
    if not lines[first].startswith(prefix):
        return None
    starts = []
    for i in range(first, len(lines)):
        line = lines[i]
        if line.startswith(prefix):
            starts.append(i)
        elif line[:1] not in (" ", "#", "\n", "\r") and line.strip() and \
                not (tabs and line[:1] == "\t"):
            return None  # another top-level key, a document marker, a tab: read in full
    bounds = [*starts, len(lines)]
    blocks = ["".join(lines[a:b]) for a, b in itertools.pairwise(bounds)]
    return "".join(lines[:first]), blocks


@dataclass
class Cached:
    """What the cache holds of one store: its header, the store without facts, and blocks."""

    header: str
    shell: Store
    base: Blocks
    delta: Blocks = field(default_factory=dict)
    facts: list[bytes] = field(default_factory=list)
    """The base's facts, in its order, each a pickle of its own (an Entry's ``fact`` is a
    place in it): a fact is loaded only when asked for, and a new base keeps the bytes of the
    facts it did not change."""
    token: bytes = b""
    """What the base's rows file starts with (Cached.rows)."""
    columns: Columns | None = None
    """The base's columns (``_columns``), by position: its digests and pickled assertions."""
    file: Path | None = None
    """The base file."""
    _rows: list[tuple[IndexRow, Stored]] | None = None

    def fact(self, entry: Entry) -> Fact:
        """The entry's fact (a base entry's loaded from its own pickle)."""
        if not isinstance(entry.fact, int):
            return entry.fact
        found: Fact = pickle.loads(self.facts[entry.fact])  # the cache folder is ours
        return found

    def pickled(self, entry: Entry) -> bytes:
        """The entry's fact as a pickle (a base entry's as kept: not loaded)."""
        if isinstance(entry.fact, int):
            return self.facts[entry.fact]
        return pickle.dumps(entry.fact, protocol=pickle.HIGHEST_PROTOCOL)

    def rows(self, entry: Entry) -> tuple[IndexRow, Stored] | None:
        """The entry's search index row and View parts: a base entry's read from the rows
        file the first time one is asked for; None when that file is not the base's."""
        if entry.row is not None and entry.stored is not None:
            return entry.row, entry.stored
        if not isinstance(entry.fact, int) or self.file is None:
            return None
        if self._rows is None:
            self._rows = []
            with contextlib.suppress(Exception):  # damaged, missing or of another base
                from .batch import no_gc

                with no_gc(keep=True):
                    token, rows = _read(self.file.with_suffix(".rows"))
                if token == self.token and isinstance(rows, list):
                    self._rows = rows
        return self._rows[entry.fact] if entry.fact < len(self._rows) else None


class Facts(Sequence["Fact"]):
    """A store's facts read through the cache: those of unchanged blocks loaded when asked
    for (the analysis and a patched View read their Briefs instead)."""

    def __init__(self, items: list[Fact | Entry], cached: Cached) -> None:
        self._items, self._cached = items, cached

    def __len__(self) -> int:
        return len(self._items)

    @overload
    def __getitem__(self, index: int) -> Fact: ...

    @overload
    def __getitem__(self, index: slice) -> list[Fact]: ...

    def __getitem__(self, index: int | slice) -> Fact | list[Fact]:
        if isinstance(index, slice):
            return [self[k] for k in range(*index.indices(len(self)))]
        found = self._items[index]
        if isinstance(found, Entry):
            found = self._items[index] = self._cached.fact(found)
        return found

    def __iter__(self) -> Iterator[Fact]:
        return (self[k] for k in range(len(self)))


def _read(file: Path) -> Any:
    data = memoryview(file.read_bytes())  # sliced without a copy
    if len(data) < 8 or f"{zlib.crc32(data[8:]):08x}".encode() != data[:8]:
        raise ValueError(f"{file}: damaged")
    return pickle.loads(data[8:])  # the cache folder is ours (cache.py)


class _Summed:
    """A file that keeps a CRC-32 of what is written to it (a pickle streamed, not held)."""

    def __init__(self, handle: BinaryIO) -> None:
        self.handle, self.crc = handle, 0

    def write(self, data: bytes) -> int:
        self.crc = zlib.crc32(data, self.crc)
        return self.handle.write(data)


def _write(file: Path, value: object) -> None:
    fd, tmp = tempfile.mkstemp(prefix=".facts-", dir=file.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(b"0" * 8)
            summed = _Summed(handle)
            pickle.dump(value, summed, protocol=pickle.HIGHEST_PROTOCOL)
            handle.seek(0)
            handle.write(f"{summed.crc:08x}".encode())
        os.replace(tmp, file)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


Columns = tuple[list[bytes | None], list[bytes], list[tuple[Any, ...]],
                list[tuple[Any, ...]], list["Placement | None"]]
"""A base's entries as columns of plain values (assertions each pickled, digests, FactInputs
and Briefs as tuples, placements): a fact's place, row and stored parts are not kept (the
place is its position in the columns; rows are in the rows file). 100k entries unpickle in
two thirds of the time that 100k NamedTuples take, each made again by a call to its class;
100k facts' assertions pickled one by one in a quarter of the time their objects take (0.1
against 0.45 s), and only the few a changed group of the ledger needs are unpickled."""


def _columns(entries: Sequence[Entry]) -> Columns:
    alike: dict[Placement, Placement] = {}  # a few placements, each pickled once
    return ([_pickled(e.assertions) for e in entries], [e.digest for e in entries],
            [tuple(e.inputs) for e in entries], [tuple(e.brief) for e in entries],
            [e.placed and alike.setdefault(e.placed, e.placed) for e in entries])


def _pickled(assertions: list[Assertion] | bytes | None) -> bytes | None:
    if assertions is None or isinstance(assertions, bytes):
        return assertions
    return pickle.dumps(assertions, protocol=pickle.HIGHEST_PROTOCOL)


def _entries(blocks: list[str], columns: Columns) -> Blocks:
    """The base's entries from its blocks and ``_columns`` (the NamedTuples made in C)."""
    from .analysis.consensus import FactInputs
    from .kb import Brief

    assertions, digests, inputs, briefs, placed = columns
    new, same = tuple.__new__, itertools.repeat
    made = map(new, same(Entry), zip(itertools.count(), assertions, same(None), same(None),
                                     digests, map(new, same(FactInputs), inputs),
                                     map(new, same(Brief), briefs), placed, strict=False))
    return dict(zip(blocks, made, strict=True))


def _load(file: Path) -> Cached | None:
    try:
        header, shell, blocks, columns, facts, token = _read(file)
        found = Cached(header, shell, _entries(blocks, columns), facts=facts, token=token,
                       file=file, columns=columns)
    except Exception:  # missing, damaged or of older code: the store is read in full
        return None
    with contextlib.suppress(Exception):
        header, delta = _read(file.with_suffix(".delta"))
        if header == found.header:
            found.delta = delta
    return found


def _incremental(parts: tuple[str, list[str]] | None, name: str, cached: Cached,
                 blocks_kept: bool = False
                 ) -> tuple[Store, list[Entry | None], list[str], list[Brief]] | None:
    """The store from cached blocks and the changed ones read below the header, each fact's
    cache entry (None for a changed one), the blocks and each fact's Brief; None when it must
    be read in full. ``blocks_kept``: ``cached`` may be of another header, whose blocks stand
    under this one when it only declares sources besides the same ones (``sources_added``):
    then ``cached`` takes this header."""
    from .kb import brief
    from .loader import parse_store

    if parts is None or (parts[0] != cached.header and not blocks_kept):
        return None
    header, blocks = parts
    # the delta's entry, else the base's (looked up in C: map with dict.get's default)
    entries: list[Entry | None] = list(map(cached.delta.get, blocks,
                                           map(cached.base.get, blocks)))
    items: list[Fact | Entry | None] = list(entries)
    briefs = [e.brief if e is not None else None for e in entries]
    todo = list(compress(itertools.count(), map(operator.is_, entries, repeat(None))))
    moved = header != cached.header
    if todo or moved:  # a new header is read with a fact below it (``facts:`` is a list)
        store, _, problems = parse_store(header + "".join(blocks[i] for i in todo or [0]),
                                         name)
        if problems or store is None or len(store.facts) != len(todo or [0]):
            return None
        if moved:
            shell = store.model_copy(update={"facts": []})
            if not sources_added(cached.shell, shell):
                return None
            cached.header, cached.shell = header, shell
        for i, fact in zip(todo, store.facts if todo else [], strict=True):
            items[i] = fact
            briefs[i] = brief(fact)
    ids = [*map(attrgetter("id"), briefs), *chain.from_iterable(map(attrgetter("merged"),
                                                                     briefs))]
    if len(set(ids)) != len(ids):
        return None  # a duplicate id: the full reader names both lines
    facts = Facts([x for x in items if x is not None], cached)
    return cached.shell.model_copy(update={"facts": facts}), entries, blocks, \
        [b for b in briefs if b is not None]


FEW = 64
"""Search index rows ``FactCache.row_of`` makes again from a fact's pickles (each a scan of
the base's digests in C and an index_row) before it reads the base's rows file whole."""


def _row_made(cached: Cached, block: bytes) -> tuple[str, str, str, str] | None:
    """The search index row of the cached block with this ``digest``: a delta entry's as
    kept, a base fact's made again from its own pickles (search.index_row of its wordings and
    assertions, as View.build makes it); None when the cache lacks it."""
    for e in cached.delta.values():  # COMPACT at most
        if e.digest == block:
            return e.row
    if cached.columns is None:
        return None
    said, digests = cached.columns[0], cached.columns[1]
    try:
        at = digests.index(block)  # a scan in C
        fact: Fact = pickle.loads(cached.facts[at])  # the cache folder is ours
        kept = said[at]
        read = pickle.loads(kept) if kept is not None else fact.assertions
    except (ValueError, IndexError, pickle.UnpicklingError):
        return None
    if read is None:
        return None
    from .search import index_row

    return index_row((fact.claim, *(m.claim for m in fact.merged)),
                     [a.subject for a in read], [a.attribute for a in read])


def sources_added(before: Store, after: Store) -> bool:
    """Whether the store header ``after`` (a Store without facts) declares every source of
    ``before`` as it was, with the same origin (scoring.origins: a new copy of a page can move
    it), and nothing else of it changed: then what a fact of ``before`` gives (its validity,
    FactInputs and View rows) stands under ``after``."""
    from .scoring import origins

    now = {s.id: s for s in after.sources}
    if any(now.get(s.id) != s for s in before.sources) or \
            before.model_copy(update={"sources": []}) != after.model_copy(update={"sources": []}):
        return False
    moved = origins(after.sources)
    return all(moved.get(k) == v for k, v in origins(before.sources).items())


@dataclass
class FactCache:
    """The fact cache in ``folder`` for the store at ``path``: ``read`` the store through it,
    build the View, then ``save`` what the View made (search index rows) for the next edit."""

    folder: Path
    path: Path
    code: str
    lexicon: str
    _cached: Cached | None = None
    _blocks: list[str] | None = None
    _changed: bool = True
    _file: Path | None = None
    _base: Path | None = None
    """The base file read (``_file``, or that of the header before: ``_last``)."""
    _rows: dict[bytes, tuple[str, str, str, str]] | None = None
    _made: int = 0

    def file_of(self, header: str) -> Path:
        digest = hashlib.sha256(f"{header}\0{self.code}\0{self.lexicon}".encode())
        return self.folder / f"facts-{digest.hexdigest()[:32]}.pickle"

    def read(self, text: str, reader: Reader) -> KnowledgeBase:
        """The store (its ``text``) with every fact's assertions read: through the cache when
        it can be, else in full (InvalidStoreError when invalid)."""
        from .batch import no_gc
        from .kb import KnowledgeBase
        from .loader import Loaded, load_text
        from .yamlread import Marks

        parts = split(text)
        self._file = self._base = self.file_of(parts[0]) if parts is not None else None
        with no_gc(keep=True):  # unpickling makes millions of objects, no garbage
            self._cached = cached = _load(self._file) if self._file is not None else None
            if cached is None and self._file is not None:
                # a header not seen: the base this store was last read with, if only sources
                # were declared since (a source added by `add` or `verify`)
                self._base = self._last()
                cached = _load(self._base) if self._base is not None else None
                self._cached = cached
            found = _incremental(parts, str(self.path), cached, self._base != self._file) \
                if cached is not None else None
        if found is None or cached is None:
            kb = KnowledgeBase(load_text(text, str(self.path), self.path))
            kb.extract_all(reader)
            self._cached, self._base = None, self._file
            if parts is not None and len(parts[1]) == len(kb.facts):
                self._cached = Cached(parts[0], kb.loaded.store.model_copy(update={"facts": []}),
                                      {})
                self._blocks = parts[1]
                kb.digests.update((f.id, digest(b)) for f, b in zip(kb.facts, parts[1],
                                                                    strict=True))
            return kb
        store, entries, blocks, briefs = found
        self._blocks = blocks
        self._changed = any(e is None for e in entries) or self._base != self._file
        # no marks: a View is built from this store, never a write (writes read it again)
        kb = KnowledgeBase(Loaded(self.path, text, store, Marks((1, 1), 0)),
                           known_briefs=briefs)
        # each column taken by id in C (zip, map, compress): 100k facts, no loop in Python
        known = [e for e in entries if e is not None]
        ids = list(map(attrgetter("id"), map(itemgetter(6), known)))
        said = list(map(itemgetter(1), known))
        pairs = list(zip(ids, said, strict=True))
        kb.read_before(dict(compress(pairs, map(isinstance, said, repeat(list)))))
        kb.pickled.update(compress(pairs, map(isinstance, said, repeat(bytes))))
        placed = list(map(itemgetter(7), known))
        kb.placements.update(compress(zip(ids, placed, strict=True), placed))
        # the base's rows are read only if a View needs one (kb.known_rows)
        rows, stored = list(map(itemgetter(2), known)), list(map(itemgetter(3), known))
        kb.index_rows.update(compress(zip(ids, rows, strict=True),
                                      map(operator.is_not, rows, repeat(None))))
        kb.stored_rows.update(compress(zip(ids, stored, strict=True),
                                       map(operator.is_not, stored, repeat(None))))
        kb.known_rows = dict.fromkeys(ids).keys()
        kb.read_rows = lambda: self._read_rows(kb, entries)
        kb.fact_inputs.update(zip(ids, map(itemgetter(5), known), strict=True))
        kb.digests.update(zip(ids, map(itemgetter(4), known), strict=True))
        kb.digests.update((f.id, digest(b)) for f, e, b in zip(briefs, entries, blocks,
                                                               strict=True) if e is None)
        if self._base is not None:  # the ledger's groups; damaged or missing: made anew
            with contextlib.suppress(Exception), no_gc(keep=True):
                kb.statement_groups.update(_read(self._base.with_suffix(".ledger")))
        kb.extract_all(reader)  # the changed facts' claims
        return kb

    def _read_rows(self, kb: KnowledgeBase, entries: list[Entry | None]) -> None:
        """Take the View rows of the facts read from the fact cache into ``kb`` (the base's
        from its rows file; those it lacks the View makes again)."""
        cached = self._cached
        if cached is None:
            return
        for e in entries:
            if e is not None and e.brief.id not in kb.stored_rows:
                found = cached.rows(e)
                if found is not None:
                    kb.index_rows.setdefault(e.brief.id, found[0])
                    kb.stored_rows[e.brief.id] = found[1]

    def save(self, kb: KnowledgeBase) -> None:
        """Keep each fact of ``kb`` (as ``read`` it, with its View built) by its block: the
        changed ones in the delta, or everything as a new base after a full read or when the
        delta has grown past COMPACT."""
        from .batch import no_gc

        cached, blocks = self._cached, self._blocks
        if cached is None or blocks is None or not self._changed:
            return
        with no_gc():  # pickling a store's facts makes no garbage
            self._save(kb, cached, blocks)

    def _save(self, kb: KnowledgeBase, cached: Cached, blocks: list[str]) -> None:
        inputs = kb.analysis.inputs
        entries = {block: Entry(kb.facts[k], kb.assertions(kb.facts[k])
                                if b.assertions is None else None,
                                kb.index_rows[b.id], kb.stored_rows[b.id], kb.digests[b.id],
                                inputs[b.id], b, kb.placements.get(b.id))
                   for k, (block, b) in enumerate(zip(blocks, kb.briefs, strict=True))
                   if block not in cached.base and block not in cached.delta}
        file = self._file
        if file is None:
            return
        with contextlib.suppress(OSError, pickle.PicklingError, TypeError, RecursionError):
            file.parent.mkdir(parents=True, exist_ok=True)
            _write(file.with_suffix(".ledger"), kb.statement_groups)
            if not cached.base or len(cached.delta) + len(entries) > COMPACT or \
                    self._base != file:  # read under the header before: a base of this one
                with contextlib.suppress(OSError):
                    file.with_suffix(".delta").unlink()
                cached.base.update(cached.delta)
                base = {b: entries.get(b) or cached.base[b] for b in blocks}
                facts = [cached.pickled(e) for e in base.values()]
                rows = [cached.rows(e) for e in base.values()]
                if None in rows:  # the old base's rows file is gone: no rows kept
                    rows = []
                token = os.urandom(16)
                file.parent.mkdir(parents=True, exist_ok=True)
                _write(file.with_suffix(".rows"), (token, rows))
                _write(file, (cached.header, cached.shell, list(base),
                              _columns(list(base.values())), facts, token))
                _evict(file.parent)
            else:
                _write(file.with_suffix(".delta"), (cached.header, {**cached.delta, **entries}))

    def row_of(self, block: bytes) -> tuple[str, str, str, str] | None:
        """The search index row kept for the block with this ``digest``, if any: the first
        FEW asked for (a fact edited in place) made again from what the cache keeps of their
        facts (``_row_made``), so that one edit does not read the base's whole rows file;
        past them (facts moved by a removal) every row read from the cache once."""
        cached = self._cached
        if cached is None:
            return None
        if self._rows is None and self._made < FEW:
            self._made += 1
            made = _row_made(cached, block)
            if made is not None:
                return made
        if self._rows is None:
            self._rows = {e.digest: found[0] for blocks in (cached.base, cached.delta)
                          for e in blocks.values() if (found := cached.rows(e)) is not None}
        return self._rows.get(block)

    def previous(self) -> Path | None:
        """The View last built from this cache (of this code, lexicon and store header), when
        the store was read through it and that View is still in the folder."""
        if self._base is None or not self.incremental:
            return None
        with contextlib.suppress(OSError, ValueError):
            found = self.folder / self._base.with_suffix(".view").read_text(encoding="ascii")
            if found.parent == self.folder and found.is_file():
                return found
        return None

    def remember(self, view: Path) -> None:
        """Record ``view`` as the View built from what ``read`` gave (for ``previous``)."""
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.with_suffix(".view").write_text(view.name, encoding="ascii")
                self._pointer().write_text(self._file.name, encoding="ascii")

    def _pointer(self) -> Path:
        """Where the base this store (its path, for this code and lexicon) was last read with
        is named."""
        digest = hashlib.sha256(f"{self.path.resolve()}\0{self.code}\0{self.lexicon}".encode(
            "utf-8", "surrogateescape"))
        return self.folder / f"facts-{digest.hexdigest()[:32]}.last"

    def _last(self) -> Path | None:
        """The base this store was last read with (``remember``), when another than ``_file``
        and still there."""
        with contextlib.suppress(OSError, ValueError):
            found = self.folder / self._pointer().read_text(encoding="ascii")
            if found.parent == self.folder and found != self._file and found.suffix == ".pickle" \
                    and found.name.startswith("facts-") and found.is_file():
                return found
        return None

    @property
    def incremental(self) -> bool:
        """Whether ``read`` went through the cache (not a full read)."""
        return self._cached is not None and bool(self._cached.base)


def _evict(folder: Path) -> None:
    entries = sorted(folder.glob("facts-*.pickle"), key=lambda p: p.stat().st_mtime,
                     reverse=True)
    for old in entries[KEEP:]:
        for name in (old, old.with_suffix(".delta"), old.with_suffix(".view"),
                     old.with_suffix(".rows"), old.with_suffix(".ledger")):
            with contextlib.suppress(OSError):
                name.unlink()
    for pointer in folder.glob("facts-*.last"):  # the bases last read that are gone
        with contextlib.suppress(OSError, ValueError):
            if not (folder / pointer.read_text(encoding="ascii")).is_file():
                pointer.unlink()
