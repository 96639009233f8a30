"""Views of stores cached on disk, keyed by the store's bytes: never stale, safe to lose.

The key is a SHA-256 of the store file, the lexicon, nvfacts' version and its source code, so
any change to any of them is a new entry. An entry is written to a temp file and renamed into
place under a name that ends with a CRC-32 of its own bytes; it is trusted only while its bytes
still give that digest, and an entry that does not (a disk error, a hand edit, a dropped table),
or that SQLite cannot read, is deleted and rebuilt. Once an entry's digest is checked, its inode,
size, modification and change times are recorded beside it (``.seen``); while they stay the
same the digest is not computed again (a write changes them: git's index trusts a file's stat
the same way, and like git an entry modified in the last SETTLE seconds is always checked).
The store's key is found the same way: once a store's bytes gave a key, its device, inode, size,
modification and change times are recorded with it (``.key``, one per store path, code and
lexicon), and while they stay the same the store is neither read nor hashed again (26 MB at
100k claims: 0.04 s of a warm read); a store changed in the last SETTLE seconds is always read.
The folder is $NVFACTS_CACHE_DIR, else $XDG_CACHE_HOME/nvfacts, else ~/.cache/nvfacts; only the
newest entries are kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from .lexicon import lexicon_text
from .storefile import read_text
from .view import FORMAT, View

if TYPE_CHECKING:
    from .readings import Reader

KEEP = 6
"""Cache entries kept; older ones are deleted."""

SETTLE = 2.0
"""Seconds after its last write within which an entry's stat is not trusted: a write in the
same tick of the file system's clock could leave the times as they were."""


def cache_dir() -> Path:
    explicit = os.environ.get("NVFACTS_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "nvfacts"


def code_digest() -> str:
    """A digest of nvfacts' own source: a view built by other code is another entry, even at
    the same version (an edited checkout, a development install)."""
    digest = hashlib.sha256()
    package = Path(__file__).resolve().parent
    for source in sorted(package.rglob("*.py")):
        digest.update(source.read_bytes())
    return digest.hexdigest()


def _key(data: bytes, code: str, lexicon: str) -> str:
    from . import __version__

    digest = hashlib.sha256()
    for part in (FORMAT, __version__, code, lexicon):
        digest.update(part.encode("utf-8"))
        digest.update(b"\0")
    digest.update(data)
    return digest.hexdigest()


def _store_bytes(path: Path) -> tuple[bytes, str | None]:
    """The store's bytes when a cache lookup may use them (a file within the size limit), else
    storefile.read_text's error; their text is decoded only when a View must be built. Also
    the file's stat (``_file_stamp``) when it stayed the same while it was read and is older
    than SETTLE seconds: what may stand for these bytes next time, else None."""
    import time

    from .storefile import MAX_BYTES, open_file

    try:
        with open_file(path, str(path)) as handle:
            before = os.fstat(handle.fileno())
            data = handle.read(MAX_BYTES + 1)
            after = os.fstat(handle.fileno())
    except OSError:
        data = b""
        read_text(path)  # raises the located error
    if len(data) > MAX_BYTES:
        read_text(path)
    stamp = _file_stamp(before)
    settled = time.time() - max(after.st_mtime, after.st_ctime) > SETTLE
    return data, stamp if settled and stamp == _file_stamp(after) else None


def _file_stamp(found: os.stat_result) -> str:
    return (f"{found.st_dev} {found.st_ino} {found.st_size} {found.st_mtime_ns} "
            f"{found.st_ctime_ns}")


def _memo(folder: Path, path: Path, code: str, lexicon: str) -> Path:
    """Where the key of the store at ``path`` (for this code and lexicon) is recorded with the
    store's stat."""
    digest = hashlib.sha256()
    for part in (str(path.resolve()), code, lexicon):
        digest.update(part.encode("utf-8", "surrogateescape"))
        digest.update(b"\0")
    return folder / f"store-{digest.hexdigest()[:32]}.key"


def _known_key(memo: Path, path: Path) -> str | None:
    """The key recorded at ``memo`` while the store at ``path`` keeps the stat recorded with
    it (a write changes its change time, which no program sets back), else None."""
    try:
        stamp, _, key = memo.read_text(encoding="ascii").partition("\n")
        if stamp != _file_stamp(path.stat()):
            return None
    except (OSError, ValueError):
        return None
    return key if len(key) == 64 and all(c in "0123456789abcdef" for c in key) else None


def _digest(entry: Path) -> str:
    """A CRC-32 of the entry's bytes (mapped, not copied): it finds a damaged byte at a third of
    SHA-256's cost on a 330 MB entry; what writes the cache folder is trusted anyway."""
    import mmap
    import zlib

    with entry.open("rb") as handle:
        if os.fstat(handle.fileno()).st_size == 0:
            return f"{zlib.crc32(b''):08x}"
        with mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as data:
            return f"{zlib.crc32(data):08x}"


def _stamp(entry: Path) -> str:
    found = entry.stat()
    return f"{found.st_ino} {found.st_size} {found.st_mtime_ns} {found.st_ctime_ns}"


def _cached(folder: Path, key: str) -> View | None:
    """The entry for ``key`` if one is there and its bytes are the ones written (or its stat
    is the one recorded when they were); any other entry for ``key`` is deleted."""
    for entry in folder.glob(f"{key}-*.sqlite"):
        try:
            if _intact(entry):
                return View.open(entry)
        except (OSError, sqlite3.DatabaseError):
            pass
        for damaged in (entry, entry.with_suffix(".seen")):
            with contextlib.suppress(OSError):
                damaged.unlink()
    return None


def _intact(entry: Path) -> bool:
    """Whether the entry's bytes are the ones written (or its stat is the one recorded when
    they were); OSError when it cannot be read."""
    import time

    seen = entry.with_suffix(".seen")
    stamp = _stamp(entry)
    with contextlib.suppress(OSError):
        if seen.read_text(encoding="ascii") == stamp:
            return True
    if _digest(entry) != entry.stem.rpartition("-")[2]:
        return False
    if time.time() - entry.stat().st_mtime > SETTLE:
        with contextlib.suppress(OSError):
            seen.write_text(stamp, encoding="ascii")
    return True


def reader() -> Reader:
    """The readings kept in the cache folder for this code and lexicon (readings.py)."""
    from .readings import cached_reader

    return cached_reader(cache_dir(), code_digest(), lexicon_text())


def view_for(path: Path) -> View:
    """The View of the store at ``path``: from the cache when its bytes were seen before,
    else built (parse, validate, analyse) and cached."""
    folder = cache_dir()
    code, lexicon = code_digest(), lexicon_text()
    memo = _memo(folder, path, code, lexicon)
    known = _known_key(memo, path)
    if known is not None and (found := _cached(folder, known)) is not None:
        return found
    data, stamp = _store_bytes(path)
    key = _key(data, code, lexicon)
    found = _cached(folder, key)
    if found is None:
        return _built(path, folder, code, lexicon)
    if stamp is not None and key != known:
        with contextlib.suppress(OSError):
            memo.write_text(f"{stamp}\n{key}", encoding="ascii")
    return found


def _built(path: Path, folder: Path, code: str, lexicon: str) -> View:
    text = read_text(path)
    key = _key(text.encode("utf-8"), code, lexicon)  # the bytes built from, if changed since
    import tempfile

    from .factcache import FactCache
    from .readings import cached_reader

    # facts whose lines were read before are not parsed again, claims read before not read
    facts = FactCache(folder, path, code, lexicon)
    kb = facts.read(text, cached_reader(folder, code, lexicon))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".build-", suffix=".sqlite", dir=folder)
        os.close(fd)
        os.unlink(tmp)
    except OSError:  # a read-only or full disk, files that cannot be deleted: no cache
        return View.build(kb)
    try:
        # the View the last read of this cache built, copied and patched: the rows of the
        # facts whose lines did not change are kept (View.patched), else one built anew
        before = facts.previous()
        view = View.patched(kb, before, Path(tmp), facts.row_of) \
            if before is not None and _readable(before) else None
        (view or View.build(kb, tmp)).db.close()
        entry = folder / f"{key}-{_digest(Path(tmp))}.sqlite"
        os.replace(tmp, entry)
        facts.save(kb)
        facts.remember(entry)
    except (OSError, sqlite3.Error):
        return View.build(kb)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
    _evict(folder)
    with contextlib.suppress(OSError, sqlite3.DatabaseError):
        return View.open(entry)  # its digest was taken as it was written: not again
    return _cached(folder, key) or View.build(kb)


def _readable(entry: Path) -> bool:
    try:
        return _intact(entry)
    except OSError:
        return False


def _evict(folder: Path) -> None:
    entries = sorted(folder.glob("*.sqlite"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in entries[KEEP:]:
        with contextlib.suppress(OSError):
            old.unlink()
    for seen in folder.glob("*.seen"):  # the stats recorded of entries no longer there
        if not seen.with_suffix(".sqlite").exists():
            with contextlib.suppress(OSError):
                seen.unlink()
    for memo in folder.glob("store-*.key"):  # the keys recorded of entries no longer there
        with contextlib.suppress(OSError):
            key = memo.read_text(encoding="ascii").partition("\n")[2]
            if not any(folder.glob(f"{key}-*.sqlite")):
                memo.unlink()
