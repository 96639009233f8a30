"""What each claim was read to assert, kept on disk by the claim's text: after an edit, only
the claims never read before are read again.

One SQLite file per reader, in the cache folder (cache.cache_dir): its name holds a digest of
nvfacts' source and the lexicon, so another reader or another vocabulary is another file and a
reading is never stale. Losing the file costs time only: anything SQLite or the disk refuses
falls back to reading every claim.
"""

from __future__ import annotations

import contextlib
import hashlib
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import orjson

from .model import Assertion

KEEP = 2
"""Readings files kept (the newest): one for this reader, one for the one before."""

LOOKUP_UP_TO = 2000
"""Batches of up to this many claims are looked up by key, larger ones read the whole file."""

KEEP_DAYS = 30
"""A reading no store has used for this many days is dropped (claims edited away)."""

Reader = Callable[[list[str]], list[list[Assertion]]]


def _name(code: str, lexicon: str) -> str:
    digest = hashlib.sha256(f"{code}\0{lexicon}".encode()).hexdigest()
    return f"readings-{digest[:32]}.db"


def cached_reader(folder: Path, code: str, lexicon: str) -> Reader:
    """``extract_many``, through the readings file of this code and lexicon in ``folder``."""

    def read(claims: list[str]) -> list[list[Assertion]]:
        from .extract import extract_many

        try:
            return _read(folder / _name(code, lexicon), claims)
        except (OSError, sqlite3.Error, orjson.JSONDecodeError, TypeError, ValueError):
            return extract_many(claims)

    return read


def today() -> int:
    """Days since the epoch: when a reading was last used."""
    return int(time.time() // 86400)


def _read(path: Path, claims: list[str]) -> list[list[Assertion]]:
    from .extract import decode, extract_encoded

    path.parent.mkdir(parents=True, exist_ok=True)
    fresh = not path.exists()
    day = today()
    with contextlib.closing(sqlite3.connect(path, timeout=30)) as db:
        db.execute("CREATE TABLE IF NOT EXISTS reading "
                   "(claim TEXT PRIMARY KEY, found BLOB, used INTEGER)")
        wanted = set(claims)
        known: dict[str, list[Assertion]] = {}
        touched = []
        for claim, found, used in _rows(db, wanted):
            if claim in wanted:
                known[claim] = decode(found)
                if used != day:
                    touched.append((day, claim))
        todo = list(dict.fromkeys(c for c in claims if c not in known))
        read = extract_encoded(todo) if todo else []
        with db:
            db.executemany("INSERT OR REPLACE INTO reading VALUES (?, ?, ?)",  # in key order:
                           sorted((c, encoded, day)  # appended to the index, half the time
                                  for c, (_, encoded) in zip(todo, read, strict=True)))
            db.executemany("UPDATE reading SET used = ? WHERE claim = ?", touched)
            db.execute("DELETE FROM reading WHERE used < ?", (day - KEEP_DAYS,))
        known.update((c, found) for c, (found, _) in zip(todo, read, strict=True))
    if fresh:
        _evict(path.parent)
    return [known[c] for c in claims]


def _rows(db: sqlite3.Connection, wanted: set[str]) -> Iterator[tuple[str, bytes, int]]:
    """The rows that may hold ``wanted``: looked up one by one for a few claims (a small store
    beside a large one), else the whole table in one scan."""
    if len(wanted) > LOOKUP_UP_TO:
        yield from db.execute("SELECT claim, found, used FROM reading")
        return
    for claim in wanted:
        yield from db.execute("SELECT claim, found, used FROM reading WHERE claim = ?", (claim,))


def _evict(folder: Path) -> None:
    entries = sorted(folder.glob("readings-*.db"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in entries[KEEP:]:
        with contextlib.suppress(OSError):
            old.unlink()
