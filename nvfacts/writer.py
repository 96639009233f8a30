"""The one write path: lock, read, edit only the facts that change, check, replace atomically.

Untouched bytes stay as they were: a new fact is spliced in after the last one, a changed fact
is re-emitted by ruamel.yaml from its own lines (so its comments and quoting survive), and
nothing else of the file is rewritten. Only write commands import this module.
"""

from __future__ import annotations

import datetime
import io
import re
from collections.abc import Callable, Iterator
from contextlib import ExitStack, suppress
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any, cast

from pydantic import ValidationError

from .atomic import atomic_write, remove_stale_temps, target
from .errors import InvalidStoreError, Problem, UnknownFactError, WriteConflictError
from .flowstyle import flow, flow_cuts, flow_pairs
from .lineends import keep_endings
from .loader import Loaded, load_text
from .model import DEFAULTS, Fact, Original, Source, Store, Wording, to_data
from .storefile import BOM, read_text, unreadable
from .storelock import locked, wait
from .textsafe import BIDI, HIDDEN, escape, yaml_escaping
from .yamlread import Marks, read_yaml


@dataclass(slots=True)
class _Edit:
    """Text to put in place of ``body[start:end]``.

    ``check`` is standalone YAML (one key holding a list) whose items must read back as
    ``models``; an edit without it (in flow style) is checked by re-reading the whole file.
    """

    start: int
    end: int
    text: str
    check: str | None = None
    models: list[Any] = field(default_factory=list)
    checked: bool = False
    """Read back already, when it was made."""


@dataclass(slots=True)
class _Style:
    dash: int = 2
    indent: int = 2
    newline: str = "\n"


@dataclass
class StoreEditor:
    """Edits one store under its lock; ``save`` writes the result atomically.

    Use as a context manager: ``with StoreEditor(path) as editor: editor.append_fact(f);
    editor.save()``.
    """

    path: Path
    lock_timeout: float | None = None
    """Seconds to wait for another nvfacts process holding the store's lock; None: as
    storelock.wait says ($NVFACTS_LOCK_TIMEOUT, else its default)."""
    read: Loaded | None = None
    """The store as the caller read it before taking the lock: reused when the file still
    holds exactly that text, instead of parsing it again."""
    load: Callable[[str], Store | Loaded | None] | None = None
    """Reads the store's text another way than in full, when it can (through the fact cache:
    cachedstore.py): a valid Store, whose file is then read only for the marks of its header
    and of the facts list's first and last facts (``_tail_marks``: enough to append), else a
    Loaded, else None (read in full)."""
    loaded: Loaded = field(init=False)
    _target: Path = field(init=False)
    """The file the store is: ``path`` with symbolic links followed."""
    _hold: ExitStack = field(init=False, default_factory=ExitStack)
    _body: str = field(init=False, default="")
    _offset: int = field(init=False, default=0)
    _facts: list[Fact] = field(init=False, default_factory=list)
    _index: dict[str, int] = field(init=False, default_factory=dict)
    _changed: set[int] = field(init=False, default_factory=set)
    _removed: set[int] = field(init=False, default_factory=set)
    _new_facts: dict[str, Fact] = field(init=False, default_factory=dict)
    """Facts to append, by id, in the order they came."""
    _places: dict[str, Original] = field(init=False, default_factory=dict)
    """Where new facts that stood in the file before go back (``unmerge``), by id."""
    _new_sources: list[Source] = field(init=False, default_factory=list)
    _tail: bool = field(init=False, default=False)
    """Whether ``loaded.marks`` are only ``_tail_marks``."""

    def __enter__(self) -> StoreEditor:
        # a folder, a device, a read-only file: refused; a missing store: by read_text
        self._target = target(self.path, folder=False)
        try:
            self._hold.enter_context(locked(self._target, wait(self.lock_timeout), str(self.path)))
        except OSError as exc:
            raise unreadable(str(self.path), exc) from None
        try:
            text = read_text(self._target, name=str(self.path))
            self.loaded = self.read if self.read is not None and self.read.text == text else \
                self._loaded(text)
        except BaseException:
            self._hold.close()
            raise
        self._offset = 1 if text.startswith(BOM) else 0
        self._body = text[self._offset:]
        self._facts = list(self.loaded.store.facts)
        self._index = {f.id: i for i, f in enumerate(self._facts)}
        return self

    def _loaded(self, text: str) -> Loaded:
        found = self.load(text) if self.load is not None else None
        if isinstance(found, Loaded):
            return found
        marks = _tail_marks(text) if found is not None else None
        if found is None or marks is None:
            return load_text(text, str(self.path), self.path)
        self._tail = True
        return Loaded(self.path, text, found, marks)

    def _marks(self, whole: bool = True) -> Marks:
        """The file's marks; ``whole``: of every fact (the file read in full now, when only
        ``_tail_marks`` were read)."""
        if whole and self._tail:
            self.loaded = load_text(self.loaded.text, str(self.path), self.path)
            self._tail = False
        return self.loaded.marks

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self._hold.close()

    @property
    def facts(self) -> list[Fact]:
        """The facts as they will be written, old and new."""
        kept = [f for i, f in enumerate(self._facts) if i not in self._removed]
        return kept + list(self._new_facts.values())

    @property
    def sources(self) -> list[Source]:
        return list(self.loaded.store.sources) + self._new_sources

    def get(self, fact_id: str) -> Fact | None:
        if fact_id in self._index and self._index[fact_id] not in self._removed:
            return self._facts[self._index[fact_id]]
        return self._new_facts.get(fact_id)

    def append_fact(self, fact: Fact, place: Original | None = None) -> None:
        """Add ``fact`` after the last one; with ``place`` (where it stood before it was merged
        away, ``originals``), there again, as its lines were when it is unchanged."""
        self._check_new(fact)
        self._new_facts[fact.id] = fact
        if place is not None:
            self._places[fact.id] = place

    def originals(self, ids: list[str]) -> dict[str, Original]:
        """Where and how each fact of ``ids`` stands in the file: the fact before it, the
        comment and blank lines between the two, and its lines when nvfacts would not write
        them so (comments, quoting, layout). Facts of a flow-style list get none."""
        facts_marks = _child(self._marks(), "facts")
        if facts_marks is None or facts_marks.flow:
            return {}
        body = self._body
        dash = facts_marks.start[1] - 1
        found: dict[str, Original] = {}
        texts: dict[str, str] = {}
        for fact_id in ids:
            i = self._index.get(fact_id)
            item = facts_marks.children[i][2] if i is not None else None
            if i is None or item is None:
                continue
            start, end = _fact_span(body, item, dash)
            before = facts_marks.children[i - 1][2] if i else None
            since = _fact_span(body, before, dash)[1] if before is not None else \
                _list_top(body, facts_marks)
            gap = body.count("\n", since, start)
            found[fact_id] = Original(after=self._facts[i - 1].id if i else None,
                                      gap=gap or None)
            texts[fact_id] = body[start:end].replace("\r\n", "\n")  # the last: maybe no "\n"
        style = _style(body, self.loaded.marks)
        fresh = _dump_each([to_data(self._facts[self._index[f]]) for f in texts], style)
        for (fact_id, text), made in zip(texts.items(), fresh, strict=True):
            if text != made:
                found[fact_id].lines = text
        return found

    def replace_fact(self, fact: Fact) -> None:
        """Put ``fact`` in place of the fact with its id."""
        if fact.id in self._index:
            i = self._index[fact.id]
            if self._facts[i] != fact:
                self._facts[i] = fact
                self._changed.add(i)
            return
        if fact.id not in self._new_facts:
            raise KeyError(fact.id)
        self._new_facts[fact.id] = fact

    def holder(self, wording_id: str) -> Fact | None:
        """The fact a wording with ``wording_id`` was merged into, if any."""
        return next((f for f in self.facts if any(m.id == wording_id for m in f.merged)), None)

    def change_wording(self, wording_id: str, change: Callable[[Wording], Wording]) -> Fact:
        """Put ``change`` of the fact with ``wording_id``, or of the wording merged into a fact
        under that id, in its place; returns the fact that holds it. UnknownFactError when no
        fact or merged wording has the id."""
        fact = self.get(wording_id)
        if fact is None:
            holder = self.holder(wording_id)
            if holder is None:
                from .ids import unknown_id

                raise UnknownFactError(unknown_id(wording_id, [
                    *(f.id for f in self.facts), *(m.id for f in self.facts for m in f.merged)]))
            fact = holder.model_copy(update={"merged": [
                change(m) if m.id == wording_id else m for m in holder.merged]})
        else:
            fact = cast(Fact, change(fact))
        self.replace_fact(fact)
        return fact

    def remove_fact(self, fact_id: str) -> None:
        """Take the fact with ``fact_id`` out of the store (its lines go, nothing else)."""
        if fact_id in self._index:
            self._removed.add(self._index[fact_id])
            self._changed.discard(self._index[fact_id])
            return
        self._new_facts.pop(fact_id, None)

    def add_source(self, source: Source) -> None:
        if any(s.id == source.id for s in self.sources):
            raise InvalidStoreError([Problem(str(self.path), 1, 1, f"source '{source.id}' "
                                             "is declared already")])
        self._new_sources.append(source)

    def _check_new(self, fact: Fact) -> None:
        if self.get(fact.id) is not None:
            raise InvalidStoreError([Problem(str(self.path), 1, 1, f"a fact with id "
                                             f"'{fact.id}' exists already: choose another id")])

    def save(self) -> bool:
        """Write the edits; False (and no byte written) when there was nothing to change."""
        declared = {s.id for s in self.sources}
        for fact in self.facts:
            for cite in fact.sources:
                if cite.source not in declared:
                    raise InvalidStoreError([Problem(str(self.path), 1, 1, f"fact '{fact.id}' "
                                                     f"cites undeclared source '{cite.source}'")])
        text, edits = self._render()
        if text == self.loaded.text:
            return False
        store_file = str(self.path)
        if all(edit.check is not None for edit in edits):
            # a joined read that fails (items indented differently) is retried edit by edit
            todo = [edit for edit in edits if not edit.checked]
            ok = all(_reads_back(joined) or all(_reads_back(edit) for edit in batch)
                     for joined, batch in _batches(todo))
        else:
            result = load_text(text, store_file, self.path)
            ok = {f.id: f for f in result.store.facts} == {f.id: f for f in self.facts} \
                and len(result.store.facts) == len(self.facts) \
                and result.store.sources == self.sources
        if not ok:
            raise InvalidStoreError([Problem(store_file, 1, 1, "internal error: the edited "
                                             "store would not read back as written; nothing "
                                             "was written")])
        try:
            current = self._target.read_bytes()
        except OSError as exc:
            raise WriteConflictError(f"{store_file}: cannot be read again before writing: "
                                     f"{exc.strerror}") from None
        if current != self.loaded.text.encode("utf-8"):
            raise WriteConflictError(f"{store_file}: the file changed on disk since nvfacts read "
                                     "it (an editor saved it?); nothing was written: run the "
                                     "command again")
        remove_stale_temps(self._target)
        atomic_write(self.path, text.encode("utf-8"))
        return True

    # -- rendering ---------------------------------------------------------------------------

    def _render(self) -> tuple[str, list[_Edit]]:
        body = self._body
        root = self._marks(whole=bool(self._changed or self._removed or self._places))
        style = _style(body, root)
        edits: list[_Edit] = []
        facts_marks = _child(root, "facts")
        block: list[tuple[Marks, Fact, Fact]] = []
        for i in sorted(self._changed):
            item = facts_marks.children[i][2] if facts_marks else None
            if item is None:
                raise InvalidStoreError([Problem(str(self.path), 1, 1, "cannot find the fact "
                                                 "to edit in the file")])
            fact = self._facts[i]
            if item.flow or (facts_marks is not None and facts_marks.flow):
                edits.append(_flow_edit(body, item, self.loaded.store.facts[i], fact))
            else:
                block.append((item, self.loaded.store.facts[i], fact))
        dash = facts_marks.start[1] - 1 if facts_marks is not None else 0
        edits += _replace_items(body, block, style, dash, self._written(facts_marks, dash))
        for i in sorted(self._removed):
            item = facts_marks.children[i][2] if facts_marks else None
            if item is None or facts_marks is None or facts_marks.flow:
                raise InvalidStoreError([Problem(str(self.path), 1, 1, "cannot remove a fact "
                                                 "from a flow-style list; write the facts as "
                                                 "a block list ('- id: ...')")])
            start, end = _fact_span(body, item, facts_marks.start[1] - 1)
            # the lines taken out must be exactly the fact (the rest of the list is untouched);
            # emptying the list is checked by reading the whole file
            whole = len(self._removed) == len(self._facts)
            edits.append(_Edit(start, end, "", None if whole else
                               f"x:{style.newline}{body[start:end]}", [self.loaded.store.facts[i]]))
        placed = self._placed(body, facts_marks, style)
        edits += placed
        appended = [f for f in self._new_facts.values() if f.id not in
                    {m.id for edit in placed for m in edit.models}]
        for key, models in (("sources", self._new_sources), ("facts", appended)):
            if models:
                edits += _append_items(body, root, key, models, _style(body, root, key))
        pieces = [self.loaded.text[: self._offset]]
        at = 0
        for edit in sorted(edits, key=lambda e: (e.start, e.end)):
            pieces += [body[at: edit.start], keep_endings(body, edit.start, edit.end, edit.text)]
            at = edit.end
        pieces.append(body[at:])
        return "".join(pieces), edits


    def _written(self, facts_marks: Marks | None, dash: int) -> dict[str, Any]:
        """The facts taken out (merged away) that write a date plain, and the wordings merged
        into them, each as ruamel.yaml reads its lines (a plain date read as a date), by id:
        their wordings keep those dates plain (``_as_written``)."""
        if facts_marks is None or facts_marks.flow:
            return {}
        texts = []
        for i in self._removed:
            item = facts_marks.children[i][2]
            if item is not None:
                start, end = _fact_span(self._body, item, dash)
                text = self._body[start:end]
                if _PLAIN_DATE.search(text):
                    texts.append(_ended(text.replace("\r\n", "\n")))
        if not texts:
            return {}
        read: Any = None
        with suppress(Exception):  # lines ruamel.yaml cannot take: their dates written afresh
            read = _yaml(_Style()).load("x:\n" + "".join(texts))["x"]
        found: dict[str, Any] = {}
        for raw in read if isinstance(read, list) else []:
            for one in [raw, *(raw.get("merged") or [])] if isinstance(raw, dict) else []:
                if isinstance(one, dict) and isinstance(one.get("id"), str):
                    found[one["id"]] = one
        return found

    def _placed(self, body: str, facts_marks: Marks | None, style: _Style) -> list[_Edit]:
        """The new facts that go back where they stood (``_places``), each as an edit: its
        lines as they were when they read back as the fact, else re-emitted from them, else
        written afresh. A fact whose place is gone (the fact before it) is appended."""
        if not self._places or facts_marks is None or facts_marks.flow \
                or not facts_marks.children:
            return []
        dash = facts_marks.start[1] - 1
        edits = []
        for fact_id, place in self._places.items():
            fact = self._new_facts.get(fact_id)
            if fact is None:
                continue
            i = self._index.get(place.after) if place.after is not None else None
            item = facts_marks.children[i][2] if i is not None else None
            if place.after is None:
                at = _list_top(body, facts_marks)
            elif i is None or i in self._removed or item is None:  # gone: at the end
                at = _line_end(body, max(facts_marks.end_index - 1, facts_marks.start_index))
                place = Original(lines=place.lines)
            else:
                at = _fact_span(body, item, dash)[1]
            for _ in range(place.gap or 0):  # past the comments that stood between the two
                line = body[at: _line_end(body, at)].strip()
                if at >= len(body) or (line and not line.startswith("#")):
                    break
                at = _line_end(body, at)
            edit = _restored(place.lines, fact, style, dash)
            edit.start = edit.end = at
            if not edit.text.endswith("\n") and (at < len(body) or len(self._new_facts) > 1):
                edit.text += style.newline  # lines that ended the file, now followed
            if at and not body[:at].endswith("\n"):
                edit.text = style.newline + edit.text
            edits.append(edit)
        return edits


def _restored(lines: str | None, fact: Fact, style: _Style, dash: int) -> _Edit:
    """An edit writing ``fact``: ``lines`` as they are when they read back as it (and stand at
    the list's indent), else ruamel.yaml's re-emission of them, else the fast emitter's."""
    texts = []
    if lines is not None and len(lines) - len(lines.lstrip(" ")) == dash:
        texts.append(lines)
        with suppress(Exception):  # lines a person wrote that ruamel.yaml cannot take
            texts += _ruamel_items(lines, [(0, len(lines))], [fact], style)
    for text in texts:
        edit = _Edit(0, 0, _newlines(text, style), check=f"x:{style.newline}"
                     f"{_newlines(text, style)}", models=[fact], checked=True)
        if _reads_back(edit):
            return edit
    text = _newlines(_dump_items([to_data(fact)], style), style)
    return _Edit(0, 0, text, check=f"x:{style.newline}{text}", models=[fact])


def _fact_span(body: str, item: Marks, dash: int) -> tuple[int, int]:
    """The lines of a list item with the comment lines right below it that are indented
    deeper than the list's dashes (``dash`` columns): those belong to the item, while a comment
    at the dashes' column or left of them belongs to what follows."""
    start, end = _item_lines(body, item)
    while end < len(body):
        after = _line_end(body, end)
        line = body[end:after]
        text = line.lstrip(" ")
        if not text.startswith("#") or len(line) - len(text) <= dash:
            break
        end = after
    return start, end


def _list_top(body: str, items: Marks) -> int:
    """Where the lines of a block list begin: after the line of its key, before the comment
    and blank lines above its first item."""
    at = _line_start(body, items.start_index)
    while at:
        above = _line_start(body, at - 1)
        line = body[above:at].strip()
        if line and not line.startswith("#"):
            break
        at = above
    return at


def _dump_each(items: list[dict[str, Any]], style: _Style) -> list[str]:
    """Each item's lines as ``_dump_items`` writes them (one call for all)."""
    if not items:
        return []
    text = _dump_items(items, style)
    starts = [m.start() for m in re.finditer(rf"(?m)^ {{{style.dash}}}-(?=[ \n])", text)]
    return [text[a:b] for a, b in zip(starts, [*starts[1:], len(text)], strict=True)]


def _tail_marks(text: str) -> Marks | None:
    """The marks of a store that splits into facts (factcache.split), as appending needs them,
    read from its header and its first and last facts alone: the header's keys and lists, the
    facts list with its first fact (the layout new facts take) and its end, moved to where it
    is in the whole file (a fact's lines read alone as they read in place: factcache.py).
    None when the store does not split or those lines do not read cleanly."""
    from .factcache import split

    parts = split(text)
    if parts is None or not parts[1]:
        return None
    header, blocks = parts
    short = header + blocks[0] + (blocks[-1] if len(blocks) > 1 else "")
    read = read_yaml(short[1:] if short.startswith(BOM) else short, "")
    root = read.marks
    facts = _child(root, "facts") if root is not None and isinstance(read.value, dict) \
        and not read.problems else None
    if root is None or facts is None or facts.flow or \
            len(facts.children) != min(len(blocks), 2):
        return None
    shift = len(text) - len(short)
    facts.end_index += shift
    root.end_index += shift
    facts.children = {0: facts.children[0]}
    return root


def _child(marks: Marks, key: str) -> Marks | None:
    entry = marks.children.get(key)
    return entry[2] if entry else None


def _style(body: str, root: Marks, key: str = "facts") -> _Style:
    """The layout of the block list under ``key`` (else of the facts list): items appended to a
    list are indented as its own items are, whatever the other list does."""
    style = _Style(newline="\r\n" if "\r\n" in body[:4096] else "\n")
    for name in (key, "facts"):
        items = _child(root, name)
        if items is not None and not items.flow and items.children:
            style.dash = items.start[1] - 1
            first = items.children[0][2]
            if first is not None:
                style.indent = max(2, first.start[1] - items.start[1])
            break
    return style


def _yaml(style: _Style) -> Any:
    from ruamel.yaml import YAML
    from ruamel.yaml.emitter import RoundTripEmitter

    class Emitter(RoundTripEmitter):
        def write_double_quoted(self, text: Any, split: Any = True) -> None:
            with yaml_escaping(self):
                super().write_double_quoted(text, split)

    yaml = YAML()
    yaml.Emitter = Emitter
    yaml.indent(mapping=2, sequence=style.dash + style.indent, offset=style.dash)
    yaml.width = 4096
    yaml.preserve_quotes = True
    yaml.brace_single_entry_mapping_in_flow_sequence = True  # '[{source: a}]' stays so
    return yaml


_SIMPLE_TAG = re.compile(r"[A-Za-z0-9\u4e00-\u9fff][\w.+/-]*")
_BIDI = re.compile(f"[{BIDI}]")


def _escaped(match: re.Match[str]) -> str:
    return escape(match.group())


def _styled(value: Any, key: str = "") -> Any:
    """Values as ruamel.yaml should write them: tags in flow style when every tag is a simple
    word, and text holding a control, line-break or bidi character double-quoted with that
    character as an escape, so a review sees it (and a YAML reader does not fold a line break
    written plain)."""
    from ruamel.yaml.comments import CommentedSeq
    from ruamel.yaml.scalarstring import DoubleQuotedScalarString

    if isinstance(value, dict):
        return {k: _styled(v, k) for k, v in value.items()}
    if key == "lines" and _literal(value, 0) is not None:
        from ruamel.yaml.scalarstring import LiteralScalarString

        return LiteralScalarString(value)
    if isinstance(value, list):
        items = [_styled(v) for v in value]
        if key == "tags" and items and all(_SIMPLE_TAG.fullmatch(str(t)) for t in items):
            seq = CommentedSeq(items)
            seq.fa.set_flow_style()
            return seq
        return items
    if isinstance(value, str) and HIDDEN.search(value):
        return DoubleQuotedScalarString(value)
    return value


def _dump_items(items: list[dict[str, Any]], style: _Style) -> str:
    """Block-style lines for ``items`` as entries of a top-level list, at the file's indent, in
    the layout ruamel.yaml gives them (``_yaml``: nested lists indented, simple tags in flow
    style, text with hidden characters double-quoted with escapes).

    ruamel.yaml's emitter took 60 of the 94 s of ingesting 100k claims, and libyaml cannot
    indent a list inside a mapping; so libyaml writes every distinct scalar, in one call, and
    the layout around them is put together here (benchmarks/emit.py measures both)."""
    scalars: dict[tuple[type, Any], str] = {}
    _gather(items, scalars)
    keys = list(scalars)
    for key, line in zip(keys, _libyaml_scalars([value for _, value in keys]), strict=True):
        scalars[key] = line
    lines: list[str] = []
    _block_list(items, 0, style, scalars, lines)
    return "".join(line + "\n" for line in lines)


def _gather(value: Any, scalars: dict[tuple[type, Any], str]) -> None:
    if isinstance(value, dict):
        for item in value.values():
            _gather(item, scalars)
    elif isinstance(value, list):
        for item in value:
            _gather(item, scalars)
    else:
        scalars[type(value), value] = ""


def _libyaml_scalars(values: list[Any]) -> list[str]:
    """Each value as ruamel.yaml writes it in a block mapping (``_yaml``), written by libyaml:
    plain where YAML 1.2 reads that back as the same value (ruamel.yaml's resolver decides),
    else quoted, double-quoted when the text holds a quote or a hidden character (escaped)."""
    import yaml
    from ruamel.yaml.nodes import ScalarNode
    from ruamel.yaml.resolver import VersionedResolver

    versioned = VersionedResolver()

    class Dumper(yaml.CSafeDumper):
        def resolve(self, kind: Any, value: Any, implicit: Any) -> Any:
            if kind is not yaml.ScalarNode:
                return super().resolve(kind, value, implicit)  # type: ignore[no-untyped-call]
            return str(versioned.resolve(ScalarNode, value, implicit))

    def text(dumper: Dumper, value: str) -> yaml.Node:
        return dumper.represent_scalar("tag:yaml.org,2002:str", value,
                                       style='"' if value in quoted else None)

    def number(dumper: Dumper, value: float) -> yaml.Node:
        return dumper.represent_scalar("tag:yaml.org,2002:float", repr(value).lower())

    Dumper.add_representer(str, text)
    Dumper.add_representer(float, number)

    def dump(values: list[Any]) -> list[str]:
        out = yaml.dump(values, Dumper=Dumper, allow_unicode=True, width=1 << 30,
                        default_flow_style=False) if values else ""
        lines = out.split("\n")[:-1]
        if len(lines) != len(values) or not all(line.startswith("- ") for line in lines):
            raise InvalidStoreError([Problem("<new facts>", 1, 1, "internal error: a value of "
                                             "the new facts does not fit on one line; nothing "
                                             "was written")])
        return [line[2:] for line in lines]

    quoted = {v for v in values if isinstance(v, str) and HIDDEN.search(v)}
    lines = dump(values)
    # ruamel.yaml writes characters beyond U+FFFF as they are, where libyaml escapes them: it
    # writes those (few) values itself; and it double-quotes text holding a quote that cannot
    # be plain, where libyaml single-quotes it
    astral = [k for k, v in enumerate(values) if isinstance(v, str) and _ASTRAL.search(v)]
    for k, line in zip(astral, _ruamel_scalars([values[k] for k in astral]), strict=True):
        lines[k] = line
    again = [k for k, line in enumerate(lines) if line.startswith("'") and "'" in values[k]
             and k not in astral]
    quoted.update(values[k] for k in again)
    for k, line in zip(again, dump([values[k] for k in again]), strict=True):
        lines[k] = line
    # libyaml writes bidi controls raw, as printable: escape them as ruamel.yaml's emitter
    # does under textsafe.yaml_escaping (only double-quoted text holds one)
    return [_BIDI.sub(_escaped, line) if line.startswith('"') else line for line in lines]


_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


def _ruamel_scalars(values: list[str]) -> list[str]:
    if not values:
        return []
    out = io.StringIO()
    _yaml(_Style()).dump([_styled(v) for v in values], out)
    lines = out.getvalue().split("\n")[:-1]
    if len(lines) != len(values) or not all(line.startswith("  - ") for line in lines):
        raise InvalidStoreError([Problem("<new facts>", 1, 1, "internal error: a value of the "
                                         "new facts does not fit on one line; nothing was "
                                         "written")])
    return [line[4:] for line in lines]


def _block_list(items: list[Any], at: int, style: _Style, scalars: dict[tuple[type, Any], str],
                lines: list[str], literal: bool = True) -> None:
    """``items`` as a block list whose dashes stand ``style.dash`` columns right of ``at``
    (``literal``: ``original.lines`` as a literal block where it can be)."""
    dash = " " * (at + style.dash) + "-" + " " * (style.indent - 1)
    inner = at + style.dash + style.indent
    for item in items:
        if isinstance(item, dict) and item:
            first = len(lines)
            _block_mapping(item, inner, style, scalars, lines, literal)
            lines[first] = dash + lines[first][inner:]
        else:
            lines.append(dash + (_inline(item, "", scalars) or "[]"))


def _block_mapping(mapping: dict[str, Any], at: int, style: _Style,
                   scalars: dict[tuple[type, Any], str], lines: list[str],
                   literal: bool = True) -> None:
    pad = " " * at
    for key, value in mapping.items():
        block = _literal(value, at) if key == "lines" and literal else None
        if block is not None:
            lines.append(f"{pad}{key}: {block[0]}")
            lines += block[1:]
        elif isinstance(value, list) and value and _inline(value, key, scalars) is None:
            lines.append(f"{pad}{key}:")
            _block_list(value, at, style, scalars, lines, literal)
        elif isinstance(value, dict) and value:
            lines.append(f"{pad}{key}:")
            _block_mapping(value, at + 2, style, scalars, lines, literal)
        else:
            lines.append(f"{pad}{key}: {_inline(value, key, scalars)}")


_NOT_LITERAL = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff{BIDI}]")


def _literal(value: Any, at: int) -> list[str] | None:
    """Text of whole lines (a fact's ``original.lines``) as a literal block under a key at
    column ``at``: the header and the lines, each as it is; None when the text holds a
    character a review should see escaped, or ends with more than one line break (with none:
    the lines that ended a file without one, '|2-')."""
    if not isinstance(value, str) or not value.strip("\n") or value.endswith("\n\n") \
            or _NOT_LITERAL.search(value):
        return None
    pad = " " * (at + 2)
    ended = value.endswith("\n")
    return ["|2" if ended else "|2-",
            *(pad + line if line else "" for line in value.removesuffix("\n").split("\n"))]


def _inline(value: Any, key: str, scalars: dict[tuple[type, Any], str]) -> str | None:
    """``value`` on the line of its key or dash: a scalar, an empty list or mapping, or simple
    tags in flow style; None when it takes lines of its own."""
    if isinstance(value, list):
        if not value:
            return "[]"
        if key == "tags" and all(isinstance(t, str) and _SIMPLE_TAG.fullmatch(t) for t in value):
            return "[" + ", ".join(scalars[str, t] for t in value) + "]"
        return None
    if isinstance(value, dict):
        return "{}" if not value else None
    return scalars[type(value), value]


def _line_start(body: str, index: int) -> int:
    return body.rfind("\n", 0, index) + 1


def _line_end(body: str, index: int) -> int:
    end = body.find("\n", index)
    return len(body) if end < 0 else end + 1


def _newlines(text: str, style: _Style) -> str:
    return text.replace("\n", style.newline) if style.newline != "\n" else text


CHUNK = 2000
"""New items are written and read back this many at a time, so that the memory an ingest
takes stays flat however many facts it adds."""


def _append_items(body: str, root: Marks, key: str, models: list[Any],
                  style: _Style) -> list[_Edit]:
    marks = _child(root, key)
    if root.flow or (marks is not None and marks.flow and marks.children):
        # into the flow list, or a new one at the end of a flow mapping (a whole read checks)
        inner = ", ".join(flow(to_data(m)) for m in models)
        into = marks if marks is not None else root
        close = into.end_index - 1
        if marks is None:
            inner = f"{key}: [{inner}]"
        return [_Edit(close, close, (", " if into.children else "") + inner,
                      models=list(models))]
    edits = []
    for k in range(0, len(models), CHUNK):
        chunk = models[k: k + CHUNK]
        block = _newlines(_dump_items([to_data(m) for m in chunk], style), style)
        edits.append(_Edit(0, 0, block, check=f"x:{style.newline}{block}", models=chunk))
    first = edits[0]
    if marks is not None and marks.flow:  # 'facts: []' becomes a block list under the key
        close = marks.end_index - 1
        first.start = len(body[: marks.start_index].rstrip(" \t"))
        at = _line_end(body, close)
        rest = body[close + 1: at]
        first.end = at
        first.text = (rest if rest.endswith("\n") else rest + style.newline) + first.text
    elif marks is None:  # no such key yet: a new block before the first top-level key
        line = min((pos for pos, _, _ in root.children.values()), default=(1, 1))[0]
        at = 0
        for _ in range(line - 1):
            at = _line_end(body, at)
        first.text = f"{key}:{style.newline}{first.text}"
        first.start = first.end = at
    else:
        at = _line_end(body, max(marks.end_index - 1, marks.start_index))
        if not body[:at].endswith("\n"):
            first.text = style.newline + first.text
        first.start = first.end = at
    for edit in edits[1:]:
        edit.start = edit.end = at
    return edits


def _replace_items(body: str, items: list[tuple[Marks, Fact, Fact]],
                   style: _Style, dash: int = 2, written: dict[str, Any] | None = None
                   ) -> list[_Edit]:
    """Block-style facts, each ``(marks, as read, as it becomes)``, written with every line
    that does not change kept byte for byte where possible.

    A fact that only grows (a merge's wordings, a new citation) and whose lines are laid out as
    ruamel.yaml lays them out, with no comment and only quoting that ruamel.yaml keeps as it is,
    keeps its lines and gets the new ones from the fast emitter (``_grown``): ruamel.yaml took
    most of ``dedup --apply``'s time at 100k claims. A fact that gains list items or keys, or
    loses items of a list (``unmerge``), in any layout, keeps its other lines, comments and
    quoting as they are and gets or loses only those (``_in_place``). The others are
    re-emitted by ruamel.yaml from their own lines, which keeps comments and quoting.

    ``written``: facts merged away, as read (``StoreEditor._written``): their wordings keep a
    date written plain plain."""
    spans = [_item_lines(body, item) for item, _, _ in items]
    data = [(to_data(old), to_data(new)) for _, old, new in items]
    for _, new in data:
        if written and "merged" in new:
            new["merged"] = [_as_written(m, written.get(m["id"])) for m in new["merged"]]
    texts = _grown([body[start:end] for start, end in spans], data, style)
    edits: list[_Edit | None] = [None] * len(items)
    for k, text in enumerate(texts):
        if text is not None:
            continue
        edit = _in_place(body, items[k][0], *data[k], style, dash)
        if edit is not None:
            edit.models = [items[k][2]]
            edit.check = f"x:{style.newline}{edit.text}"
            if _reads_back(edit):
                edit.checked = True
                edits[k] = edit
    slow = [k for k, text in enumerate(texts) if text is None and edits[k] is None]
    for k, text in zip(slow, _ruamel_items(body, [spans[k] for k in slow],
                                           [items[k][2] for k in slow], style,
                                           [data[k][1] for k in slow]), strict=True):
        texts[k] = text
    for k, ((start, end), lines, (_, _, fact)) in enumerate(zip(spans, texts, items,
                                                                strict=True)):
        if edits[k] is None:
            assert lines is not None
            lines = _newlines(lines, style)
            edits[k] = _Edit(start, end, lines, check=f"x:{style.newline}{lines}",
                             models=[fact])
    return [edit for edit in edits if edit is not None]


def _in_place(body: str, item: Marks, old: dict[str, Any], new: dict[str, Any],
              style: _Style, dash: int) -> _Edit | None:
    """The fact's lines with only what changed edited, every other byte kept: items appended
    to a block list (a merge's wordings, a citation), keys added, items taken out of a block
    list and a key whose list emptied taken out (``unmerge``). None when something else
    changed, or the fact is not laid out in blocks."""
    if item.flow or list(old)[:1] != list(new)[:1] \
            or [k for k in new if k in old] != [k for k in old if k in new]:
        return None
    whole, (start, end) = body, _fact_span(body, item, dash)
    body = whole[start:end]  # read again with the marks of every key (the store's stop above)
    ended = body.endswith("\n")  # the file's last line, without a line break: it stays so
    body = body if ended else body + style.newline
    read = read_yaml(body, "<fact>", marks_depth=99)
    if read.problems or read.marks is None or read.marks.flow \
            or 0 not in read.marks.children or read.marks.children[0][2] is None:
        return None
    item = read.marks.children[0][2]
    if set(item.children) != set(old):  # a default written out ('status: unverified')
        return None
    column = item.start[1] - 1
    cuts: list[tuple[int, int, list[str]]] = []  # (from, to, lines put there)

    def key_line(key: str) -> int:
        line = item.children[key][0][0]
        at = _line_start(body, item.start_index)
        for _ in range(line - item.start[0]):
            at = _line_end(body, at)
        return at

    def rendered(fill: Any) -> dict[tuple[type, Any], str]:
        scalars: dict[tuple[type, Any], str] = {}
        _gather(fill, scalars)
        keys = list(scalars)
        for key, line in zip(keys, _libyaml_scalars([value for _, value in keys]), strict=True):
            scalars[key] = line
        return scalars

    for key in old:
        if key not in item.children:
            return None
        marks = item.children[key][2]
        if key not in new:  # a list emptied: its key and lines go
            if not isinstance(old[key], list) or marks is None or marks.flow:
                return None
            cuts.append((key_line(key), _fact_span(body, marks, column)[1], []))
            continue
        was, now = old[key], new[key]
        if was == now:
            continue
        if not isinstance(was, list) or not isinstance(now, list) or marks is None \
                or marks.flow or not marks.children:
            return None
        items_dash = marks.start[1] - 1
        if len(now) > len(was) and now[: len(was)] == was:
            first = marks.children[0][2]
            local = _Style(style.dash, max(2, first.start[1] - 1 - items_dash)
                           if first is not None and not first.flow else style.indent)
            if items_dash < local.dash:
                return None
            lines: list[str] = []
            at = _fact_span(body, marks, items_dash)[1]
            # a literal block cannot end a file without a line break: quoted there
            _block_list(now[len(was):], items_dash - local.dash, local, rendered(now), lines,
                        ended or at < len(body))
            cuts.append((at, at, lines))
            continue
        kept = iter(now)
        wanted = next(kept, None)
        for index, value in enumerate(was):
            if value == wanted:
                wanted = next(kept, None)
                continue
            child = marks.children[index][2]
            if child is None:
                return None
            cuts.append((*_fact_span(body, child, items_dash), []))
        if wanted is not None:
            return None
    keys = [k for k in new if k in old]
    for key in new:
        if key in old:
            continue
        later = [k for k in keys if list(new).index(k) > list(new).index(key)]
        at = _list_top_of(body, key_line(later[0]), item.start_index) if later else len(body)
        lines = []
        _block_mapping({key: new[key]}, column, style, rendered(new[key]), lines,
                       ended or at < len(body))
        cuts.append((at, at, lines))
    if not cuts:
        return None
    pieces = []
    at = 0
    for cut_from, cut_to, lines in sorted(cuts, key=lambda c: (c[0], c[1])):
        if cut_from < at:
            return None
        pieces += [body[at:cut_from], _newlines("".join(line + "\n" for line in lines), style)]
        at = cut_to
    pieces.append(body[at:])
    text = "".join(pieces)
    return _Edit(start, end, text if ended else text.removesuffix(style.newline))


def _list_top_of(body: str, at: int, floor: int) -> int:
    """``at`` (a line start) moved up past the comment and blank lines right above it, not
    above ``floor``: a comment above a key belongs to that key."""
    while at > floor:
        above = _line_start(body, at - 1)
        line = body[above:at].strip()
        if (line and not line.startswith("#")) or above < floor:
            break
        at = above
    return at


def _flow_edit(body: str, item: Marks, old: Fact, new: Fact) -> _Edit:
    """A fact written in flow style (``- {id: ..., claim: ...}``, or in a flow list), kept in
    flow style: only the values that change are written again (in YAML's flow style), keys it
    gains go after the key before them (after the last one: before its closing brace) and keys
    it loses go with their comma; every other byte stays. Failing that, it is written again
    whole."""
    now = to_data(new)
    piece = body[item.start_index: item.end_index]
    found = flow_pairs(piece) if piece[:1] == "{" and piece[-1:] == "}" else None
    cuts = flow_cuts(piece, *found, to_data(old), now) if found is not None else None
    if cuts is not None:
        pieces, at = [], 0
        for cut_from, cut_to, text in sorted(cuts, key=lambda c: (c[0], c[1])):
            pieces += [piece[at:cut_from], text]
            at = cut_to
        pieces.append(piece[at:])
        edit = _Edit(item.start_index, item.end_index, "".join(pieces), models=[new])
        check = _Edit(0, 0, "", check="x:\n- " + edit.text + "\n", models=[new])
        if _reads_back(check):  # the mapping with the edit, read back on its own
            edit.check, edit.checked = check.check, True
            return edit
    whole = _Edit(item.start_index, item.end_index, flow(now), models=[new])
    start = _line_start(body, item.start_index)
    end = _line_end(body, item.end_index - 1)
    lines = body[start: whole.start] + whole.text + body[whole.end: end]
    check = _Edit(0, 0, "", check="x:\n" + lines, models=[new])
    if _reads_back(check):  # the item's lines with it, read back on their own
        whole.check, whole.checked = check.check, True
    return whole


def _ruamel_items(body: str, spans: list[tuple[int, int]], facts: list[Fact],
                  style: _Style, data: list[dict[str, Any]] | None = None) -> list[str]:
    """The facts re-emitted by ruamel.yaml from their lines ``spans`` (``data``: the facts'
    data to write, when not ``to_data``'s). All of them go through one document (ruamel's cost
    is mostly per call); should its output not split back into one text per fact, each is done
    alone."""
    if not facts:
        return []
    yaml = _yaml(style)
    doc = yaml.load("x:\n" + "".join(_ended(body[start:end]) for start, end in spans))
    for k, (node, fact) in enumerate(zip(doc["x"], facts, strict=True)):
        _sync(node, _styled(data[k] if data else to_data(fact)))
    out = io.StringIO()
    yaml.dump(doc, out)
    text = out.getvalue().split("\n", 1)[1].replace("\r", "")
    if len(facts) == 1:
        return [text]
    starts = [m.start() for m in re.finditer(rf"(?m)^ {{{style.dash}}}-(?=[ \n])", text)]
    if len(starts) != len(facts) or starts[0] != 0:
        return [t for k, (span, fact) in enumerate(zip(spans, facts, strict=True))
                for t in _ruamel_items(body, [span], [fact], style, data and [data[k]])]
    return [text[a:b] for a, b in zip(starts, [*starts[1:], len(text)], strict=True)]


_MARK = re.compile("\x00([0-9]+)\x00")
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?")
_KEPT_QUOTED = re.compile("[\x20-\x7e\xa0-\ud7ff\ue000-\ufefe\uff00-\ufffd\U00010000-\U0010ffff]*")
"""Text that ruamel.yaml writes back inside its quotes as it was read (no escapes)."""
WIDTH = 4000
"""Lines longer than this go through ruamel.yaml, which folds lines past 4096 columns."""


def _grown(spans: list[str], data: list[tuple[dict[str, Any], dict[str, Any]]],
           style: _Style) -> list[str | None]:
    """For each fact (its lines, its data as read and as it becomes): the lines ruamel.yaml
    would give it, or None when that takes ruamel.yaml.

    The fast way is taken when the fact only grows (keys added, lists of their own lines
    extended at the end) and its lines are exactly the layout ``_dump_items`` gives its data,
    each value written as that does, or plain, quoted or a decimal number in a way ruamel.yaml
    writes back as it was (``_kept``). Its lines then stay, and the new lines come from the
    fast emitter: what ruamel.yaml does (``_sync``, ``_merged``) to such a fact."""
    scalars: dict[tuple[type, Any], str] = {}
    for old, new in data:
        _gather(old, scalars)
        _gather(new, scalars)
    keys = list(scalars)
    for key, line in zip(keys, _libyaml_scalars([value for _, value in keys]), strict=True):
        scalars[key] = line
    marks = {key: f"\x00{k}\x00" for k, key in enumerate(keys)}
    texts: list[str | None] = []
    for span, (old, new) in zip(spans, data, strict=True):
        text = None
        if _only_grows(old, new, scalars) and span.endswith("\n"):
            lines = span.replace("\r\n", "\n").split("\n")[:-1] if style.newline == "\r\n" \
                else span.split("\n")[:-1]
            text = _grown_lines(lines, old, new, style, scalars, marks, keys)
        texts.append(text)
    return texts


def _only_grows(old: dict[str, Any], new: dict[str, Any],
                scalars: dict[tuple[type, Any], str]) -> bool:
    if not old or list(old)[:1] != list(new)[:1] or [k for k in new if k in old] != list(old):
        return False
    for key, value in old.items():
        grown = new[key]
        if grown == value:
            continue
        if not (isinstance(value, list) and isinstance(grown, list) and value
                and len(grown) > len(value) and grown[: len(value)] == value
                and _inline(value, key, scalars) is None and _inline(grown, key, scalars) is None):
            return False
    return True


def _grown_lines(lines: list[str], old: dict[str, Any], new: dict[str, Any], style: _Style,
                 scalars: dict[tuple[type, Any], str], marks: dict[tuple[type, Any], str],
                 keys: list[tuple[type, Any]]) -> str | None:
    at = 0
    kept: dict[str, list[str]] = {}
    for key, template in _key_lines(old, style, marks):
        own = lines[at: at + len(template)]
        if len(own) != len(template) or not all(
                _matches(t, line, scalars, keys) for t, line in zip(template, own, strict=True)):
            return None
        kept[key] = own
        at += len(template)
    if at != len(lines):
        return None
    out: list[str] = []
    for key, template in _key_lines(new, style, scalars):
        own = kept.get(key, [])
        out += own + template[len(own):]
    if any(len(line) > WIDTH for line in out):
        return None
    return "".join(line + "\n" for line in out)


def _key_lines(data: dict[str, Any], style: _Style,
               scalars: dict[tuple[type, Any], str]) -> list[tuple[str, list[str]]]:
    """The lines of each key of ``data`` written as an item of the facts list (as
    ``_block_list`` writes it: the first line carries the dash)."""
    inner = style.dash + style.indent
    parts: list[tuple[str, list[str]]] = []
    for key, value in data.items():
        lines: list[str] = []
        _block_mapping({key: value}, inner, style, scalars, lines)
        parts.append((key, lines))
    first = parts[0][1]
    first[0] = " " * style.dash + "-" + " " * (style.indent - 1) + first[0][inner:]
    return parts


def _matches(template: str, line: str, scalars: dict[tuple[type, Any], str],
             keys: list[tuple[type, Any]]) -> bool:
    """Whether ``line`` is ``template`` (marks standing for values) with a value written as
    ``_dump_items`` writes it, or as ruamel.yaml writes it back unchanged."""
    found = list(_MARK.finditer(template))
    if len(found) == 1 and found[0].end() == len(template):
        head = template[: found[0].start()]
        key = keys[int(found[0].group(1))]
        return line.startswith(head) and _kept(key[1], line[len(head):], scalars[key])
    return _MARK.sub(lambda m: scalars[keys[int(m.group(1))]], template) == line


def _kept(value: Any, text: str, canonical: str) -> bool:
    """Whether ``text``, read as ``value``, is what ruamel.yaml writes back for it: the fast
    emitter's writing, a decimal number it keeps as written (``_merged``), or quoted text with
    nothing to escape (its ``preserve_quotes``)."""
    if text == canonical:
        return True
    if isinstance(value, bool):
        return False
    if isinstance(value, int | float):
        return len(text) <= 12 and _NUMBER.fullmatch(text) is not None \
            and float(text) == value and len(repr(float(value))) <= 12
    if not isinstance(value, str) or not _KEPT_QUOTED.fullmatch(value) or HIDDEN.search(value):
        return False
    return text in (f'"{value}"', "'" + value.replace("'", "''") + "'")


def _ended(lines: str) -> str:
    return lines if lines.endswith("\n") else lines + "\n"


def _item_lines(body: str, item: Marks) -> tuple[int, int]:
    """The span of whole lines a block-style list item stands on."""
    start = _line_start(body, item.start_index)
    if not body[start: item.start_index].strip():  # the '-' stands alone on the line above
        start = _line_start(body, start - 1)
    last = max(item.end_index - 1, item.start_index)
    while last > item.start_index and body[last] in " \t\r\n":  # a block scalar's blank end
        last -= 1
    return start, _line_end(body, last)


def _batches(edits: list[_Edit]) -> Iterator[tuple[_Edit, list[_Edit]]]:
    """The edits' checks joined into one list of up to ``CHUNK`` items at a time (one read for
    many small edits: a merge's 48k at 100k claims), each with the edits it joins."""
    batch: list[_Edit] = []
    count = 0
    for edit in edits:
        if batch and count + len(edit.models) > CHUNK:
            yield _joined(batch), batch
            batch, count = [], 0
        batch.append(edit)
        count += len(edit.models)
    if batch:
        yield _joined(batch), batch


def _joined(batch: list[_Edit]) -> _Edit:
    if len(batch) == 1:
        return batch[0]
    items = "".join(_ended(edit.check.partition("\n")[2]) for edit in batch if edit.check)
    return _Edit(0, 0, "", "x:\n" + items, [model for edit in batch for model in edit.models])


def _reads_back(edit: _Edit) -> bool:
    """Whether the edit's text, read as nvfacts reads a store, gives exactly its models."""
    assert edit.check is not None
    read = read_yaml(edit.check, "<edit>")
    if read.problems or not isinstance(read.value, dict) or len(read.value) != 1:
        return False
    items = next(iter(read.value.values()))
    if not isinstance(items, list) or len(items) != len(edit.models):
        return False
    try:
        return all(type(model).model_validate(item) == model
                   for item, model in zip(items, edit.models, strict=True))
    except ValidationError:
        return False


def _sync(old: Any, new: dict[str, Any]) -> None:
    """Make the round-trip mapping ``old`` equal ``new`` while keeping its comments and order
    (and a default written out, 'tags: []', which ``new`` leaves out)."""
    for key in [k for k in old if k not in new and DEFAULTS.get(k, object()) != old[k]]:
        del old[key]
    previous = -1
    for key, value in new.items():
        if key in old:
            old[key] = _merged(old[key], value)
            previous = list(old).index(key)
        elif DEFAULTS.get(key, object()) != value:
            previous += 1
            old.insert(previous, key, value)


_PLAIN_DATE = re.compile(r"\bdate:[ \t]*[0-9]")
"""A date written plain ('- date: 2026-11-30'), which ruamel.yaml reads as a date."""


def _as_written(new: Any, raw: Any) -> Any:
    """``new`` (a wording's data) with each date text that ``raw`` (its lines as ruamel.yaml
    read them) wrote plain as that date, which every emitter here writes plain again."""
    if isinstance(new, dict) and isinstance(raw, dict):
        return {k: _as_written(v, raw.get(k)) for k, v in new.items()}
    if isinstance(new, list) and isinstance(raw, list) and len(new) == len(raw):
        return [_as_written(v, r) for v, r in zip(new, raw, strict=True)]
    if isinstance(raw, datetime.date) and not isinstance(raw, datetime.datetime) \
            and isinstance(new, str) and raw.isoformat() == new:
        return raw
    return new


def _merged(old: Any, new: Any) -> Any:
    if isinstance(old, dict) and isinstance(new, dict):
        _sync(old, new)
        return old
    if isinstance(old, list) and isinstance(new, list):
        for i in range(min(len(old), len(new))):
            old[i] = _merged(old[i], new[i])
        del old[len(new):]
        old.extend(new[len(old):])
        return old
    if type(old) is type(new) or (isinstance(old, str) and isinstance(new, str)):
        return old if old == new else new
    if isinstance(old, datetime.date) and old.isoformat() == new:
        return old  # a date written plain ('- date: 2026-11-30'), read by ruamel.yaml as one
    if isinstance(old, int | float) and isinstance(new, int | float) and old == new \
            and not isinstance(old, bool) and len(repr(float(new))) <= 12:
        return old  # ruamel.yaml re-renders long mantissas inexactly: keep only short numbers
    return new
