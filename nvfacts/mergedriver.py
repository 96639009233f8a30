"""A three-way merge of a store's text, entry by entry, for git's merge driver.

Git merges a store line by line: two branches that each append a fact both change the end of
the file, and the lines the two new facts share ('lang: en', 'sources:', '- source: S') are
taken out of the conflict and written once after it, so keeping both sides by deleting the
markers leaves the first fact without them. This merge takes each version's facts and sources
whole, by id: an entry added or changed on one side only is taken from that side (those added
on both sides all kept, ours first), one changed on both sides in different ways (or changed on
one and deleted on the other) is left between conflict markers with each side whole. The rest
of the file (top-level keys and what is not a list of entries) is merged as whole sections the
same way. A file whose entries it cannot tell apart (an entry without an id, one id twice) is
merged by ``git merge-file --diff3``, which keeps each side of a conflict whole too."""

from __future__ import annotations

import re
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

_KEY = re.compile(r"^(?![-#\s])[^:]+:(?:\s|$)")
"""A top-level key's line ('facts:', 'sources:'), at the start of its line."""
_LIST_KEY = re.compile(r"^\ufeff?(facts|sources):[ \t]*(?:#.*)?\r?\n?$")
_ITEM = re.compile(r"^( *)- ")
_ID = re.compile(r"""^\s*(?:-\s+)?\{?\s*id:\s*(?:"([^"]*)"|'([^']*)'|([^\s,}#]+))""")
_FLOW_ID = re.compile(r"""[{,]\s*id:\s*(?:"([^"]*)"|'([^']*)'|([^\s,}#]+))""")


@dataclass
class _Section:
    key: str | None
    """The top-level key it holds ('facts'), None for what stands before the first one."""
    head: str
    """Its text, or for a list of entries the text before the first entry (the key's line)."""
    items: dict[str, str] | None = None
    """Each entry's text by its id, in order, for a list of entries ('facts:', 'sources:')."""


@dataclass
class _Merged:
    parts: list[str] = field(default_factory=list)
    conflicts: int = 0


class Unsplit(Exception):
    """A version whose entries cannot be told apart."""


def merge_texts(base: str, ours: str, theirs: str) -> tuple[str, int]:
    """The merged text and how many conflicts it has (left between markers, each side whole)."""
    try:
        b, o, t = _split(base), _split(ours), _split(theirs)
    except Unsplit:
        merged, conflicts = _merge_file(*(x.encode("utf-8") for x in (base, ours, theirs)))
        return merged.decode("utf-8"), conflicts
    newline = "\r\n" if "\r\n" in ours else "\n"
    out = _Merged()
    by_key = {s.key: s for s in b}
    theirs_by_key = {s.key: s for s in t}
    for section in o:
        old, other = by_key.get(section.key), theirs_by_key.get(section.key)
        if section.items is not None and other is not None and other.items is not None:
            base_items = old.items if old is not None and old.items is not None else {}
            _take(out, old.head if old else None, section.head, other.head, newline)
            _items(out, base_items, section.items, other.items, newline)
        else:
            _take(out, _text(old), _text(section), _text(other), newline)
    for section in t:
        if section.key not in {s.key for s in o}:
            _take(out, _text(by_key.get(section.key)), None, _text(section), newline)
    return "".join(out.parts), out.conflicts


def _text(section: _Section | None) -> str | None:
    if section is None:
        return None
    return section.head + "".join((section.items or {}).values())


def _items(out: _Merged, base: dict[str, str], ours: dict[str, str], theirs: dict[str, str],
           newline: str) -> None:
    for key, mine in ours.items():
        _take(out, base.get(key), mine, theirs.get(key), newline)
    for key, other in theirs.items():
        if key not in ours:
            _take(out, base.get(key), None, other, newline)


def _take(out: _Merged, base: str | None, ours: str | None, theirs: str | None,
          newline: str) -> None:
    """One entry (or section) merged: a side that left it as it was yields to the other (None:
    absent there, deleted or never added); both changed alike is one change; both changed
    otherwise is a conflict with each side whole."""
    if ours == theirs or theirs == base:
        chosen = ours
    elif ours == base:
        chosen = theirs
    else:
        out.conflicts += 1
        out.parts += [f"<<<<<<< ours{newline}", _ended(ours or "", newline),
                      f"======={newline}", _ended(theirs or "", newline),
                      f">>>>>>> theirs{newline}"]
        return
    if chosen:
        out.parts.append(_ended(chosen, newline))


def _ended(text: str, newline: str) -> str:
    return text if not text or text.endswith("\n") else text + newline


def _split(text: str) -> list[_Section]:
    """The text's top-level sections, each list of facts or sources cut into its entries."""
    sections = [_Section(None, "")]  # what stands before the first key (comments)
    entries: list[list[str]] = [[]]  # each section's entries, in order
    indent: int | None = None
    for line in text.splitlines(keepends=True):
        if _KEY.match(line):
            sections.append(_Section(line.split(":", 1)[0].strip("\ufeff \t'\""), line,
                                     {} if _LIST_KEY.match(line) else None))
            entries.append([])
            indent = None
            continue
        item = _ITEM.match(line)
        if sections[-1].items is not None and item is not None and (
                indent is None or len(item.group(1)) == indent):
            indent = len(item.group(1))
            entries[-1].append(line)
        elif entries[-1]:
            entries[-1][-1] += line
        else:
            sections[-1].head += line
    if len({s.key for s in sections}) != len(sections):
        raise Unsplit("a top-level key twice")
    for section, found in zip(sections, entries, strict=True):
        if section.items is None:
            continue
        for entry in found:
            key = _id_of(entry)
            if key is None or key in section.items:
                raise Unsplit(entry)
            section.items[key] = entry
    return sections


def _id_of(entry: str) -> str | None:
    """An entry's id: on its first line ('- id: x', '- {id: x, claim: ...}') or on a line of
    its own at the depth of its keys."""
    lines = entry.splitlines()
    found = _ID.match(lines[0]) or _FLOW_ID.search(lines[0])
    if found is None:
        first = _ITEM.match(lines[0])
        depth = len(first.group(0)) if first else 0
        found = next((m for line in lines[1:]
                      if len(line) - len(line.lstrip(" ")) == depth and (m := _ID.match(line))),
                     None)
    return None if found is None else next(g for g in found.groups() if g is not None)


def merge_files(base: Path, ours: Path, theirs: Path) -> int:
    """Merge as git's driver does (``%O %A %B``): the result written over ``ours``; returns
    how many conflicts it holds. Text that is not UTF-8 is left to git merge-file."""
    data = [path.read_bytes() for path in (base, ours, theirs)]
    try:
        b, o, t = (d.decode("utf-8") for d in data)
    except UnicodeDecodeError:
        merged, conflicts = _merge_file(*data)
    else:
        text, conflicts = merge_texts(b, o, t)
        merged = text.encode("utf-8")
    ours.write_bytes(merged)
    return conflicts


def _merge_file(base: bytes, ours: bytes, theirs: bytes) -> tuple[bytes, int]:
    """git merge-file's line merge, each side of a conflict whole (diff3 style)."""
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for name, data in (("ours", ours), ("base", base), ("theirs", theirs)):
            path = Path(tmp) / name
            path.write_bytes(data)
            paths.append(str(path))
        done = subprocess.run(["git", "merge-file", "-p", "--diff3", "-L", "ours", "-L", "base",
                               "-L", "theirs", *paths], capture_output=True, check=False)
    if done.returncode < 0 or done.returncode > 127:
        raise OSError(done.stderr.decode("utf-8", "replace").strip())
    return done.stdout, done.returncode
